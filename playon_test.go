package checkers_test

import (
	"encoding/json"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game that plays on takes legal moves past an automatic draw, keeps
// where the rules ended it, and ends by a declared result or when a side
// has no legal move. International kings on 46 and 1 going back and forth
// (46-41 1-6 41-46 6-1, twice) bring the start position back for the
// third time after ply 8: the threefold repetition, automatic there. The
// lone kings' ending count (10 moves each, 20 plies) is still far off.
func TestPlayOn(t *testing.T) {
	g, err := checkers.NewFromFEN(variant.International, "W:WK46:BK1")
	require.NoError(t, err)
	assert.False(t, g.PlaysOn(), "a new game does not play on")
	g.SetPlayOn(true)
	shuffle := []string{"46-41", "1-6", "41-46", "6-1", "46-41", "1-6", "41-46", "6-1"}
	for _, text := range shuffle {
		require.NoError(t, g.PlayText(text))
	}
	rep := checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}
	assert.Equal(t, rep, g.ByRules(), "the rules draw here")
	assert.Equal(t, checkers.Result{}, g.Result(), "but the game goes on")
	end, ok := g.RulesEnd()
	require.True(t, ok)
	assert.Equal(t, checkers.End{Ply: 8, Result: rep, Rule: "repetition"}, end)
	assert.NotEmpty(t, g.LegalMoves())
	require.NoError(t, g.PlayText("46-41"))
	require.NoError(t, g.PlayText("1-6"))
	end2, _ := g.RulesEnd()
	assert.Equal(t, end, end2, "the first end is kept")

	c := g.Clone()
	assert.True(t, c.PlaysOn())
	cEnd, _ := c.RulesEnd()
	assert.Equal(t, end, cEnd)
	data, err := json.Marshal(g)
	require.NoError(t, err)
	var back checkers.Game
	require.NoError(t, json.Unmarshal(data, &back))
	assert.True(t, back.PlaysOn())
	assert.Equal(t, 10, back.Ply())
	assert.Equal(t, checkers.Result{}, back.Result())

	// No longer playing on, the game is over again, drawn where the rules
	// ended it.
	c.SetPlayOn(false)
	assert.Equal(t, rep, c.Result())
	rule, ok := c.DrawnBy()
	assert.True(t, ok)
	assert.Equal(t, "repetition", rule)
	assert.ErrorIs(t, c.PlayText("41-46"), checkers.ErrGameOver)

	// A declared result ends a game that plays on.
	require.NoError(t, g.Declare(checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}))
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, g.Result())
	assert.ErrorIs(t, g.PlayText("41-46"), checkers.ErrGameOver)

	// Taken back to before the end, the game has none.
	for g.Ply() > 7 {
		_, err := g.Undo()
		require.NoError(t, err)
	}
	_, ok = g.RulesEnd()
	assert.False(t, ok)
	require.NoError(t, g.PlayText("6-1"))
	end3, ok := g.RulesEnd()
	assert.True(t, ok)
	assert.Equal(t, end, end3)
}

// A game with no legal move cannot go on, playing on or not: White's man
// takes Black's last piece, and Black has lost.
func TestPlayOnStopsWithoutMoves(t *testing.T) {
	g, err := checkers.NewFromFEN(variant.International, "W:W28:B23")
	require.NoError(t, err)
	g.SetPlayOn(true)
	require.NoError(t, g.PlayText("28x19"))
	lost := checkers.Result{Status: checkers.WhiteWins, Reason: checkers.NoPieces}
	assert.Equal(t, lost, g.Result())
	assert.Empty(t, g.LegalMoves())
	assert.ErrorIs(t, g.Play(board.Move{}), checkers.ErrGameOver)
	end, ok := g.RulesEnd()
	assert.True(t, ok)
	assert.Equal(t, checkers.End{Ply: 1, Result: lost}, end)
}
