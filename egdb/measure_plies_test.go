package egdb

import (
	"os"
	"sort"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// TestMeasurePlies measures the distances' codec 3 (codec_plies.go)
// against codec 1 (codec.go) on the distance files of codec 1 of a
// format-3 folder: each block decoded, its don't-cares marked again (a
// capture at hand, a draw by the outcomes' file), coded by codec 1 again
// (which must give the file's bytes back, or the marks are not the
// builder's) and by codec 3, whose blocks must decode to the same
// distances. It runs only when EGDB_PLIES names the folder (EGDB_VARIANT
// the variant, english by default):
//
//	EGDB_PLIES=DIR EGDB_VARIANT=english go test ./egdb -run MeasurePlies -v -timeout 0
func TestMeasurePlies(t *testing.T) {
	dir := os.Getenv("EGDB_PLIES")
	if dir == "" {
		t.Skip("EGDB_PLIES names no folder")
	}
	name := os.Getenv("EGDB_VARIANT")
	if name == "" {
		name = "english"
	}
	v, err := variant.ByName(name)
	if err != nil {
		t.Fatal(err)
	}
	db, err := Open(dir, v)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ms []Material
	for m, pf := range db.r.plies {
		if pf.codec == codecRuns {
			ms = append(ms, m)
		}
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].String() < ms[j].String() })
	var runs, ranged, positions [MaxPieces + 1]int64
	var room [16]board.Move
	for _, m := range ms {
		sf, pf := db.r.wdl[m], db.r.plies[m]
		s := pf.slice
		strides := pliesStrides(s)
		for b := range len(pf.sums) {
			data, err := pf.read(b)
			if err != nil {
				t.Fatal(err)
			}
			plies, err := pf.decodePlies(b)
			if err != nil {
				t.Fatal(err)
			}
			syms := make([]uint16, len(plies))
			for k := range plies {
				i := uint64(b)*pliesBlock + uint64(k)
				n := uint64(pf.side)*s.Size() + i
				wdl, err := db.r.outcome(sf, n)
				if err != nil {
					t.Fatal(err)
				}
				p := s.position(i)
				p.Turn = pf.side
				caps := movegen.Captures(v, p, room[:0])
				_, over := gameOver(v, &p, len(caps))
				syms[k] = plies[k]
				if len(caps) > 0 && !over || wdl == Draw {
					syms[k] = dontCare
				}
			}
			if again := encodeRuns(syms); string(again) != string(data) {
				t.Fatalf("%v block %d: codec 1 does not give the file's bytes back: the don't-cares are not the builder's", m, b)
			}
			coded := encodePlies(syms, strides)
			out := make([]uint16, len(syms))
			if err := decodePliesBlock(coded, strides, out); err != nil {
				t.Fatalf("%v block %d: %v", m, b, err)
			}
			for k, d := range syms {
				if d != dontCare && out[k] != d {
					t.Fatalf("%v block %d position %d: %d read back as %d", m, b, k, d, out[k])
				}
			}
			runs[m.Pieces()] += int64(len(data))
			ranged[m.Pieces()] += int64(len(coded))
			positions[m.Pieces()] += int64(len(syms))
		}
	}
	var total [3]int64
	for n := range runs {
		if positions[n] == 0 {
			continue
		}
		t.Logf("%d pieces: %d positions, codec 1 %d B, codec 3 %d B (%.1f%%)", n, positions[n], runs[n], ranged[n], 100*float64(ranged[n])/float64(runs[n]))
		total[0] += positions[n]
		total[1] += runs[n]
		total[2] += ranged[n]
	}
	t.Logf("all: %d positions, codec 1 %d B, codec 3 %d B (%.1f%%)", total[0], total[1], total[2], 100*float64(total[2])/float64(total[1]))
}
