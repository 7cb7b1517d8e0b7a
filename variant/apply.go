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
// which moves are) and never changes p. A nil Variant knows no rules: the
// pieces move, and that is all.
//
// Every program that plays moves under a variant (a Game, the players,
// the readers of move text and PDN) plays them through Apply.
func (v *Variant) Apply(p board.Position, m board.Move) board.Position {
	// Apply only calls apply, so that it is inlined where it is called.
	v.apply(&p, &m)
	return p
}

// apply is Apply in place. It takes the move by pointer: passed by value,
// its fields would be stored to the stack one by one and read back whole,
// which stalls the processor (BENCHMARKS.md, "Design choices measured").
func (v *Variant) apply(p *board.Position, m *board.Move) {
	if v == nil || v.rules.KingMoveLimit == 0 {
		p.MovePieces(*m)
		return
	}
	c, runs := p.Turn, p.KingRuns
	if c > board.Black {
		return
	}
	kingMoved := p.Kings[c].Has(m.From)
	p.MovePieces(*m)
	if next := kingrun.Next(runs, c, kingMoved, p, *m, uint8(v.rules.KingMoveLimit)); next != runs {
		*p = p.SetKingRuns(next)
	}
}
