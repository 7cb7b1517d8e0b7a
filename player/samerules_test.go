package player_test

import (
	"context"
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The player uses its endgame databases in a game of any variant that
// plays as theirs does, not only of the very variant they were built for:
// English made again from its rules, and English without its draw rules,
// score the longest king-against-king win (11 plies, the published
// longest, as TestBuiltinPlaysByTheEndgameDatabases plays it out) as a
// win in 11, as English itself does.
func TestBuiltinUsesTheDatabasesOfTheSameRules(t *testing.T) {
	db, err := egdb.Build(variant.English, 2, egdb.Options{})
	require.NoError(t, err)
	again, err := variant.New(variant.English.Rules())
	require.NoError(t, err)
	r := variant.English.Rules()
	r.Draws = nil
	noDraws, err := variant.New(r)
	require.NoError(t, err)
	for _, v := range []*variant.Variant{variant.English, again, noDraws} {
		b := player.NewWith(player.Options{Endgames: db})
		var score int
		_, err := b.Search(context.Background(), fen(t, v, "W:WK29:BK4"), engine.Limit{Depth: 1}, func(i engine.Info) { score = i.Score })
		require.NoError(t, err)
		assert.Equal(t, engine.Win-11, score, "a database win in 11, %p", v)
	}
}
