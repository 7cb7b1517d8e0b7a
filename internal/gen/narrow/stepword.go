package narrow

import (
	"unsafe"

	"github.com/draughtsgo/checkers/board"
)

// A quiet move as one word, for the flat paths to write moves with fewer
// instructions than a board.Move literal takes (the compiler zeroes it,
// then stores each field through an address of its own): From in the
// low byte, To in the next, Promotes (0 or 1) in the third, so that a
// step from s-d to s is uint64(s)*0x101 - d (stepWord), plus 1<<16 when
// it crowns.
// putStepAt writes it (stepword_le.go, stepword_be.go).

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

// stepOf returns the board.Move a step's word stands for: what putStepAt
// writes on every machine.
func stepOf(word uint64) board.Move {
	return board.Move{From: board.Square(word), To: board.Square(word >> 8), Promotes: word>>16&1 != 0}
}

// The flat paths write a list's moves at byte offsets from the address of
// its first free move (freeRoom), one addition a move, rather than through
// a slice index, which costs a check against the length and a
// multiplication by the size of a move at every move: 6 of the 17
// instructions a step took. The caller makes room first (slices.Grow) for
// as many moves as it may write, a bound it computes from the pieces
// (two steps a man, so many a king), and ends with written, whose slice
// expression panics had a write gone past the room.

// moveSize is the size of a board.Move, the unit of the offsets.
const moveSize = unsafe.Sizeof(board.Move{})

// freeRoom returns the address of dst's first free move, dst[len(dst)]
// where dst has room for one.
func freeRoom(dst []board.Move) unsafe.Pointer {
	return unsafe.Pointer(unsafe.SliceData(dst[len(dst):cap(dst)]))
}

// putMoveAt writes m off bytes past at, and returns the offset of the
// move after it.
func putMoveAt(at unsafe.Pointer, off uintptr, m board.Move) uintptr {
	*(*board.Move)(unsafe.Add(at, off)) = m
	return off + moveSize
}

// written returns dst with the moves written below off from freeRoom(dst).
func written(dst []board.Move, off uintptr) []board.Move {
	return dst[:len(dst)+int(off/moveSize)]
}

// stepWord returns the word of a step of shift bits to square s (as
// bb.index gives it). Computed with a shift and two additions, it timed
// better than either way to one instruction tried: a table of the words
// (a load among the stores of the moves) and a multiplication by 0x101
// kept in a variable (on the port the bit scans take) each took the
// perft positions of Russian and Brazilian 4-7% longer.
func stepWord(s, shift int) uint64 {
	w := uint64(s)
	return w<<8 + w - uint64(shift)
}
