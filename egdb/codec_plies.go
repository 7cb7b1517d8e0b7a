package egdb

import (
	"fmt"
	"math/bits"
)

// The codec of distances' blocks (codec 3): each position's distance in
// plies, in index order, by the adaptive range coder (rangecoder.go). With
// a the distance before (0 before the first) and N1, N2, N3 the distances
// one step of the index's three innermost digits of more than one value
// before (S1, S2, S3 positions before: pliesStrides; none where that is
// before the block's start or there is no such digit), a distance d is
// coded as
//
//	same    1 bit   0 if d is a, 1 if not
//	isN     1 bit   if not, for each Nk there, not a and not an earlier
//	                N: 0 if d is Nk (and stop)
//	parity  1 bit   otherwise d's low bit
//	step    1 bit   0 if d>>1 is a>>1 (d is then a's other parity)
//	sign    1 bit   if not: 0 if d>>1 is above a>>1
//	size    unary   the magnitude M = |d>>1 - a>>1| (at least 1) has
//	                K = bits.Len(M) bits: K-1 ones and a zero (none
//	                after 16)
//	rest    K-1 bits, M below its top bit, from the top down
//
// The contexts: same by the length of a's run so far (bits.Len, at most
// 15), by whether each Nk is there and is a (27), and by whether N1 differs
// from the distance before it (an edge in the row before); isN by k, the
// run's length and how many other N share Nk's value; parity by a's
// parity and N1's (or none); step by the parity bit's agreeing with a's;
// sign and size by the sign of the last step; each bit of rest by K and
// its place. Distances go together with those of the positions a piece's
// step away, and a win's distance in plies is odd where a loss's is even
// (or the other way round where the side with no move wins), so the
// parity carries the outcome a distance block does not otherwise know. A
// don't-care (a draw, a position not stored, file.go) is coded as a, the
// cheapest. The coder's first byte is always 0; a block of don't-cares
// alone is the one byte 1. The decoder knows how many positions the block
// holds (pliesBlock, the last fewer), and a block whose decoding reads
// past its bytes is corrupt.

// pliesCoder is the state of the distances' model, shared by the encoder
// and the decoder.
type pliesCoder struct {
	same   [16 * 27 * 2]prob
	isN    [3][16 * 3]prob
	parity [2 * 3]prob
	step   [2]prob
	sign   [2]prob
	size   [2][16]prob
	rest   [18][16]prob
	a      int // the distance before
	run    int // how many in a row are a
	down   int // 1 if the last step went down
}

// newPliesCoder returns the model at a block's start.
func newPliesCoder() *pliesCoder {
	c := &pliesCoder{}
	for _, ps := range [][]prob{c.same[:], c.isN[0][:], c.isN[1][:], c.isN[2][:], c.parity[:], c.step[:], c.sign[:], c.size[0][:], c.size[1][:]} {
		for i := range ps {
			ps[i] = newProb()
		}
	}
	for k := range c.rest {
		for i := range c.rest[k] {
			c.rest[k][i] = newProb()
		}
	}
	return c
}

// bitCoder codes the bits it is given (the encoder's half of the
// model's walk, e set) or returns those decoded (the decoder's, d set):
// the walk is written once for both.
type bitCoder struct {
	e *rangeEncoder
	d *rangeDecoder
}

// bit codes b with p, or decodes a bit with p, and returns it.
func (bc bitCoder) bit(p *prob, b int) int {
	if bc.d != nil {
		return bc.d.decode(p)
	}
	bc.e.encode(p, b)
	return b
}

