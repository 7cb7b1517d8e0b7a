package notation

import (
	"errors"
	"strconv"
)

// The kinds of fault [ParseFEN] and [ParseSquare] report, each wrapped in a
// [*FENError].
var (
	// ErrSyntax: the text is not a FEN (or square) at all here.
	ErrSyntax = errors.New("syntax error")
	// ErrSquare: a square number out of range, or a name of a cell that is
	// off the board or not playable on it.
	ErrSquare = errors.New("square out of range or not playable")
	// ErrDuplicate: a square listed twice, in one colour's list or in both.
	ErrDuplicate = errors.New("square listed twice")
	// ErrPromotionRow: a man on a square where the men of its colour are
	// crowned (the variant's Promotion squares).
	ErrPromotionRow = errors.New("man on its own promotion row")
)

// FENError is the error of [ParseFEN] and [ParseSquare]: what went wrong
// and where. The token is always the text of the input at Offset.
type FENError struct {
	// Offset is the byte offset of Token in the input.
	Offset int
	// Token is the offending text: a square as written ("51", "a2"), a
	// range ("31-55"), or the text that broke the syntax; empty when
	// something is missing.
	Token string
	// Err is one of [ErrSyntax], [ErrSquare], [ErrDuplicate] and
	// [ErrPromotionRow].
	Err error
}

// Error says what is wrong and where, e.g.
// "fen: square 51 at offset 12: square out of range or not playable".
func (e *FENError) Error() string {
	where := " at offset " + strconv.Itoa(e.Offset) + ": "
	switch {
	case e.Err != ErrSyntax:
		return "fen: square " + e.Token + where + e.errText()
	case e.Token == "":
		return "fen: missing token" + where + e.errText()
	}
	return "fen: unexpected " + strconv.Quote(e.Token) + where + e.errText()
}

func (e *FENError) errText() string {
	if e.Err == nil {
		return "error"
	}
	return e.Err.Error()
}

// Unwrap returns Err, so that [errors.Is] finds the sentinel.
func (e *FENError) Unwrap() error { return e.Err }

// fail returns the error for the text s[lo:hi].
func fail(s string, lo, hi int, err error) *FENError {
	return &FENError{Offset: lo, Token: s[lo:hi], Err: err}
}
