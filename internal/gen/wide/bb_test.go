package wide

import (
	"math/big"
	"testing"

	"github.com/draughtsgo/checkers/board"
)

// bigOf returns b as a 128-bit integer.
func bigOf(b bb) *big.Int {
	n := new(big.Int).SetUint64(b.hi)
	return n.Lsh(n, 64).Or(n, new(big.Int).SetUint64(b.lo))
}

// TestShiftMatchesBigIntegers checks shift against math/big for every
// square of the 128 bits and every count a step can have (1 to 63 bits
// either way), with a mask that keeps the bits that would leave the 128.
func TestShiftMatchesBigIntegers(t *testing.T) {
	all := bb{^uint64(0), ^uint64(0)}
	limit := new(big.Int).Lsh(big.NewInt(1), 128)
	for n := -63; n <= 63; n++ {
		if n == 0 {
			continue
		}
		for s := 0; s < 128; s++ {
			var b bb
			if s < 64 {
				b.lo = 1 << s
			} else {
				b.hi = 1 << (s - 64)
			}
			want := new(big.Int)
			if n > 0 {
				want.Lsh(bigOf(b), uint(n))
			} else {
				want.Rsh(bigOf(b), uint(-n))
			}
			if want.Cmp(limit) >= 0 {
				continue // the mask of a real step keeps such bits out
			}
			if got := b.shift(all, n); bigOf(got).Cmp(want) != 0 {
				t.Fatalf("bit %d shifted by %d: got %#x:%#x, want %#x", s, n, got.hi, got.lo, want)
			}
		}
	}
}

// TestEndsMatchDefinitions checks highest, below and above against their
// definitions as 128-bit integers: on the empty set, every square alone
// and pairs of squares across and within the two words.
func TestEndsMatchDefinitions(t *testing.T) {
	sets := []bb{{}}
	for a := range board.Square(128) {
		sets = append(sets, one(a))
		for b := a + 1; b < 128; b += 5 {
			sets = append(sets, one(a).or(one(b)))
		}
	}
	all := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1))
	for _, s := range sets {
		n := bigOf(s)
		// below: the bits under the lowest one (all of them for 0); above:
		// those over the highest one.
		low := new(big.Int).Sub(new(big.Int).And(n, new(big.Int).Neg(n)), big.NewInt(1))
		if n.Sign() == 0 {
			low.Set(all)
		}
		high := new(big.Int)
		if n.Sign() != 0 {
			high.Lsh(big.NewInt(1), uint(n.BitLen()-1))
		}
		over := new(big.Int).AndNot(all, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(n.BitLen())), big.NewInt(1)))
		if bigOf(s.highest()).Cmp(high) != 0 || bigOf(s.below()).Cmp(low) != 0 || bigOf(s.above()).Cmp(over) != 0 {
			t.Fatalf("%#x:%#x: highest %#x below %#x above %#x, want %#x %#x %#x",
				s.hi, s.lo, bigOf(s.highest()), bigOf(s.below()), bigOf(s.above()), high, low, over)
		}
	}
}
