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

// The capture search looks the databases up too: a search one ply deep
// of a position of four pieces, where both of White's captures leave
// three, scores each capture by the databases, not by the evaluation. In
// English, White's king on 14 takes the man on 18 (14x23) or the one on
// 17 (14x21); the three-piece databases, built here, give Black a win in
// 33 plies after 14x23 and in 11 after 14x21: White takes the longer
// loss, 34 plies from the root. The evaluation alone would score both
// about a man down (a king against a king and a man).
func TestCaptureSearchProbesTheDatabases(t *testing.T) {
	v := variant.English
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	g, err := checkers.NewFromFEN(v, "W:WK14:BK1,17,18")
	require.NoError(t, err)
	var score int
	m, err := player.NewWith(player.Options{Endgames: db}).Search(context.Background(), g, engine.Limit{Depth: 1}, func(i engine.Info) { score = i.Score })
	require.NoError(t, err)
	assert.Equal(t, "14x23", text(g, m))
	assert.Equal(t, -(engine.Win - 34), score)
}
