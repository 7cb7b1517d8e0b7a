package notation

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// ParseFEN reads a position of variant v written in FEN, PDN 3.0 style:
//
//	[Turn]:[Color][K]square,[K]square,...:[Color][K]square,...
//
// such as "W:W31,32,K45:B1,2,3". Turn and Color are W (White) or B (Black),
// in either case. K marks a king, P a parachutist (in Parachute checkers
// only). A square is a number in v's numbering or
// an algebraic name, whatever v's own notation ("W:Wa1,c1,Kd4:Bh8", "29"
// and "a1" mixed in one list); an upper-case K before a square is always
// the king mark, so the 12x12 square k1 is written in lower case there. A
// numeric range stands for every square between its ends: "W31-50", and
// "K31-35" for kings on 31 to 35.
//
// The two colour lists may come in either order, and each may be empty or
// missing: "B:W50:B" and "W:W18" are one-sided positions. ParseFEN also
// accepts spaces around the whole text, around fields and after commas, a
// trailing ".", surrounding double quotes (as in a PDN FEN tag), and
// trailing fields of other programs such as ":H0:F1" (a letter other than
// W, B and K, then letters and digits), which it ignores.
//
// In the variants that limit a king's quiet moves in a row (Frisian,
// Frysk!), a last field in lidraughts' form holds the sides' runs (see
// [board.KingRuns]): "+<count><square>+<count><square>", Black's run first,
// each count one digit, the square of the tracked king left out for a
// count of 0, as in "W:WK46,45:B1:+0+346" (White's king on 46 has made
// three quiet moves in a row). Without it, neither side has a run. The run
// of a side without men is dropped: the limit does not bind it.
//
// The error is a [*FENError] wrapping [ErrSyntax], [ErrSquare],
// [ErrDuplicate], [ErrPromotionRow] or [ErrUnreachable] (also: a run
// longer than the limit, or whose square holds no king of its side), with the byte
// offset of the fault in s, or [ErrNoVariant] if v is nil or has no board.
// ParseFEN returns a valid position: pieces on playable squares, one per
// square, no man on a square where its colour is crowned, and where the
// first king crowned wins, no king of the side to move.
func ParseFEN(v *variant.Variant, s string) (board.Position, error) {
	if !usable(v) {
		return board.Position{}, &FENError{Err: ErrNoVariant}
	}
	r := fenReader{v: v, s: s}
	if err := r.read(); err != nil {
		return board.Position{}, err
	}
	if crownedToMove(v, &r.pos) {
		return board.Position{}, fail(s, 0, len(s), ErrUnreachable)
	}
	return r.pos.Rehash(), nil
}

// fenReader holds the state of one [ParseFEN] call. Every index is into s.
type fenReader struct {
	v    *variant.Variant
	s    string
	pos  board.Position
	seen board.Bitboard
	// run and runAt are the runs of king moves read, and where.
	run   board.KingRuns
	runAt [2][2]int
	// fields, when not nil, takes lidraughts' ghost pieces and move
	// counters (ParseFENFields); without it they are not read.
	fields *FENFields
}

func (r *fenReader) read() *FENError {
	s := r.s
	lo, hi := trim(s, 0, len(s))
	if lo < hi && s[lo] == '"' {
		if hi-lo < 2 || s[hi-1] != '"' {
			return fail(s, lo, lo+1, ErrSyntax)
		}
		lo, hi = trim(s, lo+1, hi-1)
	}
	if lo < hi && s[hi-1] == '.' {
		_, hi = trim(s, lo, hi-1)
	}
	fields := split(s, lo, hi, ':')
	if err := r.turn(fields[0]); err != nil {
		return err
	}
	var listed [2]bool
	extra, runs := false, false
	for _, f := range fields[1:] {
		lo, hi := trim(s, f[0], f[1])
		if lo == hi {
			return fail(s, lo, hi, ErrSyntax)
		}
		c, ok := color(s[lo])
		switch {
		case ok && !extra && !listed[c]:
			listed[c] = true
			if err := r.list(c, lo+1, hi); err != nil {
				return err
			}
		case s[lo] == '+' && !runs:
			extra, runs = true, true
			if err := r.runs(lo, hi); err != nil {
				return err
			}
		case !ok && isExtraField(s[lo:hi]):
			extra = true
			if err := r.counter(lo, hi); err != nil {
				return err
			}
		default:
			return fail(s, lo, lo+1, ErrSyntax)
		}
	}
	return r.checkRuns()
}

