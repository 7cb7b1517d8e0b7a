package checkers_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkGamePlay plays random games of up to 300 plies through the Game
// (LegalMoves, then Play, which checks the move and judges the position by
// the variant's rules) and reports the cost of one ply, draw rules and
// claims included.
func BenchmarkGamePlay(b *testing.B) {
	for _, v := range []*variant.Variant{variant.English, variant.International, variant.Russian, variant.Frisian} {
		b.Run(v.Name(), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 1))
			plies := 0
			for b.Loop() {
				g := checkers.New(v)
				for g.Ply() < 300 && !g.Result().Over() {
					moves := g.LegalMoves()
					if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
						b.Fatal(err)
					}
					plies++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(plies), "ns/ply")
		})
	}
}
