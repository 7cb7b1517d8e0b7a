package narrow

import (
	"math/bits"

	"github.com/draughtsgo/checkers/board"
)

// bb is a set of squares in one machine word: bit i is board.Square i (see
// the layout diagram in board/geometry.go). Its methods are the only
// operations the engine uses, so that the 128-bit engine (package wide) can
// be generated from the same source.
type bb uint64

func fromBoard(b board.Bitboard) bb       { return bb(b.Lo) }
func (b bb) toBoard() board.Bitboard      { return board.Bitboard{Lo: uint64(b)} }
func one(s board.Square) bb               { return 1 << s }
func (b bb) and(c bb) bb                  { return b & c }
func (b bb) or(c bb) bb                   { return b | c }
func (b bb) andNot(c bb) bb               { return b &^ c }
func (b bb) any() bool                    { return b != 0 }
func (b bb) none() bool                   { return b == 0 }
func (b bb) count() int                   { return bits.OnesCount64(uint64(b)) }
func (b bb) first() board.Square          { return board.Square(bits.TrailingZeros64(uint64(b))) }
func (b bb) lowest() bb                   { return b & -b }
func (b bb) rest() bb                     { return b & (b - 1) }
func (b bb) equals(c board.Bitboard) bool { return c.Hi == 0 && uint64(b) == c.Lo }

// shift moves every square of b that is in mask by n bits (n < 0: down).
// mask holds the squares that have a neighbour the way n goes, so no bit
// wraps around and a rotation is a shift.
func (b bb) shift(mask bb, n int) bb { return bb(bits.RotateLeft64(uint64(b&mask), n)) }