// walk codes d (the encoder) or decodes it (the decoder, d ignored) with
// nb the distances one step of each digit before (-1 if none), and
// moves the model past it.
func (c *pliesCoder) walk(bc bitCoder, d int, nb *[3]int, edge int) int {
	ctx := 0
	for _, n := range nb {
		x := 0
		switch {
		case n < 0:
		case n == c.a:
			x = 1
		default:
			x = 2
		}
		ctx = ctx*3 + x
	}
	run := min(bits.Len(uint(c.run)), 15)
	if bc.bit(&c.same[((run*27+ctx)*2+edge)], b2i(d != c.a)) == 0 {
		c.run++
		return c.a
	}
	c.run = 1
	for k, n := range nb {
		if n < 0 || n == c.a || k > 0 && n == nb[0] || k > 1 && n == nb[1] {
			continue
		}
		agree := 0
		for j, m := range nb {
			if j != k && m == n {
				agree++
			}
		}
		if bc.bit(&c.isN[k][run*3+agree], b2i(d != n)) == 0 {
			c.a = n
			return n
		}
	}
	up := nb[0]
	upPar := 2
	if up >= 0 {
		upPar = up & 1
	}
	par := bc.bit(&c.parity[(c.a&1)*3+upPar], d&1)
	h, ah := d>>1, c.a>>1
	if bc.bit(&c.step[b2i(par == c.a&1)], b2i(h != ah)) == 0 {
		// par differs from a's (else d would be a).
		c.a = ah<<1 | par
		return c.a
	}
	down := bc.bit(&c.sign[c.down], b2i(h < ah))
	m := h - ah
	if down == 1 {
		m = -m
	}
	k := 1
	for ; k < 17 && bc.bit(&c.size[c.down][k-1], b2i(k < bits.Len(uint(m)))) == 1; k++ {
	}
	got := 1
	for j := k - 2; j >= 0; j-- {
		got = got<<1 | bc.bit(&c.rest[k][min(j, 15)], m>>j&1)
	}
	c.down = down
	if down == 1 {
		got = -got
	}
	c.a = (ah+got)<<1 | par
	return c.a
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// encodePlies returns the block coding distances (or dontCare) of a slice
// whose strides are strides.
func encodePlies(syms []uint16, strides [3]int) []byte {
	all := true
	for _, s := range syms {
		all = all && s == dontCare
	}
	if all {
		return []byte{1}
	}
	c := newPliesCoder()
	e := newRangeEncoder(make([]byte, 0, len(syms)/8+16))
	coded := make([]uint16, len(syms))
	for i, s := range syms {
		d := int(s)
		if s == dontCare {
			d = c.a
		}
		nb, edge := neighbours(coded, &strides, i)
		coded[i] = uint16(c.walk(bitCoder{e: &e}, d, &nb, edge))
	}
	return e.finish()
}

// neighbours returns the distances one step of each digit before i in
// coded (-1 where there is none), and 1 if the first of them differs from
// the one before it.
func neighbours(coded []uint16, strides *[3]int, i int) (nb [3]int, edge int) {
	for k, s := range strides {
		nb[k] = -1
		if s > 0 && i >= s {
			nb[k] = int(coded[i-s])
		}
	}
	if s := strides[0]; s > 0 && i > s && coded[i-s] != coded[i-s-1] {
		edge = 1
	}
	return nb, edge
}

// decodePliesBlock decodes the block data of len(out) distances of a
// slice whose strides are strides into out.
func decodePliesBlock(data []byte, strides [3]int, out []uint16) error {
	if len(data) == 0 {
		return fmt.Errorf("%w: empty", errBlock)
	}
	if data[0] != 0 {
		if len(data) > 1 || data[0] != 1 {
			return fmt.Errorf("%w: first byte %d", errBlock, data[0])
		}
		clear(out)
		return nil
	}
	c := newPliesCoder()
	d := newRangeDecoder(data)
	for i := range out {
		nb, edge := neighbours(out, &strides, i)
		v := c.walk(bitCoder{d: &d}, 0, &nb, edge)
		if v < 0 || v > 1<<16-1 {
			return fmt.Errorf("%w: distance %d", errBlock, v)
		}
		out[i] = uint16(v)
		if d.overrun() {
			return fmt.Errorf("%w: read past its end", errBlock)
		}
	}
	return nil
}

// pliesStrides returns the strides of the distances' blocks of slice s:
// those of the index's innermost three digits that have more than one
// value, each the product of the radices inside it, 0 where there is no
// such digit or the stride is not below a block.
func pliesStrides(s *Slice) [3]int {
	var strides [3]int
	st := s.runs[0] * s.runs[1]
	if st == 0 {
		st = 1
	}
	pt := s.parts[0]
	k := 0
	for _, r := range []uint64{pt.nbk, pt.nwk, pt.nb, pt.nwOnly, pt.nwBoth, pt.nbp, pt.nwp} {
		if r > 1 && k < 3 {
			st *= r
			if st < pliesBlock {
				strides[k] = int(st)
			}
			k++
		}
	}
	return strides
}
