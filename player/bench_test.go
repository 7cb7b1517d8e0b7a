package player_test

import (
	"context"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkSearch searches the start of International draughts six plies
// deep. The allocations per search are a handful made once per search
// (the game's history, one PV per depth), not per node: their number stays
// the same whatever the number of nodes.
func BenchmarkSearch(b *testing.B) {
	g := checkers.New(variant.International)
	benchSearch(b, g, 6)
}

// BenchmarkSearchDeep searches the start of International draughts ten
// plies deep: hundreds of thousands of positions, so that the rate is the
// nodes' own, not that of a search's fixed costs.
func BenchmarkSearchDeep(b *testing.B) {
	g := checkers.New(variant.International)
	benchSearch(b, g, 10)
}

// BenchmarkSearchMiddlegame searches a position of an English game after
// a few moves each, eight plies deep: kings are still far off, but
// exchanges are near.
func BenchmarkSearchMiddlegame(b *testing.B) {
	g := checkers.New(variant.English)
	for _, m := range []string{"11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17", "21x14"} {
		if err := g.PlayText(m); err != nil {
			b.Fatal(err)
		}
	}
	benchSearch(b, g, 8)
}

// benchSearch measures a search of g to depth, with the nodes it visits.
func benchSearch(b *testing.B, g *checkers.Game, depth int) {
	s := player.New()
	ctx := context.Background()
	var nodes uint64
	info := func(i engine.Info) { nodes = i.Nodes }
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Search(ctx, g, engine.Limit{Depth: depth}, info); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(nodes), "nodes/op")
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

// BenchmarkSearchGame searches every position of the first 40 plies of an
// International game to depth 10, as a player of both sides would,
// starting each search from an empty table (fresh) or from the table the
// search before left (kept, Options.KeepTable). The game is the one a
// search of depth 6 plays against itself, the same for both.
func BenchmarkSearchGame(b *testing.B) {
	g := checkers.New(variant.International)
	line := []*checkers.Game{g.Clone()}
	for range 40 {
		m, err := player.New().Search(context.Background(), g, engine.Limit{Depth: 6}, nil)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			b.Fatal(err)
		}
		line = append(line, g.Clone())
	}
	for _, keep := range []bool{false, true} {
		name := "fresh"
		if keep {
			name = "kept"
		}
		b.Run(name, func(b *testing.B) {
			var nodes uint64
			info := func(i engine.Info) { nodes = i.Nodes }
			b.ReportAllocs()
			var sum uint64
			for b.Loop() {
				s := player.NewWith(player.Options{KeepTable: keep})
				sum = 0
				for _, pos := range line {
					if _, err := s.Search(context.Background(), pos, engine.Limit{Depth: 10}, info); err != nil {
						b.Fatal(err)
					}
					sum += nodes
				}
			}
			b.ReportMetric(float64(sum), "nodes/op")
			b.ReportMetric(float64(sum)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}