// turn reads the side to move from the field s[f[0]:f[1]].
func (r *fenReader) turn(f [2]int) *FENError {
	lo, hi := trim(r.s, f[0], f[1])
	if hi-lo != 1 {
		return fail(r.s, lo, hi, ErrSyntax)
	}
	c, ok := color(r.s[lo])
	if !ok {
		return fail(r.s, lo, hi, ErrSyntax)
	}
	r.pos.Turn = c
	return nil
}

// list reads the squares of colour c, s[lo:hi] after the colour letter.
func (r *fenReader) list(c board.Color, lo, hi int) *FENError {
	lo, hi = trim(r.s, lo, hi)
	if lo == hi {
		return nil
	}
	for _, t := range split(r.s, lo, hi, ',') {
		lo, hi := trim(r.s, t[0], t[1])
		if err := r.token(c, lo, hi); err != nil {
			return err
		}
	}
	return nil
}

// token reads one entry of colour c's list: [K|P]square or [K|P]from-to.
func (r *fenReader) token(c board.Color, lo, hi int) *FENError {
	s := r.s
	if lo == hi {
		return fail(s, lo, hi, ErrSyntax)
	}
	kind, ghost := board.Man, false
	switch s[lo] {
	case 'K':
		kind = board.King
	case 'P':
		switch {
		case r.v.Rules().ParachuteJumps != [2]board.DirSet{}:
			kind = board.Parachutist
		case r.fields != nil:
			kind, ghost = board.King, true
		default:
			return fail(s, lo, lo+1, ErrSyntax) // no parachutists in this variant
		}
	case 'G':
		ghost = r.fields != nil // else the file g, in upper case
	}
	if kind != board.Man || ghost {
		lo++
		if lo == hi {
			return fail(s, lo-1, hi, ErrSyntax)
		}
	}
	dash := strings.IndexByte(s[lo:hi], '-')
	if dash < 0 {
		sq, err := parseSquare(r.v, s, lo, hi)
		if err != nil {
			return err
		}
		if ghost {
			return r.putGhost(c, kind, sq, lo, hi)
		}
		return r.put(c, kind, sq, lo, hi)
	}
	if ghost {
		return fail(s, lo, hi, ErrSyntax) // a range of ghosts is no capture
	}
	dash += lo
	if !allDigits(s, lo, dash) || !allDigits(s, dash+1, hi) {
		return fail(s, lo, hi, ErrSyntax)
	}
	first, err := parseSquare(r.v, s, lo, dash)
	if err != nil {
		return err
	}
	last, err := parseSquare(r.v, s, dash+1, hi)
	if err != nil {
		return err
	}
	n := r.v.Numbering()
	from, to := n.Number(first), n.Number(last)
	if from > to {
		return fail(s, lo, hi, ErrSyntax)
	}
	for i := from; i <= to; i++ {
		sq, _ := n.Square(i)
		if err := r.put(c, kind, sq, lo, hi); err != nil {
			return err
		}
	}
	return nil
}

// put places a piece of colour c and kind k on sq, written at s[lo:hi].
func (r *fenReader) put(c board.Color, k board.Kind, sq board.Square, lo, hi int) *FENError {
	switch {
	case r.seen.Has(sq):
		return fail(r.s, lo, hi, ErrDuplicate)
	case k == board.Man && r.v.Promotion()[c].Has(sq):
		return fail(r.s, lo, hi, ErrPromotionRow)
	}
	r.seen = r.seen.With(sq)
	r.pos = r.pos.Put(sq, board.Piece{Color: c, Kind: k})
	return nil
}

