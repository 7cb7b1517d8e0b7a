package player_test

import (
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The wins of English endgames of three pieces, each with its distance
// as the databases (built here, by retrograde analysis: an independent
// count) give it, are found by the search alone, at the databases'
// distance: the reductions and ProbCut put off no win for good.
func TestSearchFindsTheDatabasesWins(t *testing.T) {
	v := variant.English
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	for _, f := range []string{"W:WK29,K30:BK4", "W:WK32,21:BK12", "W:WK25,K32:B3", "W:WK27,K28:BK5"} {
		g := fen(t, v, f)
		want, err := db.Probe(g.Position())
		require.NoError(t, err)
		require.Equal(t, egdb.Win, want.Outcome, f)
		var score int
		_, err = player.New().Search(t.Context(), g, engine.Limit{Depth: 40}, func(i engine.Info) { score = i.Score })
		require.NoError(t, err)
		assert.Equal(t, engine.Win-want.Plies, score, "%s: a win in %d plies", f, want.Plies)
	}
}

// A lone legal move is searched a ply deeper: with White's kings on 29
// and 30 against Black's on 4, a win in 11 plies by the databases, Black's
// king has a single move at several plies of the win, so a search 9 plies
// deep finds it (a search counting every ply needs 10).
func TestLoneMoveSearchedDeeper(t *testing.T) {
	v := variant.English
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	g := fen(t, v, "W:WK29,K30:BK4")
	want, err := db.Probe(g.Position())
	require.NoError(t, err)
	require.Equal(t, egdb.Value{Outcome: egdb.Win, Plies: 11}, want)
	var score int
	_, err = player.New().Search(t.Context(), g, engine.Limit{Depth: 9}, func(i engine.Info) { score = i.Score })
	require.NoError(t, err)
	assert.Equal(t, engine.Win-11, score)
}

// The capture search crowns: at a quiet leaf whose side to move can crown
// a man, the crowning is searched on. In Breakthrough, where the first
// king wins, White to move with a man on 31 cannot stop Black's man on
// 41 from crowning on 46 or 47 next move: a search of one ply scores the
// loss two plies away (White moves, Black crowns, White has no move)
// only if its leaves, Black to move with nothing to capture, search the
// crowning; scored statically they see a man each.
func TestQuiescenceCrowns(t *testing.T) {
	g := fen(t, variant.Breakthrough, "W:W31:B41")
	var score int
	_, err := player.New().Search(t.Context(), g, engine.Limit{Depth: 1}, func(i engine.Info) { score = i.Score })
	require.NoError(t, err)
	assert.Equal(t, -(engine.Win - 2), score)
}
