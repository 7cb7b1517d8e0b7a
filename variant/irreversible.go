package variant

import "github.com/draughtsgo/checkers/board"

// Irreversible reports whether m, a legal move of p, is one after which no
// earlier position of the game can come back: a capture, a crowning, a
// lift (Konane), or a man's (or a parachutist's) move to another rank. A
// king's move can be undone, and so can a man's step sideways (Turkish,
// Gothic, Alquerque) by a step back, so a search for repeated positions
// must look back across both.
func (v *Variant) Irreversible(p *board.Position, m *board.Move) bool {
	if m.IsCapture() || m.Promotes || m.Lift {
		return true
	}
	if p.Kings[p.Turn].Has(m.From) {
		return false
	}
	from, _ := v.rules.Board.Coord(m.From)
	to, _ := v.rules.Board.Coord(m.To)
	return from != to
}
