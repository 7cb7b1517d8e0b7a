package movegen_test

import (
	"fmt"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// benchDepth is the perft depth of the benchmarks of a variant: the first
// with at least a million leaves from the start, so that one run takes tens
// of milliseconds.
func benchDepth(v *variant.Variant) int {
	d := 1
	for movegen.PerftBulk(v, v.Start(), d) < 1_000_000 {
		d++
	}
	return d
}

// reportRate adds the leaf-node rate to a benchmark's output.
func reportRate(b *testing.B, nodes uint64) {
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

// perftFuncs are the two ways of counting: making every move, and bulk
// counting of the last ply (one ply deeper, to take about as long).
var perftFuncs = []struct {
	name  string
	extra int
	perft func(*variant.Variant, board.Position, int) uint64
}{{"make", 0, movegen.Perft}, {"bulk", 1, movegen.PerftBulk}}

// BenchmarkPerft counts the move tree from the start of every variant.
func BenchmarkPerft(b *testing.B) {
	for _, f := range perftFuncs {
		for _, v := range variant.All() {
			d := benchDepth(v) + f.extra
			b.Run(fmt.Sprintf("%s/%s/%d", f.name, v.Name, d), func(b *testing.B) {
				b.ReportAllocs()
				p := v.Start()
				f.perft(v, p, d) // fills the pool of move lists
				var n uint64
				for b.Loop() {
					n = f.perft(v, p, d)
				}
				reportRate(b, n)
			})
		}
	}
}

// benchPositions collects positions of random games, so that generation is
// measured on mid-game positions with kings and captures, not only on the
// start.
func benchPositions(v *variant.Variant) []board.Position {
	var ps []board.Position
	randomGames(v, 20, 1, func(p board.Position) { ps = append(ps, p) })
	return ps
}

// BenchmarkGenerate lists the legal moves of mid-game positions into a
// reused slice: it must not allocate.
func BenchmarkGenerate(b *testing.B) {
	for _, v := range variant.All() {
		b.Run(v.Name, func(b *testing.B) {
			b.ReportAllocs()
			ps := benchPositions(v)
			moves := make([]board.Move, 0, 256)
			i := 0
			for b.Loop() {
				moves = movegen.Generate(v, ps[i], moves[:0])
				i = (i + 1) % len(ps)
			}
		})
	}
}

// BenchmarkCount counts the legal moves of the same positions.
func BenchmarkCount(b *testing.B) {
	for _, v := range variant.All() {
		b.Run(v.Name, func(b *testing.B) {
			b.ReportAllocs()
			ps := benchPositions(v)
			i := 0
			for b.Loop() {
				movegen.Count(v, ps[i])
				i = (i + 1) % len(ps)
			}
		})
	}
}
