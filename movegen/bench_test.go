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
	for movegen.Perft(v, v.Start(), d, movegen.PerftOptions{Bulk: true}) < 1_000_000 {
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
	o     movegen.PerftOptions
}{{"make", 0, movegen.PerftOptions{}}, {"bulk", 1, movegen.PerftOptions{Bulk: true}}}

// BenchmarkPerft counts the move tree from the start of every variant.
func BenchmarkPerft(b *testing.B) {
	for _, f := range perftFuncs {
		for _, v := range variant.All() {
			d := benchDepth(v) + f.extra
			b.Run(fmt.Sprintf("%s/%s/%d", f.name, v.Name(), d), func(b *testing.B) {
				b.ReportAllocs()
				p := v.Start()
				movegen.Perft(v, p, d, f.o) // fills the pool of move lists
				var n uint64
				for b.Loop() {
					n = movegen.Perft(v, p, d, f.o)
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

// maxPerftPositions bounds the perft position set of a variant, where the
// tree of depth 6 holds more nodes than that.
const maxPerftPositions = 50_000

// perftPositions returns the positions at which a perft of depth 6 from the
// start lists moves, plies 0 to 5, depth first, repeats kept (at most
// maxPerftPositions, the first ones): the opening positions a perft, and a
// search near the start, spend their time on. The peers' drivers time
// their move lists on the same set.
func perftPositions(v *variant.Variant) []board.Position {
	var ps []board.Position
	var moves [6][]board.Move
	var walk func(p board.Position, ply int)
	walk = func(p board.Position, ply int) {
		if ply == len(moves) || len(ps) == maxPerftPositions {
			return
		}
		ps = append(ps, p)
		moves[ply] = movegen.Generate(v, p, moves[ply][:0])
		for _, m := range moves[ply] {
			walk(v.Apply(p, m), ply+1)
		}
	}
	walk(v.Start(), 0)
	return ps
}

// positionSets are the two sets of positions the move-list benchmarks
// run on, by name.
var positionSets = []struct {
	name      string
	positions func(*variant.Variant) []board.Position
}{{"random", benchPositions}, {"perft", perftPositions}}

// eachSet runs bench for every variant on each position set, as
// SET/VARIANT, reporting allocations: the move lists allocate nothing.
func eachSet(b *testing.B, bench func(b *testing.B, v *variant.Variant, ps []board.Position)) {
	for _, set := range positionSets {
		for _, v := range variant.All() {
			b.Run(set.name+"/"+v.Name(), func(b *testing.B) {
				b.ReportAllocs()
				bench(b, v, set.positions(v))
			})
		}
	}
}

// cycle calls f on each position of ps in turn, one position per op.
func cycle(b *testing.B, ps []board.Position, f func(board.Position)) {
	i := 0
	for b.Loop() {
		f(ps[i])
		if i++; i == len(ps) {
			i = 0
		}
	}
}

// BenchmarkGenerate lists the legal moves of each position into a reused
// slice, one position per op: ns per position, as the peers' drivers
// report them. Its loop calls Generate itself, as a program's does (cycle
// would add a call through a function value and a copy of the position).
func BenchmarkGenerate(b *testing.B) {
	eachSet(b, func(b *testing.B, v *variant.Variant, ps []board.Position) {
		moves := make([]board.Move, 0, 256)
		i := 0
		for b.Loop() {
			moves = movegen.Generate(v, ps[i], moves[:0])
			if i++; i == len(ps) {
				i = 0
			}
		}
	})
}

// BenchmarkGenerator is BenchmarkGenerate by the variant's Generator,
// made once, given each position by address: the same loop, so that the
// two differ by the call alone.
func BenchmarkGenerator(b *testing.B) {
	eachSet(b, func(b *testing.B, v *variant.Variant, ps []board.Position) {
		gen := movegen.NewGenerator(v)
		moves := make([]board.Move, 0, 256)
		i := 0
		for b.Loop() {
			moves = gen.Generate(&ps[i], moves[:0])
			if i++; i == len(ps) {
				i = 0
			}
		}
	})
}

// BenchmarkCount counts the legal moves of the same positions.
func BenchmarkCount(b *testing.B) {
	eachSet(b, func(b *testing.B, v *variant.Variant, ps []board.Position) {
		cycle(b, ps, func(p board.Position) { movegen.Count(v, p) })
	})
}

// BenchmarkHasMoves asks whether the side to move has a move.
func BenchmarkHasMoves(b *testing.B) {
	eachSet(b, func(b *testing.B, v *variant.Variant, ps []board.Position) {
		cycle(b, ps, func(p board.Position) { movegen.HasMoves(v, p) })
	})
}

// BenchmarkApply makes each legal move of the same positions, one move
// per op: Variant.Apply of a generated move.
func BenchmarkApply(b *testing.B) {
	eachSet(b, func(b *testing.B, v *variant.Variant, ps []board.Position) {
		type made struct {
			p *board.Position
			m board.Move
		}
		var work []made
		for i := range ps {
			for _, m := range movegen.Generate(v, ps[i], nil) {
				work = append(work, made{&ps[i], m})
			}
		}
		var q board.Position
		i := 0
		for b.Loop() {
			q = v.Apply(*work[i].p, work[i].m)
			if i++; i == len(work) {
				i = 0
			}
		}
		_ = q
	})
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
