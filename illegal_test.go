package checkers_test

import (
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An illegal move says why, by text or by squares, and the game is
// unchanged. English starts with Black to move, its men on 1-12: the man
// on 12, on the board's edge, goes to 16 alone; 13 is empty; 21 is
// White's.
func TestPlayIllegalSaysWhy(t *testing.T) {
	v := variant.English
	g := checkers.New(v)
	err := g.PlayText("12-17")
	assert.EqualError(t, err, `move "12-17": illegal move: the piece on 12 can play 12-16`)
	assert.ErrorIs(t, err, notation.ErrIllegal)

	sq := func(n int) board.Square {
		s, ok := v.Numbering().Square(n)
		require.True(t, ok)
		return s
	}
	err = g.Play(board.Move{From: sq(12), To: sq(17)})
	assert.EqualError(t, err, `move "12-17": illegal move: the piece on 12 can play 12-16`)
	var me *notation.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, notation.PieceMoves, me.Reason)
	assert.Equal(t, v.Start(), me.Position)

	err = g.Play(board.Move{From: sq(13), To: sq(17)})
	assert.EqualError(t, err, `move "13-17": illegal move: there is no piece on 13`)
	err = g.Play(board.Move{From: sq(21), To: sq(17)})
	assert.EqualError(t, err, `move "21-17": illegal move: the piece on 21 is white's, and black is to move`)
	assert.Equal(t, 0, g.Ply())
}

// A capture the precedence rules refuse says which rule, from Play as from
// PlayText. In International W:W32:B19,27,28 the man on 32 may take 27
// alone (landing on 21) or 28 and then 19 (landing on 23, then 14): the
// quantity rule leaves 32x14.
func TestPlayCapturePrecedenceSaysWhy(t *testing.T) {
	v := variant.International
	g, err := checkers.NewFromFEN(v, "W:W32:B19,27,28")
	require.NoError(t, err)
	why := "the capture that takes the most pieces must be played, here 2: 32x14"
	assert.EqualError(t, g.PlayText("32x21"), `move "32x21": illegal move: `+why)
	sq := func(n int) board.Square {
		s, ok := v.Numbering().Square(n)
		require.True(t, ok)
		return s
	}
	single := board.NewCapture(sq(32), sq(21), board.Bitboard{}.With(sq(27)), false)
	err = g.Play(single)
	var me *notation.MoveError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, notation.CapturePrecedence, me.Reason)
	assert.Equal(t, variant.MostPieces, me.Criterion)
	assert.Equal(t, why, me.Why())
	assert.Equal(t, 0, g.Ply(), "the game is unchanged")
}
