package egdb

import "math/bits"

// An adaptive binary range coder, after the one of LZMA, with 16-bit
// probabilities: each bit is coded with the probability of a 0 that its
// context has learnt from the bits coded before it in the same block.
//
//	low    uint64  the bottom of the interval, 32 bits and a carry
//	range  uint32  its width, at least 2^24 between bits
//
// A bit with probability P/65536 of a 0 splits the range at
// bound = (range>>16)*P: a 0 keeps [low, low+bound), a 1 the rest. When
// range falls below 2^24 the top byte of low is shifted out (a carry held
// back in cache while it may still change it). The encoder's output
// starts with a byte that is always 0 and ends with the 4 bytes that fix
// low; the decoder reads 5 bytes to start.

// probBits is the precision of a probability; probShift how fast it
// moves towards what it sees at most (1/32 of the way each bit).
const (
	probBits  = 16
	probShift = 5
	probHalf  = 1 << (probBits - 1)
	rangeTop  = 1 << 24
)

// prob is a context's probability of a 0, in 65536ths (p), and how many
// bits it has seen, up to 15 (n). It moves 1/2 of the way towards the
// first bit it sees, then 1/4, 1/4, 1/8 four times..., 1/32 from the 15th
// on: quickly while it knows little. It stays within 1 and 65535, so
// neither bit ever has an empty interval.
type prob struct {
	p uint16
	n uint8
}

// newProb returns a probability of 1/2 that has seen nothing.
func newProb() prob { return prob{p: probHalf} }

// update moves p towards bit.
func (p *prob) update(bit int) {
	shift := min(bits.Len8(p.n+1), probShift)
	if p.n < 15 {
		p.n++
	}
	if bit == 0 {
		p.p += uint16((1<<probBits - uint32(p.p)) >> shift)
	} else {
		p.p -= p.p >> shift
	}
}

// rangeEncoder codes bits into out.
type rangeEncoder struct {
	low       uint64
	rng       uint32
	cache     byte
	cacheSize int
	out       []byte
}

// newRangeEncoder returns an encoder that appends to out.
func newRangeEncoder(out []byte) rangeEncoder {
	return rangeEncoder{rng: 0xffffffff, cacheSize: 1, out: out}
}

// encode codes bit with p, then updates p.
func (e *rangeEncoder) encode(p *prob, bit int) {
	bound := (e.rng >> probBits) * uint32(p.p)
	if bit == 0 {
		e.rng = bound
	} else {
		e.low += uint64(bound)
		e.rng -= bound
	}
	p.update(bit)
	for e.rng < rangeTop {
		e.rng <<= 8
		e.shiftLow()
	}
}

// shiftLow moves low's top byte out, holding back 0xff bytes a carry may
// still turn to 0x00.
func (e *rangeEncoder) shiftLow() {
	if uint32(e.low) < 0xff000000 || e.low>>32 != 0 {
		carry := byte(e.low >> 32)
		b := e.cache
		for ; e.cacheSize > 0; e.cacheSize-- {
			e.out = append(e.out, b+carry)
			b = 0xff
		}
		e.cache = byte(e.low >> 24)
	}
	e.cacheSize++
	e.low = uint64(uint32(e.low) << 8)
}

// finish returns the bytes coded.
func (e *rangeEncoder) finish() []byte {
	for range 5 {
		e.shiftLow()
	}
	return e.out
}

// rangeDecoder decodes what a rangeEncoder coded. Past the end of its
// data it reads zeros, counting them: a block whose decoder read more
// than the encoder wrote is corrupt.
type rangeDecoder struct {
	code uint32
	rng  uint32
	data []byte
	at   int
}

// newRangeDecoder returns a decoder of data, its first 5 bytes read.
func newRangeDecoder(data []byte) rangeDecoder {
	d := rangeDecoder{rng: 0xffffffff, data: data}
	for range 5 {
		d.code = d.code<<8 | uint32(d.next())
	}
	return d
}

// next returns the next byte, 0 past the end.
func (d *rangeDecoder) next() byte {
	var b byte
	if d.at < len(d.data) {
		b = d.data[d.at]
	}
	d.at++
	return b
}

// decode returns the next bit, coded with p, and updates p.
func (d *rangeDecoder) decode(p *prob) int {
	bound := (d.rng >> probBits) * uint32(p.p)
	var bit int
	if d.code < bound {
		d.rng = bound
	} else {
		d.code -= bound
		d.rng -= bound
		bit = 1
	}
	p.update(bit)
	for d.rng < rangeTop {
		d.rng <<= 8
		d.code = d.code<<8 | uint32(d.next())
	}
	return bit
}

// overrun reports whether d read past its data's end.
func (d *rangeDecoder) overrun() bool { return d.at > len(d.data) }
