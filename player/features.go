package player

import (
	"math/bits"

	"github.com/draughtsgo/checkers/board"
)

// The features of the learned evaluation. Each is a count over one
// colour's pieces, defined by the board's geometry alone: a square is
// seen from its colour's side (White's squares as they are, Black's turned
// half a turn, so that each colour's first rank is its row 0 and "forward"
// is towards the far side), and the weights of the two colours are the
// same. The value of a position is the weighted sum of White's features
// less Black's; every weight is a pair, one for the opening (all the
// pieces of the start on the board) and one for the ending (none), the
// two mixed in proportion to the pieces left (a tapered evaluation).
//
// Besides material and the square of each man (which also measure its
// advancement, the tempo, its guard of the first rank and the centre),
// the features are those older engines weigh by hand:
//
//   - balance: how unevenly the men stand on the two wings, the absolute
//     difference between the men on the left half of the files and those
//     on the right half;
//   - free: the men's forward steps onto empty squares, a mobility of men
//     that costs no move generation;
//   - blocked: men with no forward step (both squares ahead taken or off
//     the board): locked men;
//   - backed: men with a piece of their colour on both squares diagonally
//     behind them, the base of a formation (an outpost held from behind);
//   - crowned: 1 when the colour has a king, 0 when not: the first king is
//     worth more than the ones after it, most of all against none.
//
// Beyond them, the patterns of men in windows of 4 by 4 squares, each of
// its 6,561 arrangements with a weight of its own (patterns.go).
//
// The weights are learned by logistic regression on positions of games
// labelled with their results, then refined on positions labelled by a
// stronger engine's search scores mixed with their games' results
// (TestTune, weights_international.go and the patterns' weights in
// weights_international.bin).

// counts holds the features of one colour in a position, but for the men's
// squares, which the evaluation sums from a table as it goes.
type counts struct {
	men, kings, balance, free, blocked, backed, crowned int
}

// geometryFeatures holds what the features need of a board: the two halves
// of its files and, per colour, its two forward diagonal directions.
type geometryFeatures struct {
	// left and right are the squares on the left and right halves of the
	// files (a board with an odd number of files leaves the middle one in
	// neither).
	left, right board.Bitboard
	// fwd holds, per colour, the two forward diagonal steps: the squares
	// that have a neighbour that way and the shift of the bit to it.
	fwd [2][2]struct {
		from  board.Bitboard
		shift int
	}
	// narrow is true on a board of at most 64 bits, whose features
	// countNarrow counts on the low words alone (and the learned
	// evaluation scores in one pass, learnedTables.scoreNarrow), White's
	// forward steps shifting the bits up and Black's down.
	narrow bool
}

// init fills f for board g: White's forward steps are NE and NW, Black's
// SW and SE (White's turned half a turn).
func (f *geometryFeatures) init(g *board.Geometry) {
	*f = geometryFeatures{}
	cols := g.Cols()
	for _, s := range g.Squares() {
		_, c := g.Coord(s)
		switch {
		case 2*c+1 < cols:
			f.left = f.left.With(s)
		case 2*c+1 > cols:
			f.right = f.right.With(s)
		}
	}
	dirs := [2][2]board.Dir{{board.NorthEast, board.NorthWest}, {board.SouthWest, board.SouthEast}}
	for c := range dirs {
		for i, d := range dirs[c] {
			f.fwd[c][i].from = g.From(d)
			f.fwd[c][i].shift = g.Shift(d)
		}
	}
	f.narrow = g.Bits() <= 64 && f.fwd[board.White][0].shift > 0 && f.fwd[board.White][1].shift > 0 &&
		f.fwd[board.Black][0].shift < 0 && f.fwd[board.Black][1].shift < 0
}

