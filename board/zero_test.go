package board_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// Playing the zero Move in the zero Position is the quiet move of a White
// man from square 0 to square 0: it puts one there and passes the turn.
func TestZeroMoveInZeroPosition(t *testing.T) {
	var p board.Position
	q := p
	q.MovePieces(board.Move{})
	assert.Equal(t, board.Black, q.Turn)
	pc, ok := q.At(0)
	assert.True(t, ok)
	assert.Equal(t, board.Piece{Color: board.White, Kind: board.Man}, pc)
	assert.Equal(t, q.ComputeKey(), q.Key)
	assert.Equal(t, board.Position{}, p, "p unchanged")

	var lifted board.Position
	lifted.MovePieces(board.NewLift(0))
	assert.True(t, lifted.Occupied().IsEmpty())
	assert.Equal(t, lifted.ComputeKey(), lifted.Key)
}

// Put and MovePieces ignore what no Bitboard or Position can hold, rather than
// panic: a square beyond MaxBits, a colour or kind out of range, a side to
// move that is neither colour.
func TestPositionOutOfRange(t *testing.T) {
	man := board.Piece{Color: board.White, Kind: board.Man}
	p := board.Position{}.Put(3, man)
	for _, c := range []struct {
		name string
		s    board.Square
		pc   board.Piece
	}{
		{"no square", board.NoSquare, man},
		{"square 128", board.MaxBits, man},
		{"colour 2", 4, board.Piece{Color: 2, Kind: board.Man}},
		{"kind 3", 4, board.Piece{Color: board.Black, Kind: 3}},
	} {
		assert.Equal(t, p, p.Put(c.s, c.pc), c.name)
	}
	assert.Equal(t, p, p.Remove(board.NoSquare))

	bad := p
	bad.Turn = 2
	moved := bad
	moved.MovePieces(board.NewStep(3, 8, false))
	assert.Equal(t, bad, moved)
	assert.True(t, bad.Pieces(2).IsEmpty())
	assert.Equal(t, board.SquareSet(3), bad.Pieces(board.White))

	// A move between squares no Bitboard holds leaves the board as it was,
	// but for the piece that left From and the turn.
	q := p
	q.MovePieces(board.NewStep(3, board.NoSquare, false))
	assert.True(t, q.Occupied().IsEmpty())
	assert.Equal(t, q.ComputeKey(), q.Key)
}

// A nil *Geometry, the board of the zero variant, and the zero Geometry are
// empty boards: every method answers, none panics.
func TestEmptyGeometry(t *testing.T) {
	for name, g := range map[string]*board.Geometry{"nil": nil, "zero": {}} {
		t.Run(name, func(t *testing.T) {
			assert.Zero(t, g.Rows())
			assert.Zero(t, g.Cols())
			assert.Zero(t, g.Bits())
			assert.Zero(t, g.Len())
			assert.Equal(t, board.DarkA1Dark, g.Layout())
			assert.Empty(t, g.Squares())
			assert.True(t, g.Valid().IsEmpty())
			assert.False(t, g.Contains(0))
			s, ok := g.Square(0, 0)
			assert.False(t, ok)
			assert.Equal(t, board.NoSquare, s)
			r, c := g.Coord(0)
			assert.Equal(t, [2]int{-1, -1}, [2]int{r, c})
			assert.True(t, g.Row(0).IsEmpty())
			for d := board.Dir(0); d <= board.NumDirs; d++ {
				assert.Zero(t, g.Shift(d))
				assert.True(t, g.From(d).IsEmpty())
				_, ok := g.Neighbor(0, d)
				assert.False(t, ok)
			}
			assert.Equal(t, "?", g.Name(0))
			n := g.Numbering(board.TopLeft)
			assert.Zero(t, n.Len())
			_, ok = n.Square(1)
			assert.False(t, ok)
			assert.Zero(t, n.Number(0))
		})
	}
}

// A nil *Numbering numbers no square.
func TestNilNumbering(t *testing.T) {
	var n *board.Numbering
	assert.Zero(t, n.Len())
	s, ok := n.Square(1)
	assert.False(t, ok)
	assert.Equal(t, board.NoSquare, s)
	assert.Zero(t, n.Number(5))
}

// A Dir value beyond the eight directions has no delta, shift or
// neighbours.
func TestDirOutOfRange(t *testing.T) {
	d := board.Dir(board.NumDirs + 1)
	dr, dc := d.Delta()
	assert.Equal(t, [2]int{0, 0}, [2]int{dr, dc})
	assert.Equal(t, "Dir(9)", d.String())
	g := board.Board8x8
	assert.Zero(t, g.Shift(d))
	assert.True(t, g.From(d).IsEmpty())
	_, ok := g.Neighbor(10, d)
	assert.False(t, ok)
	assert.False(t, board.AllDirs.Has(d))
}
