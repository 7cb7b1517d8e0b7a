package notation

import (
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// The runs field of a FEN holds the sides' runs of quiet king moves in the
// variants that limit them (Frisian, Frysk!), in lidraughts' form:
//
//	+<Black's count><Black's square>+<White's count><White's square>
//
// each count one digit, each square the tracked king's number in two
// digits, left out when the count is 0: "+0+346" is White's king on 46
// after three quiet moves in a row, Black without a run.

// runs reads the runs field s[lo:hi], its first byte a '+', into r.runs.
func (r *fenReader) runs(lo, hi int) *FENError {
	s := r.s
	if r.v.KingMoveLimit() == 0 {
		return fail(s, lo, hi, ErrSyntax) // no runs in this variant
	}
	parts := split(s, lo+1, hi, '+')
	if len(parts) != 2 {
		return fail(s, lo, hi, ErrSyntax)
	}
	for i, part := range parts {
		c := board.Black
		if i == 1 {
			c = board.White
		}
		lo, hi := part[0], part[1]
		if lo == hi || s[lo] < '0' || s[lo] > '9' {
			return fail(s, lo, hi, ErrSyntax)
		}
		run := board.KingRun{Moves: s[lo] - '0'}
		switch {
		case lo+1 < hi:
			sq, err := parseSquare(r.v, s, lo+1, hi)
			if err != nil {
				return err
			}
			run.King = sq
		case run.Moves > 0:
			return fail(s, lo, hi, ErrSyntax) // a run needs its king
		}
		if int(run.Moves) > r.v.KingMoveLimit() {
			return fail(s, lo, hi, ErrUnreachable)
		}
		r.run[c], r.runAt[c] = run, [2]int{lo, hi}
	}
	return nil
}

// checkRuns checks the runs read against the pieces: a run's king must
// stand on its square. A side without men keeps no run (the rule binds
// only a side with kings and men), so its run is dropped.
func (r *fenReader) checkRuns() *FENError {
	for c := board.White; c <= board.Black; c++ {
		run := r.run[c]
		if run.Moves == 0 || r.pos.Men[c].IsEmpty() {
			continue
		}
		if !r.pos.Kings[c].Has(run.King) {
			return fail(r.s, r.runAt[c][0], r.runAt[c][1], ErrUnreachable)
		}
		r.pos = r.pos.SetKingRun(c, run)
	}
	return nil
}

// writeRuns writes the runs field of p, with its leading ':', if either
// side has a run.
func writeRuns(b *strings.Builder, v *variant.Variant, p *board.Position) {
	if p.KingRuns == (board.KingRuns{}) {
		return
	}
	b.WriteByte(':')
	for _, c := range [2]board.Color{board.Black, board.White} {
		run := p.KingRuns[c]
		b.WriteByte('+')
		b.WriteString(strconv.Itoa(int(run.Moves)))
		if run.Moves > 0 {
			sq := FormatSquare(v, run.King)
			if len(sq) == 1 {
				b.WriteByte('0')
			}
			b.WriteString(sq)
		}
	}
}
