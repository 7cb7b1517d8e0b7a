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
	for i := range ps {
		s := egdb.NewSlice(v, mats[rng.IntN(len(mats))])
		ps[i] = s.Position(rng.Uint64N(s.Size()))
		ps[i].Turn = board.Color(rng.IntN(2))
		if _, err := db.Probe(ps[i]); err != nil { // into the cache
			b.Fatal(err)
		}
	}
	var full, wdl []time.Duration
	// b.N, not b.Loop: with each probe timed inside b.Loop's body, some
	// runs (Go 1.26) reported a median of 0 ns.
	b.ResetTimer()
	for range b.N {
		for _, p := range ps {
			t := time.Now()
			if _, err := db.Probe(p); err != nil {
				b.Fatal(err)
			}
			full = append(full, time.Since(t))
			t = time.Now()
			db.ProbeWDL(p)
			wdl = append(wdl, time.Since(t))
		}
	}
	slices.Sort(full)
	slices.Sort(wdl)
	b.ReportMetric(float64(full[len(full)/2].Nanoseconds()), "ns/probe-median")
	b.ReportMetric(float64(wdl[len(wdl)/2].Nanoseconds()), "ns/probewdl-median")
}
