package wide

import (
	"math/bits"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gendata"
	"github.com/draughtsgo/checkers/variant"
)

// bb is a set of squares in two machine words, exactly a board.Bitboard:
// bit i is board.Square i, in lo for i < 64 and in hi otherwise. It has the
// methods of package narrow's bb, so the generator source compiles unchanged
// for either width. The 12x12 board's layout (board/geometry.go explains
// it; the ghost bits 6, 19, 32, 45, 58 and 71 end the odd rows):
//
//	rank 12 |  .  72   .  73   .  74   .  75   .  76   .  77
//	rank 11 | 65   .  66   .  67   .  68   .  69   .  70   .
//	rank 10 |  .  59   .  60   .  61   .  62   .  63   .  64     hi: 64-77
//	rank  9 | 52   .  53   .  54   .  55   .  56   .  57   .     lo: 0-63
//	rank  8 |  .  46   .  47   .  48   .  49   .  50   .  51
//	rank  7 | 39   .  40   .  41   .  42   .  43   .  44   .
//	rank  6 |  .  33   .  34   .  35   .  36   .  37   .  38
//	rank  5 | 26   .  27   .  28   .  29   .  30   .  31   .
//	rank  4 |  .  20   .  21   .  22   .  23   .  24   .  25
//	rank  3 | 13   .  14   .  15   .  16   .  17   .  18   .
//	rank  2 |  .   7   .   8   .   9   .  10   .  11   .  12
//	rank  1 |  0   .   1   .   2   .   3   .   4   .   5   .
//	          a   b   c   d   e   f   g   h   i   j   k   l
//
// A step NE adds 7, NW adds 6; a shift carries bits across the two words.
type bb struct{ lo, hi uint64 }

func fromBoard(b board.Bitboard) bb  { return bb{b.Lo, b.Hi} }
func (b bb) toBoard() board.Bitboard { return board.Bitboard{Lo: b.lo, Hi: b.hi} }

func one(s board.Square) bb {
	if s < 64 {
		return bb{lo: 1 << s}
	}
	return bb{hi: 1 << (s - 64)}
}

func (b bb) and(c bb) bb    { return bb{b.lo & c.lo, b.hi & c.hi} }
func (b bb) or(c bb) bb     { return bb{b.lo | c.lo, b.hi | c.hi} }
func (b bb) andNot(c bb) bb { return bb{b.lo &^ c.lo, b.hi &^ c.hi} }
func (b bb) xor(c bb) bb    { return bb{b.lo ^ c.lo, b.hi ^ c.hi} }
func (b bb) any() bool      { return b.lo|b.hi != 0 }
func (b bb) none() bool     { return b.lo|b.hi == 0 }
func (b bb) count() int     { return bits.OnesCount64(b.lo) + bits.OnesCount64(b.hi) }

func (b bb) first() board.Square {
	if b.lo != 0 {
		return board.Square(bits.TrailingZeros64(b.lo))
	}
	return board.Square(64 + bits.TrailingZeros64(b.hi))
}

// index is first as an index into a table of boardBits+1 entries, which
// needs no test of its bounds: 128 for an empty set.
func (b bb) index() int {
	if b.lo != 0 {
		return bits.TrailingZeros64(b.lo)
	}
	return 64 + bits.TrailingZeros64(b.hi)
}

func (b bb) lowest() bb {
	if b.lo != 0 {
		return bb{lo: b.lo & -b.lo}
	}
	return bb{hi: b.hi & -b.hi}
}

func (b bb) rest() bb {
	if b.lo != 0 {
		return bb{b.lo & (b.lo - 1), b.hi}
	}
	return bb{0, b.hi & (b.hi - 1)}
}

// highest is lowest's mirror: the highest square of b, none if b is empty.
func (b bb) highest() bb {
	if b.hi != 0 {
		return bb{hi: 1 << 63 >> bits.LeadingZeros64(b.hi)}
	}
	return bb{lo: 1 << 63 >> bits.LeadingZeros64(b.lo)}
}

// below returns the squares below b's lowest one, every square if b is
// empty; above the squares above its highest one, every square if b is
// empty. Along a ray that goes up (or down), they are the squares before
// the first of b.
func (b bb) below() bb {
	if b.lo != 0 {
		return bb{lo: ^b.lo & (b.lo - 1)}
	}
	return bb{^uint64(0), ^b.hi & (b.hi - 1)}
}

func (b bb) above() bb {
	if b.hi != 0 {
		return bb{hi: ^(1<<bits.Len64(b.hi) - 1)}
	}
	return bb{^(1<<bits.Len64(b.lo) - 1), ^uint64(0)}
}

// shift moves every square of b that is in mask by n bits (n < 0: down).
// mask holds the squares that have a neighbour the way n goes, so nothing
// is shifted out of the 128 bits. A step is 1 to 63 bits either way, so
// both counts below are in 1..63 and sum to 64: up is n modulo 64 (64-|n|
// for a step down), down the rest. Taken modulo 64, each shift is one
// instruction, without the tests a count of 64 or more, or a negative
// one, would need (and shift stays small enough to be inlined).
func (b bb) shift(mask bb, n int) bb {
	lo, hi := b.lo&mask.lo, b.hi&mask.hi
	up := uint(n) & 63
	down := -up & 63
	// The 64 bits that straddle the two words: the new hi going up, the
	// new lo going down.
	mid := lo>>down | hi<<up
	if n >= 0 {
		return bb{lo << up, mid}
	}
	return bb{mid, hi >> down}
}

// registersPerDirection says a set of squares per diagonal direction
// (type diagonals) fits in registers: not here, where four sets take eight
// words. The men's quick capture search then uses quickMen, which keeps
// its sets per direction in arrays rather than spilling the diagonal sets
// of quickDiagonal (see tables.diagonalMen).
const registersPerDirection = false

// generatorSlot returns this generator's slot among a variant's generator slots.
func generatorSlot(s *gendata.Slots) *atomic.Pointer[gendata.Tables] { return &s.Wide }

// boardBits is the most bits a board of this package's generator has.
const boardBits = 128

// handOff lists the moves of p on a board this package does not serve
// (tables.foreign): a variant without a board, which has none.
func handOff(v *variant.Variant, p *board.Position, dst []board.Move) []board.Move {
	return dst
}
