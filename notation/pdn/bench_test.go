package pdn

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/variant"
)

// BenchmarkReadTinsley reads and replays the largest file of the real-file
// set, english/tinsley.pdn (724 games of English checkers, about 37 000
// moves), and reports the games read per second.
func BenchmarkReadTinsley(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(testdata, "english", "tinsley.pdn"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	games := 0
	for b.Loop() {
		r := NewReader(bytes.NewReader(data))
		r.Variant = variant.English
		for g, err := range r.All() {
			if err != nil {
				b.Fatal(err)
			}
			_ = g
			games++
		}
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkWriteTinsley writes the games of english/tinsley.pdn.
func BenchmarkWriteTinsley(b *testing.B) {
	games := readFile(b, fileCase{path: "english/tinsley.pdn", variant: variant.English})
	var buf bytes.Buffer
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		buf.Reset()
		for _, g := range games {
			if err := Write(&buf, g); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "games/s")
}
