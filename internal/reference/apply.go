package reference

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// occupant is what stands on one square of the board Apply works on.
type occupant struct {
	here  bool
	piece board.Piece
}

// Apply returns the position after the side to move in p plays m, worked
// out square by square on a board of its own: it shares nothing with
// variant.Variant.Apply and board.Position.MovePieces (nor with Put and
// Remove, which keep the key), so that a mistake in one of them shows up
// as a disagreement.
//
// A lift empties its square. Any other move empties From and every square
// of m.Captured, then puts the moving piece on To, which may be one of the
// captured squares (a capture that comes round to a square it emptied): a
// king stays a king, a man or parachutist arrives a man, or a king when m
// promotes. Where v limits king moves (KingMoveLimit), the runs are
// worked out by runsAfter. The key is computed afresh.
func Apply(v *variant.Variant, p board.Position, m board.Move) board.Position {
	g := v.Board()
	var squares [board.MaxBits]occupant
	for _, s := range g.Squares() {
		if pc, ok := p.At(s); ok {
			squares[s] = occupant{true, pc}
		}
	}
	mover := squares[m.From]
	squares[m.From] = occupant{}
	if !m.Lift {
		for _, s := range g.Squares() {
			if m.Captured.Has(s) {
				squares[s] = occupant{}
			}
		}
		if mover.piece.Kind != board.King {
			mover.piece.Kind = board.Man
			if m.Promotes {
				mover.piece.Kind = board.King
			}
		}
		squares[m.To] = mover
	}
	var q board.Position
	for _, s := range g.Squares() {
		o := squares[s]
		if !o.here {
			continue
		}
		c := o.piece.Color
		switch o.piece.Kind {
		case board.King:
			q.Kings[c] = q.Kings[c].With(s)
		case board.Parachutist:
			q.Paras[c] = q.Paras[c].With(s)
		default:
			q.Men[c] = q.Men[c].With(s)
		}
	}
	q.Turn = p.Turn.Opponent()
	if v.Rules().KingMoveLimit > 0 {
		q.KingRuns = runsAfter(p, q, m)
	}
	q.Key = q.ComputeKey()
	return q
}

// runsAfter returns the runs of quiet king moves after the side to move in
// p plays m, reaching q, as the Frisian rules say (RULES.md, Frisian): a
// quiet move of a king extends the mover's run if that king made the run's
// last move, or starts a run of one, as long as the mover still has men;
// any other move ends the mover's run. The opponent's run ends when its
// king is taken or it has no men left.
func runsAfter(p, q board.Position, m board.Move) board.KingRuns {
	me, them := p.Turn, p.Turn.Opponent()
	runs := p.KingRuns
	kingMoved := p.Kings[me].Has(m.From) && !m.Lift && m.Captured.IsEmpty()
	switch {
	case !kingMoved || q.Men[me].IsEmpty():
		runs[me] = board.KingRun{}
	case runs[me].Moves > 0 && runs[me].King == m.From:
		runs[me] = board.KingRun{King: m.To, Moves: runs[me].Moves + 1}
	default:
		runs[me] = board.KingRun{King: m.To, Moves: 1}
	}
	if q.Men[them].IsEmpty() || (runs[them].Moves > 0 && m.Captured.Has(runs[them].King)) {
		runs[them] = board.KingRun{}
	}
	return runs
}
