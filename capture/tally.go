package capture

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Tally is what the precedence criteria read of one route: how many
// pieces it takes, how many of them are kings, whether the capturing
// piece is a king, and at which jumps it takes the kings.
type Tally struct {
	// Pieces is the number of pieces taken: men, kings and parachutists
	// count one each (the quantity rule's count).
	Pieces int
	// Kings is the number of kings among them (the quality rule's).
	Kings int
	// ByKing says the capturing piece was a king when the move began (the
	// preference rule's): a man crowned during its capture was not, nor is
	// a parachutist.
	ByKing bool
	// KingJumps lists, in order, the jumps that take a king, counted from
	// 0 for the first jump (Italian's order of kings reads it).
	KingJumps []int
}

// TallyOf returns the tally of r, a route of a capture of p. Each jump
// takes the one piece of the move's captured set that lies between the
// squares the jump leaves and lands on and that no earlier jump took.
// The tally of a route of another position means nothing; TallyOf
// trusts r to be one of p's (from [All], [Routes] or [Paths]).
func TallyOf(v *variant.Variant, p board.Position, r Route) Tally {
	m := r.Move
	t := Tally{Pieces: m.Captured.Count()}
	if v == nil || v.Board() == nil || p.Turn > board.Black {
		return t
	}
	g := v.Board()
	kings := p.Kings[p.Turn.Opponent()]
	t.ByKing = p.Kings[p.Turn].Has(m.From)
	left := m.Captured
	at := m.From
	for n, to := range r.Path {
		victim, ok := taken(g, at, to, left)
		if ok {
			left = left.Without(victim)
			if kings.Has(victim) {
				t.Kings++
				t.KingJumps = append(t.KingJumps, n)
			}
		}
		at = to
	}
	return t
}

// taken returns the square of left that lies on the line from at to to,
// strictly between them: the piece the jump from at to to takes.
func taken(g *board.Geometry, at, to board.Square, left board.Bitboard) (board.Square, bool) {
	for d := board.Dir(0); d < board.NumDirs; d++ {
		victim, found := board.NoSquare, false
		for s, ok := g.Neighbor(at, d); ok; s, ok = g.Neighbor(s, d) {
			if s == to {
				if found {
					return victim, true
				}
				break
			}
			if !found && left.Has(s) {
				victim, found = s, true
			}
		}
	}
	return board.NoSquare, false
}