// FormatFEN writes p in FEN: the side to move, then ":W" and White's
// pieces, then ":B" and Black's, kings marked K (parachutists P), e.g.
// "B:W21,22,K23:B1,2,3". Squares are written in v's own notation
// ([FormatSquare]), one by one (no ranges), in increasing number for a
// numeric variant and by rank then file ("Wa1,c1,b2") for an algebraic
// one. A side without pieces is written as just ":W" or ":B". Where a side
// has a run of king moves (Frisian, Frysk!), a last field holds the runs
// in lidraughts' form, e.g. ":+0+346" (see [ParseFEN]); without runs the
// FEN is a plain PDN one.
//
// Only squares playable on v's board are written. For every valid p,
// [ParseFEN] gives p back. FormatFEN returns "" if v is nil or has no
// board.
func FormatFEN(v *variant.Variant, p board.Position) string { return formatFEN(v, p, nil) }

// formatFEN is [FormatFEN] with lidraughts' fields f, when not nil.
func formatFEN(v *variant.Variant, p board.Position, f *FENFields) string {
	if !usable(v) {
		return ""
	}
	var b strings.Builder
	if p.Turn == board.Black {
		b.WriteByte('B')
	} else {
		b.WriteByte('W')
	}
	squares := v.Board().Squares()
	if v.Notation() == variant.Numeric {
		n := v.Numbering()
		squares = make([]board.Square, 0, n.Len())
		for i := 1; i <= n.Len(); i++ {
			sq, _ := n.Square(i)
			squares = append(squares, sq)
		}
	}
	for c, letter := range [2]string{":W", ":B"} {
		b.WriteString(letter)
		first := true
		for _, sq := range squares {
			mark, ok := pieceMark(&p, f, board.Color(c), sq)
			if !ok {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(mark)
			b.WriteString(FormatSquare(v, sq))
		}
	}
	b.Write(writeCounters(nil, f))
	writeRuns(&b, v, &p)
	return b.String()
}

// pieceMark returns the mark FEN writes before the square sq for the
// piece of colour c there, K for a king, P for a parachutist, G and P for
// f's ghosts, and whether c has a piece or ghost there.
func pieceMark(p *board.Position, f *FENFields, c board.Color, sq board.Square) (string, bool) {
	if pc, ok := p.At(sq); ok {
		switch {
		case pc.Color != c:
			return "", false
		case pc.Kind == board.King:
			return "K", true
		case pc.Kind == board.Parachutist:
			return "P", true
		}
		return "", true
	}
	switch {
	case f == nil:
	case f.GhostMen[c].Has(sq):
		return "G", true
	case f.GhostKings[c].Has(sq):
		return "P", true
	}
	return "", false
}

// color reads a colour letter, W or B in either case.
func color(ch byte) (board.Color, bool) {
	switch lower(ch) {
	case 'w':
		return board.White, true
	case 'b':
		return board.Black, true
	}
	return board.White, false
}

// isExtraField reports whether f is a field of another program that
// ParseFEN ignores: a letter other than W, B and K, then letters and digits
// ("H0", "F1").
func isExtraField(f string) bool {
	if l := lower(f[0]); l < 'a' || l > 'z' || l == 'k' {
		return false
	}
	for i := 1; i < len(f); i++ {
		if l := lower(f[i]); (l < 'a' || l > 'z') && (l < '0' || l > '9') {
			return false
		}
	}
	return true
}

// trim returns the bounds of s[lo:hi] without surrounding spaces, tabs
// and line ends.
func trim(s string, lo, hi int) (int, int) {
	for lo < hi && isSpace(s[lo]) {
		lo++
	}
	for hi > lo && isSpace(s[hi-1]) {
		hi--
	}
	return lo, hi
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// split returns the bounds of the pieces of s[lo:hi] between the
// separators sep: always at least one piece.
func split(s string, lo, hi int, sep byte) [][2]int {
	var parts [][2]int
	start := lo
	for i := lo; i < hi; i++ {
		if s[i] == sep {
			parts = append(parts, [2]int{start, i})
			start = i + 1
		}
	}
	return append(parts, [2]int{start, hi})
}
