package egdb

import (
	"bufio"
	"bytes"
	"compress/flate"
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
)

// The file of one slice, DIR/VARIANT/MATERIAL.egdb (english/1m1k-1k.egdb):
//
//	checkers-egdb 1 VARIANT MATERIAL SIZE\n   a line of text
//	block        uint32  positions per block (the last may hold fewer)
//	blocks       uint32  number of blocks
//	offsets      uint64  blocks+1 byte offsets of the blocks, from the
//	                     first block's first byte
//	the blocks, each compressed with DEFLATE (RFC 1951)
//	checksum     uint32  CRC-32 (IEEE) of every byte before it
//
// All numbers are little-endian. The positions are numbered as the slice's
// values are kept: White to move, indices 0 to SIZE-1, then Black to move.
// A block, decompressed, holds for each of its positions two bits of
// outcome, four to a byte, the first in the low bits (0 draw, 1 win, 2
// loss), then for each win or loss in order its distance in plies as a
// uint16. A database reads one block at a time, never a whole slice.

// fileMagic starts every slice file.
const fileMagic = "checkers-egdb 1"

// blockPositions is how many positions a block of a file holds.
const blockPositions = 1 << 16

// ErrCorrupt is wrapped by the errors of a slice file that is not what it
// says: a bad header, a checksum that does not match, a block that does
// not decompress.
var ErrCorrupt = errors.New("egdb: corrupt slice file")

// slicePath returns the file of material m of variant name in dir, by
// the folder layout (layout.go).
func slicePath(dir, name string, m Material) string {
	return filepath.Join(dir, filepath.FromSlash(layoutFile(name, m)))
}

// createTemp creates a new file in dir for writeSlice to rename once
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

// writeSlice writes t's values to its file in dir, atomically: to a
// temporary file in the same folder, renamed when complete, so that a
// build stopped half way leaves no file that looks whole.
func writeSlice(dir, name string, t *table) error {
	path := slicePath(dir, name, t.slice.mat)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := createTemp(filepath.Dir(path))
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	crc := crc32.NewIEEE()
	w := bufio.NewWriter(io.MultiWriter(f, crc))
	size := t.slice.Size()
	total := 2 * size
	blocks := (total + blockPositions - 1) / blockPositions
	fmt.Fprintf(w, "%s %s %s %d\n", fileMagic, name, t.slice.mat, size)
	data, err := compressBlocks(t, total, blocks)
	if err != nil {
		return err
	}
	offsets := make([]uint64, 0, blocks+1)
	at := uint64(0)
	for _, d := range data {
		offsets = append(offsets, at)
		at += uint64(len(d))
	}
	offsets = append(offsets, at)
	binary.Write(w, binary.LittleEndian, uint32(blockPositions))
	binary.Write(w, binary.LittleEndian, uint32(blocks))
	binary.Write(w, binary.LittleEndian, offsets)
	for _, d := range data {
		w.Write(d)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := binary.Write(f, binary.LittleEndian, crc.Sum32()); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// compressionLevel is the DEFLATE level of the blocks. Measured on the
// English slice 1m1k-1m2k (18.5 million positions, 37.7 MB encoded), level
// 9 took 9.3 s of one core for 10.03 MB, level 6 4.8 s for 10.12 MB, level
// 4 1.5 s for 10.48 MB and level 1 0.7 s for 12.94 MB: 4 costs 4% more
// bytes than 9 and a sixth of its time, which was a fifth of a build's.
const compressionLevel = 4

// compressBlocks returns the blocks of t's total positions, each encoded
// and compressed on its own, on every core.
func compressBlocks(t *table, total, blocks uint64) ([][]byte, error) {
	data := make([][]byte, blocks)
	errs := make([]error, blocks)
	var next atomic.Uint64
	var wg sync.WaitGroup
	for range min(uint64(runtime.GOMAXPROCS(0)), blocks) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf bytes.Buffer
			zw, _ := flate.NewWriter(&buf, compressionLevel)
			for b := next.Add(1) - 1; b < blocks; b = next.Add(1) - 1 {
				buf.Reset()
				zw.Reset(&buf)
				_, err := zw.Write(encodeBlock(t, b*blockPositions, min(total, (b+1)*blockPositions)))
				if err == nil {
					err = zw.Close()
				}
				data[b], errs[b] = bytes.Clone(buf.Bytes()), err
			}
		}()
	}
	wg.Wait()
	return data, errors.Join(errs...)
}

// encodeBlock returns positions lo to hi of t as a block holds them.
func encodeBlock(t *table, lo, hi uint64) []byte {
	size := t.slice.Size()
	n := hi - lo
	out := make([]byte, (n+3)/4)
	var plies []byte
	for i := range n {
		node := lo + i
		v := t.values[node/size][node%size].value()
		out[i/4] |= byte(v.Outcome) << (2 * (i % 4))
		if v.Outcome != Draw {
			plies = binary.LittleEndian.AppendUint16(plies, uint16(v.Plies))
		}
	}
	return append(out, plies...)
}

