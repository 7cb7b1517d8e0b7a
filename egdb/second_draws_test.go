package egdb_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/reference"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// The second solver's own reading of the draw rules that hold from a
// position (RULES.md, "Endgame databases"), written apart from the
// package's: piece counts by walking the squares, captures as moves that
// leave the other side fewer pieces, moves from the reference
// implementation.

// A position's standing under the draw rules of the position.
const (
	playOn       = iota // no rule met
	drawnByRule         // drawn: the game draws it, or either player may claim
	claimByMover        // the side to move may claim a draw
)

// slowRules are the draw rules of a variant that have no count.
type slowRules struct {
	v     *variant.Variant
	rules []variant.DrawRule
}

// slowDrawRules returns the rules of v that count nothing: not a
// repetition, a quiet run or an ending's count.
func slowDrawRules(v *variant.Variant) slowRules {
	r := slowRules{v: v}
	for _, d := range v.Rules().Draws {
		switch d.Kind {
		case variant.Repetition, variant.QuietRun, variant.EndingCount:
		default:
			r.rules = append(r.rules, d)
		}
	}
	return r
}

// judge returns the standing of p, which has a legal move.
func (r slowRules) judge(p board.Position) int {
	out := playOn
	for _, d := range r.rules {
		if !r.met(d, p) {
			continue
		}
		if d.Claim == variant.Automatic || d.Claimant == variant.EitherPlayer {
			return drawnByRule
		}
		out = claimByMover
	}
	return out
}

// met reports whether p meets d.
func (r slowRules) met(d variant.DrawRule, p board.Position) bool {
	var men, kings [2]int
	for _, s := range r.v.Board().Squares() {
		if pc, ok := p.At(s); ok {
			if pc.Kind == board.King {
				kings[pc.Color]++
			} else {
				men[pc.Color]++
			}
		}
	}
	m := d.Material
	total := men[0] + men[1] + kings[0] + kings[1]
	if total < m.MinTotal || m.MaxTotal > 0 && total > m.MaxTotal {
		return false
	}
	side := func(c int) bool {
		n := men[c] + kings[c]
		return n >= m.MinPieces && (m.MaxPieces == 0 || n <= m.MaxPieces) && kings[c] >= m.MinKings && (!m.NoMen || men[c] == 0)
	}
	switch {
	case !m.LoneKing && !(side(0) && side(1)):
		return false
	case m.LoneKing && !(men[1] == 0 && kings[1] == 1 && side(0)) && !(men[0] == 0 && kings[0] == 1 && side(1)):
		return false
	}
	if d.Kind != variant.KingVsKing {
		return true
	}
	// King against king: no capture at hand for either side, the side
	// to move not caught, and no move of it after which the other is.
	swapped := p
	swapped.Turn = p.Turn.Opponent()
	if r.canTake(p) || r.canTake(swapped.Rehash()) || r.caught(p) {
		return false
	}
	for _, mv := range reference.Moves(r.v, p) {
		if r.caught(reference.Apply(r.v, p, mv)) {
			return false
		}
	}
	return true
}

// pieces returns how many pieces c has in p.
func (r slowRules) pieces(p board.Position, c board.Color) int {
	n := 0
	for _, s := range r.v.Board().Squares() {
		if pc, ok := p.At(s); ok && pc.Color == c {
			n++
		}
	}
	return n
}

// takes reports whether mv, a move of p, takes a piece.
func (r slowRules) takes(p board.Position, mv board.Move) bool {
	other := p.Turn.Opponent()
	return r.pieces(reference.Apply(r.v, p, mv), other) < r.pieces(p, other)
}

// canTake reports whether the side to move in p has a capture.
func (r slowRules) canTake(p board.Position) bool {
	for _, mv := range reference.Moves(r.v, p) {
		if r.takes(p, mv) {
			return true
		}
	}
	return false
}

// caught reports whether the side to move in p has moves, none a
// capture, each letting the other side capture.
func (r slowRules) caught(p board.Position) bool {
	moves := reference.Moves(r.v, p)
	for _, mv := range moves {
		if r.takes(p, mv) || !r.canTake(reference.Apply(r.v, p, mv)) {
			return false
		}
	}
	return len(moves) > 0
}

// drawRuleVariants are variants made for the test whose draw rules hold
// from the position: Turkish with its one piece each claimed by either
// player; English with one piece each claimed by the side to move (in
// Turkish no side to move that has a move is lost with one piece each, so
// a claim of its own changes nothing there); English with the
// king-against-king rule of Frisian's Art. 21.1 (English kings, short,
// win many such endings by the move rules).
func drawRuleVariants(t *testing.T) []*variant.Variant {
	oneEach := variant.DrawRule{Name: "one piece each", Kind: variant.MaterialDraw, Material: variant.Material{MinPieces: 1, MaxPieces: 1}}
	kingVKing := variant.DrawRule{Name: "king v king", Kind: variant.KingVsKing,
		Material: variant.Material{LoneKing: true, MinPieces: 1, MaxPieces: 1, MinKings: 1, NoMen: true}}
	claimed := func(d variant.DrawRule, by variant.Claimant) variant.DrawRule {
		d.Claim, d.Claimant = variant.OnClaim, by
		return d
	}
	made := func(base *variant.Variant, name string, d variant.DrawRule) *variant.Variant {
		r := base.Rules()
		r.Name, r.Aliases, r.GameType, r.Draws = name, nil, 0, append(r.Draws, d)
		if base == variant.Turkish {
			r.Draws = []variant.DrawRule{d}
		}
		v, err := variant.New(r)
		require.NoError(t, err)
		return v
	}
	return []*variant.Variant{
		made(variant.Turkish, "turkish-claimed-either", claimed(oneEach, variant.EitherPlayer)),
		made(variant.English, "english-one-each-claimed-mover", claimed(oneEach, variant.SideToMove)),
		made(variant.English, "english-king-v-king", kingVKing),
	}
}
