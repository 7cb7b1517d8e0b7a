package egdb

import (
	"os"
	"testing"

	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkDecodeBlocks decodes every block of the largest slice of
// English to 4 pieces (or of the folder EGDB_DIR, built with checkers egdb
// build, English): its outcomes (codec 2), and its distances coded again
// (their don't-cares filled as decoded) by codec 3 and as runs (codec 1),
// and reports the time of a position of each, what a probe that misses the
// cache pays for its block:
//
//	EGDB_DIR=DIR go test ./egdb -run '^$' -bench DecodeBlocks
func BenchmarkDecodeBlocks(b *testing.B) {
	v := variant.English
	dir := os.Getenv("EGDB_DIR")
	if dir == "" {
		dir = b.TempDir()
		db, err := Build(v, 4, Options{Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
	db, err := Open(dir, v)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	var sf *sliceFile
	for _, f := range db.r.wdl {
		if f.plies != nil && (sf == nil || f.slice.Size() > sf.slice.Size()) {
			sf = f
		}
	}
	pf := sf.plies
	var wdl, plies, runs [][]byte
	for k := range sf.sums {
		data, err := sf.read(k)
		if err != nil {
			b.Fatal(err)
		}
		wdl = append(wdl, data)
	}
	stride, strides := codingStride(sf.slice), pliesStrides(sf.slice)
	for k := range pf.sums {
		out, err := pf.decodePlies(k)
		if err != nil {
			b.Fatal(err)
		}
		plies = append(plies, encodePlies(out, strides))
		runs = append(runs, encodeRuns(out))
	}
	b.Logf("%v: %d outcome blocks, %d distance blocks", sf.slice.mat, len(wdl), len(plies))
	b.Run("outcomes", func(b *testing.B) {
		var n int
		for b.Loop() {
			for k, data := range wdl {
				m := sf.positions(k)
				if err := decodeWDLBlock(data, m, stride, make([]byte, (m+3)/4)); err != nil {
					b.Fatal(err)
				}
				n += m
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/position")
	})
	b.Run("distances", func(b *testing.B) {
		var n int
		for b.Loop() {
			for k, data := range plies {
				out := make([]uint16, pf.positions(k))
				if err := decodePliesBlock(data, strides, out); err != nil {
					b.Fatal(err)
				}
				n += len(out)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/position")
	})
	b.Run("distances-runs", func(b *testing.B) {
		var n int
		for b.Loop() {
			for k, data := range runs {
				m := pf.positions(k)
				if err := decodeRuns(data, m, func(uint16, int, int) {}); err != nil {
					b.Fatal(err)
				}
				n += m
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/position")
	})
}
