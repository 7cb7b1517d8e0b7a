package egdb

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"

	"github.com/draughtsgo/checkers/variant"
)

// The file of one part of a split slice (part.go), beside the slice's
// files: DIR/VARIANT/MATERIAL.PART.part (english/4m-3m.w3b2.part). It
// holds the part's values as the solver leaves them, for the parts solved
// after it and for the job that joins the parts into the slice's files,
// after which it is removed. With numbers little-endian:
//
//	magic      8 bytes  "CKEGPART"
//	variant    uint8 n, then n bytes of the variant's name
//	material   uint8 n, then n bytes of the material (4m-3m)
//	part       uint8 n, then n bytes of the part (w3b2)
//	positions  uint64   the part's positions with one side to move
//	values     uint16   a value a position, White to move then Black, in
//	                    the order of their indices in the slice: 0 draw,
//	                    1+2d a win in d plies, 2+2d a loss in d
//	checksum   uint32   CRC-32C of every byte before it
const partMagic = "CKEGPART"

// partExt ends the name of every part file.
const partExt = ".part"

// writePart writes the values t holds of part p, whose region t holds, to
// its file in dir: under another name first, renamed once whole.
func writePart(v *variant.Variant, dir string, p Part, t *table) error {
	path := partPath(dir, v.Name(), t.slice.mat, p)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := createTemp(filepath.Dir(path))
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	h := crc32.New(castagnoli)
	w := bufio.NewWriterSize(io.MultiWriter(f, h), 1<<20)
	w.WriteString(partMagic)
	for _, s := range []string{v.Name(), t.slice.mat.String(), p.String()} {
		w.WriteByte(byte(len(s)))
		w.WriteString(s)
	}
	binary.Write(w, binary.LittleEndian, uint64(len(t.values[0])))
	var buf [2]byte
	for c := range t.values {
		for _, x := range t.values[c] {
			binary.LittleEndian.PutUint16(buf[:], uint16(x))
			w.Write(buf[:])
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := binary.Write(f, binary.LittleEndian, h.Sum32()); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// readPart reads the values of part p of the slice of m, whose positions
// are reg, from its file in dir into values, by side to move: those of
// each run x of reg from place to(x) on; with nil values, it only checks
// the file. It fails wrapping ErrCorrupt if the file is not that part's,
// whole.
func readPart(v *variant.Variant, dir string, m Material, p Part, reg *region, values [2][]cell, to func(x run) uint64) error {
	want := reg.size
	path := partPath(dir, v.Name(), m, p)
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	bad := func(why string) error { return fmt.Errorf("%w: %s: %s", ErrCorrupt, path, why) }
	r := bufio.NewReaderSize(f, 1<<20)
	var sum uint32
	get := func(b []byte) bool { // reads b whole, adding it to the checksum
		if _, err := io.ReadFull(r, b); err != nil {
			return false
		}
		sum = crc32.Update(sum, castagnoli, b)
		return true
	}
	head := make([]byte, len(partMagic))
	if !get(head) || string(head) != partMagic {
		return bad("not a part file")
	}
	for _, s := range []string{v.Name(), m.String(), p.String()} {
		b := make([]byte, 1+len(s))
		if !get(b) || int(b[0]) != len(s) || string(b[1:]) != s {
			return bad("not the part's header")
		}
	}
	var word [8]byte
	if !get(word[:]) || binary.LittleEndian.Uint64(word[:]) != want {
		return bad(fmt.Sprintf("not %d positions", want))
	}
	buf := make([]byte, 1<<16)
	for c := range values {
		for _, x := range reg.runs {
			at := uint64(0)
			if values[c] != nil {
				at = to(x)
			}
			for i := uint64(0); i < x.hi-x.lo; {
				k := min(x.hi-x.lo-i, uint64(len(buf)/2))
				if !get(buf[:2*k]) {
					return bad("cut short")
				}
				if values[c] != nil {
					for j := range k {
						values[c][at+i+j] = cell(binary.LittleEndian.Uint16(buf[2*j:]))
					}
				}
				i += k
			}
		}
	}
	if _, err := io.ReadFull(r, word[:4]); err != nil || binary.LittleEndian.Uint32(word[:4]) != sum {
		return bad("checksum does not match")
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return bad("longer than its part")
	}
	return nil
}
