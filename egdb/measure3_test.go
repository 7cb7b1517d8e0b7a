package egdb

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/variant"
)

// format2 is an outcomes' or distances' file of format 2, read for
// TestMeasureFormat3: its header is format 3's without the threats' byte,
// its outcomes' blocks 2^18 positions of codec 1.
type format2 struct {
	kind   int
	size   uint64
	blocks [][]byte
}

// readFormat2 reads the file at path of format 2, or fails.
func readFormat2(path string) (*format2, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r := data
	take := func(n int) []byte {
		if len(r) < n {
			return nil
		}
		b := r[:n]
		r = r[n:]
		return b
	}
	if string(take(8)) != fileMagic {
		return nil, fmt.Errorf("%s: not a slice file", path)
	}
	if hv := take(4); hv == nil || binary.LittleEndian.Uint16(hv) != 2 || binary.LittleEndian.Uint16(hv[2:]) != codecRuns {
		return nil, fmt.Errorf("%s: not of format 2", path)
	}
	f := &format2{kind: int(take(1)[0])}
	take(int(take(1)[0]))
	take(int(take(1)[0]))
	f.size = binary.LittleEndian.Uint64(take(8))
	n := int(binary.LittleEndian.Uint32(take(4)))
	offsets := make([]uint64, n+1)
	for i := range offsets {
		offsets[i] = binary.LittleEndian.Uint64(take(8))
	}
	take(4*n + 4)
	for i := range n {
		if offsets[i+1] > uint64(len(r)) || offsets[i] > offsets[i+1] {
			return nil, fmt.Errorf("%s: block %d", path, i)
		}
		f.blocks = append(f.blocks, r[offsets[i]:offsets[i+1]])
	}
	return f, nil
}

// headerBytes is the size of a format-3 file's header of a slice of
// variant name and material m with blocks blocks.
func headerBytes(name string, m Material, blocks int) int {
	return 8 + 2 + 2 + 1 + 1 + 1 + len(name) + 1 + len(m.String()) + 8 + 4 + 8*(blocks+1) + 4*blocks + 4
}

// TestMeasureFormat3 measures format 3's outcomes' files on the values of
// a format-2 build (DIR/VARIANT/*.egdb): each slice's outcomes decoded,
// the positions not stored found again (notStored, as the solver marks
// them: the values format 2 gave them are don't-cares in both formats),
// and coded as Build codes them (encodeOutcomeBlock: format 3's blocks,
// leaving a side's threats out where that saves an eighth), with the
// header and block table a file of format 3 adds. Beside it, the same
// without threats left out, and format 2's files. The distances of format
// 3 are format 2's where format 2 kept the side format 3 must keep (the
// other than the threats'), and are counted apart where not (their bytes
// in format 3 are not known without solving them). Facts only, it asserts
// nothing, and runs only when asked:
//
//	EGDB_FORMAT2=DIR EGDB_VARIANT=international go test ./egdb -run MeasureFormat3 -v -timeout 0
func TestMeasureFormat3(t *testing.T) {
	dir := os.Getenv("EGDB_FORMAT2")
	if dir == "" {
		t.Skip("EGDB_FORMAT2 not set")
	}
	v, err := variant.ByName(os.Getenv("EGDB_VARIANT"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(filepath.Join(dir, v.Name()))
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		positions                       int64
		old, none, three, threatsSlices int64
		oldPlies, plies, pliesUnknown   int64
		slices, unknownSlices           int
	}
	var by [MaxPieces + 1]row
	var mats []Material
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".egdb")
		if m, isSlice := ParseMaterial(name); ok && isSlice {
			mats = append(mats, m)
		}
	}
	sort.Slice(mats, func(i, j int) bool { return mats[i].Pieces() < mats[j].Pieces() })
	const oldBlock = 1 << 18
	for _, m := range mats {
		s := NewSlice(v, m)
		size := s.Size()
		f, err := readFormat2(slicePath(dir, v.Name(), m))
		if err != nil {
			t.Fatal(err)
		}
		pf, err := readFormat2(pliesPath(dir, v.Name(), m))
		if err != nil {
			t.Fatal(err)
		}
		outcomes := make([]uint8, 2*size)
		for b, data := range f.blocks {
			n := int(min(oldBlock, 2*size-uint64(b)*oldBlock))
			if err := decodeRuns(data, n, func(sym uint16, at, length int) {
				for i := at; i < at+length; i++ {
					outcomes[uint64(b)*oldBlock+uint64(i)] = uint8(sym)
				}
			}); err != nil {
				t.Fatal(m, err)
			}
		}
		dc := notStored(v, s)
		tried, bytes := encodeOutcomesTried(size, codingStride(s), func(turn, i uint64) uint16 { return uint16(outcomes[turn*size+i]) }, dc, 1)
		threats := chooseThreats(bytes, [2]int{}) // distances not known here
		blocks := tried[threats+1]
		head := int64(headerBytes(v.Name(), m, len(blocks)))
		r := &by[m.Pieces()]
		r.slices++
		r.positions += int64(2 * size)
		r.old += size3(slicePath(dir, v.Name(), m))
		r.none += head + int64(bytes[0])
		chosen := 0
		for _, b := range blocks {
			chosen += len(b)
		}
		r.three += head + int64(chosen)
		oldPlies := size3(pliesPath(dir, v.Name(), m))
		r.oldPlies += oldPlies
		if threats != noThreats {
			r.threatsSlices++
		}
		if threats != noThreats && pf.kind-kindPlies == threats {
			r.unknownSlices++
			r.pliesUnknown += oldPlies
		} else {
			r.plies += oldPlies + 1 // the threats' byte
		}
		t.Logf("%v: %d positions, outcomes format 2 %d, format 3 without threats %d, with White's %d, Black's %d, chosen %d (threats %d)",
			m, 2*size, size3(slicePath(dir, v.Name(), m)), bytes[0], bytes[1], bytes[2], chosen, threats)
	}
	bits := func(b, n int64) float64 { return 8 * float64(b) / float64(n) }
	var all row
	t.Logf("pieces positions slices | outcomes: format 2 bytes bits/pos | format 3 without threats | format 3 | slices with threats left out | distances: format 2 | format 3 where known (slices not known, their format-2 bytes)")
	show := func(n string, r row) {
		t.Logf("%s %d %d | %d %.4f | %d %.4f | %d %.4f | %d | %d | %d (%d, %d)", n, r.positions, r.slices, r.old, bits(r.old, r.positions),
			r.none, bits(r.none, r.positions), r.three, bits(r.three, r.positions), r.threatsSlices, r.oldPlies, r.plies, r.unknownSlices, r.pliesUnknown)
	}
	for n, r := range by {
		if r.positions == 0 {
			continue
		}
		all.positions += r.positions
		all.slices += r.slices
		all.old += r.old
		all.none += r.none
		all.three += r.three
		all.threatsSlices += r.threatsSlices
		all.oldPlies += r.oldPlies
		all.plies += r.plies
		all.unknownSlices += r.unknownSlices
		all.pliesUnknown += r.pliesUnknown
		show(fmt.Sprint(n), r)
	}
	show("all", all)
}

// size3 returns the bytes of the file at path, 0 if there is none.
func size3(path string) int64 {
	info, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return info.Size()
}
