package player_test

import (
	"context"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Turkish database win is won over the board: from W:Wc5,Kh5:Ba5 the
// move rules alone give White a win in 3 by giving up its man (c5-b5,
// a5xc5, h5xb5), which the game draws after the second ply, one piece
// each. With values that take that rule in, the built-in player, both
// sides playing by the databases one ply deep, wins the game, in the
// database's distance.
func TestBuiltinWinsTurkishDatabaseWins(t *testing.T) {
	v := variant.Turkish
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	g, err := checkers.NewFromFEN(v, "W:Wc5,Kh5:Ba5")
	require.NoError(t, err)
	value, err := db.Probe(g.Position())
	require.NoError(t, err)
	require.Equal(t, egdb.Win, value.Outcome)
	b := player.NewWith(player.Options{Endgames: db})
	for !g.Result().Over() && g.Ply() < 200 {
		m, err := b.Search(context.Background(), g, engine.Limit{Depth: 1}, nil)
		require.NoError(t, err)
		require.NoError(t, g.Play(m))
	}
	assert.Equal(t, checkers.WhiteWins, g.Result().Status)
	assert.Equal(t, value.Plies, g.Ply())
}
