package egdb

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
)

// The codec of the blocks (codec 1): a block is a run of positions' symbols
// (an outcome, or a distance in plies), coded as runs of one symbol, each
// run's symbol and length by canonical Huffman codes made for the block.
//
//	count     uvarint  the distinct symbols of the block, A (1 to 65536)
//	symbols   uvarint  the first, then each one's gap to the one before less
//	                   one: the symbols in increasing order
//	first     uvarint  the first run's symbol, as its place among them
//	then bits, each byte's low bit first:
//	steps     4 bits each of A-1, C times  the code lengths of the steps
//	                                       (0 unused)
//	classes   4 bits each of 20, C times   the code lengths of the length
//	                                       classes
//	runs      the first run's length; then each run's step and length
//
// A run's symbol is the one step+1 places after the one before, counted
// round the A symbols (two runs in a row never have one symbol, so step 0
// is the next one up). A length L is its class, bits.Len(L), by a class
// code, then the class-1 bits of L below its top bit. There are C codes of
// each: C is A for an alphabet of at most 3 (outcomes), a step coded by
// the code of the symbol before it and a length by that of its own
// symbol; otherwise 1. A Huffman code's
// bits are written from its top bit down; codes are canonical (shorter
// first, then by symbol) and at most 15 bits long.
//
// The decoder knows how many positions the block holds (the format fixes
// it, see file.go): the runs add up to that exactly, or the block is
// corrupt, so no header can make it decode more.

// maxCodeBits is the longest Huffman code.
const maxCodeBits = 15

// lengthClasses is the size of the length classes' alphabet: a run is at
// most 2^18 positions, class 19.
const lengthClasses = 20

// dontCare marks a position whose symbol does not matter: the encoder
// gives it the symbol that extends the run it is in.
const dontCare = 0xffff

// encodeRuns returns the block coding syms (a symbol each position, or
// dontCare), which holds at most 2^18 and at least one.
func encodeRuns(syms []uint16) []byte {
	// Runs, don't-cares taking the symbol of the run they are in (the
	// first defined one for those at the start).
	cur := uint16(0)
	for _, s := range syms {
		if s != dontCare {
			cur = s
			break
		}
	}
	type run struct {
		sym uint16
		n   int
	}
	var runs []run
	for _, s := range syms {
		if s != dontCare && s != cur {
			cur = s
		}
		if len(runs) > 0 && runs[len(runs)-1].sym == cur {
			runs[len(runs)-1].n++
		} else {
			runs = append(runs, run{cur, 1})
		}
	}
	// The alphabet.
	var present [1 << 16]bool
	for _, r := range runs {
		present[r.sym] = true
	}
	var alphabet []uint16
	place := map[uint16]int{}
	for s := range present {
		if present[s] {
			place[uint16(s)] = len(alphabet)
			alphabet = append(alphabet, uint16(s))
		}
	}
	a := len(alphabet)
	out := binary.AppendUvarint(nil, uint64(a))
	for i, s := range alphabet {
		if i == 0 {
			out = binary.AppendUvarint(out, uint64(s))
		} else {
			out = binary.AppendUvarint(out, uint64(s-alphabet[i-1]-1))
		}
	}
	out = binary.AppendUvarint(out, uint64(place[runs[0].sym]))
	// The codes.
	ctxs := contexts(a)
	ctx := func(sym uint16) int { return min(place[sym], ctxs-1) }
	steps, classes := make([][]int, ctxs), make([][]int, ctxs)
	for c := range ctxs {
		steps[c], classes[c] = make([]int, max(a-1, 0)), make([]int, lengthClasses)
	}
	for i, r := range runs {
		if i > 0 {
			steps[ctx(runs[i-1].sym)][step(place[runs[i-1].sym], place[r.sym], a)]++
		}
		classes[ctx(r.sym)][bits.Len(uint(r.n))]++
	}
	stepLens, classLens := make([][]int, ctxs), make([][]int, ctxs)
	stepCodes, classCodes := make([][]uint32, ctxs), make([][]uint32, ctxs)
	w := bitWriter{out: out}
	for c := range ctxs {
		stepLens[c], classLens[c] = codeLengths(steps[c]), codeLengths(classes[c])
		stepCodes[c], classCodes[c] = canonical(stepLens[c]), canonical(classLens[c])
		for _, l := range stepLens[c] {
			w.write(uint64(l), 4)
		}
	}
	for c := range ctxs {
		for _, l := range classLens[c] {
			w.write(uint64(l), 4)
		}
	}
	for i, r := range runs {
		if i > 0 {
			c := ctx(runs[i-1].sym)
			s := step(place[runs[i-1].sym], place[r.sym], a)
			w.code(stepCodes[c][s], stepLens[c][s])
		}
		c, k := ctx(r.sym), bits.Len(uint(r.n))
		w.code(classCodes[c][k], classLens[c][k])
		w.write(uint64(r.n)&(1<<(k-1)-1), k-1)
	}
	return w.flush()
}

