package egdb

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// The files of one slice, in DIR/VARIANT (english/1m1k-1k.egdb): the
// outcomes, MATERIAL.egdb, and the distances, MATERIAL.plies.egdb (which
// a database may go without). Each is, with numbers little-endian:
//
//	magic        8 bytes  "CKEGDB\r\n"
//	version      uint16   3
//	codec        uint16   2 for outcomes (codec_wdl.go); 3 for distances
//	                      (codec_plies.go), or 1 (codec.go), which the
//	                      first builds of version 3 wrote and the reader
//	                      still reads
//	kind         uint8    1 outcomes, 2 distances with White to move, 3
//	                      with Black to move
//	threats      uint8    outcomes: 0, or 1+c where the threats of side c
//	                      (0 White, 1 Black) to move are left out; 0 in a
//	                      distances' file
//	variant      uint8 n, then n bytes of the variant's name
//	material     uint8 n, then n bytes of the material (1m1k-1k)
//	size         uint64   the slice's positions with one side to move
//	blocks       uint32   the number of blocks
//	offsets      uint64   blocks+1 offsets of the blocks from the first's
//	checksums    uint32   each block's CRC-32C, seeded with what the block
//	                      is (kind, variant, material, number)
//	checksum     uint32   CRC-32C of every byte of the header before it
//	the blocks
//
// The positions are numbered as a slice's values are kept: White to move,
// indices 0 to SIZE-1, then Black to move (outcomes only: the distances'
// file holds one side to move alone). A block holds a fixed number of
// them, set by the format and not by the file (the last block fewer):
// wdlBlock for outcomes, pliesBlock for distances. An outcome is 0 draw,
// 1 win, 2 loss; a distance is the plies of a win or a loss.
//
// Not stored (don't-care: the coder gives it what costs it least) are:
//
//   - the outcome and distance of a position whose side to move can
//     capture, which the prober finds from the captures' positions
//     (captures are compulsory);
//   - in a slice whose header names a side c, the outcome of a threat
//     with c to move: c cannot capture, the other side could if it were
//     its turn. The prober finds it one ply deeper, from its moves'
//     positions, whose side to move is the other: stored, or that side
//     can capture. The builder leaves threats out where that saves at
//     least an eighth of the outcome bytes, for the side that saves more
//     (or, where both do, that saves more with the distances it keeps:
//     chooseThreats), as a sample of the slice's blocks tells;
//   - the distance of a draw;
//   - the distances of one side to move: where threats are left out,
//     those of their side c, found one ply deeper from its moves'
//     positions, whose side's distances are stored (so that the prober
//     never goes round in a circle: no two sides' positions wait on each
//     other); elsewhere those of the side whose distances take more bytes.
//
// Version 1 was a line of text, "checkers-egdb 1 ...", DEFLATE blocks and
// one checksum for the whole file; version 2 had runs of outcomes (codec
// 1), blocks of 2^18 outcomes and no threats' byte. Both are refused with
// ErrOldFormat.

// fileMagic starts every slice file.
const fileMagic = "CKEGDB\r\n"

// oldMagic starts the files of version 1.
const oldMagic = "checkers-egdb"

// The format's version and its codecs.
const (
	fileVersion = 3
	codecRuns   = 1 // codec.go: distances, read only
	codecWDL    = 2 // codec_wdl.go: outcomes
	codecPlies  = 3 // codec_plies.go: distances
)

// codecOf returns the codec the writer gives a file of kind.
func codecOf(kind int) int {
	if kind == kindWDL {
		return codecWDL
	}
	return codecPlies
}

// readsCodec reports whether the reader decodes files of kind in codec c.
func readsCodec(kind, c int) bool {
	return c == codecOf(kind) || kind == kindPlies && c == codecRuns
}

// The kinds of file.
const (
	kindWDL   = 1
	kindPlies = 2
)

// The positions of a block, by kind.
const (
	wdlBlock   = 1 << 16
	pliesBlock = 1 << 16
)

// blockPositions returns the positions a block of kind holds.
func blockPositions(kind int) int {
	if kind == kindWDL {
		return wdlBlock
	}
	return pliesBlock
}

