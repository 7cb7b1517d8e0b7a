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
