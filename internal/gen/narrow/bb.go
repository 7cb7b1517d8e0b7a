package narrow

import (
	"math/bits"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gen/wide"
	"github.com/draughtsgo/checkers/internal/gendata"
	"github.com/draughtsgo/checkers/variant"
)

// bb is a set of squares in one machine word: bit i is board.Square i (a
// square is below 64, so one shifts by s&63: the compiler then needs no test
// of a shift of 64 or more). Its
// methods are the only operations the generator uses, so that the 128-bit
// generator (package wide) can be generated from the same source. The 8x8
// board's layout (board/geometry.go explains it and the others; 4, 13, 22
// and 31 are ghost bits that no square uses):
//
//	rank 8 |  .  32   .  33   .  34   .  35
//	rank 7 | 27   .  28   .  29   .  30   .
//	rank 6 |  .  23   .  24   .  25   .  26
//	rank 5 | 18   .  19   .  20   .  21   .
//	rank 4 |  .  14   .  15   .  16   .  17
//	rank 3 |  9   .  10   .  11   .  12   .
//	rank 2 |  .   5   .   6   .   7   .   8
//	rank 1 |  0   .   1   .   2   .   3   .
//	         a    b   c    d   e    f   g   h
//
// A step NE adds 5 and NW adds 4 on every row; the 10x10 board (55 bits)
// adds 6 and 5, whole 8x8 boards use bit row*8+col.
type bb uint64

func fromBoard(b board.Bitboard) bb  { return bb(b.Lo) }
func (b bb) toBoard() board.Bitboard { return board.Bitboard{Lo: uint64(b)} }
func one(s board.Square) bb          { return 1 << (s & 63) }
func (b bb) and(c bb) bb             { return b & c }
func (b bb) or(c bb) bb              { return b | c }
func (b bb) andNot(c bb) bb          { return b &^ c }
func (b bb) xor(c bb) bb             { return b ^ c }
func (b bb) any() bool               { return b != 0 }
func (b bb) none() bool              { return b == 0 }
func (b bb) count() int              { return bits.OnesCount64(uint64(b)) }
func (b bb) first() board.Square     { return board.Square(bits.TrailingZeros64(uint64(b))) }
func (b bb) lowest() bb              { return b & -b }
func (b bb) rest() bb                { return b & (b - 1) }

// highest is lowest's mirror: the highest square of b, none if b is empty.
func (b bb) highest() bb { return byZeros[bits.LeadingZeros64(uint64(b))].highest }

// below returns the squares below b's lowest one, every square if b is
// empty; above the squares above its highest one, every square if b is
// empty. Along a ray that goes up (or down), they are the squares before
// the first of b.
func (b bb) below() bb { return ^b & (b - 1) }
func (b bb) above() bb { return byZeros[bits.LeadingZeros64(uint64(b))].above }

// byZeros holds highest's and above's sets by the leading zeros of b,
// 0 to 64: a look-up spares the tests Go adds to a shift that may reach
// 64.
var byZeros = func() (t [65]struct{ highest, above bb }) {
	for z := range 64 {
		t[z].highest = 1 << (63 - z)
		t[z].above = ^(2<<(63-z) - 1)
	}
	t[64].above = ^bb(0)
	return t
}()

// shift moves every square of b that is in mask by n bits (n < 0: down).
// mask holds the squares that have a neighbour the way n goes, so no bit
// wraps around and a rotation is a shift.
func (b bb) shift(mask bb, n int) bb { return bb(bits.RotateLeft64(uint64(b&mask), n)) }

// registersPerDirection says a set of squares per diagonal direction
// (type diagonals) fits in registers: four words here. The men's quick
// capture search keeps its sets that way (see tables.diagonalMen).
const registersPerDirection = true

// generatorSlot returns this generator's slot among a variant's generator slots.
func generatorSlot(s *gendata.Slots) *atomic.Pointer[gendata.Tables] { return &s.Narrow }

// boardBits is the most bits a board of this package's generator has.
const boardBits = 64

// handOff lists the moves of p on a board this package does not serve
// (tables.foreign): Generate serves every variant, so that package movegen
// makes a single call for the moves of a position, and passes a board of
// more than 64 bits, or none, to the 128-bit generator.
func handOff(v *variant.Variant, p *board.Position, dst []board.Move) []board.Move {
	return wide.Generate(v, p, dst)
}
