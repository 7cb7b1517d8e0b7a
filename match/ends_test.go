package match

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The built-in player against itself, in every variant, from positions a
// few random plies into the game: every game ends by the rules. None runs
// to the adjudication at MaxPlies in a variant with a repetition rule
// (automatic, or claimed at once by the match): a game between two players
// that do not lose must come back to a position, and the rules end it
// there. Only Frisian and Frysk!, whose rules have no repetition rule and
// no limit on three kings against one, may leave a game to adjudication.
func TestBuiltinGamesEndByTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 22))
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			repetition := false
			for _, d := range v.Draws() {
				repetition = repetition || d.Kind == variant.Repetition
			}
			for range 6 {
				start := checkers.New(v)
				for range 4 + rng.IntN(4) {
					if moves := start.LegalMoves(); len(moves) > 0 {
						require.NoError(t, start.Play(moves[rng.IntN(len(moves))]))
					}
				}
				if start.Result().Over() {
					continue
				}
				p := start.Position()
				a, b := FromSearcher("a", player.New()), FromSearcher("b", player.New())
				g, err := Play(context.Background(), v, a, b, Options{Start: &p, Limit: player.Limit{Depth: 2}})
				require.NoError(t, err)
				r := g.Result()
				require.True(t, r.Over())
				if repetition {
					assert.NotEqual(t, checkers.Adjudication, r.Reason, "%s from %s: %s after %d plies",
						v.Name(), notation.FormatFEN(v, p), r, g.Ply())
				}
				t.Logf("%s after %d plies", r, g.Ply())
			}
		})
	}
}
