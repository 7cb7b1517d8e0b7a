package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// playoutPlies bounds one playout: most random games end well before it.
const playoutPlies = 400

// BenchmarkPlayouts plays random games from the start of every variant
// with Generate and Apply alone, as a bot's playouts do: no Game, no draw
// rules, a reused move slice. It reports positions per second (every
// position a playout reaches, the start included) and must not allocate.
// A game ends when its side to move has no move or at playoutPlies.
func BenchmarkPlayouts(b *testing.B) {
	for _, v := range variant.All() {
		b.Run(v.Name(), func(b *testing.B) {
			b.ReportAllocs()
			rng := rand.New(rand.NewPCG(24, 24))
			moves := make([]board.Move, 0, 256)
			positions := 0
			for b.Loop() {
				p := v.Start()
				for range playoutPlies {
					positions++
					moves = movegen.Generate(v, p, moves[:0])
					if len(moves) == 0 {
						break
					}
					p = v.Apply(p, moves[rng.IntN(len(moves))])
				}
			}
			b.ReportMetric(float64(positions)/b.Elapsed().Seconds(), "positions/s")
		})
	}
}
