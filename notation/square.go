package notation

import (
	"strconv"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// maxDigits bounds the digits of a square number or rank worth converting:
// no board has a thousand squares.
const maxDigits = 3

// ParseSquare reads one square of v's board, written either as its number
// in v's numbering ("32", see [variant.Variant.Numbering]) or as its
// algebraic name ("c3", "C3"; files a, b, ... and ranks 1, 2, ... as White
// sees the board, "l12" on 12x12). Both forms are accepted for every
// variant. s must hold the square alone, without spaces.
//
// The error is a [*FENError] (offsets into s) wrapping [ErrSyntax] or
// [ErrSquare], or [ErrNoVariant] if v is nil or has no board.
func ParseSquare(v *variant.Variant, s string) (board.Square, error) {
	if !usable(v) {
		return board.NoSquare, &FENError{Err: ErrNoVariant}
	}
	sq, err := parseSquare(v, s, 0, len(s))
	if err != nil {
		return board.NoSquare, err
	}
	return sq, nil
}

// parseSquare reads the square written in s[lo:hi].
func parseSquare(v *variant.Variant, s string, lo, hi int) (board.Square, *FENError) {
	if lo >= hi {
		return board.NoSquare, fail(s, lo, hi, ErrSyntax)
	}
	if allDigits(s, lo, hi) {
		n, ok := number(s, lo, hi)
		sq, onBoard := v.Numbering().Square(n)
		if !ok || !onBoard {
			return board.NoSquare, fail(s, lo, hi, ErrSquare)
		}
		return sq, nil
	}
	file := lower(s[lo])
	if file < 'a' || file > 'z' || hi-lo < 2 || !allDigits(s, lo+1, hi) {
		return board.NoSquare, fail(s, lo, hi, ErrSyntax)
	}
	rank, ok := number(s, lo+1, hi)
	sq, onBoard := v.Board().Square(rank-1, int(file-'a'))
	if !ok || !onBoard {
		return board.NoSquare, fail(s, lo, hi, ErrSquare)
	}
	return sq, nil
}

// FormatSquare writes s in v's own notation: its number for a numeric
// variant ("32"), its algebraic name otherwise ("g1"). A square that is not
// playable on v's board, or any square if v is nil or has no board, is
// written "?".
func FormatSquare(v *variant.Variant, s board.Square) string {
	if !usable(v) {
		return "?"
	}
	if v.Notation() != variant.Numeric {
		return v.Board().Name(s)
	}
	n := v.Numbering().Number(s)
	if n == 0 {
		return "?"
	}
	return strconv.Itoa(n)
}

// allDigits reports whether s[lo:hi] is a non-empty run of decimal digits.
func allDigits(s string, lo, hi int) bool {
	if lo >= hi {
		return false
	}
	for i := lo; i < hi; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// number converts the digits s[lo:hi], leading zeros allowed. It reports
// false for a number too long to be a square or rank.
func number(s string, lo, hi int) (int, bool) {
	for lo < hi-1 && s[lo] == '0' {
		lo++
	}
	if hi-lo > maxDigits {
		return 0, false
	}
	n := 0
	for i := lo; i < hi; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// lower returns the lower-case form of an ASCII letter, any other byte
// unchanged.
func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
