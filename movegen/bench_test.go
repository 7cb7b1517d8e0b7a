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
			b.Run(fmt.Sprintf("%s/%s/%d", f.name, v.Name(), d), func(b *testing.B) {
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
		b.Run(v.Name(), func(b *testing.B) {
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
		b.Run(v.Name(), func(b *testing.B) {
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

// mixedWork is the positions of random games of every variant, as pairs of
// a variant and a position.
type mixedWork struct {
	v *variant.Variant
	p board.Position
}

// mixed returns the positions of every variant's benchmark, grouped by
// variant, or with the variants taking turns (one position of each in turn).
func mixed(inTurn bool) []mixedWork {
	var groups [][]mixedWork
	for _, v := range variant.All() {
		var g []mixedWork
		for _, p := range benchPositions(v) {
			g = append(g, mixedWork{v, p})
		}
		groups = append(groups, g)
	}
	var out []mixedWork
	if !inTurn {
		for _, g := range groups {
			out = append(out, g...)
		}
		return out
	}
	for i := 0; ; i++ {
		n := len(out)
		for _, g := range groups {
			if i < len(g) {
				out = append(out, g[i])
			}
		}
		if len(out) == n {
			return out
		}
	}
}

// BenchmarkGenerateMixed lists the moves of the same positions of every
// variant, grouped by variant and with the variants taking turns: each
// variant keeps its compiled tables, so taking turns costs nothing extra
// and allocates nothing.
func BenchmarkGenerateMixed(b *testing.B) {
	for _, inTurn := range []bool{false, true} {
		name := "grouped"
		if inTurn {
			name = "in-turn"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			work := mixed(inTurn)
			moves := make([]board.Move, 0, 256)
			i := 0
			for b.Loop() {
				w := &work[i]
				moves = movegen.Generate(w.v, w.p, moves[:0])
				i = (i + 1) % len(work)
			}
		})
	}
}
