package egdb

import (
	"fmt"
	"math/bits"
)

// The codec of outcomes' blocks of format 3 (codec 2): each position's
// outcome (0 draw, 1 win, 2 loss), in index order, by the adaptive range
// coder (rangecoder.go), as one or two bits:
//
//	same   1 bit  0 if the outcome is the one before's (a), 1 if not
//	which  1 bit  if not: 0 for (a+1)%3, 1 for (a+2)%3
//
// Each bit's probability is learnt in its context, the same for both:
//
//	a       the outcome before (0 before the first)
//	b       the outcome of the run before a's run (3 before the second run)
//	bucket  bits.Len of the length of a's run so far, at most 15
//	up      the outcome S positions before (3 if before the block's start)
//	diag    the outcome S+1 positions before (3 likewise)
//
// so 3*4*16*4*4 contexts of each bit, all at 1/2 at the block's start.
// S, the stride, is the slice's (codingStride): the positions S apart
// differ by one step of the index's innermost digit that has more than
// one value, one king or man placed otherwise, so their outcomes go
// together as those next to each other do. The
// coder's first byte is always 0: a block of one outcome throughout (its
// don't-cares aside) is instead the one byte 1+outcome. A
// don't-care (a position the prober resolves, file.go) is coded as a,
// almost always the likeliest outcome and the cheapest. The block holds
// the positions the format fixes (wdlBlock, the last block fewer): the
// decoder knows how many, and a block whose decoding reads past its
// bytes is corrupt.

// wdlContexts is the number of contexts of each bit.
const wdlContexts = 3 * 4 * 16 * 16

// codingStride returns the stride of the outcomes' blocks of slice s (see
// above): the radix of the index's run digits, if any, times that of its
// innermost digit of pieces that has more than one value (of the first
// part, by the number of White's men on both); 0, no stride, if that is
// not below a block.
func codingStride(s *Slice) int {
	st := s.runs[0] * s.runs[1]
	if st == 0 {
		st = 1
	}
	pt := s.parts[0]
	for _, r := range []uint64{pt.nbk, pt.nwk, pt.nb, pt.nwOnly, pt.nwBoth, pt.nbp, pt.nwp} {
		if r > 1 {
			st *= r
			break
		}
	}
	if st >= wdlBlock {
		return 0
	}
	return int(st)
}

// wdlUp returns the context of the outcomes S and S+1 before position i,
// of which at returns the outcome at a position; 15 without a stride.
func wdlUp(stride, i int, at func(int) int) int {
	up, diag := 3, 3
	if stride > 0 && i >= stride {
		up = at(i - stride)
		if i > stride {
			diag = at(i - stride - 1)
		}
	}
	return up*4 + diag
}

// wdlCoder is the state of the outcomes' model, shared by the encoder and
// the decoder.
type wdlCoder struct {
	same, which [wdlContexts]prob
	a, b        int
	run         int
}

// newWDLCoder returns the model at a block's start.
func newWDLCoder() *wdlCoder {
	c := &wdlCoder{b: 3}
	for i := range c.same {
		c.same[i], c.which[i] = newProb(), newProb()
	}
	return c
}

// ctx returns the context of the next position.
func (c *wdlCoder) ctx(up int) int { return ((c.a*4+c.b)*16+min(bits.Len(uint(c.run)), 15))*16 + up }

// next moves the model past outcome o.
func (c *wdlCoder) next(o int) {
	if o == c.a {
		c.run++
		return
	}
	c.b, c.a, c.run = c.a, o, 1
}

// encodeWDL returns the block coding outcomes (0, 1, 2 or dontCare) of a
// slice whose stride is stride.
func encodeWDL(outcomes []uint16, stride int) []byte {
	one := uint16(dontCare)
	for _, s := range outcomes {
		if s != dontCare && one != dontCare && s != one {
			one = dontCare - 1
			break
		}
		if s != dontCare {
			one = s
		}
	}
	switch one {
	case dontCare:
		return []byte{1}
	case dontCare - 1:
	default:
		return []byte{1 + byte(one)}
	}
	c := newWDLCoder()
	e := newRangeEncoder(make([]byte, 0, len(outcomes)/32+16))
	coded := make([]uint8, len(outcomes))
	for i, s := range outcomes {
		o := int(s)
		if s == dontCare {
			o = c.a
		}
		coded[i] = uint8(o)
		k := c.ctx(wdlUp(stride, i, func(j int) int { return int(coded[j]) }))
		if o == c.a {
			e.encode(&c.same[k], 0)
		} else {
			e.encode(&c.same[k], 1)
			e.encode(&c.which[k], (o-c.a+2)%3)
		}
		c.next(o)
	}
	return e.finish()
}

// decodeWDLBlock decodes the block data of n outcomes of a slice whose
// stride is stride into out, two bits a position, four to a byte, the
// first in the low bits; out has (n+3)/4 bytes, all zero.
func decodeWDLBlock(data []byte, n, stride int, out []byte) error {
	if len(data) == 0 {
		return fmt.Errorf("%w: empty", errBlock)
	}
	if data[0] != 0 {
		if len(data) > 1 || data[0] > 3 {
			return fmt.Errorf("%w: first byte %d", errBlock, data[0])
		}
		o := data[0] - 1
		for i := range n {
			out[i/4] |= o << (2 * (i % 4))
		}
		return nil
	}
	c := newWDLCoder()
	d := newRangeDecoder(data)
	for i := range n {
		k := c.ctx(wdlUp(stride, i, func(j int) int { return int(out[j/4] >> (2 * (j % 4)) & 3) }))
		if d.decode(&c.same[k]) == 0 {
			c.run++
		} else {
			o := (c.a + 1 + d.decode(&c.which[k])) % 3
			c.b, c.a, c.run = c.a, o, 1
		}
		out[i/4] |= byte(c.a) << (2 * (i % 4))
	}
	if d.overrun() {
		return fmt.Errorf("%w: read past its end", errBlock)
	}
	return nil
}
