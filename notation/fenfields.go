package notation

import (
	"strconv"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// FENFields are what lidraughts' FEN holds beyond a position: the pieces
// a capture still being played has taken ("ghosts"), and two move
// counters. lidraughts writes "W:W31,32:B1,2:H0:F1", and, between two
// steps of a capture entered one landing at a time, the pieces already
// jumped as ghosts: G before a man's square, P before a king's
// ("B:WG28,33:BK19": Black's king has taken the man on 28 and stands on
// 19, its capture not over).
type FENFields struct {
	// GhostMen and GhostKings hold, by colour, the squares of the ghosts:
	// pieces of the side not to move, taken but still on the board until
	// the capture ends (no piece may be jumped twice, nor a square of
	// theirs landed on).
	GhostMen, GhostKings [2]board.Bitboard
	// Counters says whether the FEN has the counters: "H" followed by the
	// half-move clock (lidraughts: the plies played since the position
	// came under a draw rule's count) and "F" followed by the number of
	// the move to be played (1 at the start, one more after each Black
	// move). Read, the missing one of the two is 0 or 1.
	Counters bool
	// HalfMove and FullMove are the counters' values.
	HalfMove, FullMove int
}

// Ghosts returns the squares of every ghost of both colours.
func (f *FENFields) Ghosts() board.Bitboard {
	return f.GhostMen[0].Or(f.GhostMen[1]).Or(f.GhostKings[0]).Or(f.GhostKings[1])
}

// maxCounter bounds the counters a FEN may give.
const maxCounter = 999999

// ParseFENFields reads a FEN as [ParseFEN] does, and lidraughts' fields
// besides: ghosts among the pieces ("G28", "P28": a man or king taken by
// the capture in progress), which the position returned leaves out and
// the fields hold, and the counters ":H12" and ":F33". A ghost must be of
// the side not to move, one to a square like any piece; a counter holds
// at most six digits, and F is at least 1. An upper-case G or P before a
// square is always the ghost mark here (write the square g1 in lower
// case), but in Parachute checkers P is still a parachutist. The errors
// are those of ParseFEN.
func ParseFENFields(v *variant.Variant, s string) (board.Position, FENFields, error) {
	var f FENFields
	if !usable(v) {
		return board.Position{}, f, &FENError{Err: ErrNoVariant}
	}
	r := fenReader{v: v, s: s, fields: &f}
	if err := r.read(); err != nil {
		return board.Position{}, FENFields{}, err
	}
	if crownedToMove(v, &r.pos) {
		return board.Position{}, FENFields{}, fail(s, 0, len(s), ErrUnreachable)
	}
	if f.Counters && f.FullMove == 0 {
		f.FullMove = 1
	}
	return r.pos.Rehash(), f, nil
}

// putGhost records a ghost of colour c and kind k on sq, written at
// s[lo:hi].
func (r *fenReader) putGhost(c board.Color, k board.Kind, sq board.Square, lo, hi int) *FENError {
	switch {
	case c == r.pos.Turn:
		return fail(r.s, lo, hi, ErrUnreachable) // the side to move takes, it is not taken
	case r.seen.Has(sq):
		return fail(r.s, lo, hi, ErrDuplicate)
	case k == board.Man && r.v.Promotion()[c].Has(sq):
		return fail(r.s, lo, hi, ErrPromotionRow)
	}
	r.seen = r.seen.With(sq)
	if k == board.King {
		r.fields.GhostKings[c] = r.fields.GhostKings[c].With(sq)
	} else {
		r.fields.GhostMen[c] = r.fields.GhostMen[c].With(sq)
	}
	return nil
}

// counter reads an extra field, s[lo:hi], as lidraughts' "H" or "F"
// counter when r takes them; any other extra field is ignored.
func (r *fenReader) counter(lo, hi int) *FENError {
	s := r.s
	if r.fields == nil || (s[lo] != 'H' && s[lo] != 'F') {
		return nil
	}
	if hi-lo < 2 || hi-lo > 7 || !allDigits(s, lo+1, hi) {
		return fail(s, lo, hi, ErrSyntax)
	}
	n, _ := strconv.Atoi(s[lo+1 : hi])
	r.fields.Counters = true
	if s[lo] == 'H' {
		r.fields.HalfMove = n
	} else if n == 0 {
		return fail(s, lo, hi, ErrSyntax) // moves are counted from 1
	} else {
		r.fields.FullMove = n
	}
	return nil
}

// FormatFENFields writes p with lidraughts' fields f, as
// [ParseFENFields] reads it: the ghosts among the pieces, in square
// order, and, when f.Counters is set, ":H" and ":F" with the counters
// after the pieces (before the runs of king moves, where there are any).
// With f zero it writes what [FormatFEN] writes. It returns "" if v is
// nil or has no board.
func FormatFENFields(v *variant.Variant, p board.Position, f FENFields) string {
	return formatFEN(v, p, &f)
}

// writeCounters appends f's counters to b when it has them.
func writeCounters(b []byte, f *FENFields) []byte {
	if f == nil || !f.Counters {
		return b
	}
	b = append(b, ":H"...)
	b = strconv.AppendInt(b, int64(max(0, min(f.HalfMove, maxCounter))), 10)
	b = append(b, ":F"...)
	return strconv.AppendInt(b, int64(max(1, min(f.FullMove, maxCounter))), 10)
}
