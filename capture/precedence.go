package capture

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Sifting is the precedence filter at work on the captures of a position:
// what each of the variant's criteria removed, in the variant's order, and
// the routes that were left.
type Sifting struct {
	// Steps holds one step per criterion of the variant, in its order, each
	// with the routes it removed (none if it told no route apart).
	Steps []Step
	// Kept are the routes no criterion removed, in the order they came in.
	Kept []Route
}

// Step is one criterion of a Sifting: the routes it removed, and the tally
// of the routes it kept, which beat them.
type Step struct {
	Criterion variant.Criterion
	// Removed are the routes this criterion removed, in the order they came
	// in: each is worse, on this criterion, than every route it kept.
	Removed []Route
	// Best is the tally of the first route kept: on this criterion, every
	// route kept scores as it does.
	Best Tally
}

// Precedence applies v's precedence criteria to routes, captures of p (as
// [All] lists them), one criterion after another in the variant's order:
// each keeps the routes that score best on it among those still kept and
// removes the others. Applied to [All]'s routes, it keeps exactly the
// routes [Routes] gives, and their moves are the legal captures.
//
// Without criteria (or without routes) nothing is removed: Steps is
// empty and Kept is routes.
func Precedence(v *variant.Variant, p board.Position, routes []Route) Sifting {
	if v == nil || v.Board() == nil || len(routes) == 0 {
		return Sifting{Kept: routes}
	}
	crit := v.Rules().Precedence
	tallies := make([]Tally, len(routes))
	for i, r := range routes {
		tallies[i] = TallyOf(v, p, r)
	}
	kept := make([]int, len(routes))
	for i := range kept {
		kept[i] = i
	}
	s := Sifting{Steps: make([]Step, 0, len(crit))}
	for _, c := range crit {
		best := kept[0]
		for _, i := range kept[1:] {
			if compare(c, tallies[i], tallies[best]) > 0 {
				best = i
			}
		}
		step := Step{Criterion: c}
		next := kept[:0:0]
		for _, i := range kept {
			if compare(c, tallies[i], tallies[best]) < 0 {
				step.Removed = append(step.Removed, routes[i])
			} else {
				next = append(next, i)
			}
		}
		step.Best = tallies[next[0]]
		kept = next
		s.Steps = append(s.Steps, step)
	}
	s.Kept = make([]Route, len(kept))
	for j, i := range kept {
		s.Kept[j] = routes[i]
	}
	return s
}

// compare tells whether a is better (+1), worse (-1) or as good (0) as b
// on criterion c.
func compare(c variant.Criterion, a, b Tally) int {
	switch c {
	case variant.MostPieces:
		return sign(a.Pieces - b.Pieces)
	case variant.WithKing:
		return sign(boolInt(a.ByKing) - boolInt(b.ByKing))
	case variant.MostKings:
		return sign(a.Kings - b.Kings)
	case variant.EarliestKing:
		// The first jump where one takes a king and the other does not
		// decides: a king earlier wins.
		for n := 0; n < len(a.KingJumps) || n < len(b.KingJumps); n++ {
			switch {
			case n == len(a.KingJumps):
				return -1
			case n == len(b.KingJumps):
				return 1
			case a.KingJumps[n] != b.KingJumps[n]:
				return sign(b.KingJumps[n] - a.KingJumps[n])
			}
		}
		return 0
	case variant.MostValue:
		// 2K+M, the pieces plus the kings among them, then fewer kings.
		if d := (a.Pieces + a.Kings) - (b.Pieces + b.Kings); d != 0 {
			return sign(d)
		}
		return sign(b.Kings - a.Kings)
	}
	return 0
}

func sign(n int) int { return min(max(n, -1), 1) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Moves returns the moves of the routes kept, each once, in the order of
// their first routes: the legal captures of the position.
func (s Sifting) Moves() []board.Move {
	var moves []board.Move
	for _, r := range s.Kept {
		if !slices.Contains(moves, r.Move) {
			moves = append(moves, r.Move)
		}
	}
	return moves
}

// RemovedBy returns the step whose criterion removed the capture m, and
// true, if every route of m was removed: the criterion that removed its
// last route, the one that came closest to being kept. It returns false if
// a route of m was kept (m is legal) or if no route of m was sifted.
func (s Sifting) RemovedBy(m board.Move) (Step, bool) {
	for _, r := range s.Kept {
		if r.Move == m {
			return Step{}, false
		}
	}
	for i := len(s.Steps) - 1; i >= 0; i-- {
		for _, r := range s.Steps[i].Removed {
			if r.Move == m {
				return s.Steps[i], true
			}
		}
	}
	return Step{}, false
}
