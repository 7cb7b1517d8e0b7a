package player

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkEvaluate scores positions of random International games with
// the learned evaluation and with the hand-written one it replaced
// (material, advancement, the first rank), one position an op: the cost of
// a leaf of each, without the search around it.
func BenchmarkEvaluate(b *testing.B) {
	v := variant.International
	positions := randomPositions(v, 4096, 13)
	var e evaluator
	e.init(v)
	b.Run("learned", func(b *testing.B) {
		sum := 0
		for i := 0; b.Loop(); i++ {
			sum += e.learned.score(&positions[i%len(positions)])
		}
		sink = sum
	})
	b.Run("hand-written", func(b *testing.B) {
		sum := 0
		for i := 0; b.Loop(); i++ {
			p := &positions[i%len(positions)]
			sum += e.side(p, board.White) - e.side(p, board.Black)
		}
		sink = sum
	})
}

// sink keeps the benchmarks' sums alive.
var sink int