// nodes returns the positions a file of kind of slice s holds: both sides
// to move for outcomes, White to move for distances.
func nodes(kind int, s *Slice) uint64 {
	if kind == kindWDL {
		return 2 * s.Size()
	}
	return s.Size()
}

// maxBlockBytes bounds a block's coded bytes, for kind: far above what
// the encoder makes of the worst block (some 6 bytes a position).
func maxBlockBytes(kind int) uint64 { return 8*uint64(blockPositions(kind)) + 1<<16 }

// castagnoli is the table of CRC-32C.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ErrCorrupt is wrapped by the errors of a slice file that is not what it
// says: a bad header, a block whose checksum does not match (a file
// changed since it was opened, another slice's file in its place), a
// block that does not decode, a file cut short, or not a regular file.
var ErrCorrupt = errors.New("egdb: corrupt slice file")

// ErrOldFormat is wrapped by the error of Open for a slice file of an
// earlier format, which is no longer read: the first (DEFLATE,
// "checkers-egdb 1") or the second (runs of outcomes, no threats left
// out). Build the database again.
var ErrOldFormat = errors.New("egdb: slice file of an old format (version 1 or 2, where this reader reads 3); build it again")

// ErrNotCovered is wrapped by the error of Probe for a position the
// database does not hold: more pieces than its slices, a material whose
// file is not there, a man on its own promotion row, no side to move; and
// of a distance asked of a slice without its distance file.
var ErrNotCovered = errors.New("egdb: position not in the database")

// ErrIO is wrapped by the error of Probe when a file cannot be read (the
// system's error wrapped with it), or the database is closed.
var ErrIO = errors.New("egdb: cannot read slice file")

// slicePath returns the outcomes' file of material m of variant name in
// dir, by the folder layout (layout.go).
func slicePath(dir, name string, m Material) string {
	return filepath.Join(dir, filepath.FromSlash(layoutFile(name, m)))
}

// pliesPath returns the distances' file of material m of variant name in
// dir, by the folder layout (layout.go).
func pliesPath(dir, name string, m Material) string {
	return filepath.Join(dir, filepath.FromSlash(layoutPliesFile(name, m)))
}

// createTemp creates a new file in dir for writeFile to rename once
// whole, with the mode of every other file a program writes (0644 less
// the umask), where os.CreateTemp would make it 0600.
func createTemp(dir string) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, fmt.Sprintf(".tmp-%d-%d", os.Getpid(), rand.Uint64()))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
	}
}

// writeSlice writes t's files in dir: the distances first, then the
// outcomes, each atomically (a temporary file renamed once whole), so
// that a build stopped half way leaves no slice that looks whole.
func writeSlice(v *variant.Variant, dir string, t *table) error {
	wdl, threats, plies, side := encodeSlice(v, t)
	t.notStored = [2][]uint64{} // kept no longer than needed
	if err := os.MkdirAll(filepath.Join(dir, v.Name()), 0o755); err != nil {
		return err
	}
	if err := writeFile(pliesPath(dir, v.Name(), t.slice.mat), kindPlies+side, noThreats, v.Name(), t.slice, plies); err != nil {
		return err
	}
	return writeFile(slicePath(dir, v.Name(), t.slice.mat), kindWDL, threats, v.Name(), t.slice, wdl)
}

// blockSeed returns the CRC-32C that block b's checksum starts from: what
// the block is, so that a block of another file does not pass for it.
func blockSeed(kind int, name string, m Material, b int) uint32 {
	return crc32.Checksum(fmt.Appendf(nil, "%d %s %s %d", kind, name, m, b), castagnoli)
}

