package pdn

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
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

// englishFile returns an untagged file of English games of about size
// bytes: random games of up to 80 plies (their squares all up to 32, so
// that inference has 8x8 variants to choose from), with the tags of a
// tournament file but no GameType, repeated.
func englishFile(tb testing.TB, size int) []byte {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	v := variant.English
	var games [][]byte
	for i := range 100 {
		var b bytes.Buffer
		fmt.Fprintf(&b, "[Event \"Club championship\"]\n[Round \"%d\"]\n[White \"Player %d\"]\n[Black \"Player %d\"]\n[Result \"*\"]\n\n", i+1, 2*i, 2*i+1)
		p := v.Start()
		for ply := 0; ply < 80; ply++ {
			moves := movegen.Generate(v, p, nil)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			if ply%2 == 0 {
				fmt.Fprintf(&b, "%d. ", ply/2+1)
			}
			b.WriteString(notation.FormatMove(v, p, m))
			b.WriteByte(' ')
			if ply%10 == 9 {
				b.WriteByte('\n')
			}
			p = v.Apply(p, m)
		}
		b.WriteString("*\n\n")
		games = append(games, b.Bytes())
	}
	var file []byte
	for i := 0; len(file) < size; i++ {
		file = append(file, games[i%len(games)]...)
	}
	return file
}

// readCount reads every game of data, under v for the games whose tags
// name none (nil: inferred), and returns how many it read; each must
// replay whole under English.
func readCount(tb testing.TB, data []byte, v *variant.Variant) int {
	r := NewReader(bytes.NewReader(data))
	r.Variant = v
	n := 0
	for g, err := range r.All() {
		if err != nil || g.Err != nil || g.Variant != variant.English {
			tb.Fatalf("game %d: %v %v %v", n+1, err, g.Err, g.Variant)
		}
		n++
	}
	return n
}

// BenchmarkReadInferred reads a 50 MB file of untagged English games,
// made here (not kept in the repository), with the variant given
// (Reader.Variant) and inferred: the MB/s of the two. Inference costs one
// replay per game once the first game has set the file's variant, and the
// reading of each game's evidence: at most twice the time of the variant
// given (TestInferenceCost checks it on a smaller file).
//
//	go test ./notation/pdn -run '^$' -bench ReadInferred -benchtime 3x
func BenchmarkReadInferred(b *testing.B) {
	data := englishFile(b, 50<<20)
	for _, c := range []struct {
		name string
		v    *variant.Variant
	}{{"given", variant.English}, {"inferred", nil}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				readCount(b, data, c.v)
			}
		})
	}
}
