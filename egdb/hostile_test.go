package egdb_test

import (
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kingAgainstKing is the material of the slices the tests damage.
var kingAgainstKing = egdb.Material{Kings: [2]int{1, 1}}

// probeAll probes every position of m (either side to move) in db and
// returns how many probes failed with want; every other probe must give
// the value built gives.
func probeAll(t *testing.T, db, built *egdb.DB, m egdb.Material, want error) int {
	t.Helper()
	s := egdb.NewSlice(db.Variant(), m)
	failed := 0
	for i := range s.Size() {
		p := s.Position(i)
		for range 2 {
			p.Turn = p.Turn.Opponent()
			got, err := db.Probe(p)
			if err != nil {
				require.ErrorIs(t, err, want, "%v %d", m, i)
				failed++
				continue
			}
			wanted, err := built.Probe(p)
			require.NoError(t, err)
			require.Equal(t, wanted, got, "%v %d: a value read from a damaged file", m, i)
		}
	}
	return failed
}

// A header that claims a slice of 2^40 positions, or a block of 4 GB
// (its checksum made right), is refused at Open, which allocates no more
// than a header's worth for it: the sizes come from the slice, never from
// the file.
func TestHostileHeaderSizes(t *testing.T) {
	v := variant.English
	dir := t.TempDir()
	db, err := egdb.Build(v, 2, egdb.Options{Dir: dir})
	require.NoError(t, err)
	db.Close()
	path := filepath.Join(dir, "english", "1k-1k.egdb")
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	// The header: magic 8, version 2, codec 2, kind 1, threats 1,
	// "english" 1+7, "1k-1k" 1+5, then the size (8) and the blocks (4).
	sizeAt := 8 + 2 + 2 + 1 + 1 + 1 + 7 + 1 + 5
	blocks := int(binary.LittleEndian.Uint32(good[sizeAt+8:]))
	tableAt := sizeAt + 12
	sumAt := tableAt + 12*blocks + 8

	huge := append([]byte(nil), good...)
	binary.LittleEndian.PutUint64(huge[sizeAt:], 1<<40)
	binary.LittleEndian.PutUint32(huge[sizeAt+8:], 1<<30)
	require.NoError(t, os.WriteFile(path, huge, 0o644))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = egdb.Open(dir, v)
	runtime.ReadMemStats(&after)
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
	assert.ErrorContains(t, err, "sizes do not fit the slice")
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(1<<20), "bytes allocated by Open")

	bomb := append([]byte(nil), good...)
	binary.LittleEndian.PutUint64(bomb[tableAt+8:], 1<<32) // block 0 ends 4 GB on
	binary.LittleEndian.PutUint32(bomb[sumAt:], crc32.Checksum(bomb[:sumAt], crc32.MakeTable(crc32.Castagnoli)))
	require.NoError(t, os.WriteFile(path, bomb, 0o644))
	_, err = egdb.Open(dir, v)
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
	assert.ErrorContains(t, err, "block 0's size")
}

// A file changed after Open, one bit of a block flipped, gives ErrCorrupt
// for the positions of that block, never a wrong value.
func TestHostileBitFlipAfterOpen(t *testing.T) {
	v := variant.English
	dir, built, db := buildAndOpen(t, v, 2)
	f, err := os.OpenFile(filepath.Join(dir, "english", "1k-1k.egdb"), os.O_RDWR, 0)
	require.NoError(t, err)
	info, err := f.Stat()
	require.NoError(t, err)
	b := make([]byte, 1)
	_, err = f.ReadAt(b, info.Size()-1)
	require.NoError(t, err)
	b[0] ^= 0x10
	_, err = f.WriteAt(b, info.Size()-1)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	assert.Positive(t, probeAll(t, db, built, kingAgainstKing, egdb.ErrCorrupt))
}

