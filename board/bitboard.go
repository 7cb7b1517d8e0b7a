package board

import (
	"iter"
	"math/bits"
)

// Square is a playable cell of a [Geometry], numbered by its bit in the
// geometry's layout (see the diagram in geometry.go). It is not a PDN square
// number: notation converts between the two.
type Square uint8

// NoSquare marks the absence of a square.
const NoSquare Square = 255

// MaxBits is the number of bits a [Bitboard] holds: enough for the largest
// layout, the 12x12 board's 78 bits.
const MaxBits = 128

// Bitboard is a set of squares, one bit per [Square]. Bit i of the set is
// bit i of Lo for i < 64 and bit i-64 of Hi otherwise. Boards whose layout
// fits in 64 bits (every board but 12x12) leave Hi zero.
type Bitboard struct {
	Lo, Hi uint64
}

// SquareSet returns the set holding exactly the given squares.
func SquareSet(sqs ...Square) Bitboard {
	var b Bitboard
	for _, s := range sqs {
		b = b.With(s)
	}
	return b
}

// Has reports whether s is in the set.
func (b Bitboard) Has(s Square) bool {
	if s < 64 {
		return b.Lo>>s&1 != 0
	}
	return s < MaxBits && b.Hi>>(s-64)&1 != 0
}

// With returns the set with s added.
func (b Bitboard) With(s Square) Bitboard {
	if s < 64 {
		b.Lo |= 1 << s
	} else if s < MaxBits {
		b.Hi |= 1 << (s - 64)
	}
	return b
}

// Without returns the set with s removed.
func (b Bitboard) Without(s Square) Bitboard {
	if s < 64 {
		b.Lo &^= 1 << s
	} else if s < MaxBits {
		b.Hi &^= 1 << (s - 64)
	}
	return b
}

// Or returns the union of b and c.
func (b Bitboard) Or(c Bitboard) Bitboard { return Bitboard{b.Lo | c.Lo, b.Hi | c.Hi} }

// And returns the intersection of b and c.
func (b Bitboard) And(c Bitboard) Bitboard { return Bitboard{b.Lo & c.Lo, b.Hi & c.Hi} }

// AndNot returns the squares of b that are not in c.
func (b Bitboard) AndNot(c Bitboard) Bitboard { return Bitboard{b.Lo &^ c.Lo, b.Hi &^ c.Hi} }

// Xor returns the squares in exactly one of b and c.
func (b Bitboard) Xor(c Bitboard) Bitboard { return Bitboard{b.Lo ^ c.Lo, b.Hi ^ c.Hi} }

// IsEmpty reports whether the set has no square.
func (b Bitboard) IsEmpty() bool { return b.Lo|b.Hi == 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(b.Lo) + bits.OnesCount64(b.Hi) }

// First returns the lowest square of the set, or [NoSquare] if it is empty.
func (b Bitboard) First() Square {
	if b.Lo != 0 {
		return Square(bits.TrailingZeros64(b.Lo))
	}
	if b.Hi != 0 {
		return Square(64 + bits.TrailingZeros64(b.Hi))
	}
	return NoSquare
}

// Squares iterates over the squares of the set in increasing order.
func (b Bitboard) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for !b.IsEmpty() {
			s := b.First()
			if !yield(s) {
				return
			}
			b = b.Without(s)
		}
	}
}