// writeFile writes the blocks of slice s to path, of kind, leaving out the
// threats of side threats (or noThreats).
func writeFile(path string, kind, threats int, name string, s *Slice, blocks [][]byte) error {
	f, err := createTemp(filepath.Dir(path))
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	h := []byte(fileMagic)
	h = binary.LittleEndian.AppendUint16(h, fileVersion)
	h = binary.LittleEndian.AppendUint16(h, uint16(codecOf(kind)))
	h = append(h, byte(kind), byte(threats+1), byte(len(name)))
	h = append(h, name...)
	h = append(h, byte(len(s.mat.String())))
	h = append(h, s.mat.String()...)
	h = binary.LittleEndian.AppendUint64(h, s.Size())
	h = binary.LittleEndian.AppendUint32(h, uint32(len(blocks)))
	at := uint64(0)
	h = binary.LittleEndian.AppendUint64(h, 0)
	for _, d := range blocks {
		at += uint64(len(d))
		h = binary.LittleEndian.AppendUint64(h, at)
	}
	for b, d := range blocks {
		h = binary.LittleEndian.AppendUint32(h, crc32.Update(blockSeed(kind, name, s.mat, b), castagnoli, d))
	}
	h = binary.LittleEndian.AppendUint32(h, crc32.Checksum(h, castagnoli))
	w := bufio.NewWriter(f)
	w.Write(h)
	for _, d := range blocks {
		w.Write(d)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// encodeSlice returns the blocks of t's outcomes, the side whose
// threats they leave out (noThreats, or 0 White, 1 Black: see
// encodeOutcomeBlock), and the blocks of its distances with one side to
// move and that side (0 White, 1 Black), on every core. Where threats are
// left out, the distances are those of the other side, so that the prober
// never goes round in a circle; otherwise those of the side whose
// distances take fewer bytes. Each way is tried on a sample of the blocks
// (sampleEvery), and the blocks then coded the way chosen (chooseThreats).
func encodeSlice(v *variant.Variant, t *table) (wdl [][]byte, threats int, plies [][]byte, side int) {
	size := t.slice.Size()
	dc := t.notStored
	if dc[0] == nil {
		dc = notStored(v, t.slice)
	}
	outcome := func(turn, i uint64) uint16 { return uint16(t.values[turn][i].value().Outcome) }
	stride, strides := codingStride(t.slice), pliesStrides(t.slice)
	nw, np := (2*size+wdlBlock-1)/wdlBlock, (size+pliesBlock-1)/pliesBlock
	everyW, everyP := sampleEvery(nw), sampleEvery(np)

	tried, outcomeBytes := encodeOutcomesTried(size, stride, outcome, dc, everyW)
	by := [2][][]byte{make([][]byte, np), make([][]byte, np)}
	// code codes every every-th distances' block of each side in sides
	// that is not coded yet.
	code := func(sides []int, every uint64) {
		ns := (np + every - 1) / every
		spread(uint64(len(sides))*ns, func(next func() (uint64, bool)) {
			ps := make([]uint16, pliesBlock)
			for k, ok := next(); ok; k, ok = next() {
				turn, b := sides[k/ns], k%ns*every
				if by[turn][b] == nil {
					by[turn][b] = encodePliesBlock(t, dc, turn, b, strides, ps)
				}
			}
		})
	}
	code([]int{0, 1}, everyP)
	var pliesBytes [2]int
	for c := range by {
		for b := uint64(0); b < np; b += everyP {
			pliesBytes[c] += len(by[c][b])
		}
	}
	for k := range outcomeBytes {
		outcomeBytes[k] *= int(everyW) // both samples scaled to the slice
	}
	for c := range pliesBytes {
		pliesBytes[c] *= int(everyP)
	}
	threats = chooseThreats(outcomeBytes, pliesBytes)
	switch {
	case threats != noThreats:
		side = 1 - threats // the distances of the threats' side are not kept
	case pliesBytes[1] < pliesBytes[0]:
		side = 1
	}

	wdl = tried[threats+1]
	spread(nw, func(next func() (uint64, bool)) {
		ws := make([]uint16, wdlBlock)
		for b, ok := next(); ok; b, ok = next() {
			if wdl[b] == nil {
				wdl[b] = encodeOutcomeBlock(size, stride, outcome, dc, threats+1, b, ws)
			}
		}
	})
	code([]int{side}, 1)
	return wdl, threats, by[side], side
}

// sampleEvery returns the stride of the sample of a slice's blocks on
// which the builder chooses how to code them: every block of a slice of
// fewer than 2*sampleBlocks blocks, else every (blocks/sampleBlocks)-th
// up to every eighth, so that the sample holds sampleBlocks blocks or
// more. The blocks outside the sample are then coded the chosen way
// alone, not three ways (outcomes) and two (distances) as the sample is.
func sampleEvery(blocks uint64) uint64 {
	return min(8, max(1, blocks/sampleBlocks))
}

// sampleBlocks is the least number of blocks a slice's sample holds
// (sampleEvery); a variable so that tests sample small slices.
var sampleBlocks uint64 = 4

// encodePliesBlock codes distances' block b of side turn of t, using ps
// for its distances, dc marking the positions not stored.
func encodePliesBlock(t *table, dc [2][]uint64, turn int, b uint64, strides [3]int, ps []uint16) []byte {
	size := t.slice.Size()
	lo, hi := b*pliesBlock, min(size, (b+1)*pliesBlock)
	for i := lo; i < hi; i++ {
		ps[i-lo] = dontCare
		if val := t.values[turn][i].value(); val.Outcome != Draw && !isSet(dc[turn], i) {
			ps[i-lo] = uint16(val.Plies)
		}
	}
	return encodePlies(ps[:hi-lo], strides)
}

// noThreats is the threats' side of a slice whose outcomes' file leaves
// none out.
const noThreats = -1

// chooseThreats returns the side whose threats to leave out of a slice's
// outcomes, or noThreats, given the bytes of its outcomes leaving none
// out, White's and Black's, and of its distances by side to move (zeros
// where not known). A side's threats are left out if that saves an eighth
// of the outcomes' bytes; where both sides' would, the side whose
// outcomes take fewer bytes together with the distances it leaves to be
// kept, those of the other side.
func chooseThreats(outcomes [3]int, plies [2]int) int {
	best := noThreats
	for c := range 2 {
		if 8*(outcomes[0]-outcomes[1+c]) < outcomes[0] {
			continue
		}
		if best == noThreats || outcomes[1+c]+plies[1-c] < outcomes[1+best]+plies[1-best] {
			best = c
		}
	}
	return best
}

// encodeOutcomesTried codes every every-th outcomes' block of a slice of
// size positions a side, whose outcome by side to move and index is
// outcome and whose positions not stored dc marks, three ways (the tries
// 0, 1 and 2 of encodeOutcomeBlock), and returns the blocks by try and
// index (nil where not coded) and the bytes of each try.
func encodeOutcomesTried(size uint64, stride int, outcome func(turn, i uint64) uint16, dc [2][]uint64, every uint64) (by [3][][]byte, bytes [3]int) {
	nw := (2*size + wdlBlock - 1) / wdlBlock
	ns := (nw + every - 1) / every
	for k := range by {
		by[k] = make([][]byte, nw)
	}
	spread(3*ns, func(next func() (uint64, bool)) {
		ws := make([]uint16, wdlBlock)
		for k, ok := next(); ok; k, ok = next() {
			try, b := int(k/ns), k%ns*every
			if try == 0 || holdsSide(size, b, try-1) {
				by[try][b] = encodeOutcomeBlock(size, stride, outcome, dc, try, b, ws)
			}
		}
	})
	for k := range by {
		for b := uint64(0); b < nw; b += every {
			if by[k][b] == nil {
				by[k][b] = by[0][b] // no position of the threats' side
			}
			bytes[k] += len(by[k][b])
		}
	}
	return by, bytes
}

// holdsSide reports whether outcomes' block b of a slice of size
// positions a side holds positions with side c to move.
func holdsSide(size, b uint64, c int) bool {
	lo, hi := b*wdlBlock, (b+1)*wdlBlock-1
	return lo/size <= uint64(c) && min(hi, 2*size-1)/size >= uint64(c)
}

// encodeOutcomeBlock codes outcomes' block b, using ws for its symbols:
// try 0 stores every position dc does not mark, try 1+c leaves the
// threats of side c out as well.
func encodeOutcomeBlock(size uint64, stride int, outcome func(turn, i uint64) uint16, dc [2][]uint64, try int, b uint64, ws []uint16) []byte {
	lo, hi := b*wdlBlock, min(2*size, (b+1)*wdlBlock)
	for n := lo; n < hi; n++ {
		turn, i := n/size, n%size
		ws[n-lo] = dontCare
		if !isSet(dc[turn], i) && !(int(turn) == try-1 && isSet(dc[1-turn], i)) {
			ws[n-lo] = outcome(turn, i)
		}
	}
	return encodeWDL(ws[:hi-lo], stride)
}

// isSet reports whether bit i of the bitset b is set.
func isSet(b []uint64, i uint64) bool { return b[i/64]>>(i%64)&1 == 1 }

// notStored returns, by side to move and index, a bit for each position of
// s that a file does not store: its side to move can capture (and the game
// is not over).
func notStored(v *variant.Variant, s *Slice) [2][]uint64 {
	size := s.Size()
	var dc [2][]uint64
	for c := range dc {
		dc[c] = make([]uint64, (size+63)/64)
	}
	const chunk = 1 << 12 // words of the bitsets, so no two workers share one
	words := uint64(len(dc[0]))
	spread((words+chunk-1)/chunk, func(next func() (uint64, bool)) {
		var caps []board.Move
		for k, ok := next(); ok; k, ok = next() {
			for i := k * chunk * 64; i < min(size, (k+1)*chunk*64); i++ {
				p := s.position(i)
				for c := range 2 {
					p.Turn = board.Color(c)
					caps = movegen.Captures(v, p, caps[:0])
					if canCapture(v, &p, caps) {
						dc[c][i/64] |= 1 << (i % 64)
					}
				}
			}
		}
	})
	return dc
}

// canCapture reports whether the side to move in p, whose legal moves
// (or captures alone) are moves, can capture and the game is not over: a
// position a file does not store. Captures are compulsory, so the first
// move tells.
func canCapture(v *variant.Variant, p *board.Position, moves []board.Move) bool {
	if len(moves) == 0 || moves[0].Captured.IsEmpty() {
		return false
	}
	_, over := gameOver(v, p, len(moves))
	return !over
}

// spread runs work on every core, each taking the numbers 0 to total-1
// one at a time from next until it says there are no more.
func spread(total uint64, work func(next func() (uint64, bool))) {
	var counter atomic.Uint64
	next := func() (uint64, bool) {
		k := counter.Add(1) - 1
		return k, k < total
	}
	var wg sync.WaitGroup
	for range max(1, min(runtime.GOMAXPROCS(0), int(total))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(next)
		}()
	}
	wg.Wait()
}

// sliceFile is an open file of a slice: its header and block table. Its
// blocks are read with ReadAt, which goroutines may call at once.
type sliceFile struct {
	f     blockReader // the file, mapped or not
	path  string
	id    int // the file's number in its database, for the cache
	kind  int
	codec int
	seed  int         // the kind byte of the header, in each block's checksum
	side  board.Color // of a distances' file, the side to move it holds
	// threats is the side to move whose threats an outcomes' file leaves
	// out, or noThreats.
	threats int
	// plies is, of an outcomes' file, its slice's distances' file, or nil:
	// the map of them looked up once at Open, not at each probe.
	plies  *sliceFile
	name   string
	slice  *Slice
	block  int      // positions a block holds
	offset []uint64 // of each block from data, and the end
	sums   []uint32 // each block's checksum
	// slots holds each block while the cache keeps it decoded (cache.go).
	slots []atomic.Pointer[cached]
	data  int64 // where the first block starts
}

// blockReader reads a slice file's bytes: the file itself, or its
// mapping into memory (mmap_unix.go). ReadAt may be called by many
// goroutines at once.
type blockReader interface {
	io.ReaderAt
	io.Closer
}

// maxHeader is the most bytes of a header before its block table.
const maxHeader = 8 + 2 + 2 + 1 + 1 + 1 + 255 + 1 + 255 + 8 + 4

// openFile opens the file of kind of slice s of variant name at path and
// checks its header: a few bytes and the block table, never the blocks.
// It returns os.ErrNotExist (wrapped) if there is no such file.
func openFile(path string, kind int, name string, s *Slice) (*sliceFile, error) {
	// A FIFO or a device would block the open or the reads: only a
	// regular file is opened, and without blocking.
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: %s: not a regular file (%v)", ErrCorrupt, path, info.Mode().Type())
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, err
	}
	sf, err := readHeader(f, path, kind, name, s)
	if err != nil {
		f.Close()
		return nil, err
	}
	return sf, nil
}

