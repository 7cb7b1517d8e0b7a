package egdb

import (
	"math"
	"math/bits"

	"github.com/draughtsgo/checkers/board"
)

// maxChoose is the most pieces of one kind and colour an index counts.
const maxChoose = 16

// binomial[n][k] is n choose k, for the n squares of any board.
var binomial = func() (t [board.MaxBits + 1][maxChoose + 1]uint64) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k <= maxChoose && k <= n; k++ {
			t[n][k] = t[n-1][k-1]
			if k <= n-1 {
				t[n][k] += t[n-1][k]
			}
		}
	}
	return t
}()

// choose returns n choose k, 0 when k is out of range.
func choose(n, k int) uint64 {
	if k < 0 || k > maxChoose || n < k {
		return 0
	}
	return binomial[n][k]
}

// squareAt returns the square of among at place k (the k-th lowest,
// from 0), which must be below among.Count().
func squareAt(among board.Bitboard, k int) board.Square {
	x, base := among.Lo, 0
	if c := bits.OnesCount64(x); k >= c {
		x, base, k = among.Hi, 64, k-c
	}
	for ; ; x, base = x>>8, base+8 {
		b := uint8(x)
		if c := bits.OnesCount8(b); k >= c {
			k -= c
			continue
		}
		return board.Square(base + int(placeInByte[b][k]))
	}
}

// placeInByte[b][k] is the bit of b that is its k-th lowest set bit.
var placeInByte = func() (t [256][8]uint8) {
	for b := range 256 {
		k := 0
		for i := range 8 {
			if b>>i&1 == 1 {
				t[b][k] = uint8(i)
				k++
			}
		}
	}
	return t
}()

// rankIn returns the colex rank of the squares of set (all of them in
// among) as a combination of among's squares: the squares numbered by
// their places in among, the sum of choose(place, i+1) over the i-th
// lowest.
func rankIn(set, among board.Bitboard) uint64 {
	var r uint64
	i := 1
	for x := set.Lo; x != 0; x &= x - 1 {
		r += binomial[bits.OnesCount64(among.Lo&(x&-x-1))][i]
		i++
	}
	if set.Hi != 0 {
		low := bits.OnesCount64(among.Lo)
		for x := set.Hi; x != 0; x &= x - 1 {
			r += binomial[low+bits.OnesCount64(among.Hi&(x&-x-1))][i]
			i++
		}
	}
	return r
}

// unrankIn returns the k squares of among whose rank (see rankIn) is r:
// from the highest down, each the highest place whose binomial fits in
// what is left of r, found by bisection, but for the last two: the place
// p of the second lowest is the largest with p(p-1)/2 <= r, from a square
// root, and that of the lowest is r itself.
func unrankIn(r uint64, k int, among board.Bitboard) board.Bitboard {
	var set board.Bitboard
	hi := among.Count() // places below hi are still free
	for i := k; i >= 3; i-- {
		// The place is in [i-1, hi): choose(i-1, i) = 0 <= r always.
		lo, top := i-1, hi-1
		for lo < top {
			mid := (lo + top + 1) / 2
			if binomial[mid][i] <= r {
				lo = mid
			} else {
				top = mid - 1
			}
		}
		r -= binomial[lo][i]
		set = set.With(squareAt(among, lo))
		hi = lo
	}
	if k >= 2 {
		// r < choose(hi, 2) < 2^13: the root is exact to well within one.
		p := int((1 + math.Sqrt(float64(1+8*r))) / 2)
		for binomial[p][2] > r {
			p--
		}
		for p+1 < hi && binomial[p+1][2] <= r {
			p++
		}
		r -= binomial[p][2]
		set = set.With(squareAt(among, p))
	}
	if k >= 1 {
		set = set.With(squareAt(among, int(r)))
	}
	return set
}
