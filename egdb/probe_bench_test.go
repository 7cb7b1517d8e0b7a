package egdb_test

import (
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkProbeCached probes 1,000 random positions of English to 5
// pieces (either side to move) whose blocks are in the cache, and
// reports the median time of one Probe and of one ProbeWDL. It reads the
// folder EGDB_DIR (built with checkers egdb build -pieces 5), or builds
// English to 4 pieces when that is not set:
//
//	EGDB_DIR=DIR go test ./egdb -run '^$' -bench ProbeCached -benchtime 20x
func BenchmarkProbeCached(b *testing.B) {
	v := variant.English
	dir, pieces := os.Getenv("EGDB_DIR"), 5
	if dir == "" {
		dir, pieces = b.TempDir(), 4
		db, err := egdb.Build(v, pieces, egdb.Options{Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
	db, err := egdb.Open(dir, v, egdb.Options{CacheBytes: 4 << 30})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	var mats []egdb.Material
	for n := 1; n <= pieces; n++ {
		mats = append(mats, egdb.Materials(n)...)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	ps := make([]board.Position, 1000)
	want := make([]egdb.Value, len(ps))
	for i := range ps {
		s := egdb.NewSlice(v, mats[rng.IntN(len(mats))])
		ps[i] = s.Position(rng.Uint64N(s.Size()))
		ps[i].Turn = board.Color(rng.IntN(2))
		if want[i], err = db.Probe(ps[i]); err != nil { // into the cache
			b.Fatal(err)
		}
	}
	var full, wdl []time.Duration
	for b.Loop() {
		for i, p := range ps {
			t := time.Now()
			got, err := db.Probe(p)
			full = append(full, time.Since(t))
			if err != nil || got != want[i] {
				b.Fatal(p, got, err, want[i])
			}
			t = time.Now()
			db.ProbeWDL(p)
			wdl = append(wdl, time.Since(t))
		}
	}
	b.ReportMetric(median(full), "ns/probe-median")
	b.ReportMetric(median(wdl), "ns/probewdl-median")
}

// median returns the median of ds in nanoseconds.
func median(ds []time.Duration) float64 {
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return float64(ds[len(ds)/2].Nanoseconds())
}
