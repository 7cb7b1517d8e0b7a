package egdb_test

import (
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkBuild solves every English position of up to three pieces and
// reports the positions solved per second (either side to move counted):
//
//	go test ./egdb -run '^$' -bench Build -benchtime 1x
func BenchmarkBuild(b *testing.B) {
	var positions uint64
	for b.Loop() {
		positions = 0
		if _, err := egdb.Build(variant.English, 3, egdb.Options{Progress: func(_ egdb.Material, n uint64, _ bool) { positions += n }}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(positions)*float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}
