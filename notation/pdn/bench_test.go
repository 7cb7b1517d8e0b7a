package pdn

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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

// BenchmarkReadComments reads a game whose first move is followed by n
// comments, "{c}" (short) or of 1,000 characters (long): the time and the
// memory per byte stay the same as n grows.
func BenchmarkReadComments(b *testing.B) {
	for _, c := range []struct {
		name   string
		size   int // of a comment's text
		counts []int
	}{
		{"short", 1, []int{25_000, 100_000, 400_000}},
		{"long", 1000, []int{1000, 2000, 8000}},
	} {
		comment := "{" + strings.Repeat("c", c.size) + "} "
		for _, n := range c.counts {
			text := repeat("[Event \"e\"]\n1. 32-28 ", comment, n, "19-23 *\n")
			b.Run(fmt.Sprintf("%s/%d", c.name, n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					g, err := NewReader(strings.NewReader(text)).Read()
					if err != nil || g.Err != nil || len(g.Moves) != 2 {
						b.Fatal(err, g.Err)
					}
				}
			})
		}
	}
}