// readHeader reads and checks the header of f.
func readHeader(f *os.File, path string, kind int, name string, s *Slice) (*sliceFile, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrCorrupt, path, fmt.Sprintf(format, a...))
	}
	info, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrIO, path, err)
	}
	if !info.Mode().IsRegular() {
		return nil, bad("not a regular file (%v)", info.Mode().Type())
	}
	buf := make([]byte, min(info.Size(), maxHeader))
	if _, err := f.ReadAt(buf, 0); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrIO, path, err)
	}
	if bytes.HasPrefix(buf, []byte(oldMagic)) {
		return nil, fmt.Errorf("%w: %s: version 1", ErrOldFormat, path)
	}
	r := buf
	take := func(n int) []byte {
		if len(r) < n {
			return nil
		}
		b := r[:n]
		r = r[n:]
		return b
	}
	if m := take(8); string(m) != fileMagic {
		return nil, bad("not a slice file")
	}
	hv := take(4)
	if hv == nil {
		return nil, bad("no version")
	}
	if v := binary.LittleEndian.Uint16(hv); v < fileVersion {
		return nil, fmt.Errorf("%w: %s: version %d", ErrOldFormat, path, v)
	} else if v != fileVersion {
		return nil, bad("version %d, where this reader reads %d", v, fileVersion)
	}
	codec := int(binary.LittleEndian.Uint16(hv[2:]))
	if !readsCodec(kind, codec) {
		return nil, bad("codec %d, where this reader knows %d", codec, codecOf(kind))
	}
	k := take(2)
	if k == nil || int(k[0]) != kind && (kind != kindPlies || k[0] != kindPlies+1) {
		return nil, bad("not a file of %s", map[int]string{kindWDL: "outcomes", kindPlies: "distances"}[kind])
	}
	kindByte := int(k[0])
	threats := int(k[1]) - 1
	if threats > 1 || kind != kindWDL && threats != noThreats {
		return nil, bad("threats of side %d", threats)
	}
	str := func() string {
		n := take(1)
		if n == nil {
			return ""
		}
		return string(take(int(n[0])))
	}
	if got, want := str()+" "+str(), name+" "+s.mat.String(); got != want {
		return nil, bad("holds %q, not %q", got, want)
	}
	sz := take(12)
	if sz == nil {
		return nil, bad("short header")
	}
	bp := blockPositions(kind)
	blocks := (nodes(kind, s) + uint64(bp) - 1) / uint64(bp)
	if binary.LittleEndian.Uint64(sz) != s.Size() || uint64(binary.LittleEndian.Uint32(sz[8:])) != blocks {
		return nil, bad("sizes do not fit the slice")
	}
	// The block table: its size is the slice's, known without the file.
	head := int64(len(buf) - len(r))
	table := make([]byte, 12*blocks+12)
	if int64(len(table)) > info.Size()-head {
		return nil, bad("cut short")
	}
	if _, err := f.ReadAt(table, head); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrIO, path, err)
	}
	crc := crc32.Update(crc32.Checksum(buf[:head], castagnoli), castagnoli, table[:len(table)-4])
	if crc != binary.LittleEndian.Uint32(table[len(table)-4:]) {
		return nil, bad("header checksum does not match")
	}
	sf := &sliceFile{codec: codec, threats: threats, seed: kindByte, side: board.Color(kindByte - kindPlies), path: path, kind: kind, name: name, slice: s, block: bp,
		offset: make([]uint64, blocks+1), sums: make([]uint32, blocks), slots: make([]atomic.Pointer[cached], blocks), data: head + int64(len(table))}
	for i := range sf.offset {
		sf.offset[i] = binary.LittleEndian.Uint64(table[8*i:])
		if i > 0 && (sf.offset[i] < sf.offset[i-1] || sf.offset[i]-sf.offset[i-1] > maxBlockBytes(kind)) {
			return nil, bad("block %d's size", i-1)
		}
	}
	if sf.offset[0] != 0 || sf.data+int64(sf.offset[blocks]) != info.Size() {
		return nil, bad("block table does not fit the file")
	}
	for i := range sf.sums {
		sf.sums[i] = binary.LittleEndian.Uint32(table[8*(blocks+1)+4*uint64(i):])
	}
	sf.f = mapFile(f, info.Size())
	return sf, nil
}

