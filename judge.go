package checkers

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// judge sets the result the rules give in the current position and the
// draws that may be claimed in it (judgePosition), and keeps where the
// rules ended the game (markEnd).
func (g *Game) judge() {
	g.judgePosition()
	g.markEnd()
}

// judgePosition sets the result the rules give in the current position,
// and the draws that may be claimed in it, in the order of RULES.md,
// section "Draws" (how a position is judged): where the first king
// crowned wins, a king's owner has won; the side to move without a legal
// move loses (wins under a NoMoveWins goal); then the variant's draw rules
// ([variant.DrawRule]) in their order, the first automatic one met drawing
// the game, each claimable one met opening a claim.
func (g *Game) judgePosition() {
	g.rules, g.claims, g.drawnBy = Result{}, nil, ""
	if g.v == nil || g.invalid != nil {
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
	for _, d := range g.draws {
		claim := Claim{Rule: d.Name, Reason: drawReason(d.Kind), Who: d.Claimant, Players: claimants(p, d.Claimant)}
		switch {
		case d.Claim == variant.BeforeMove:
			if claim.Moves = g.repeatingMoves(d.Threshold); claim.Moves != nil {
				g.claims = append(g.claims, claim)
			}
		case !g.meets(d):
		case d.Claim == variant.Automatic:
			g.rules, g.claims, g.drawnBy = Result{Drawn, claim.Reason}, nil, d.Name
			return
		default:
			g.claims = append(g.claims, claim)
		}
	}
}

// drawReason returns the reason of a draw by a rule of kind k.
func drawReason(k variant.DrawKind) Reason {
	switch k {
	case variant.Repetition:
		return Repetition
	case variant.QuietRun:
		return MoveCount
	}
	return Endgame
}

// meets reports whether the game now meets draw rule d.
func (g *Game) meets(d variant.DrawRule) bool {
	last := len(g.positions) - 1
	p := &g.positions[last]
	switch d.Kind {
	case variant.Repetition:
		return g.occurrences(p, g.reversibleSince(), last) >= d.Threshold
	case variant.QuietRun:
		return d.Material.Meets(p) && g.quietRun(d.Run, d.Threshold) >= d.Threshold
	case variant.EndingCount:
		return g.endingCounted(d)
	case variant.MaterialDraw:
		return d.Material.Meets(p)
	case variant.KingVsKing:
		return d.Material.Meets(p) && !captureAtHand(g.v, *p)
	}
	return false
}

// reversibleSince returns the index of the first position after the
// game's last irreversible ply ([variant.Variant.Irreversible]): no
// position before it can come back.
func (g *Game) reversibleSince() int {
	first := len(g.positions) - 1
	for first > 0 && !g.v.Irreversible(&g.positions[first-1], &g.moves[first-1]) {
		first--
	}
	return first
}

// occurrences returns how many of positions[first..last] equal q.
func (g *Game) occurrences(q *board.Position, first, last int) int {
	n := 0
	for i := first; i <= last; i++ {
		if p := &g.positions[i]; p.Key == q.Key && *p == *q {
			n++
		}
	}
	return n
}

// repeatingMoves returns the legal moves after which the position would
// stand for the n-th time, or nil.
func (g *Game) repeatingMoves(n int) []board.Move {
	last, first := len(g.positions)-1, g.reversibleSince()
	// A position comes back four plies later at the soonest (both sides
	// move away and back), and the one after the next move no sooner than
	// as the position three plies ago: its n-1 earlier occurrences need
	// 4(n-1)-1 plies since the last irreversible one.
	if last-first < 4*(n-1)-1 {
		return nil
	}
	p := g.positions[last]
	var out []board.Move
	for _, m := range movegen.Generate(g.v, p, nil) {
		if g.v.Irreversible(&p, &m) {
			continue
		}
		if q := g.v.Apply(p, m); g.occurrences(&q, first, last)+1 >= n {
			out = append(out, m)
		}
	}
	return out
}

// quietRun returns how many of the last plies, up to limit, met run in a
// row.
func (g *Game) quietRun(run variant.Run, limit int) int {
	n := 0
	for i := len(g.moves) - 1; i >= 0 && n < limit; i-- {
		m, before := &g.moves[i], &g.positions[i]
		quiet := !m.IsCapture()
		switch run {
		case variant.NoProgress, variant.KingsOnly:
			// The two read alike: a king moved, or nothing but a man
			// could have.
			quiet = quiet && before.Kings[before.Turn].Has(m.From)
		case variant.Balance:
			quiet = quiet && !m.Promotes
		}
		if !quiet {
			break
		}
		n++
	}
	return n
}

// endingCounted reports whether the ending count d is met: the position
// has met d.Material since P0 (the first position of the current unbroken
// run of positions that meet it), the count in d.Unit since P0 has reached
// d.Threshold, a count in one side's moves is judged right after that
// side's move, and neither d.LoneKingOn nor d.Exception keeps the draw off.
func (g *Game) endingCounted(d variant.DrawRule) bool {
	last := len(g.positions) - 1
	p := &g.positions[last]
	if !d.Material.Meets(p) {
		return false
	}
	first := last
	for first > 0 && d.Material.Meets(&g.positions[first-1]) {
		first--
	}
	p0 := &g.positions[first]
	strong, ok := d.Material.Strong(p0)
	ok = ok && !variant.IsLoneKing(p0, strong)
	unit, threshold := d.Unit, d.Threshold
	if !ok && unit != variant.Plies {
		// A lone king on each side: no strong side, so both sides' moves.
		unit, threshold = variant.Plies, 2*threshold
	}
	lone := p.Turn
	if ok {
		lone = strong.Opponent()
	}
	counted := last - first
	if unit != variant.Plies {
		side := strong
		if unit == variant.LoneMoves {
			side = lone
		}
		if p.Turn == side {
			return false
		}
		counted = 0
		for i := first; i < last; i++ {
			if g.positions[i].Turn == side {
				counted++
			}
		}
	}
	if counted < threshold {
		return false
	}
	if on := d.LoneKingOn; !on.IsEmpty() && (p.Kings[lone].And(on).IsEmpty() || p.Occupied().And(on).Count() != 1) {
		return false
	}
	return d.Exception != variant.CaughtKing || p.Turn != lone || !caught(g.v, *p)
}

// caught reports whether the side to move in p, a lone king, is caught: it
// has no capture, and every legal move of it lets the other side capture.
func caught(v *variant.Variant, p board.Position) bool {
	moves := movegen.Generate(v, p, nil)
	for _, m := range moves {
		if m.IsCapture() || !hasCapture(v, v.Apply(p, m)) {
			return false
		}
	}
	return len(moves) > 0
}

// captureAtHand is the test of Frisian Art. 21.1 for a king against a king
// (see [variant.KingVsKing]): it reports whether either king can capture
// or will necessarily be captured after its next move.
func captureAtHand(v *variant.Variant, p board.Position) bool {
	other := p
	other.Turn = p.Turn.Opponent()
	if hasCapture(v, p) || hasCapture(v, other.Rehash()) || caught(v, p) {
		return true
	}
	for _, m := range movegen.Generate(v, p, nil) {
		if caught(v, v.Apply(p, m)) {
			return true
		}
	}
	return false
}

// hasCapture reports whether the side to move in p has a capture.
func hasCapture(v *variant.Variant, p board.Position) bool {
	for _, m := range movegen.Generate(v, p, nil) {
		if m.IsCapture() {
			return true
		}
	}
	return false
}
