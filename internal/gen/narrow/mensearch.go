package narrow

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// menSearch is the capture search cut down to a side with men only, or
// with kings that cannot capture (menCaptures): the state of searcher it
// needs, and jumps found square by square, as Scan and dctl find them,
// rather than direction by direction. Where a man stands on a square of
// the board, the pieces it may jump are those of its square's entry in a
// table (tables.menNear for a first jump, menNext after), and it lands on
// the square as far beyond the piece as the piece is from it: one
// subtraction, on the boards whose every step adds the same to a square's
// bit (tables.menSearch). The side paths (tables.sideFlat) start it from
// their men's first jumps, found a direction at a time as they test for
// captures (searchJumpsWhiteNorthDark10 and the like), and where their
// men jump in two diagonals or four, go on with jumps found the same way
// (jumpsNorthDark10, jumpsDiagonalsDark10): a few constant shifts cost
// less than a table's loop there, and more in eight directions. Its
// search (jumps) and emit are generated into mensearch_gen.go, so that
// bb's operations are written out there as in the boards' code.
type menSearch struct {
	*tables
	prey  bb // the pieces a man may take
	opp   bb // the pieces a king may take (searchKingDark8 and the like)
	kings bb // the opponent's kings, for the precedence criteria
	empty bb // the empty squares, the moving man's own included
	promo bb // the side's promotion squares
	// stops and goes are the promotion squares where crowning ends a
	// capture, or lets the crowned man go on as a king: the search
	// declines the position there (declined), for the whole capture
	// search to list it.
	stops, goes bb
	next        *[boardBits]bb // the pieces next to each square a man may go on over
	moves       []board.Move
	base        int // index in moves of the first capture found
	// piece is the index in moves from which emit looks for another
	// route of a capture: the current piece's first capture, or base
	// where the side paths list the men's captures by their first jumps,
	// men interleaved (emit compares From too).
	piece int
	best  uint64
	from  board.Square
	// singles: a single jump is a move; false where the side paths know
	// of a longer capture and the criteria rank it first (jumpedAllDark10
	// and the like).
	singles  bool
	declined bool
	// crowned: the man was crowned in the capture and goes on as a king
	// (crownedDark10 and the like), so the king's captures crown it.
	crowned bool
}

// menCaptures appends the captures of the men of jumpers, men of colour c,
// the side to move, whose kings, if it has any, cannot capture (prey the
// pieces the men may take, theirKings the opponent's kings, empty the
// empty squares), and reports true; or declines with false where a man
// crowned in a capture would go on as a king. The moves are the capture
// search's (manJumps), listed man by man in the order of their squares,
// each depth first. Only where tables.menSearch.
func (t *tables) menCaptures(c board.Color, jumpers, prey, theirKings, empty bb, dst []board.Move) ([]board.Move, bool) {
	// Field by field: a composite literal would be built apart and copied.
	var s menSearch
	s.tables, s.prey, s.kings, s.promo = t, prey, theirKings, t.promo[c]
	s.stops, s.goes, s.next = t.crownStops[c], t.crownGoes[c], &t.menNext[c]
	s.moves, s.base = dst, len(dst)
	first := &t.menNear[c]
	var nothing bb
	for ; jumpers.any(); jumpers = jumpers.rest() {
		sq := jumpers.lowest()
		s.from, s.piece, s.empty = sq.first(), len(s.moves), empty.or(sq)
		s.jumps(uint(s.from), nothing, first)
		if s.declined {
			return dst, false
		}
	}
	return s.moves, true
}

// emitKing is emit for a king's capture, which may have another route
// from tables.dupMin pieces on, fewer than a man's where the pieces taken
// leave the board at once: such a capture already recorded is dropped
// here, before emit ranks it (the one recorded ranks the same).
func (s *menSearch) emitKing(to, captured bb) {
	if n := captured.count(); n >= s.dupMin && n < s.menDupMin {
		sq := to.first()
		for i := s.piece; i < len(s.moves); i++ {
			m := &s.moves[i]
			if m.From == s.from && m.To == sq && m.Promotes == s.crowned && m.Captured == captured.toBoard() {
				return
			}
		}
	}
	s.emit(to, captured, s.crowned)
}

