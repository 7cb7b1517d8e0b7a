package board_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"unsafe"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// String writes every kind of move with its squares as bit numbers.
func TestMoveString(t *testing.T) {
	cases := []struct {
		name string
		m    board.Move
		want string
	}{
		{"zero", board.Move{}, "#0-#0"},
		{"step", board.NewStep(9, 14, false), "#9-#14"},
		{"step that crowns", board.NewStep(28, 33, true), "#28-#33 =K"},
		{"single jump", board.NewCapture(10, 20, board.SquareSet(15), false), "#10x#20 {#15}"},
		{"two jumps that crown", board.NewCapture(15, 33, board.SquareSet(29, 20), true), "#15x#33 {#20,#29} =K"},
		{"capture as a literal", board.Move{From: 10, To: 30, Captured: board.SquareSet(25, 15)}, "#10x#30 {#15,#25}"},
		{"12x12 squares above 64", board.NewCapture(57, 71, board.SquareSet(64), false), "#57x#71 {#64}"},
		{"comes back to a taken square", board.NewCapture(0, 0, board.SquareSet(5, 0), false), "#0x#0 {#0,#5}"},
		{"lift", board.NewLift(12), "lift #12"},
		{"no square", board.NewStep(board.NoSquare, board.NoSquare, false), "#255-#255"},
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

// A capture taking squares on both halves of a Bitboard lists them all.
func TestMoveStringLongest(t *testing.T) {
	var taken board.Bitboard
	want := "#127x#0 {"
	for i := range board.MaxPath {
		taken = taken.With(board.Square(64 + i))
		if i > 0 {
			want += ","
		}
		want += fmt.Sprint("#", 64+i)
	}
	want += "}"
	m := board.NewCapture(127, 0, taken, false)
	assert.Equal(t, want, m.String())
}

// A Move is a few machine words: the identity and nothing else.
func TestMoveSize(t *testing.T) {
	assert.LessOrEqual(t, unsafe.Sizeof(board.Move{}), uintptr(24))
}

// A Move held in a struct is printed by fmt through its String method.
func TestMoveStringInStruct(t *testing.T) {
	v := struct {
		Move  board.Move
		Nodes int
	}{board.NewStep(9, 14, false), 7}
	assert.Equal(t, "{#9-#14 7}", fmt.Sprint(v))
	assert.Equal(t, "[#9-#14 lift #3]", fmt.Sprint([]board.Move{board.NewStep(9, 14, false), board.NewLift(3)}))
}

// The zero Move and moves made from unusual arguments are safe to use.
func TestMoveZeroAndEdgeCases(t *testing.T) {
	var m board.Move
	assert.False(t, m.IsCapture())
	assert.True(t, m.SameAs(&board.Move{}))
	assert.False(t, m.SameAs(nil))

	// Moves are equal exactly when they are the same move.
	a := board.NewCapture(10, 30, board.SquareSet(15, 25), false)
	b := board.Move{From: 10, To: 30, Captured: board.SquareSet(25, 15)}
	assert.True(t, a.SameAs(&b))
	assert.Equal(t, a, b)
	b.Promotes = true
	assert.False(t, a.SameAs(&b))
}

// A Move's JSON names its squares as indices, so that nobody reads them as
// square numbers; a quiet move leaves out what it does not have.
func TestMoveJSON(t *testing.T) {
	data, err := json.Marshal(board.NewCapture(15, 33, board.SquareSet(20, 29), true))
	require.NoError(t, err)
	assert.JSONEq(t, `{"capturedIndices":"20 29","fromIndex":15,"toIndex":33,"promotes":true}`, string(data))
	data, err = json.Marshal(board.NewStep(9, 14, false))
	require.NoError(t, err)
	assert.JSONEq(t, `{"fromIndex":9,"toIndex":14}`, string(data))
	var back board.Move
	require.NoError(t, json.Unmarshal([]byte(`{"capturedIndices":"20 29","fromIndex":15,"toIndex":33,"promotes":true}`), &back))
	assert.Equal(t, board.NewCapture(15, 33, board.SquareSet(20, 29), true), back)
}

// A Position's JSON names its sets as bit indices too, and reads back.
func TestPositionJSON(t *testing.T) {
	var p board.Position
	p.Men[board.White] = board.SquareSet(1, 2)
	p.Kings[board.Black] = board.SquareSet(30)
	p.Turn = board.Black
	p = p.Rehash()
	data, err := json.Marshal(p)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"menIndices":["1 2",""],"kingsIndices":["","30"],"turn":"black"`)
	var back board.Position
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, p, back)
}
