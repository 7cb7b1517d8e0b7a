package board_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// MovePieces works in place on a small struct on a small struct: it allocates nothing, so a
// caller's own search can use it per node.
func TestMovePiecesDoesNotAllocate(t *testing.T) {
	g := board.Board8x8
	c3, _ := g.Square(2, 2)
	d4, _ := g.Square(3, 3)
	e5, _ := g.Square(4, 4)
	p := board.Position{}.Put(c3, board.Piece{Color: board.White, Kind: board.Man}).
		Put(d4, board.Piece{Color: board.Black, Kind: board.Man})
	m := board.NewCapture(c3, e5, board.SquareSet(d4), false)
	var q board.Position
	allocs := testing.AllocsPerRun(100, func() { q = p; q.MovePieces(m) })
	assert.Zero(t, allocs)
	assert.Equal(t, q.ComputeKey(), q.Key)
	_, taken := q.At(d4)
	assert.False(t, taken)
}
