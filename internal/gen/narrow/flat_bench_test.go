package narrow

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// flatPositions returns the positions of a depth-5 International perft tree
// whose side to move has men only and nothing to capture: those of
// movegen's BenchmarkFloor.
func flatPositions(tb testing.TB) []board.Position {
	v := variant.International
	var ps []board.Position
	var walk func(p board.Position, depth int)
	walk = func(p board.Position, depth int) {
		moves := generalMoves(v, &p)
		c := p.Turn & 1
		if p.Kings[c].IsEmpty() && p.Paras[c].IsEmpty() && (len(moves) == 0 || moves[0].Captured.IsEmpty()) {
			ps = append(ps, p)
		}
		if depth == 0 {
			return
		}
		for _, m := range moves {
			walk(v.Apply(p, m), depth-1)
		}
	}
	walk(v.Start(), 4)
	if len(ps) < 1000 {
		tb.Fatalf("only %d positions", len(ps))
	}
	return ps
}

// BenchmarkFlatLayers times the layers of Generate on the floor's positions,
// in ns per position: Generate as package movegen calls it, and the flat
// path alone, called straight. What lies between them is the cost of
// finding the variant's tables and choosing the board's code.
func BenchmarkFlatLayers(b *testing.B) {
	ps := flatPositions(b)
	v := variant.International
	t := tablesOf(v)
	perPosition := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ps)), "ns/position")
	}
	b.Run("Generate", func(b *testing.B) {
		dst := make([]board.Move, 0, 256)
		for b.Loop() {
			for i := range ps {
				dst = Generate(v, &ps[i], dst[:0])
			}
		}
		perPosition(b)
	})
	b.Run("flatMenDark10", func(b *testing.B) {
		dst := make([]board.Move, 0, 256)
		for b.Loop() {
			for i := range ps {
				dst, _ = t.flatMenDark10(&ps[i], dst[:0])
			}
		}
		perPosition(b)
	})
	b.Run("menSteps", func(b *testing.B) {
		dst := make([]board.Move, 0, 256)
		for b.Loop() {
			for i := range ps {
				q := fromPosition(&ps[i])
				dst, _ = t.menSteps(&q, ps[i].Turn, dst[:0])
			}
		}
		perPosition(b)
	})
}
