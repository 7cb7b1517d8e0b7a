package player

import (
	"math/bits"

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
// move's point of view: material, the men's advancement and their guard of
// their first rank, or, in a variant without quiet moves, mobility. Its tables are worked out from the
// variant when a search begins.
type evaluator struct {
	v *variant.Variant
	// king is the value of a king.
	king int
	// advance holds, per colour and square, the bonus of a man of that
	// colour there: its advancement, and homeValue on its first rank.
	advance [2][board.MaxBits]int16
	// reversed is true when having no move wins (Antidam): the side with
	// less material is then the one ahead, so every score is negated.
	reversed bool
	// mobility is true in variants without quiet moves (Konane), which are
	// scored by the number of moves each side has instead: every move
	// there takes stones, so material says little of who is ahead, while
	// running out of moves is how the game is lost. (Scoring material as
	// well made deeper searches play worse than a search of one ply.)
	mobility bool
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
	g := v.Board()
	for c := board.White; c <= board.Black; c++ {
		e.fillAdvance(g, c, v.Promotion()[c])
	}
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
		score = e.side(p, board.White) - e.side(p, board.Black)
		if p.Turn == board.Black {
			score = -score
		}
	}
	if e.reversed {
		score = -score
	}
	return score
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
