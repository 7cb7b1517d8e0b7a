package dxp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func TestMoveOfOpening(t *testing.T) {
	v := variant.International
	bm, err := notation.ParseMove(v, v.Start(), "32-28")
	require.NoError(t, err)
	m, err := dxp.MoveOf(bm)
	require.NoError(t, err)
	assert.Equal(t, dxp.Move{From: 32, To: 28}, m)
	b, err := m.Marshal()
	require.NoError(t, err)
	assert.Equal(t, "M0000322800", string(b))

	back, err := m.BoardMove(v.Start())
	require.NoError(t, err)
	assert.True(t, back.SameAs(&bm))
}

func TestCaptureBothWays(t *testing.T) {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:W32:B28,19,9")
	require.NoError(t, err)
	legal := movegen.Generate(v, p, nil)
	require.Len(t, legal, 1)
	m, err := dxp.MoveOf(legal[0])
	require.NoError(t, err)
	assert.Equal(t, dxp.Move{From: 32, To: 3, Captured: []int{9, 19, 28}}, m)

	// The captured squares may come in any order.
	bm, err := dxp.Move{From: 32, To: 3, Captured: []int{28, 9, 19}}.BoardMove(p)
	require.NoError(t, err)
	assert.True(t, bm.SameAs(&legal[0]))
	assert.True(t, bm.Promotes)

	// A capture sent without its pieces is the one capture from and to
	// its squares.
	bm, err = dxp.Move{From: 32, To: 3}.BoardMove(p)
	require.NoError(t, err)
	assert.True(t, bm.SameAs(&legal[0]))

	for _, bad := range []dxp.Move{
		{From: 32, To: 3, Captured: []int{28, 19}},
		{From: 32, To: 3, Captured: []int{28, 19, 9, 4}},
		{From: 32, To: 3, Captured: []int{28, 28, 19}},
		{From: 32, To: 23, Captured: []int{28}},
		{From: 32, To: 27},
		{From: 0, To: 3},
		{From: 32, To: 3, Captured: []int{51}},
	} {
		_, err := bad.BoardMove(p)
		assert.ErrorIs(t, err, dxp.ErrIllegalMove, "%v", bad)
	}
}

func TestBoardMoveIllegal(t *testing.T) {
	v := variant.International
	for _, m := range []dxp.Move{
		{From: 32, To: 23},
		{From: 19, To: 23},
		{From: 28, To: 22},
		{From: 32, To: 28, Captured: []int{23}},
	} {
		_, err := m.BoardMove(v.Start())
		assert.ErrorIs(t, err, dxp.ErrIllegalMove, "%v", m)
		assert.Contains(t, err.Error(), "not a legal move")
	}
}

func TestMoveOfRejects(t *testing.T) {
	_, err := dxp.MoveOf(board.NewLift(5))
	assert.ErrorIs(t, err, dxp.ErrIllegalMove)
	_, err = dxp.MoveOf(board.NewStep(5, 70, false))
	assert.ErrorIs(t, err, dxp.ErrIllegalMove)
	_, err = dxp.MoveOf(board.NewCapture(0, 12, board.SquareSet(70), false))
	assert.ErrorIs(t, err, dxp.ErrIllegalMove)
}

// TestMovesRoundTrip sends every legal move of random games through the
// wire form and back.
func TestMovesRoundTrip(t *testing.T) {
	v := variant.International
	rng := rand.New(rand.NewPCG(3, 4))
	captures := 0
	for range 20 {
		p := v.Start()
		for range 200 {
			moves := movegen.Generate(v, p, nil)
			if len(moves) == 0 {
				break
			}
			for _, bm := range moves {
				m, err := dxp.MoveOf(bm)
				require.NoError(t, err)
				b, err := m.Marshal()
				require.NoError(t, err)
				parsed, err := dxp.Parse(b)
				require.NoError(t, err)
				back, err := parsed.(dxp.Move).BoardMove(p)
				require.NoError(t, err, "%v in %s", m, notation.FormatFEN(v, p))
				require.True(t, back.SameAs(&bm), "%v came back as %v", bm, back)
				if bm.IsCapture() {
					captures++
				}
			}
			p = v.Apply(p, moves[rng.IntN(len(moves))])
		}
	}
	assert.Positive(t, captures)
}
