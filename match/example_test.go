package match_test

import (
	"context"
	"fmt"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/match"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
)

// A short match of the built-in player against the random one. Engines
// given as text ("hub:scan hub", "dxp:127.0.0.1:27531") open the same way.
func ExampleRun() {
	ctx := context.Background()
	v := variant.English
	builtin, _ := players.Open(ctx, "builtin", v, players.Options{})
	random, _ := players.Open(ctx, "random", v, players.Options{Seed: 1})
	defer builtin.Close()
	defer random.Close()
	// Each game as it ends: a match keeps none.
	ended := func(n int, g *checkers.Game, score match.Score) error {
		fmt.Println("game", n, "ended;", score.Games(), "scored")
		return nil
	}
	score, err := match.Run(ctx, v, builtin, random, match.Options{Games: 2, Limit: engine.Limit{Depth: 4}, OnGame: ended})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(score.Games(), "games")
	// Output:
	// game 1 ended; 1 scored
	// game 2 ended; 2 scored
	// 2 games
}

// A match from two openings, each played twice with the colours reversed.
func ExampleOpening() {
	ctx := context.Background()
	v := variant.English
	builtin, _ := players.Open(ctx, "builtin", v, players.Options{})
	random, _ := players.Open(ctx, "random", v, players.Options{Seed: 1})
	defer builtin.Close()
	defer random.Close()
	start := v.Start()
	openings := []match.Opening{{Name: "start", Position: start}, {Name: "start again", Position: start}}
	show := func(_ int, g *checkers.Game, _ match.Score) error {
		name, _ := g.Tag("Opening")
		white, _ := g.Tag("White")
		fmt.Println(name, white)
		return nil
	}
	_, err := match.Run(ctx, v, builtin, random, match.Options{Openings: openings, Limit: engine.Limit{Depth: 2}, OnGame: show})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// start builtin
	// start random
	// start again builtin
	// start again random
}