// Another variant's slice of the same size copied over a file after Open
// (Russian's king against king: the same board, the same positions, other
// values) gives ErrCorrupt, never its values: a block's checksum is seeded
// with the variant, the slice and the block's number.
func TestHostileOtherSliceAfterOpen(t *testing.T) {
	v := variant.English
	dir, built, db := buildAndOpen(t, v, 2)
	other := t.TempDir()
	odb, err := egdb.Build(variant.Russian, 2, egdb.Options{Dir: other})
	require.NoError(t, err)
	odb.Close()
	data, err := os.ReadFile(filepath.Join(other, "russian", "1k-1k.egdb"))
	require.NoError(t, err)
	// Written in place: the open file sees the new bytes.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "english", "1k-1k.egdb"), data, 0o644))
	assert.Positive(t, probeAll(t, db, built, kingAgainstKing, egdb.ErrCorrupt))
	// Opened afresh, the header says whose it is.
	_, err = egdb.Open(dir, v)
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
	assert.ErrorContains(t, err, `holds "russian 1k-1k"`)
}

// A file cut short after Open gives ErrCorrupt for the blocks cut, and
// Open refuses it cut short.
func TestHostileTruncatedBlock(t *testing.T) {
	v := variant.English
	dir, built, db := buildAndOpen(t, v, 2)
	path := filepath.Join(dir, "english", "1k-1k.egdb")
	info, err := os.Stat(path)
	require.NoError(t, err)
	require.NoError(t, os.Truncate(path, info.Size()-3))
	assert.Positive(t, probeAll(t, db, built, kingAgainstKing, egdb.ErrCorrupt))
	_, err = egdb.Open(dir, v)
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
}

// A file of the first format is refused with ErrOldFormat, which says so.
func TestOldFormatRefused(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "english"), 0o755))
	// The first bytes of a file of format 1.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "english", "1k-1k.egdb"), []byte("checkers-egdb 1 english 1k-1k 992\n\x00\x00\x01\x00"), 0o644))
	_, err := egdb.Open(dir, variant.English)
	assert.ErrorIs(t, err, egdb.ErrOldFormat)
	assert.ErrorContains(t, err, "old format")
	assert.ErrorContains(t, err, "version 1")
}

// A file of the second format (runs of outcomes, no threats' byte) is
// refused with ErrOldFormat, which names its version: its header is that
// of format 3 up to the version, 2 here.
func TestFormat2Refused(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "english"), 0o755))
	head := append([]byte("CKEGDB\r\n"), 2, 0, 1, 0, 1, 7)
	head = append(head, "english"...)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "english", "1k-1k.egdb"), head, 0o644))
	_, err := egdb.Open(dir, variant.English)
	assert.ErrorIs(t, err, egdb.ErrOldFormat)
	assert.ErrorContains(t, err, "version 2")
	assert.ErrorContains(t, err, "build it again")
}

// Probe tells apart a position not held (ErrNotCovered) and a closed
// database (ErrIO), and gives no value with either.
func TestProbeErrorsApart(t *testing.T) {
	v := variant.English
	dir, _, db := buildAndOpen(t, v, 2)
	three := egdb.NewSlice(v, egdb.Material{Kings: [2]int{2, 1}}).Position(0)
	_, err := db.Probe(three)
	assert.ErrorIs(t, err, egdb.ErrNotCovered)
	assert.NotErrorIs(t, err, egdb.ErrCorrupt)
	_, _, err = db.BestMoves(three)
	assert.ErrorIs(t, err, egdb.ErrNotCovered)

	// Outcomes without distances: ProbeWDL answers, Probe says the
	// distance is not held.
	require.NoError(t, os.Remove(filepath.Join(dir, "english", "1k-1k.plies.egdb")))
	wdl, err := egdb.Open(dir, v)
	require.NoError(t, err)
	defer wdl.Close()
	p := egdb.NewSlice(v, kingAgainstKing).Position(7)
	want, err := db.Probe(p)
	require.NoError(t, err)
	o, err := wdl.ProbeWDL(p)
	require.NoError(t, err)
	assert.Equal(t, want.Outcome, o)
	if want.Outcome != egdb.Draw {
		_, err = wdl.Probe(p)
		assert.ErrorIs(t, err, egdb.ErrNotCovered)
	}

	require.NoError(t, db.Close())
	_, err = db.Probe(p)
	assert.ErrorIs(t, err, egdb.ErrIO)
}

