package pdn

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/draughtsgo/checkers/notation"
)

// ErrSyntax is wrapped by an [*Error] when the text is not PDN at that
// point: a tag without its closing bracket, an unterminated comment, a ")"
// with no variation open, a character that starts no PDN token. Faults in
// a move's own text, FEN or variant are reported with the sentinels of the
// packages that read them (notation, variant). It wraps
// [notation.ErrSyntax], the one sentinel of a syntax fault, so that
// errors.Is(err, notation.ErrSyntax) holds for PDN's too, while
// errors.Is(err, ErrSyntax) tells a fault of the PDN itself.
var ErrSyntax = fmt.Errorf("PDN %w", notation.ErrSyntax)

// ErrUnwritable is wrapped by the errors of [Writer.Write] for a game that
// PDN cannot hold: no variant, or a tag name or value it has no way to
// write.
var ErrUnwritable = errors.New("cannot be written as PDN")

// Error is a fault in a PDN game: where it is, the text found there and
// what is wrong with it. Err is [ErrSyntax] or the error of the package that
// read the text: a [*notation.MoveError] for a move (wrapping
// [notation.ErrIllegal], [notation.ErrAmbiguous], [notation.ErrSyntax] or
// [notation.ErrSquare]), a [*notation.FENError] for a FEN tag, an error
// wrapping [variant.ErrUnknownVariant] for a GameType or Variant tag no
// variant of the library answers to. [errors.Is] sees through it to the
// sentinel.
type Error struct {
	// Line and Column locate the start of Text, both counted from 1; the
	// column counts characters (a multi-byte UTF-8 character is one).
	Line, Column int
	// Text is the offending text as written: a move, a tag's value, a
	// stray character; empty when something is missing at the end.
	Text string
	// Err is the cause.
	Err error
}

// Error says where the fault is, the text and what is wrong, e.g.
// `pdn: line 12, column 5: "32-27": move "32-27": illegal move`.
func (e *Error) Error() string {
	s := "pdn: line " + strconv.Itoa(e.Line) + ", column " + strconv.Itoa(e.Column) + ": "
	if e.Text != "" {
		s += strconv.Quote(e.Text) + ": "
	}
	if e.Err == nil {
		return s + "error"
	}
	return s + e.Err.Error()
}

// Unwrap returns Err, so that [errors.Is] and [errors.As] find the cause.
func (e *Error) Unwrap() error { return e.Err }
