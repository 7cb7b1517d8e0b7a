package egdb

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// unmover lists the parents of a position in its own slice: the positions
// from which one move leads to it without leaving the slice. A capture
// takes a piece and a crowning makes a king, so those moves are quiet
// ones that do not crown: a man's step, a line of men advancing (Dameo),
// a king's step or slide. Each is undone by moving the piece back along
// the way it came, read from the variant's rules: the solver walks the
// slice backwards with it instead of storing its moves.
//
// A parent it lists is a legal parent only if its side to move has no
// capture (captures are compulsory); the solver knows that of every
// position from its first pass.
//
// Where a king-move limit counts runs of quiet king moves (Frisian), the
// side that moved, if it has men, has a run in q exactly when its move
// was a king's: a run of n > 1 moves of the king now on t was one of n-1
// of the same king on the square it came from; a run of one, any run of
// that side but one of that king (the king did not make the last move of
// the side's run); no run, a man's move, made with any run of the side
// (a man's move ends it, whatever king the run had barred). The other
// side's run is the same in parent and child: a quiet move neither takes
// its king nor its last man. Parachutists do not move but by capturing,
// so they only stand in the way.
type unmover struct {
	next     [8][board.MaxBits]uint8 // the neighbour of a square each way; noNeighbour at the edge
	manSteps [2][]board.Dir          // each colour's men's step directions
	kingWays []board.Dir             // the kings' step directions
	flying   bool
	lines    bool
	barred   [2]board.Bitboard // squares a man does not step from
	menStand [2]board.Bitboard // squares a man of each colour may stand on
	limit    uint8             // the king-move limit, 0 where none
}

const noNeighbour = 0xff

func newUnmover(v *variant.Variant) *unmover {
	r := v.Rules()
	g := r.Board
	u := &unmover{flying: r.FlyingKings, lines: r.LineMoves, barred: r.StepBarred, limit: uint8(r.KingMoveLimit)}
	for d := range board.Dir(8) {
		for s := range u.next[d] {
			u.next[d][s] = noNeighbour
			if n, ok := g.Neighbor(board.Square(s), d); ok {
				u.next[d][s] = uint8(n)
			}
		}
		for c := range 2 {
			if r.ManSteps[c].Has(d) {
				u.manSteps[c] = append(u.manSteps[c], d)
			}
		}
		if r.KingSteps.Has(d) {
			u.kingWays = append(u.kingWays, d)
		}
	}
	for c := range 2 {
		u.menStand[c] = g.Valid().AndNot(r.Promotion[c])
	}
	return u
}

// parents appends to out the positions from which the side that moved
// into q (not q's side to move) reaches q with a quiet move that does not
// crown, each with that side to move, and returns out. Their keys are not
// computed.
func (u *unmover) parents(q *board.Position, out []board.Position) []board.Position {
	y := q.Turn.Opponent()
	occupied := q.Occupied()
	men, kings := q.Men[y], q.Kings[y]
	counted := u.limit > 0 && !men.IsEmpty() // y's runs of king moves
	run := q.KingRuns[y]
	if counted && run.Moves > 0 {
		men = board.Bitboard{} // a king moved
		kings = board.SquareSet(run.King)
	}
	for t := range men.Squares() {
		for _, d := range u.manSteps[y] {
			back := d.Opposite()
			s := u.next[back][t]
			if s == noNeighbour {
				continue
			}
			from := board.Square(s)
			if occupied.Has(from) {
				if !u.lines || !men.Has(from) {
					continue
				}
				// A line of men advanced one square: its rear man came
				// from the first empty square behind the line.
				for men.Has(from) {
					if s = u.next[back][from]; s == noNeighbour {
						break
					}
					from = board.Square(s)
				}
				if s == noNeighbour || occupied.Has(from) || !u.menStand[y].Has(from) {
					continue
				}
			} else if u.barred[y].Has(from) || !u.menStand[y].Has(from) {
				continue
			}
			p := *q
			p.Turn, p.Key = y, 0
			p.Men[y] = men.Without(t).With(from)
			if counted {
				out = u.withRuns(p, out, board.NoSquare)
			} else {
				out = append(out, p)
			}
		}
	}
	if counted && run.Moves == 0 {
		return out // a man moved
	}
	for t := range kings.Squares() {
		for _, d := range u.kingWays {
			back := d.Opposite()
			for s := u.next[back][t]; s != noNeighbour && !occupied.Has(board.Square(s)); s = u.next[back][s] {
				p := *q
				p.Turn, p.Key = y, 0
				p.Kings[y] = q.Kings[y].Without(t).With(board.Square(s))
				switch {
				case !counted:
					out = append(out, p)
				case run.Moves > 1:
					p.KingRuns[y] = board.KingRun{King: board.Square(s), Moves: run.Moves - 1}
					out = append(out, p)
				default:
					out = u.withRuns(p, out, board.Square(s))
				}
				if !u.flying {
					break
				}
			}
		}
	}
	return out
}

// withRuns appends to out p with every run of king moves its side to move
// may have, none and each of its kings' but the one on except, of 1 to
// limit moves, and returns out.
func (u *unmover) withRuns(p board.Position, out []board.Position, except board.Square) []board.Position {
	y := p.Turn
	p.KingRuns[y] = board.KingRun{}
	out = append(out, p)
	for k := range p.Kings[y].Squares() {
		if k == except {
			continue
		}
		for n := uint8(1); n <= u.limit; n++ {
			p.KingRuns[y] = board.KingRun{King: k, Moves: n}
			out = append(out, p)
		}
	}
	return out
}