// The largest file of English to three pieces, cut to its first 4 KB
// after Open (the pages past its new end gone from a memory mapping, a
// fault on reading them): every probe of the slice gives ErrCorrupt or the
// right value, and the process does not crash.
func TestHostileCutAfterOpen(t *testing.T) {
	v := variant.English
	dir, built, db := buildAndOpen(t, v, 3)
	entries, err := os.ReadDir(filepath.Join(dir, "english"))
	require.NoError(t, err)
	var largest os.FileInfo
	for _, e := range entries {
		info, err := e.Info()
		require.NoError(t, err)
		if largest == nil || info.Size() > largest.Size() {
			largest = info
		}
	}
	require.Greater(t, largest.Size(), int64(2048), largest.Name()) // its header far less than half
	require.NoError(t, os.Truncate(filepath.Join(dir, "english", largest.Name()), largest.Size()/2))
	name, _, _ := strings.Cut(largest.Name(), ".")
	m, ok := egdb.ParseMaterial(name)
	require.True(t, ok)
	assert.Positive(t, probeAll(t, db, built, m, egdb.ErrCorrupt))
}

// BestMoves fails where a child's probe fails: White's man on 6, a move
// from crowning on 1 or 2 (both its moves lead to the slice of a king
// against a king), with that slice's file damaged after Open, gives
// ErrCorrupt and no move, where a failed child once read as a draw.
func TestBestMovesFailsWithAChild(t *testing.T) {
	v := variant.English
	dir, _, db := buildAndOpen(t, v, 2)
	p, err := notation.ParseFEN(v, "W:W6:BK32")
	require.NoError(t, err)
	_, err = db.Probe(p) // its own slice, 1m-1k, is whole
	require.NoError(t, err)
	path := filepath.Join(dir, "english", "1k-1k.egdb")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	require.NoError(t, err)
	_, err = f.WriteAt([]byte{data[len(data)-1] ^ 0x08}, int64(len(data)-1))
	require.NoError(t, err)
	require.NoError(t, f.Close())
	_, moves, err := db.BestMoves(p)
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
	assert.Empty(t, moves)
}

// A distances' file of the side whose threats the outcomes' file leaves
// out (its kind byte changed, its header's checksum made right) is
// refused at Open: the prober would go round in a circle, a threat found
// from its moves' positions and their distances from the threat's.
func TestHostileDistancesOfTheThreatsSide(t *testing.T) {
	v := variant.English
	dir := t.TempDir()
	db, err := egdb.Build(v, 3, egdb.Options{Dir: dir})
	require.NoError(t, err)
	db.Close()
	entries, err := os.ReadDir(filepath.Join(dir, "english"))
	require.NoError(t, err)
	done := false
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".egdb")
		if !ok || strings.HasSuffix(name, ".plies") {
			continue
		}
		head, err := os.ReadFile(filepath.Join(dir, "english", e.Name()))
		require.NoError(t, err)
		// magic 8, version 2, codec 2, kind 1, then threats: 1+c.
		if head[13] == 0 {
			continue
		}
		path := filepath.Join(dir, "english", name+".plies.egdb")
		plies, err := os.ReadFile(path)
		require.NoError(t, err)
		plies[12] = 2 + (head[13] - 1) // the kind of the threats' side
		// The header's checksum follows the block table.
		m, _ := egdb.ParseMaterial(name)
		sizeAt := 8 + 2 + 2 + 1 + 1 + 1 + 7 + 1 + len(m.String())
		blocks := int(binary.LittleEndian.Uint32(plies[sizeAt+8:]))
		sumAt := sizeAt + 12 + 12*blocks + 8
		binary.LittleEndian.PutUint32(plies[sumAt:], crc32.Checksum(plies[:sumAt], crc32.MakeTable(crc32.Castagnoli)))
		require.NoError(t, os.WriteFile(path, plies, 0o644))
		_, err = egdb.Open(dir, v)
		assert.ErrorIs(t, err, egdb.ErrCorrupt)
		assert.ErrorContains(t, err, "the distances of the side whose threats")
		done = true
		break
	}
	require.True(t, done, "no slice of English to 3 leaves threats out")
}
