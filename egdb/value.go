package egdb

import (
	"fmt"
	"strconv"
)

// Outcome is what a position is worth to the side to move.
type Outcome uint8

// The outcomes.
const (
	Draw Outcome = iota
	Win
	Loss
)

var outcomeNames = [...]string{"draw", "win", "loss"}

// String returns "draw", "win" or "loss".
// A value out of range prints as its type and number, "Outcome(7)".
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}

// Value is a position's worth to the side to move under best play: its
// outcome and, for a win or a loss, the plies to the end of the game (0
// for a position where the game is over: the side to move has no move, or
// the first king crowned has won).
type Value struct {
	Outcome Outcome
	Plies   int
}

// String writes v as players say it: "win in 11", "loss in 0", "draw".
func (v Value) String() string {
	if v.Outcome == Draw {
		return "draw"
	}
	return fmt.Sprintf("%s in %d", v.Outcome, v.Plies)
}

// A value as a table keeps it, in 16 bits: 0 is a draw (or, while a slice
// is solved, a position not yet decided), 1+2d a win in d plies, 2+2d a
// loss in d plies.
type cell uint16

// maxPlies is the longest distance a cell holds.
const maxPlies = (1<<16 - 3) / 2

func winIn(d int) cell  { return cell(1 + 2*d) }
func lossIn(d int) cell { return cell(2 + 2*d) }

// value returns c as a Value.
func (c cell) value() Value {
	switch {
	case c == 0:
		return Value{}
	case c%2 == 1:
		return Value{Outcome: Win, Plies: int(c-1) / 2}
	}
	return Value{Outcome: Loss, Plies: int(c-2) / 2}
}
