package dxp_test

import (
	"context"
	"fmt"
	"net"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// A game against a DXP peer (here the random player served over a pipe;
// dxp.Dial reaches a real one), from a set position where White's man on
// 28 takes Black's last piece. The client keeps the peer's clock by the
// time control it asked for, and the peer's side is given each game as it
// ends through Options.OnGame.
func ExampleClient_TimeLeft() {
	ctx := context.Background()
	v := variant.International
	ours, theirs := net.Pipe()

	ended := make(chan string, 1)
	onGame := func(g *checkers.Game, me board.Color) {
		ended <- fmt.Sprintf("the peer, playing %v, saw %v", me, g.Result())
	}
	go dxp.Serve(ctx, player.Random(1), theirs, dxp.Options{OnGame: onGame})

	c := dxp.NewClient(ours, dxp.Options{Minutes: 10, Moves: 50})
	defer c.Close()
	g, err := checkers.NewFromFEN(v, "W:W28:B23")
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := c.NewGame(ctx, g, board.Black); err != nil {
		fmt.Println(err)
		return
	}
	left, _ := c.TimeLeft()
	fmt.Println("the peer has", left, "on its clock")

	if err := g.PlayText("28x19"); err != nil {
		fmt.Println(err)
		return
	}
	if err := c.GameOver(ctx, g); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(<-ended)
	// Output:
	// the peer has 10m0s on its clock
	// the peer, playing black, saw white wins: no pieces
}
