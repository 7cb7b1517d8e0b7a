package checkers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Random games in every variant, played to their end, end the way the
// rules say: a side without a move has lost (won in Antidam), by "no
// pieces" exactly when it has none; a repetition draw has the position on
// the board as many times as the rule asks; and taking every move back
// returns to the start, the game on again.
func TestRandomGamesEndByTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			ends := map[checkers.Reason]int{}
			for range 20 {
				g := checkers.New(v)
				for g.Ply() < 600 && !g.Result().Over() {
					moves := g.LegalMoves()
					require.NotEmpty(t, moves)
					require.NoError(t, g.Play(moves[rng.IntN(len(moves))]))
				}
				checkEnd(t, v, g)
				ends[g.Result().Reason]++
				for g.Ply() > 0 {
					require.NoError(t, undoErr(g.Undo()))
				}
				assert.Equal(t, v.Start(), g.Position())
				assert.False(t, g.Result().Over())
			}
			t.Logf("%s: %v", v.Name(), ends)
		})
	}
}

func checkEnd(t *testing.T, v *variant.Variant, g *checkers.Game) {
	t.Helper()
	r, p := g.Result(), g.Position()
	switch r.Reason {
	case checkers.NoMoves, checkers.NoPieces:
		assert.False(t, movegen.HasMoves(v, p))
		assert.Equal(t, r.Reason == checkers.NoPieces, p.Pieces(p.Turn).IsEmpty())
		winner, ok := r.Winner()
		require.True(t, ok)
		if v.Goal() == variant.NoMoveWins {
			assert.Equal(t, p.Turn, winner)
		} else {
			assert.Equal(t, p.Turn.Opponent(), winner)
		}
	case checkers.Crowning:
		// The first king crowned won: its owner has moved last, and the
		// game has no moves left.
		winner, ok := r.Winner()
		require.True(t, ok)
		assert.Equal(t, p.Turn.Opponent(), winner)
		assert.False(t, p.Kings[winner].IsEmpty())
		assert.False(t, movegen.HasMoves(v, p))
	case checkers.Repetition:
		seen := 0
		q := g.Start()
		if q == p {
			seen++
		}
		for _, m := range g.History() {
			q = v.Apply(q, m)
			if q == p {
				seen++
			}
		}
		name, ok := g.DrawnBy()
		require.True(t, ok)
		assert.GreaterOrEqual(t, seen, rule(t, v, name).Threshold)
		assert.Equal(t, checkers.Drawn, r.Status)
	case checkers.NoReason:
		// Stopped at the ply limit: still on, with legal moves.
		assert.False(t, r.Over())
		assert.True(t, movegen.HasMoves(v, p))
	default:
		assert.Equal(t, checkers.Drawn, r.Status, r.String())
		// Drawn by a rule of the variant, of the kind the reason says.
		name, ok := g.DrawnBy()
		require.True(t, ok, r.String())
		kind := rule(t, v, name).Kind
		if r.Reason == checkers.MoveCount {
			assert.Equal(t, variant.QuietRun, kind, name)
		} else {
			assert.NotContains(t, []variant.DrawKind{variant.QuietRun, variant.Repetition}, kind, name)
		}
	}
}
