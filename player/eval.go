package player

import (
	"math/bits"
	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// Piece values, in hundredths of a man.
const (
	manValue = 100
	// flyingKingValue is a king that moves and captures at a distance: in
	// International draughts a king is commonly held worth three men.
	flyingKingValue = 300
	// shortKingValue is a king that steps one square, as a man does but in
	// more directions: worth a man and a bit more than half.
	shortKingValue = 160
	// advanceValue is the bonus of a man for each row it has advanced
	// towards the squares where it is crowned: small, so that it breaks
	// ties between equal material and never outweighs a man.
	advanceValue = 3
	// mobilityValue is the worth of one legal move more than the opponent
	// has, the whole score in variants where every move is a capture.
	mobilityValue = 10
	// homeValue is the bonus of a man still on its own first rank, where
	// it guards the squares on which the opponent's men are crowned: two
	// rows' advancement, so that a man leaves it for a reason. (Measured
	// in self-play at fixed depths, see BENCHMARKS.md: 6 scored 58.8%
	// against no bonus, 12 and 20 less; a bonus for the central squares,
	// or for exchanges when ahead in material, gained nothing.)
	homeValue = 6
)

// evaluator scores positions of one variant statically, from the side to
// move's point of view: by learned weights (features.go) in a variant that
// has them (weightSets); otherwise by material, the men's advancement and
// their guard of their first rank, or, in a variant without quiet moves,
// mobility. Its tables are worked out from the variant when a search
// begins.
type evaluator struct {
	v *variant.Variant
	// king is the value of a king.
	king int
	// advance holds, per colour and square, the bonus of a man of that
	// colour there: its advancement, and homeValue on its first rank.
	advance [2][board.MaxBits]int16
	// nearCrown holds, per colour, the squares a step or less from the
	// squares where its men are crowned. A quiet move crowns only where
	// a man of the side stands on one: a man steps one square, and a
	// line of men in Dameo advances one square, its front man a step
	// from the square it reaches.
	nearCrown [2]board.Bitboard
	// reversed is true when having no move wins (Antidam): the side with
	// less material is then the one ahead, so every score is negated.
	reversed bool
	// mobility is true in variants without quiet moves (Konane), which are
	// scored by the number of moves each side has instead: every move
	// there takes stones, so material says little of who is ahead, while
	// running out of moves is how the game is lost. (Scoring material as
	// well made deeper searches play worse than a search of one ply.)
	mobility bool
	// learned holds the tables of the learned evaluation, nil in a
	// variant without trained weights (see weightSets).
	learned *learnedTables
}

// learnedTables are the learned weights laid out for one variant's board.
type learnedTables struct {
	w    *weights
	feat geometryFeatures
	// square holds, per colour and square, the weight of a man there,
	// packed (see pack), and the others the features' packed weights.
	square                                             [2][board.MaxBits]int64
	man, king, balance, free, blocked, backed, crowned int64
	// pat lays out the windows of the board and patterns holds their
	// packed weights; nil for weights without patterns.
	pat      patternGeometry
	patterns [][windowSpan]int32
	// squaresFolded is true when the men's squares' weights are in the
	// patterns' (patternGeometry.foldSquares) and square is all zero.
	squaresFolded bool
	// full is the number of pieces at the start, the phase of the opening.
	full int
}

// init fills e for variant v.
func (e *evaluator) init(v *variant.Variant) {
	e.v = v
	r := v.Rules()
	e.king = shortKingValue
	if r.FlyingKings {
		e.king = flyingKingValue
	}
	e.reversed = v.Goal() == variant.NoMoveWins
	e.mobility = r.ManSteps[board.White] == 0 && r.ManSteps[board.Black] == 0 && r.KingSteps == 0 && !r.LineMoves
	e.advance = [2][board.MaxBits]int16{}
	e.nearCrown = [2]board.Bitboard{}
	g := v.Board()
	for c := board.White; c <= board.Black; c++ {
		e.fillAdvance(g, c, v.Promotion()[c])
	}
	e.learned = nil
	if w := trainedWeights(v); w != nil && !e.mobility && !e.reversed {
		e.learned = learnedTablesFor(v, w)
	}
}

// tablesMade holds the learned tables made so far, by weights and board:
// a search begins with them at hand, instead of laying out the patterns'
// weights (hundreds of kilobytes) again. Tables are never changed once
// made, so searches share them.
var tablesMade sync.Map // tablesKey -> *learnedTables

// tablesKey names learned tables: the weights, laid out on a board, for
// a start of full pieces.
type tablesKey struct {
	w    *weights
	g    *board.Geometry
	full int
}

// learnedTablesFor returns the learned tables of w for variant v, made
// once for each board.
func learnedTablesFor(v *variant.Variant, w *weights) *learnedTables {
	k := tablesKey{w, v.Board(), fullBoard(v)}
	if t, ok := tablesMade.Load(k); ok {
		return t.(*learnedTables)
	}
	t, _ := tablesMade.LoadOrStore(k, newLearnedTables(v, w))
	return t.(*learnedTables)
}

// trainedWeights returns the learned weights for variant v: those of a
// variant of weightSets that plays as v does (variant.Variant.SameMoves,
// whatever its name), on as many squares; nil when there are none.
func trainedWeights(v *variant.Variant) *weights {
	for _, ws := range weightSets {
		if v.SameMoves(ws.v) && len(ws.w.squares) == v.Board().Len() {
			return ws.w
		}
	}
	return nil
}

// newLearnedTables lays out w for the board of v.
func newLearnedTables(v *variant.Variant, w *weights) *learnedTables {
	g := v.Board()
	t := &learnedTables{w: w}
	t.feat.init(g)
	for c := board.White; c <= board.Black; c++ {
		for _, s := range g.Squares() {
			if i := relative(g, s, c); i >= 0 {
				t.square[c][s] = pack(w.squares[i])
			}
		}
	}
	t.man, t.king, t.balance = pack(w.man), pack(w.king), pack(w.balance)
	t.free, t.blocked, t.backed, t.crowned = pack(w.free), pack(w.blocked), pack(w.backed), pack(w.crowned)
	t.pat.init(g)
	if t.pat.ok && len(w.patterns) == t.pat.windows()*windowCells {
		// The men's squares' weights go into the windows, which see every
		// man anyway: the leaf then has no loop over the men.
		ps := t.pat.foldSquares(g, w.patterns, w.squares)
		t.patterns = make([][windowSpan]int32, t.pat.windows())
		for i, p := range ps {
			t.patterns[i/windowCells][i%windowCells] = packPattern(p)
		}
		t.square = [2][board.MaxBits]int64{}
		t.squaresFolded = true
	}
	t.full = fullBoard(v)
	return t
}

// fullBoard returns the number of pieces of v's start, at least 1: the
// phase of the opening.
func fullBoard(v *variant.Variant) int {
	start := v.Start()
	return max(1, start.Occupied().Count())
}

// fillAdvance sets the advancement bonuses of colour c, whose men are
// crowned on the squares of promo. A man's advancement is how much nearer
// it stands to the nearest of them than the farthest square of the board
// does, the distance counted in king steps (the larger of the row and column
// differences). On a board whose last rank is the promotion zone that is the
// number of rows advanced; it also serves boards where men are crowned on a
// few squares only (Corner checkers). A variant without promotion squares
// (Alquerque, Konane) gives no bonus. The squares farthest from them are
// the man's first rank, which earns homeValue besides.
func (e *evaluator) fillAdvance(g *board.Geometry, c board.Color, promo board.Bitboard) {
	if promo.IsEmpty() {
		return
	}
	var dist [board.MaxBits]int
	far := 0
	for _, s := range g.Squares() {
		r, col := g.Coord(s)
		d := -1
		for t := range promo.Squares() {
			tr, tc := g.Coord(t)
			if k := max(abs(tr-r), abs(tc-col)); d < 0 || k < d {
				d = k
			}
		}
		dist[s] = d
		far = max(far, d)
	}
	for _, s := range g.Squares() {
		if dist[s] <= 1 {
			e.nearCrown[c] = e.nearCrown[c].With(s)
		}
		v := (far - dist[s]) * advanceValue
		if dist[s] == far {
			v += homeValue
		}
		e.advance[c][s] = int16(v)
	}
}

// evaluate returns the static value of p for the side to move.
func (e *evaluator) evaluate(p *board.Position) int {
	var score int
	if e.mobility {
		other := *p
		other.Turn = p.Turn.Opponent()
		score = mobilityValue * (movegen.Count(e.v, *p) - movegen.Count(e.v, other))
	} else {
		if e.learned != nil {
			score = e.scaleEnding(p, e.learned.score(p))
		} else {
			score = e.side(p, board.White) - e.side(p, board.Black)
		}
		if p.Turn == board.Black {
			score = -score
		}
	}
	if e.reversed {
		score = -score
	}
	return score
}

// scaleEnding returns white, a value of p for White, shrunk where the
// side it favours seldom converts its lead into a win, with kings that
// fly (scores of the learned evaluation, whose features weigh kings only
// by their number): against a king, three pieces or fewer rarely win
// (three kings cannot catch a king that holds the long diagonal), so the
// lead counts an eighth; with as many kings on both sides and the men
// within one of each other, the ending is mostly a draw, so it counts
// half.
func (e *evaluator) scaleEnding(p *board.Position, white int) int {
	ahead := board.White
	if white < 0 {
		ahead = board.Black
	}
	behind := ahead.Opponent()
	if white == 0 || p.Kings[behind].IsEmpty() {
		return white
	}
	kings, otherKings := p.Kings[ahead].Count(), p.Kings[behind].Count()
	men, otherMen := p.Men[ahead].Count(), p.Men[behind].Count()
	switch {
	case kings+men <= 3:
		return white / 8
	case kings == otherKings && abs(men-otherMen) <= 1:
		return white / 2
	}
	return white
}

// side returns the material of colour c in p and its men's bonuses for
// their squares. Parachutists count as men (each becomes one when it
// captures), without a square bonus: they start on the far side and move backwards.
func (e *evaluator) side(p *board.Position, c board.Color) int {
	men := p.Men[c]
	score := manValue*(men.Count()+p.Paras[c].Count()) + e.king*p.Kings[c].Count()
	adv := &e.advance[c]
	for w := men.Lo; w != 0; w &= w - 1 {
		score += int(adv[bits.TrailingZeros64(w)])
	}
	for w := men.Hi; w != 0; w &= w - 1 {
		score += int(adv[64+bits.TrailingZeros64(w)])
	}
	return score
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// pack returns the weight p as one number, its opening's value times 2^32
// plus its ending's, so that one addition sums both: a sum of packed
// weights unpacks to the sums of each (unpack), as long as the ending's
// stays within 32 bits:
//
//	bits 63..32  the opening's value (less 1 when the ending's is negative)
//	bits 31..0   the ending's value, two's complement
func pack(p pair) int64 { return int64(p.open)<<32 + int64(p.end) }

// unpack returns the opening's and the ending's parts of a sum of packed
// weights.
func unpack(s int64) (open, end int) {
	e := int64(int32(uint32(s)))
	return int((s - e) >> 32), int(e)
}

// score returns the learned value of p for White: the weighted features of
// White less Black's, the opening's and the ending's weights mixed in
// proportion to the pieces left.
func (t *learnedTables) score(p *board.Position) int {
	var s int64
	if t.feat.narrow {
		s = t.scoreNarrow(p)
	} else {
		s = t.side(p, board.White) - t.side(p, board.Black)
	}
	if t.patterns != nil {
		s += t.pat.patternScore(p, t.patterns)
	}
	open, end := unpack(s)
	n := min(p.Occupied().Count(), t.full)
	return (open*n + end*(t.full-n)) / t.full
}

// side returns the packed sum of the weighted features of colour c in p.
func (t *learnedTables) side(p *board.Position, c board.Color) int64 {
	f := t.feat.count(p, c)
	s := t.man*int64(f.men) + t.king*int64(f.kings) + t.balance*int64(f.balance) +
		t.free*int64(f.free) + t.blocked*int64(f.blocked) + t.backed*int64(f.backed) + t.crowned*int64(f.crowned)
	sq := &t.square[c]
	men := p.Men[c]
	for m := men.Lo; m != 0; m &= m - 1 {
		s += sq[bits.TrailingZeros64(m)]
	}
	for m := men.Hi; m != 0; m &= m - 1 {
		s += sq[64+bits.TrailingZeros64(m)]
	}
	return s
}

// scoreNarrow returns what side(p, White) - side(p, Black) returns, on a
// board of at most 64 bits, in one pass over the low words: the leaf of
// every search of International draughts, so written out in full
// (geometryFeatures.countNarrow counts the same features apart, for the
// tests to compare).
func (t *learnedTables) scoreNarrow(p *board.Position) int64 {
	f := &t.feat
	occupied := p.Men[0].Lo | p.Men[1].Lo | p.Kings[0].Lo | p.Kings[1].Lo | p.Paras[0].Lo | p.Paras[1].Lo
	var s int64
	for c := board.White; c <= board.Black; c++ {
		men := p.Men[c].Lo
		own := men | p.Kings[c].Lo | p.Paras[c].Lo
		a, b := &f.fwd[c][0], &f.fwd[c][1]
		var aheadA, aheadB, movable, backed uint64
		if c == board.White {
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
		balance := bits.OnesCount64(men&f.left.Lo) - bits.OnesCount64(men&f.right.Lo)
		v := t.man*int64(bits.OnesCount64(men|p.Paras[c].Lo)) + t.king*int64(bits.OnesCount64(p.Kings[c].Lo)) +
			t.balance*int64(max(balance, -balance)) + t.free*int64(bits.OnesCount64(aheadA)+bits.OnesCount64(aheadB)) +
			t.blocked*int64(bits.OnesCount64(men&^movable)) + t.backed*int64(bits.OnesCount64(backed)) +
			t.crowned*int64(b2i(p.Kings[c].Lo != 0))
		if !t.squaresFolded {
			sq := &t.square[c]
			for m := men; m != 0; m &= m - 1 {
				v += sq[bits.TrailingZeros64(m)]
			}
		}
		if c == board.White {
			s += v
		} else {
			s -= v
		}
	}
	return s
}
