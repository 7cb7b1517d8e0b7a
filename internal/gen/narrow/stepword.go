package narrow

import (
	"unsafe"

	"github.com/draughtsgo/checkers/board"
)

// A quiet move as one word, for the flat paths to write moves with fewer
// instructions than a board.Move literal takes (the compiler zeroes it,
// then stores each field through an address of its own): From in the
// low byte, To in the next, Promotes (0 or 1) in the third, so that a
// step from s-d to s is uint64(s)*0x101 - d, plus 1<<16 when it crowns.
// putStep writes it (stepword_le.go, stepword_be.go).

// The layout of board.Move the word stands for: its last eight bytes
// hold From, To, Promotes and Lift, in that order, after the 16 of
// Captured. A change to board.Move stops the build here.
var (
	_ = [1]struct{}{}[unsafe.Sizeof(board.Move{})-24]
	_ = [1]struct{}{}[unsafe.Offsetof(board.Move{}.From)-16]
	_ = [1]struct{}{}[unsafe.Offsetof(board.Move{}.To)-17]
	_ = [1]struct{}{}[unsafe.Offsetof(board.Move{}.Promotes)-18]
	_ = [1]struct{}{}[unsafe.Offsetof(board.Move{}.Lift)-19]
)

// stepOf returns the board.Move a step's word stands for: what putStep
// writes on every machine.
func stepOf(word uint64) board.Move {
	return board.Move{From: board.Square(word), To: board.Square(word >> 8), Promotes: word>>16&1 != 0}
}
