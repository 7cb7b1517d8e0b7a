package checkers

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// judge sets the result and the claimable draw of the current position by
// the variant's rules: where the first king crowned wins, a king's owner
// has won; the side to move without a legal move loses (wins under a
// NoMoveWins goal); otherwise a draw rule that applies ends the
// game, or makes a draw claimable where the variant's draws are claimed.
func (g *Game) judge() {
	g.rules, g.claim = Result{}, NoReason
	if g.v == nil {
		return
	}
	p := g.Position()
	if g.v.Goal() == variant.CrownWins {
		for c := range p.Kings {
			if !p.Kings[c].IsEmpty() {
				g.rules = win(board.Color(c), Crowning)
				return
			}
		}
	}
	if !movegen.HasMoves(g.v, p) {
		reason := NoMoves
		if p.Pieces(p.Turn).IsEmpty() {
			reason = NoPieces
		}
		winner := p.Turn.Opponent()
		if g.v.Goal() == variant.NoMoveWins {
			winner = p.Turn
		}
		g.rules = win(winner, reason)
		return
	}
	reason := g.drawReason()
	switch {
	case reason == NoReason:
	case g.v.Draws().Claimed:
		g.claim = reason
	default:
		g.rules = Result{Drawn, reason}
	}
}

// drawReason returns the first draw rule of the variant that the game now
// meets, or NoReason.
func (g *Game) drawReason() Reason {
	d := g.v.Draws()
	if d.Repetition > 0 && g.repetitions() >= d.Repetition {
		return Repetition
	}
	reversible, kingsOnly, material := g.quietPlies()
	if d.ReversiblePlies > 0 && reversible >= d.ReversiblePlies {
		return MoveCount
	}
	if d.KingPlies > 0 && kingsOnly >= d.KingPlies {
		return MoveCount
	}
	p := g.Position()
	for _, e := range d.Endgames {
		if material >= e.Plies && loneKingEnding(&p, e) {
			return Endgame
		}
	}
	return NoReason
}

// repetitions returns how many times the current position has occurred
// since the last move that cannot be taken back (a capture or a man's
// move), the current occurrence included.
func (g *Game) repetitions() int {
	cur := g.Position()
	n := 1
	for i := len(g.moves) - 1; i >= 0; i-- {
		if g.irreversible(i) {
			break
		}
		if p := g.positions[i]; p.Key == cur.Key && p == cur {
			n++
		}
	}
	return n
}

// irreversible reports whether move i captured, or moved a man (or a
// parachutist): after it no earlier position can come back.
func (g *Game) irreversible(i int) bool {
	m, before := &g.moves[i], &g.positions[i]
	return m.IsCapture() || !before.Kings[before.Turn].Has(m.From)
}

// quietPlies counts, back from the current position, the plies without a
// capture or a man's move; the plies in a row in which a king moved
// without capturing; and the plies since the material last changed (a
// capture or a promotion).
func (g *Game) quietPlies() (reversible, kingsOnly, material int) {
	counting := [3]bool{true, true, true}
	for i := len(g.moves) - 1; i >= 0 && (counting[0] || counting[1] || counting[2]); i-- {
		m, before := &g.moves[i], &g.positions[i]
		kingMove := before.Kings[before.Turn].Has(m.From) && !m.IsCapture()
		counting[0] = counting[0] && !g.irreversible(i)
		counting[1] = counting[1] && kingMove
		counting[2] = counting[2] && !m.IsCapture() && !m.Promotes
		if counting[0] {
			reversible++
		}
		if counting[1] {
			kingsOnly++
		}
		if counting[2] {
			material++
		}
	}
	return reversible, kingsOnly, material
}

// loneKingEnding reports whether p is the ending of e: one side with
// exactly e.Pieces pieces, at least e.Kings of them kings, the other with a
// lone king.
func loneKingEnding(p *board.Position, e variant.Endgame) bool {
	for c := board.White; c <= board.Black; c++ {
		strong, weak := c, c.Opponent()
		if p.Pieces(weak).Count() == 1 && p.Kings[weak].Count() == 1 &&
			p.Pieces(strong).Count() == e.Pieces && p.Kings[strong].Count() >= e.Kings {
			return true
		}
	}
	return false
}