// positions returns how many positions block b holds.
func (sf *sliceFile) positions(b int) int {
	return int(min(uint64(sf.block), nodes(sf.kind, sf.slice)-uint64(b)*uint64(sf.block)))
}

// read returns the coded bytes of block b, checked against its checksum.
func (sf *sliceFile) read(b int) ([]byte, error) {
	lo, hi := sf.offset[b], sf.offset[b+1]
	data := make([]byte, hi-lo)
	if _, err := sf.f.ReadAt(data, sf.data+int64(lo)); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, errFault) {
			return nil, fmt.Errorf("%w: %s: block %d is cut short (the file changed since it was opened?)", ErrCorrupt, sf.path, b)
		}
		return nil, fmt.Errorf("%w: %s: block %d: %w", ErrIO, sf.path, b, err)
	}
	if crc32.Update(blockSeed(sf.seed, sf.name, sf.slice.mat, b), castagnoli, data) != sf.sums[b] {
		return nil, fmt.Errorf("%w: %s: block %d's checksum does not match (the file changed since it was opened?)", ErrCorrupt, sf.path, b)
	}
	return data, nil
}

// decodeWDL reads and decodes block b of an outcomes' file: two bits a
// position, four to a byte, the first in the low bits.
func (sf *sliceFile) decodeWDL(b int) ([]byte, error) {
	data, err := sf.read(b)
	if err != nil {
		return nil, err
	}
	n := sf.positions(b)
	out := make([]byte, (n+3)/4)
	if err := decodeWDLBlock(data, n, codingStride(sf.slice), out); err != nil {
		return nil, fmt.Errorf("%w: %s: block %d: %w", ErrCorrupt, sf.path, b, err)
	}
	return out, nil
}

