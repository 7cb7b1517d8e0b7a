package egdb

import "github.com/draughtsgo/checkers/board"

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

// below returns the squares of b below s (bit indices less than s).
func below(b board.Bitboard, s board.Square) board.Bitboard {
	var m board.Bitboard
	switch {
	case s >= 64:
		m = board.Bitboard{Lo: ^uint64(0), Hi: uint64(1)<<(s-64) - 1}
	default:
		m = board.Bitboard{Lo: uint64(1)<<s - 1}
	}
	return b.And(m)
}

// rankIn returns the colex rank of the squares of set (all of them in
// among) as a combination of among's squares: the squares numbered by
// their order in among, the sum of choose(place, i+1) over the i-th
// lowest.
func rankIn(set, among board.Bitboard) uint64 {
	var r uint64
	i := 0
	for s := range set.Squares() {
		i++
		r += choose(below(among, s).Count(), i)
	}
	return r
}

// unrankIn returns the k squares of among whose rank (see rankIn) is r.
func unrankIn(r uint64, k int, among board.Bitboard) board.Bitboard {
	var set board.Bitboard
	var squares [board.MaxBits]board.Square
	n := 0
	for s := range among.Squares() {
		squares[n] = s
		n++
	}
	place := n - 1
	for i := k; i >= 1; i-- {
		for choose(place, i) > r {
			place--
		}
		r -= choose(place, i)
		set = set.With(squares[place])
		place--
	}
	return set
}
