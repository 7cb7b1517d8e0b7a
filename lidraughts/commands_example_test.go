package lidraughts_test

import (
	"fmt"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/lidraughts"
)

// The clocks lidraughts writes after a move of a game or broadcast.
func ExampleParseCommands() {
	c, rest := lidraughts.ParseCommands("Inaccuracy. [%clock w0:00:03 B0:00:00]")
	fmt.Println(rest)
	fmt.Println(c.Clock.White, c.Clock.Black, c.Clock.Running)
	// Output:
	// Inaccuracy.
	// 3s 0s black
}

func ExampleCommands_String() {
	white, black := 90*time.Second, 75*time.Second
	c := lidraughts.Commands{Clock: &lidraughts.Clock{White: white, Black: black, Runs: true, Running: board.Black}, Eval: &lidraughts.Eval{Pieces: -0.5}}
	fmt.Println(c.String())
	// Output: [%clock w0:01:30 B0:01:15] [%eval -0.5]
}
