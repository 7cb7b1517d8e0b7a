package match

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// The built-in player against itself, in every variant, from positions a
// few random plies into the game: every game ends by the rules. A game
// that runs to the adjudication at MaxPlies in a variant with a repetition
// rule (automatic, or claimed at once by the match) never met its
// threshold: no position of it stands as often as the rule counts, which
// the test counts itself over the game's positions. Most such games come
// back to a position and end there; in a roomy variant (Gothic, whose men
// step sideways and kings move one square eight ways) two players that do
// not lose can wander for a thousand plies without a third occurrence.
func TestBuiltinGamesEndByTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 22))
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			repetition := 0 // the repetition rule's threshold, if any
			for _, d := range v.Rules().Draws {
				if d.Kind == variant.Repetition {
					repetition = d.Threshold
				}
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
				a, b := engine.FromSearcher("a", player.New()), engine.FromSearcher("b", player.New())
				g, err := Play(context.Background(), v, a, b, Options{Start: &p, Limit: engine.Limit{Depth: 2}})
				require.NoError(t, err)
				r := g.Result()
				require.True(t, r.Over())
				if repetition > 0 && r.Reason == checkers.Adjudication {
					seen := map[board.Position]int{}
					for _, q := range g.Positions() {
						seen[q]++
						require.Less(t, seen[q], repetition, "%s from %s: %s after %d plies, %s stood %d times",
							v.Name(), notation.FormatFEN(v, p), r, g.Ply(), notation.FormatFEN(v, q), seen[q])
					}
				}
				t.Logf("%s after %d plies", r, g.Ply())
			}
		})
	}
}
