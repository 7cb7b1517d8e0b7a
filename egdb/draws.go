package egdb

import (
	"maps"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// The values take in the draw rules of a variant that hold from the
// position alone: those with no count, a zero Threshold (a material draw,
// such as Turkish one piece each; king against king with no capture at
// hand). Every other rule counts something a position does not hold, the
// times a position stood or the plies since something happened, and
// stays outside the values. Of the rules taken in, one the game applies at
// once, or that either player may claim, draws the position; one that only
// the side to move may claim gives it a draw to take instead of playing
// on, worth what a drawn move would be. As in a game, the end by the move
// rules comes first: a side with no move has lost even where a rule is
// met, and where the first king crowned wins, a crowned king has won.

// positionDraws are the draw rules of a variant that its values take in.
type positionDraws struct {
	v *variant.Variant
	// drawn are the rules that draw a position that meets them.
	drawn []variant.DrawRule
	// mover are the rules that let the side to move take a draw.
	mover []variant.DrawRule
}

// PositionDrawRules returns the draw rules of v that its database's values
// take in: those that hold from the position alone (a zero Threshold). The
// others, which count moves or repetitions, are outside the values.
func PositionDrawRules(v *variant.Variant) []variant.DrawRule {
	var out []variant.DrawRule
	for _, d := range v.Rules().Draws {
		if fromPosition(d) {
			out = append(out, d)
		}
	}
	return out
}

// fromPosition reports whether d holds from a position alone, with no
// history: a rule with nothing to count.
func fromPosition(d variant.DrawRule) bool {
	return d.Threshold == 0 && (d.Kind == variant.MaterialDraw || d.Kind == variant.KingVsKing)
}

// newPositionDraws returns the draw rules of v that its values take in,
// sorted by who ends the game by them. It is safe for concurrent use.
func newPositionDraws(v *variant.Variant) *positionDraws {
	pd := &positionDraws{v: v}
	for _, d := range PositionDrawRules(v) {
		if d.Claim != variant.Automatic && d.Claimant == variant.SideToMove {
			pd.mover = append(pd.mover, d)
		} else {
			pd.drawn = append(pd.drawn, d)
		}
	}
	return pd
}

// judge returns whether p, which is not over by the move rules, is drawn
// by a rule, and whether its side to move may take a draw.
func (pd *positionDraws) judge(p *board.Position) (drawn, option bool) {
	for i := range pd.drawn {
		if pd.meets(&pd.drawn[i], p) {
			return true, true
		}
	}
	for i := range pd.mover {
		if pd.meets(&pd.mover[i], p) {
			return false, true
		}
	}
	return false, false
}

// meets reports whether p meets the rule d.
func (pd *positionDraws) meets(d *variant.DrawRule, p *board.Position) bool {
	if !d.Material.Meets(p) {
		return false
	}
	return d.Kind != variant.KingVsKing || !pd.captureAtHand(*p)
}

// captureAtHand is the test of [variant.KingVsKing]: either side can
// capture, or the side to move is caught, or has a move after which the
// other is.
func (pd *positionDraws) captureAtHand(p board.Position) bool {
	other := p
	other.Turn = p.Turn.Opponent()
	if pd.hasCapture(p) || pd.hasCapture(other.Rehash()) || pd.caught(p) {
		return true
	}
	for _, m := range movegen.Generate(pd.v, p, nil) {
		if pd.caught(pd.v.Apply(p, m)) {
			return true
		}
	}
	return false
}

// caught reports whether the side to move in p has no capture and every
// one of its moves, at least one, lets the other side capture.
func (pd *positionDraws) caught(p board.Position) bool {
	moves := movegen.Generate(pd.v, p, nil)
	for _, m := range moves {
		if m.IsCapture() || !pd.hasCapture(pd.v.Apply(p, m)) {
			return false
		}
	}
	return len(moves) > 0
}

// hasCapture reports whether the side to move in p has a capture.
func (pd *positionDraws) hasCapture(p board.Position) bool {
	for _, m := range movegen.Generate(pd.v, p, nil) {
		if m.IsCapture() {
			return true
		}
	}
	return false
}

// SameValues reports whether the databases of v and w hold the same
// values: the two play alike ([variant.Variant.SameMoves]) and their draw
// rules inside the values ([PositionDrawRules]) draw the same positions
// the same way, whatever their names. A database of one serves the other;
// Turkish and Turkish without its one-piece-each rule, which play alike,
// do not share one.
func SameValues(v, w *variant.Variant) bool {
	if v == nil || w == nil {
		return v == w
	}
	if !v.SameMoves(w) {
		return false
	}
	type key struct {
		kind     variant.DrawKind
		material variant.Material
		mover    bool // only the side to move may take the draw
	}
	keys := func(v *variant.Variant) map[key]bool {
		out := map[key]bool{}
		for _, d := range PositionDrawRules(v) {
			out[key{d.Kind, d.Material, d.Claim != variant.Automatic && d.Claimant == variant.SideToMove}] = true
		}
		return out
	}
	return maps.Equal(keys(v), keys(w))
}
