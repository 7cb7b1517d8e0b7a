package egdb

import (
	"bytes"
	"compress/flate"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/variant"
)

// TestMeasureCodes measures the outcomes' files of a built folder against
// other codes of the same values (the don't-cares filled as the range
// coder fills them, which favours the others): Scan's byte code (each byte one of 3 values times 85 run
// lengths, a longer run split) and DEFLATE (level 4, as format 1) of two
// bits a position, block by block; and, given the folder of a format-1
// build of the same variant, its files' bytes. Facts only: it asserts
// nothing, and runs only when asked:
//
//	EGDB_MEASURE=DIR EGDB_VARIANT=english [EGDB_OLD=DIR1] go test ./egdb -run MeasureCodes -v
func TestMeasureCodes(t *testing.T) {
	dir := os.Getenv("EGDB_MEASURE")
	if dir == "" {
		t.Skip("EGDB_MEASURE not set")
	}
	v, err := variant.ByName(os.Getenv("EGDB_VARIANT"))
	if err != nil {
		t.Fatal(err)
	}
	type row struct{ positions, wdl, plies, scan, deflate, old int64 }
	var by [MaxPieces + 1]row
	entries, err := os.ReadDir(filepath.Join(dir, v.Name()))
	if err != nil {
		t.Fatal(err)
	}
	var zbuf bytes.Buffer
	zw, _ := flate.NewWriter(&zbuf, 4)
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".egdb")
		m, isSlice := ParseMaterial(name)
		if !ok || !isSlice {
			continue
		}
		s := NewSlice(v, m)
		sf, err := openFile(slicePath(dir, v.Name(), m), kindWDL, v.Name(), s)
		if err != nil {
			t.Fatal(err)
		}
		r := &by[m.Pieces()]
		r.positions += int64(2 * s.Size())
		r.wdl += size(t, sf.path)
		r.plies += size(t, pliesPath(dir, v.Name(), m))
		if old := os.Getenv("EGDB_OLD"); old != "" {
			r.old += size(t, slicePath(old, v.Name(), m))
		}
		for b := range len(sf.sums) {
			packed, err := sf.decodeWDL(b)
			if err != nil {
				t.Fatal(err)
			}
			at := func(i int) byte { return packed[i/4] >> (2 * (i % 4)) & 3 }
			for i, n := 0, sf.positions(b); i < n; {
				j := i + 1
				for j < n && at(j) == at(i) {
					j++
				}
				r.scan += int64((j - i + 84) / 85)
				i = j
			}
			zbuf.Reset()
			zw.Reset(&zbuf)
			zw.Write(packed)
			zw.Close()
			r.deflate += int64(zbuf.Len())
		}
		sf.f.Close()
	}
	bits := func(b, n int64) float64 { return 8 * float64(b) / float64(n) }
	var all row
	t.Logf("pieces positions | outcomes: bytes bits/pos | Scan's byte code | DEFLATE 2 bits | distances | format 1")
	for n, r := range by {
		if r.positions == 0 {
			continue
		}
		all.positions += r.positions
		all.wdl += r.wdl
		all.plies += r.plies
		all.scan += r.scan
		all.deflate += r.deflate
		all.old += r.old
		t.Logf("%d %d | %d %.4f | %d %.4f | %d %.4f | %d %.4f | %d %.4f", n, r.positions, r.wdl, bits(r.wdl, r.positions),
			r.scan, bits(r.scan, r.positions), r.deflate, bits(r.deflate, r.positions), r.plies, bits(r.plies, r.positions), r.old, bits(r.old, r.positions))
	}
	r := all
	t.Logf("all %d | %d %.4f | %d %.4f | %d %.4f | %d %.4f | %d %.4f", r.positions, r.wdl, bits(r.wdl, r.positions),
		r.scan, bits(r.scan, r.positions), r.deflate, bits(r.deflate, r.positions), r.plies, bits(r.plies, r.positions), r.old, bits(r.old, r.positions))
}

// size returns the bytes of the file at path, 0 if there is none.
func size(t *testing.T, path string) int64 {
	info, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return info.Size()
}
