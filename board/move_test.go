package board_test

import (
	"fmt"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// String writes every kind of move with its squares as bit numbers.
func TestMoveString(t *testing.T) {
	cases := []struct {
		name string
		m    board.Move
		want string
	}{
		{"zero", board.Move{}, "0-0"},
		{"step", board.NewStep(9, 14, false), "9-14"},
		{"step that crowns", board.NewStep(28, 33, true), "28-33 =K"},
		{"single jump", board.NewCapture(10, []board.Square{20}, board.SquareSet(15), false), "10x20 {15}"},
		{"path", board.NewCapture(15, []board.Square{25, 33}, board.SquareSet(29, 20), true), "15x25x33 {20,29} =K"},
		{"capture without a path", board.Move{From: 10, To: 30, Captured: board.SquareSet(25, 15)}, "10x30 {15,25}"},
		{"12x12 squares above 64", board.NewCapture(57, []board.Square{71}, board.SquareSet(64), false), "57x71 {64}"},
		{"comes back to a taken square", board.NewCapture(0, []board.Square{10, 0}, board.SquareSet(5, 0), false), "0x10x0 {0,5}"},
		{"lift", board.NewLift(12), "lift 12"},
		{"no square", board.NewStep(board.NoSquare, board.NoSquare, false), "255-255"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, c.m.String())
			assert.Equal(t, c.want, fmt.Sprint(c.m), "fmt, value")
			assert.Equal(t, c.want, fmt.Sprint(&c.m), "fmt, pointer")
			assert.Equal(t, c.want, fmt.Sprintf("%v", c.m))
		})
	}
}

// The longest path a Move holds, taking squares on both halves of a
// Bitboard, is written whole.
func TestMoveStringLongest(t *testing.T) {
	path := make([]board.Square, board.MaxPath)
	var taken board.Bitboard
	want := "127"
	for i := range path {
		path[i] = board.Square(i)
		taken = taken.With(board.Square(64 + i))
		want += fmt.Sprintf("x%d", i)
	}
	want += " {"
	for i := range board.MaxPath {
		if i > 0 {
			want += ","
		}
		want += fmt.Sprint(64 + i)
	}
	want += "}"
	m := board.NewCapture(127, path, taken, false)
	assert.Equal(t, want, m.String())
}

// A Move held in a struct is printed by fmt through its String method.
func TestMoveStringInStruct(t *testing.T) {
	v := struct {
		Move  board.Move
		Nodes int
	}{board.NewStep(9, 14, false), 7}
	assert.Equal(t, "{9-14 7}", fmt.Sprint(v))
	assert.Equal(t, "[9-14 lift 3]", fmt.Sprint([]board.Move{board.NewStep(9, 14, false), board.NewLift(3)}))
}

// The zero Move and moves made from unusual arguments are safe to use.
func TestMoveZeroAndEdgeCases(t *testing.T) {
	var m board.Move
	assert.Empty(t, m.Path())
	assert.False(t, m.IsCapture())
	assert.True(t, m.SameAs(&board.Move{}))
	assert.False(t, m.SameAs(nil))

	// A capture made without a path ends where it starts.
	c := board.NewCapture(10, nil, board.SquareSet(15), false)
	assert.Equal(t, board.Square(10), c.To)
	assert.Empty(t, c.Path())
	assert.Equal(t, "10x10 {15}", c.String())
	c.SetCapture(5, []board.Square{}, board.Bitboard{}, true)
	assert.Equal(t, board.Square(5), c.To)
	assert.Empty(t, c.Path())

	// A path longer than MaxPath keeps its first MaxPath squares.
	long := make([]board.Square, board.MaxPath+3)
	lm := board.NewCapture(0, long, board.SquareSet(1), false)
	assert.Len(t, lm.Path(), board.MaxPath)
}
