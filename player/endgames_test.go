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

// With the databases, the built-in player plays their best moves: from
// the longest English king-against-king win (11 plies, the published
// longest), both sides playing by them, White wins in exactly 11 plies,
// searching one ply at most.
func TestBuiltinPlaysByTheEndgameDatabases(t *testing.T) {
	v := variant.English
	db, err := egdb.Build(v, 2, egdb.Options{})
	require.NoError(t, err)
	b := player.NewWith(player.Options{Endgames: db})
	g, err := checkers.NewFromFEN(v, "W:WK29:BK4")
	require.NoError(t, err)
	plies := 0
	for !g.Result().Over() && plies < 40 {
		var score int
		m, err := b.Search(context.Background(), g, engine.Limit{Depth: 1}, func(i engine.Info) { score = i.Score })
		require.NoError(t, err)
		if plies == 0 {
			assert.Equal(t, engine.Win-11, score, "a win in 11 plies")
		}
		require.NoError(t, g.Play(m))
		plies++
	}
	assert.Equal(t, 11, plies)
	assert.Equal(t, checkers.WhiteWins, g.Result().Status)
}