// count returns the features of colour c in p (see counts).
func (f *geometryFeatures) count(p *board.Position, c board.Color) counts {
	if f.narrow {
		return f.countNarrow(p, c)
	}
	men := p.Men[c]
	own := men.Or(p.Kings[c]).Or(p.Paras[c])
	empty := p.Occupied()
	a, b := &f.fwd[c][0], &f.fwd[c][1]
	// The squares ahead of the men, each way, and those the men stand on
	// with an own piece behind them (a piece that steps forward onto them).
	aheadA := shift(men.And(a.from), a.shift)
	aheadB := shift(men.And(b.from), b.shift)
	freeA := aheadA.AndNot(empty)
	freeB := aheadB.AndNot(empty)
	// A man can step forward when the square ahead of it is empty: the
	// square's bit shifted back.
	movable := shift(freeA, -a.shift).Or(shift(freeB, -b.shift))
	backed := men.And(shift(own.And(a.from), a.shift)).And(shift(own.And(b.from), b.shift))
	l, r := men.And(f.left).Count(), men.And(f.right).Count()
	return counts{
		men:     men.Count() + p.Paras[c].Count(),
		kings:   p.Kings[c].Count(),
		balance: max(l-r, r-l),
		free:    freeA.Count() + freeB.Count(),
		blocked: men.AndNot(movable).Count(),
		backed:  backed.Count(),
		crowned: b2i(!p.Kings[c].IsEmpty()),
	}
}

// countNarrow is count on a board of at most 64 bits: the same sets as
// words, White's steps shifting up and Black's down.
func (f *geometryFeatures) countNarrow(p *board.Position, c board.Color) counts {
	men := p.Men[c].Lo
	own := men | p.Kings[c].Lo | p.Paras[c].Lo
	occupied := p.Men[0].Lo | p.Men[1].Lo | p.Kings[0].Lo | p.Kings[1].Lo | p.Paras[0].Lo | p.Paras[1].Lo
	a, b := &f.fwd[c][0], &f.fwd[c][1]
	var aheadA, aheadB, movable, backed uint64
	if a.shift >= 0 {
		sa, sb := uint(a.shift), uint(b.shift)
		aheadA = (men & a.from.Lo) << sa &^ occupied
		aheadB = (men & b.from.Lo) << sb &^ occupied
		movable = aheadA>>sa | aheadB>>sb
		backed = men & ((own & a.from.Lo) << sa) & ((own & b.from.Lo) << sb)
	} else {
		sa, sb := uint(-a.shift), uint(-b.shift)
		aheadA = (men & a.from.Lo) >> sa &^ occupied
		aheadB = (men & b.from.Lo) >> sb &^ occupied
		movable = aheadA<<sa | aheadB<<sb
		backed = men & ((own & a.from.Lo) >> sa) & ((own & b.from.Lo) >> sb)
	}
	l, r := bits.OnesCount64(men&f.left.Lo), bits.OnesCount64(men&f.right.Lo)
	return counts{
		men:     bits.OnesCount64(men | p.Paras[c].Lo),
		kings:   bits.OnesCount64(p.Kings[c].Lo),
		balance: max(l-r, r-l),
		free:    bits.OnesCount64(aheadA) + bits.OnesCount64(aheadB),
		blocked: bits.OnesCount64(men &^ movable),
		backed:  bits.OnesCount64(backed),
		crowned: b2i(p.Kings[c].Lo != 0),
	}
}

// shift returns b with every bit moved n places up (n < 0: down), the bits
// moved past either end dropped.
func shift(b board.Bitboard, n int) board.Bitboard {
	switch {
	case n >= 64:
		return board.Bitboard{Hi: b.Lo << (n - 64)}
	case n > 0:
		return board.Bitboard{Lo: b.Lo << n, Hi: b.Hi<<n | b.Lo>>(64-n)}
	case n <= -64:
		return board.Bitboard{Lo: b.Hi >> (-n - 64)}
	case n < 0:
		return board.Bitboard{Lo: b.Lo>>-n | b.Hi<<(64+n), Hi: b.Hi >> -n}
	}
	return b
}

// relative returns the index, among the squares of g in increasing order,
// of the square that s is for colour c: s itself for White, for Black the
// square half a turn away (row and file counted from the other side). It
// returns -1 when that square is not playable, which a board whose turned
// squares are not its own squares gives (an odd-sized board of dark squares).
func relative(g *board.Geometry, s board.Square, c board.Color) int {
	if c == board.Black {
		r, col := g.Coord(s)
		t, ok := g.Square(g.Rows()-1-r, g.Cols()-1-col)
		if !ok {
			return -1
		}
		s = t
	}
	sq := g.Squares()
	lo, hi := 0, len(sq)
	for lo < hi {
		m := (lo + hi) / 2
		if sq[m] < s {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
