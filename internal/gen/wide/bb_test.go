package wide

import (
	"math/big"
	"testing"
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
