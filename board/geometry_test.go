package board_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The PDN numbering of the dark-square boards, from the top left (PDN
// GameType 20 and 21; RULES.md#notation): 8x8 1 = b8, 4 = h8,
// 5 = a7, 29 = a1, 32 = g1; 10x10 1 = b10, 46 = a1, 50 = i1; 12x12 1 = b12,
// 67 = a1.
func TestNumberingTopLeft(t *testing.T) {
	cases := []struct {
		g    *board.Geometry
		num  int
		name string
	}{
		{board.Board8x8, 1, "b8"}, {board.Board8x8, 4, "h8"}, {board.Board8x8, 5, "a7"},
		{board.Board8x8, 29, "a1"}, {board.Board8x8, 32, "g1"},
		{board.Board10x10, 1, "b10"}, {board.Board10x10, 46, "a1"}, {board.Board10x10, 50, "i1"},
		{board.Board12x12, 1, "b12"}, {board.Board12x12, 67, "a1"}, {board.Board12x12, 72, "k1"},
	}
	for _, c := range cases {
		n := c.g.Numbering(board.TopLeft)
		s, ok := n.Square(c.num)
		require.True(t, ok)
		assert.Equal(t, c.name, c.g.Name(s), "square %d", c.num)
		assert.Equal(t, c.num, n.Number(s))
	}
}

// Spanish and Portuguese number from White's lower right on the a1-light
// board: 1 = h1, 4 = b1, 5 = g2 ... 32 = a8 (PDN GameType 24/28, N1).
func TestNumberingBottomRightA1Light(t *testing.T) {
	n := board.Board8x8A1Light.Numbering(board.BottomRight)
	for num, name := range map[int]string{1: "h1", 4: "b1", 5: "g2", 8: "a2", 32: "a8"} {
		s, ok := n.Square(num)
		require.True(t, ok)
		assert.Equal(t, name, board.Board8x8A1Light.Name(s), "square %d", num)
	}
	_, ok := n.Square(33)
	assert.False(t, ok)
	_, ok = n.Square(0)
	assert.False(t, ok)
}

// Every step of every direction lands where the row and column arithmetic
// says, on every layout: the constant shift of the bit layout is right.
func TestNeighborsAgreeWithCoordinates(t *testing.T) {
	for _, g := range []*board.Geometry{board.Board8x8, board.Board10x10, board.Board12x12,
		board.Board8x8A1Light, board.NewWhole(8, 8), board.NewPoints(5, 5)} {
		for _, s := range g.Squares() {
			r, c := g.Coord(s)
			for d := board.Dir(0); d < board.NumDirs; d++ {
				dr, dc := d.Delta()
				if l := g.Layout(); (l == board.DarkA1Dark || l == board.DarkA1Light) && d%2 == 0 {
					dr, dc = 2*dr, 2*dc // the next dark square along the file or rank
				}
				want, wantOK := g.Square(r+dr, c+dc)
				if g.Layout() == board.Points && d%2 == 1 && (r+c)%2 == 1 {
					wantOK = false // no diagonal line through an odd point
				}
				got, ok := g.Neighbor(s, d)
				require.Equal(t, wantOK, ok, "%s %v", g.Name(s), d)
				if ok {
					assert.Equal(t, want, got)
				}
			}
		}
	}
}

func TestLayoutSizes(t *testing.T) {
	assert.Equal(t, 32, board.Board8x8.Len())
	assert.Equal(t, 36, board.Board8x8.Bits()) // diagram in geometry.go
	assert.Equal(t, 50, board.Board10x10.Len())
	assert.Equal(t, 55, board.Board10x10.Bits())
	assert.Equal(t, 72, board.Board12x12.Len())
	assert.Equal(t, 78, board.Board12x12.Bits())
	assert.Equal(t, 64, board.NewWhole(8, 8).Len())
	assert.Equal(t, 25, board.NewPoints(5, 5).Len())
	// The diagram: b2 is bit 5, c3 bit 10, a3 bit 9, h8 bit 35.
	for name, bit := range map[string]board.Square{"b2": 5, "c3": 10, "a3": 9, "h8": 35, "a1": 0, "g1": 3} {
		assert.Equal(t, name, board.Board8x8.Name(bit))
	}
	// Orthogonal steps on a dark board go two cells, to the next dark
	// square: N adds NE+NW (b2 + 9 = b4), E adds NE+SE (b2 + 1 = d2).
	g := board.Board8x8
	assert.Equal(t, g.Shift(board.NorthEast)+g.Shift(board.NorthWest), g.Shift(board.North))
	assert.Equal(t, g.Shift(board.NorthEast)+g.Shift(board.SouthEast), g.Shift(board.East))
	n, ok := g.Neighbor(5, board.North)
	assert.True(t, ok)
	assert.Equal(t, "b4", g.Name(n))
	n, ok = g.Neighbor(5, board.East)
	assert.True(t, ok)
	assert.Equal(t, "d2", g.Name(n))
	_, ok = g.Neighbor(3, board.East) // g1: h1 is light, nothing beyond
	assert.False(t, ok)
	_, ok = g.Neighbor(32, board.North) // b8
	assert.False(t, ok)
}