// decodePlies reads and decodes block b of a distances' file.
func (sf *sliceFile) decodePlies(b int) ([]uint16, error) {
	data, err := sf.read(b)
	if err != nil {
		return nil, err
	}
	n := sf.positions(b)
	out := make([]uint16, n)
	if sf.codec == codecRuns {
		err = decodeRuns(data, n, func(sym uint16, at, length int) {
			for i := at; i < at+length; i++ {
				out[i] = sym
			}
		})
	} else {
		err = decodePliesBlock(data, pliesStrides(sf.slice), out)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: block %d: %w", ErrCorrupt, sf.path, b, err)
	}
	return out, nil
}

// ParseMaterial reads a material as [Material.String] writes it ("2m1k-1k"),
// and reports whether s is one.
func ParseMaterial(s string) (Material, bool) {
	var m Material
	sides := strings.Split(s, "-")
	if len(sides) != 2 {
		return m, false
	}
	for c, side := range sides {
		if side == "0" {
			continue
		}
		rest := side
		for rest != "" {
			i := strings.IndexAny(rest, "mk")
			if i <= 0 {
				return m, false
			}
			n, err := strconv.Atoi(rest[:i])
			if err != nil || n <= 0 || n > maxChoose {
				return m, false
			}
			if rest[i] == 'm' {
				m.Men[c] = n
			} else {
				m.Kings[c] = n
			}
			rest = rest[i+1:]
		}
	}
	return m, m.String() == s
}
