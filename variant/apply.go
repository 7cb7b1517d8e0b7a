package variant

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/kingrun"
)

// Apply returns the position after the side to move in p plays m under
// v's rules: the pieces move as [board.Position.MovePieces] moves them,
// and where v limits a king's quiet moves ([Rules.KingMoveLimit]: Frisian,
// Frysk!) the runs of king moves ([board.KingRuns]) are kept, so that the
// move generator refuses a king's move past the limit whichever way the
// position was built. It does not check that m is legal (movegen says
// which moves are) and never changes p.
//
// Every program that plays moves under a variant (a Game, the players,
// the readers of move text and PDN) plays them through Apply.
func (v *Variant) Apply(p board.Position, m board.Move) board.Position {
	if v.rules.KingMoveLimit == 0 {
		return p.MovePieces(m)
	}
	return v.applyCountingRuns(&p, m)
}

// applyCountingRuns is Apply for a variant with a king-move limit.
func (v *Variant) applyCountingRuns(p *board.Position, m board.Move) board.Position {
	q := p.MovePieces(m)
	return q.SetKingRuns(kingrun.Apply(p, &q, m, uint8(v.rules.KingMoveLimit)))
}