// contexts returns the number of codes of steps and of lengths of a block
// of a symbols.
func contexts(a int) int {
	if a <= 3 {
		return a
	}
	return 1
}

// step returns the step from the symbol at place from to the one at to,
// of a symbols.
func step(from, to, a int) int { return (to - from - 1 + a) % a }

// errBlock is the error of a block that does not decode.
var errBlock = errors.New("block does not decode")

// decodeRuns decodes the block data of n positions, calling emit with each
// run's symbol, first position and length, in order. The runs add up to n
// exactly, or it fails.
func decodeRuns(data []byte, n int, emit func(sym uint16, at, length int)) error {
	r := data
	uv := func() (uint64, bool) {
		v, k := binary.Uvarint(r)
		if k <= 0 {
			return 0, false
		}
		r = r[k:]
		return v, true
	}
	a, ok := uv()
	if !ok || a == 0 || a > 1<<16 || a > uint64(n) {
		return fmt.Errorf("%w: %d symbols", errBlock, a)
	}
	alphabet := make([]uint16, a)
	next := uint64(0)
	for i := range alphabet {
		g, ok := uv()
		if !ok || g > 1<<16 || next+g > 0xffff {
			return fmt.Errorf("%w: symbol %d", errBlock, i)
		}
		alphabet[i] = uint16(next + g)
		next += g + 1
	}
	first, ok := uv()
	if !ok || first >= a {
		return fmt.Errorf("%w: first symbol", errBlock)
	}
	br := bitReader{data: r}
	ctxs := contexts(int(a))
	steps, classes := make([]huffman, ctxs), make([]huffman, ctxs)
	for c := range steps {
		if err := steps[c].read(&br, int(a)-1); err != nil {
			return err
		}
	}
	for c := range classes {
		if err := classes[c].read(&br, lengthClasses); err != nil {
			return err
		}
	}
	at, sym := 0, int(first)
	for at < n {
		if at > 0 {
			s, err := steps[min(sym, ctxs-1)].decode(&br)
			if err != nil {
				return err
			}
			sym = (sym + 1 + s) % int(a)
		}
		c, err := classes[min(sym, ctxs-1)].decode(&br)
		if err != nil {
			return err
		}
		if c == 0 {
			return fmt.Errorf("%w: length class 0", errBlock)
		}
		extra, err := br.read(c - 1)
		if err != nil {
			return err
		}
		length := 1<<(c-1) | int(extra)
		if length > n-at {
			return fmt.Errorf("%w: runs longer than the block", errBlock)
		}
		emit(alphabet[sym], at, length)
		at += length
	}
	return nil
}

// bitWriter writes bits, each byte's low bit first.
type bitWriter struct {
	out  []byte
	acc  uint64
	nacc int
}

// write writes the n low bits of v, low first.
func (w *bitWriter) write(v uint64, n int) {
	for n > 0 {
		k := min(n, 32)
		w.acc |= (v & (1<<k - 1)) << w.nacc
		w.nacc += k
		v >>= k
		n -= k
		for w.nacc >= 8 {
			w.out = append(w.out, byte(w.acc))
			w.acc >>= 8
			w.nacc -= 8
		}
	}
}

// code writes a Huffman code of n bits, its top bit first.
func (w *bitWriter) code(c uint32, n int) {
	w.write(uint64(bits.Reverse32(c)>>(32-n)), n)
}

// flush returns the bytes written, the last padded with zeros.
func (w *bitWriter) flush() []byte {
	if w.nacc > 0 {
		w.out = append(w.out, byte(w.acc))
		w.acc, w.nacc = 0, 0
	}
	return w.out
}

// bitReader reads what a bitWriter wrote.
type bitReader struct {
	data []byte
	pos  int // in bits
}

// bit returns the next bit.
func (r *bitReader) bit() (int, error) {
	if r.pos >= 8*len(r.data) {
		return 0, fmt.Errorf("%w: cut short", errBlock)
	}
	b := int(r.data[r.pos>>3]>>(r.pos&7)) & 1
	r.pos++
	return b, nil
}

// read returns the next n bits (n at most 32), the first the lowest.
func (r *bitReader) read(n int) (uint32, error) {
	if r.pos+n > 8*len(r.data) {
		return 0, fmt.Errorf("%w: cut short", errBlock)
	}
	var v uint32
	for i := 0; i < n; {
		byteAt, off := r.pos>>3, r.pos&7
		k := min(8-off, n-i)
		v |= uint32(r.data[byteAt]>>off&(1<<k-1)) << i
		i += k
		r.pos += k
	}
	return v, nil
}
