package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// texts returns the legal moves of a position as the variant writes them,
// and whether each promotes.
func texts(t *testing.T, v *variant.Variant, fen string) map[string]bool {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err)
	out := map[string]bool{}
	for _, m := range movegen.Generate(v, p, nil) {
		out[notation.FormatMove(v, p, m)] = m.Promotes
	}
	return out
}

// keys returns the moves of texts' map.
func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Killer's halt rule. Squares 1-50, five to a row from the top: the long
// diagonal from a1 runs 46 (a1), 41, 37, 32, 28 (e5), 23, 19 (g7), 14, 10,
// 5 (j10).
func TestKillerKingHaltsBehindKing(t *testing.T) {
	// The king on 46 takes the king on 28: in Killer it stops right
	// behind it, on 23; in International it may stop on any of the five
	// squares beyond.
	assert.ElementsMatch(t, []string{"46x23"}, keys(texts(t, variant.Killer, "W:WK46:BK28")))
	assert.ElementsMatch(t, []string{"46x23", "46x19", "46x14", "46x10", "46x5"},
		keys(texts(t, variant.International, "W:WK46:BK28")))
	// A man taken last leaves every square beyond open, in both.
	for _, v := range []*variant.Variant{variant.Killer, variant.International} {
		assert.ElementsMatch(t, []string{"46x23", "46x19", "46x14", "46x10", "46x5"},
			keys(texts(t, v, "W:WK46:B28")), v.Name())
	}
	// Only the last piece taken counts: a king first (37), then a man
	// (19), and the king may stop on 14, 10 or 5 ...
	for _, v := range []*variant.Variant{variant.Killer, variant.International} {
		assert.ElementsMatch(t, []string{"46x14", "46x10", "46x5"}, keys(texts(t, v, "W:WK46:BK37,19")), v.Name())
	}
	// ... a man first, then a king: Killer stops on 14, right behind it.
	assert.ElementsMatch(t, []string{"46x14"}, keys(texts(t, variant.Killer, "W:WK46:B37,K19")))
	assert.ElementsMatch(t, []string{"46x14", "46x10", "46x5"}, keys(texts(t, variant.International, "W:WK46:B37,K19")))
}

// Breakthrough: the first king crowned wins. A white man on 7 (c9) has two
// moves, to 1 and 2 on the far row; each crowns, and the game is over, so
// the tree stops there: perft 2, then 0. International goes on to Black's
// two moves of the man on 44 (h2): 4.
func TestBreakthroughCrowningEndsTheGame(t *testing.T) {
	bt, in := variant.Breakthrough, variant.International
	p, err := notation.ParseFEN(bt, "W:W7:B44")
	require.NoError(t, err)
	for _, o := range []movegen.PerftOptions{{}, {Bulk: true}} {
		assert.Equal(t, []uint64{2, 0}, []uint64{movegen.Perft(bt, p, 1, o), movegen.Perft(bt, p, 2, o)}, "bulk %v", o.Bulk)
		assert.Equal(t, []uint64{2, 4}, []uint64{movegen.Perft(in, p, 1, o), movegen.Perft(in, p, 2, o)}, "bulk %v", o.Bulk)
	}

	g, err := checkers.NewFromFEN(bt, "W:W7:B44")
	require.NoError(t, err)
	require.NoError(t, g.PlayText("7-1"))
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Crowning}, g.Result())
	assert.Empty(t, g.LegalMoves())

	// A king of the side to move cannot arise: the game ended when it was
	// crowned. Black to move with a white king is the position after 7-1.
	_, err = notation.ParseFEN(bt, "W:WK1:B44")
	assert.ErrorIs(t, err, notation.ErrUnreachable)
	_, err = notation.ParseFEN(bt, "B:WK1:BK44")
	assert.ErrorIs(t, err, notation.ErrUnreachable)
	p, err = notation.ParseFEN(bt, "B:WK1:B44")
	require.NoError(t, err)
	assert.False(t, movegen.HasMoves(bt, p))
	assert.Zero(t, movegen.Count(bt, p))
	assert.Empty(t, movegen.Generate(bt, p, nil))
	assert.Zero(t, movegen.Perft(bt, p, 1, movegen.PerftOptions{}))
}

// Antidraughts: the side to move without a legal move wins. Black's man on
// 26 (a5) can step only to 31 (b4), where a white man stands, and cannot
// take it: 37 (c3) behind it is taken too.
func TestAntidraughtsNoMoveWins(t *testing.T) {
	for _, c := range []struct {
		v    *variant.Variant
		want checkers.Status
	}{{variant.Antidraughts, checkers.BlackWins}, {variant.International, checkers.WhiteWins}} {
		g, err := checkers.NewFromFEN(c.v, "B:W31,37:B26")
		require.NoError(t, err)
		assert.Equal(t, checkers.Result{Status: c.want, Reason: checkers.NoMoves}, g.Result(), c.v.Name())
	}
	// No pieces at all wins too.
	g, err := checkers.NewFromFEN(variant.Antidraughts, "B:W46:B")
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.NoPieces}, g.Result())
}

// Pool: a man that reaches the far row in the middle of a capture goes on
// as a man. English numbering: 11 is f6, 7 e7, 6 c7, 2 d8, 9 b6. The man on
// 11 takes 7 landing on 2 (the far row), then, still a man, takes 6
// backwards and ends on 9 uncrowned. In Russian it is crowned on d8 and
// goes on as a flying king over c7, to b6 or a5, crowned.
func TestPoolCrownsOnlyAtTheEnd(t *testing.T) {
	assert.Equal(t, map[string]bool{"11x9": false}, texts(t, variant.Pool, "W:W11:B7,6"))
	assert.Equal(t, map[string]bool{"f6:b6": true, "f6:a5": true}, texts(t, variant.Russian, "W:Wf6:Be7,c7"))
	// Black moves first, from the squares Russian's Black starts on.
	assert.Equal(t, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		notation.FormatFEN(variant.Pool, variant.Pool.Start()))
}