// The ways menSearch ranks captures under the precedence criteria
// (tables.menRank), as score ranks the captures of men: not at all, by
// the pieces taken, by those and then the kings among them (MostPieces,
// MostKings), or by their value (MostValue). Every built-in variant's
// criteria rank them as one of these does; other criteria leave the
// men's search out (initMenSearch).
const (
	rankNone = iota
	rankCount
	rankCountKings
	rankValue
)

// rankOf returns the way menSearch ranks captures under criteria, and
// false where it has none for them.
func rankOf(criteria []variant.Criterion) (uint8, bool) {
	switch {
	case len(criteria) == 0:
		return rankNone, true
	case slices.Equal(criteria, []variant.Criterion{variant.MostPieces}):
		return rankCount, true
	case slices.Equal(criteria, []variant.Criterion{variant.MostPieces, variant.MostKings}):
		return rankCountKings, true
	case slices.Equal(criteria, []variant.Criterion{variant.MostValue}):
		return rankValue, true
	}
	return rankNone, false
}

// initMenSearch fills the tables of menSearch and says whether it serves
// the variant: where the capture search would take the quick searches
// (quick), men go on after a jump in a set of directions (not
// StraightOn), the precedence criteria rank the captures of men in one of
// the ways menSearch knows (menRank), and every jump of a man lands as
// far beyond its victim as the victim is from it, in bits.
func (t *tables) initMenSearch() {
	t.menSearch = t.quick && t.contin != variant.StraightOn
	// The criteria as they rank the captures of men: WithKing ranks
	// them all alike, and where men may take no king, so do the
	// criteria that count or order the kings taken.
	var men []variant.Criterion
	for _, c := range t.prec {
		switch {
		case c == variant.WithKing:
		case t.menOnMen && (c == variant.MostKings || c == variant.EarliestKing):
		case t.menOnMen && c == variant.MostValue:
			men = append(men, variant.MostPieces)
		default:
			men = append(men, c)
		}
	}
	var ranked bool
	t.menRank, ranked = rankOf(men)
	t.menSearch = t.menSearch && ranked
	// A man's capture of one piece or two has one route: two routes of
	// two short jumps from one square to one square take other pieces.
	t.menDupMin = max(t.dupMin, 3)
	// The kings' captures: ranked as the men's are, and where a king's
	// capture comes first (WithKing first), ranked among themselves
	// alone.
	kingCriteria := t.prec
	if len(kingCriteria) > 0 && kingCriteria[0] == variant.WithKing {
		kingCriteria = kingCriteria[1:]
	}
	kingRank, ranked := rankOf(kingCriteria)
	t.kingSearch = t.menSearch && ranked && kingRank == t.menRank && (!t.immediate || t.behind || !t.flying)
	t.crownSearch = t.kingSearch && t.crowning == variant.CrownAndContinue && t.diagonalKings()
	t.ownJumpers = t.menSearch && !t.diagonalMen && t.shape != shapeNone
	for c := range 2 {
		for sq := range board.Square(boardBits) {
			at := one(sq).and(t.valid)
			if at.none() {
				continue
			}
			for d := board.Dir(0); d < board.NumDirs; d++ {
				victim := t.step(at, d)
				land := t.step(victim, d)
				if land.none() {
					continue
				}
				if land != one(board.Square(2*int(victim.first())-int(sq))) {
					t.menSearch, t.ownJumpers = false, false
				}
				if t.manCaps[c]&(1<<d) != 0 {
					t.menNear[c][sq] = t.menNear[c][sq].or(victim)
				}
				if t.goOn[c]&(1<<d) != 0 {
					t.menNext[c][sq] = t.menNext[c][sq].or(victim)
				}
			}
		}
	}
}
