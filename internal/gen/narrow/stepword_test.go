package narrow

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/draughtsgo/checkers/board"
)

// TestPutStepWritesTheStep checks the step words the flat paths write
// against board.Move literals, over a move that held a capture: every
// field is written, none left from before, and the moves on either side
// are left alone.
func TestPutStepWritesTheStep(t *testing.T) {
	for _, s := range []uint64{6, 40, 49, 63} {
		for _, d := range []uint64{5, 6} {
			for _, crowns := range []bool{false, true} {
				word := s*0x101 - d
				if crowns {
					word += 1 << 16
				}
				old := board.Move{Captured: board.Bitboard{Lo: ^uint64(0), Hi: 7}, From: 1, To: 2, Promotes: !crowns, Lift: true}
				list := []board.Move{old, old, old, old}
				dst := list[:1]
				off := putStepAt(freeRoom(dst), moveSize, word)
				assert.Equal(t, 2*moveSize, off)
				got := written(dst, off)
				want := board.Move{From: board.Square(s - d), To: board.Square(s), Promotes: crowns}
				assert.Equal(t, []board.Move{old, old, want}, got, "step %d-%d crowns %v", s-d, s, crowns)
				assert.Equal(t, old, list[3])
				assert.Equal(t, want, stepOf(word))
			}
		}
	}
}