// sliceFile is an open slice file: its block offsets, and the blocks
// decoded so far (a few, the last used).
type sliceFile struct {
	f       *os.File
	slice   *Slice
	block   int
	offsets []uint64
	data    int64 // where the first block starts

	mu    sync.Mutex
	cache map[int][]Value // decoded blocks
	order []int           // the cache's blocks, oldest first
}

// maxCachedBlocks is how many decoded blocks a slice file keeps.
const maxCachedBlocks = 16

// openSlice opens the file of slice s of variant name in dir and checks
// its header and checksum. It returns os.ErrNotExist (wrapped) if there is
// no such file.
func openSlice(dir, name string, s *Slice) (*sliceFile, error) {
	path := slicePath(dir, name, s.mat)
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	sf, err := readHeader(f, name, s)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%w: %s: %w", ErrCorrupt, path, err)
	}
	return sf, nil
}

// readHeader reads and checks the file f of slice s, whole (its
// checksum), and returns it open.
func readHeader(f *os.File, name string, s *Slice) (*sliceFile, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if info.Size() < 4 {
		return nil, errors.New("too short")
	}
	crc := crc32.NewIEEE()
	if _, err := io.Copy(crc, io.NewSectionReader(f, 0, info.Size()-4)); err != nil {
		return nil, err
	}
	var sum uint32
	if err := binary.Read(io.NewSectionReader(f, info.Size()-4, 4), binary.LittleEndian, &sum); err != nil {
		return nil, err
	}
	if sum != crc.Sum32() {
		return nil, errors.New("checksum does not match")
	}
	r := bufio.NewReader(io.NewSectionReader(f, 0, info.Size()-4))
	line, err := r.ReadString('\n')
	if err != nil {
		return nil, errors.New("no header line")
	}
	want := fmt.Sprintf("%s %s %s %d\n", fileMagic, name, s.mat, s.Size())
	if line != want {
		return nil, fmt.Errorf("header %q, want %q", strings.TrimSpace(line), strings.TrimSpace(want))
	}
	var block, blocks uint32
	if binary.Read(r, binary.LittleEndian, &block) != nil || binary.Read(r, binary.LittleEndian, &blocks) != nil {
		return nil, errors.New("no block table")
	}
	total := 2 * s.Size()
	if block == 0 || uint64(blocks) != (total+uint64(block)-1)/uint64(block) {
		return nil, errors.New("block table does not fit the slice")
	}
	offsets := make([]uint64, blocks+1)
	if err := binary.Read(r, binary.LittleEndian, offsets); err != nil {
		return nil, errors.New("short block table")
	}
	data := int64(len(line)) + 8 + 8*int64(blocks+1)
	if last := offsets[blocks]; data+int64(last) != info.Size()-4 {
		return nil, errors.New("block table does not fit the file")
	}
	return &sliceFile{f: f, slice: s, block: int(block), offsets: offsets, data: data, cache: map[int][]Value{}}, nil
}

// value returns the value of node n (White to move 0..size-1, Black
// size..2*size-1).
func (sf *sliceFile) value(n uint64) (Value, error) {
	b := int(n / uint64(sf.block))
	sf.mu.Lock()
	defer sf.mu.Unlock()
	values, ok := sf.cache[b]
	if !ok {
		var err error
		if values, err = sf.decode(b); err != nil {
			return Value{}, err
		}
		if len(sf.order) == maxCachedBlocks {
			delete(sf.cache, sf.order[0])
			sf.order = sf.order[1:]
		}
		sf.cache[b] = values
		sf.order = append(sf.order, b)
	}
	return values[n%uint64(sf.block)], nil
}

// decode reads and decodes block b.
func (sf *sliceFile) decode(b int) ([]Value, error) {
	lo, hi := sf.offsets[b], sf.offsets[b+1]
	if hi < lo {
		return nil, fmt.Errorf("%w: block %d", ErrCorrupt, b)
	}
	zr := flate.NewReader(io.NewSectionReader(sf.f, sf.data+int64(lo), int64(hi-lo)))
	defer zr.Close()
	raw, err := io.ReadAll(io.LimitReader(zr, int64(sf.block)/4+1+2*int64(sf.block)))
	if err != nil {
		return nil, fmt.Errorf("%w: block %d: %w", ErrCorrupt, b, err)
	}
	n := min(uint64(sf.block), 2*sf.slice.Size()-uint64(b)*uint64(sf.block))
	head := int((n + 3) / 4)
	if len(raw) < head {
		return nil, fmt.Errorf("%w: block %d is short", ErrCorrupt, b)
	}
	values := make([]Value, n)
	plies := raw[head:]
	for i := range n {
		o := Outcome(raw[i/4] >> (2 * (i % 4)) & 3)
		if o > Loss {
			return nil, fmt.Errorf("%w: block %d: outcome %d", ErrCorrupt, b, o)
		}
		values[i].Outcome = o
		if o != Draw {
			if len(plies) < 2 {
				return nil, fmt.Errorf("%w: block %d is short", ErrCorrupt, b)
			}
			values[i].Plies = int(binary.LittleEndian.Uint16(plies))
			plies = plies[2:]
		}
	}
	return values, nil
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
