package checkers_test

import (
	"fmt"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// A game accepts moves as text and knows when it is over: White's man
// takes the last Black piece.
func ExampleGame_PlayText() {
	g, err := checkers.NewFromFEN(variant.International, "W:W28:B23")
	if err != nil {
		panic(err)
	}
	if err := g.PlayText("28x19"); err != nil {
		panic(err)
	}
	fmt.Println(g.Result())
	// Output: white wins: no pieces
}

// The legal moves of a game, in the variant's notation.
func ExampleGame_Moves() {
	g := checkers.New(variant.English)
	for m := range g.Moves() {
		fmt.Print(notation.FormatMove(g.Variant(), g.Position(), m), " ")
	}
	fmt.Println()
	// Output: 9-14 10-15 11-16 9-13 10-14 11-15 12-16
}

// An illegal move is refused, and the game is unchanged.
func ExampleGame_Play() {
	g := checkers.New(variant.Russian)
	err := g.PlayText("c3-c4")
	fmt.Println(err != nil, g.Ply())
	// Output: true 0
}

// The same position three times draws an International game.
func ExampleGame_Result() {
	g, _ := checkers.NewFromFEN(variant.International, "W:WK46:BK1")
	for range 2 {
		for _, m := range []string{"46-41", "1-6", "41-46", "6-1"} {
			_ = g.PlayText(m)
		}
	}
	fmt.Println(g.Result())
	// Output: drawn: repetition
}
