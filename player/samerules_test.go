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

// A database holds the draw rules of the position in its values
// (egdb.PositionDrawRules): Turkish's draw one piece each, so a Turkish
// database does not serve Turkish without that rule, which plays alike.
// B:WKd1,d4:Bd5, Black to move: the man on d5 must take d4 (captures are
// compulsory), landing on d3. That leaves one piece each: drawn at once in
// Turkish (the database's draw, score 0). Without the rule, White's king
// on d1 then takes d3 (a flying king, d2 empty), and Black, with no piece
// left, has lost in 2 plies. The player must search the variant without
// the rule, not read Turkish's draw.
func TestBuiltinDoesNotUseADatabaseOfOtherValues(t *testing.T) {
	db, err := egdb.Build(variant.Turkish, 3, egdb.Options{})
	require.NoError(t, err)
	o, ok := variant.DrawOptionByName("turkish-no-one-piece")
	require.True(t, ok)
	r := variant.Turkish.Rules()
	r.Name, r.Aliases, r.GameType, r.Draws = "turkish-no-one-piece", nil, 0, o.Draws
	plain, err := variant.New(r)
	require.NoError(t, err)
	for v, want := range map[*variant.Variant]int{variant.Turkish: 0, plain: -(engine.Win - 2)} {
		b := player.NewWith(player.Options{Endgames: db})
		var score int
		_, err := b.Search(context.Background(), fen(t, v, "B:WKd1,d4:Bd5"), engine.Limit{Depth: 3}, func(i engine.Info) { score = i.Score })
		require.NoError(t, err)
		assert.Equal(t, want, score, v.Name())
	}
}
