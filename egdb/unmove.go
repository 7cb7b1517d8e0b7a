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
type unmover struct {
	next     [8][board.MaxBits]uint8 // the neighbour of a square each way; noNeighbour at the edge
	manSteps [2][]board.Dir          // each colour's men's step directions
	kingWays []board.Dir             // the kings' step directions
	flying   bool
	lines    bool
	barred   [2]board.Bitboard // squares a man does not step from
	menStand [2]board.Bitboard // squares a man of each colour may stand on
}

const noNeighbour = 0xff

func newUnmover(v *variant.Variant) *unmover {
	r := v.Rules()
	g := r.Board
	u := &unmover{flying: r.FlyingKings, lines: r.LineMoves, barred: r.StepBarred}
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
			out = append(out, p)
		}
	}
	for t := range kings.Squares() {
		for _, d := range u.kingWays {
			back := d.Opposite()
			for s := u.next[back][t]; s != noNeighbour && !occupied.Has(board.Square(s)); s = u.next[back][s] {
				p := *q
				p.Turn, p.Key = y, 0
				p.Kings[y] = kings.Without(t).With(board.Square(s))
				out = append(out, p)
				if !u.flying {
					break
				}
			}
		}
	}
	return out
}
