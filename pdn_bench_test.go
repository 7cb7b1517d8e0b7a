package checkers_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// benchFiles are the real files BenchmarkFromPDN turns into games: the
// largest English one and two International ones, the second with
// variations and NAGs.
var benchFiles = []struct {
	name, path string
	variant    *variant.Variant // for the games whose tags name none
}{
	{"tinsley", "english/tinsley.pdn", variant.English},
	{"nk2003", "international/nk2003-amsterdam.pdn", nil},
	{"worldtitle", "international/World_Title_Match_Women_2024.pdn", nil},
}

// BenchmarkFromPDN makes a Game of every game of a real file already read
// ("game"), and, to compare, reads the file ("read", which replays every
// move once) and does both ("both"). It reports the cost of one ply of
// the main lines.
func BenchmarkFromPDN(b *testing.B) {
	for _, f := range benchFiles {
		data, err := os.ReadFile(filepath.Join("testdata", "pdn", filepath.FromSlash(f.path)))
		if err != nil {
			b.Skip("no real files:", err)
		}
		read := func() []*pdn.Game {
			r := pdn.NewReader(bytes.NewReader(data))
			r.Variant = f.variant
			var games []*pdn.Game
			for pg, err := range r.All() {
				if err != nil {
					b.Fatal(err)
				}
				games = append(games, pg)
			}
			return games
		}
		games := read()
		plies := 0
		for _, pg := range games {
			plies += len(pg.Moves)
		}
		fromPDN := func(games []*pdn.Game) {
			for _, pg := range games {
				if g, _ := checkers.FromPDN(pg); g == nil {
					b.Fatal("no game")
				}
			}
		}
		for _, c := range []struct {
			name string
			run  func()
		}{
			{"game", func() { fromPDN(games) }},
			{"read", func() { read() }},
			{"both", func() { fromPDN(read()) }},
		} {
			b.Run(f.name+"/"+c.name, func(b *testing.B) {
				b.ReportAllocs()
				n := 0
				for b.Loop() {
					c.run()
					n++
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n*plies), "ns/ply")
			})
		}
	}
}
