package checkers_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A refused claim says why, each reason its own text, every one of them
// ErrNoClaim. English B:WK32:BK1: Black's king shuttles 1-5-1, White's
// 32-28-32; after 7 plies White, to move, may claim the repetition before
// 28-32, which brings the start position back a third time (WCDF 1.32.1);
// English's other claimed rule is the forty-move rule, far from met; its
// 25-move rule is International's, not English's.
func TestClaimDrawSaysWhy(t *testing.T) {
	v := variant.English
	g := newGame(t, v, "B:WK32:BK1")
	playAll(t, g, "1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1")
	m, err := notation.ParseMove(v, g.Position(), "28-32")
	require.NoError(t, err)
	other, err := notation.ParseMove(v, g.Position(), "28-24")
	require.NoError(t, err)

	const no = "checkers: no draw to claim: "
	for _, tc := range []struct {
		player board.Color
		rule   string
		moves  []board.Move
		want   string
	}{
		{board.White, "repetition", nil, no + `a claim under "repetition" names the move it is made before: 28-32`},
		{board.White, "", nil, no + `a claim under "repetition" names the move it is made before: 28-32`},
		{board.White, "repetition", []board.Move{other}, no + `a claim under "repetition" names 28-32, not 28-24`},
		{board.Black, "repetition", []board.Move{m}, no + `only the side to move, white, may claim under "repetition"`},
		{board.White, "", []board.Move{m, m}, no + `a claim names one move, not 2`},
		{board.White, "forty-move rule", nil, no + `"forty-move rule" is not met now`},
		{board.White, "25-move rule", nil, no + `english has no draw rule "25-move rule"`},
	} {
		err := g.ClaimDraw(tc.player, tc.rule, tc.moves...)
		assert.ErrorIs(t, err, checkers.ErrNoClaim, tc.want)
		assert.EqualError(t, err, tc.want)
	}
	assert.Equal(t, 7, g.Ply(), "a refused claim changes nothing")
	assert.False(t, g.Result().Over())

	// International draws by its 25-move rule by itself; nothing is open at
	// its start.
	i := checkers.New(variant.International)
	assert.EqualError(t, i.ClaimDraw(board.White, "25-move rule"), no+`"25-move rule" ends the game by itself, unclaimed`)
	assert.True(t, errors.Is(i.ClaimDraw(board.White, ""), checkers.ErrNoClaim))
	assert.EqualError(t, i.ClaimDraw(board.White, ""), "checkers: no draw to claim")

	// Czech: a repetition claimed by either player, of the position as it
	// stands, names no move; the start position stands a third time after 8
	// plies, White to move.
	c := newGame(t, variant.Czech, "W:WKc1,h2:BKh8,a7")
	playAll(t, c, shuffle(8, "c1", "d2", "h8", "g7")...)
	named, err := notation.ParseMove(variant.Czech, c.Position(), "c1-d2")
	require.NoError(t, err)
	assert.EqualError(t, c.ClaimDraw(board.Black, "repetition", named), no+`a claim under "repetition" names no move`)
}

// The claims say which colours may make them, so that a claim read from
// Claims is made as it reads: g.ClaimDraw(c.Players[0], c.Rule, ...).
func TestClaimPlayers(t *testing.T) {
	g := newGame(t, variant.English, "B:WK32:BK1")
	playAll(t, g, "1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1")
	claims := g.Claims()
	require.Len(t, claims, 1)
	c := claims[0]
	assert.Equal(t, variant.SideToMove, c.Who)
	assert.Equal(t, []board.Color{board.White}, c.Players, "English repetition: the side to move, White")
	require.NoError(t, g.ClaimDraw(c.Players[0], c.Rule, c.Moves[0]))
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}, g.Result())

	// Czech: either player, the side to move (White) first.
	cz := newGame(t, variant.Czech, "W:WKc1,h2:BKh8,a7")
	playAll(t, cz, shuffle(8, "c1", "d2", "h8", "g7")...)
	claims = cz.Claims()
	require.Len(t, claims, 1)
	assert.Equal(t, []board.Color{board.White, board.Black}, claims[0].Players)
	claims[0].Players[0] = board.Black // a copy: the game's own is unchanged
	assert.Equal(t, []board.Color{board.White, board.Black}, cz.Claims()[0].Players)
	require.NoError(t, cz.ClaimDraw(claims[0].Players[1], claims[0].Rule))
}
