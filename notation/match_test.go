package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// From International's start, 26 is reached from 31 alone, 27 from 31 and
// from 32.
func TestMatchMoveByFinalSquare(t *testing.T) {
	v := variant.International
	m, err := notation.MatchMove(v, v.Start(), notation.MoveQuery{From: board.NoSquare, To: num(t, v, 26)})
	require.NoError(t, err)
	assert.Equal(t, num(t, v, 31), m.From)
	_, err = notation.MatchMove(v, v.Start(), notation.MoveQuery{From: board.NoSquare, To: num(t, v, 27)})
	require.ErrorIs(t, err, notation.ErrAmbiguous)
	assert.EqualError(t, err, `move "?-27": ambiguous move: 31-27 or 32-27`)
	_, err = notation.MatchMove(v, v.Start(), notation.MoveQuery{From: board.NoSquare, To: num(t, v, 25)})
	assert.ErrorIs(t, err, notation.ErrIllegal)
}

// The English man on 26 with two captures to 10 (see
// TestUCIAmbiguousCapture): one piece each takes alone names it.
func TestMatchMoveBySomeCaptures(t *testing.T) {
	v := variant.English
	p, err := notation.ParseFEN(v, "W:W26:B14,15,22,23")
	require.NoError(t, err)
	q := notation.MoveQuery{From: num(t, v, 26), To: num(t, v, 10)}
	_, err = notation.MatchMove(v, p, q)
	assert.ErrorIs(t, err, notation.ErrAmbiguous)
	for taken, other := range map[int]int{22: 14, 14: 22, 15: 23, 23: 15} {
		q.Captured = numbers(t, v, taken)
		m, err := notation.MatchMove(v, p, q)
		require.NoError(t, err, taken)
		assert.Equal(t, numbers(t, v, taken, other), m.Captured)
	}
	q.Captured = numbers(t, v, 22, 15)
	_, err = notation.MatchMove(v, p, q)
	assert.ErrorIs(t, err, notation.ErrIllegal)
	assert.Contains(t, err.Error(), `"26x10 (`)
	_, err = notation.MatchMove(nil, p, q)
	assert.ErrorIs(t, err, notation.ErrNoVariant)
}
