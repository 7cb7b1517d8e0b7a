package notation

import (
	"errors"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// The kinds of fault the readers report: [ParseFEN] and [ParseSquare] wrap
// them in a [*FENError], [ParseMove] in a [*MoveError]. A reader given no
// usable variant reports [ErrNoVariant] whatever its input.
var (
	// ErrSyntax: the text is not a FEN, square or move at all here.
	ErrSyntax = errors.New("syntax error")
	// ErrSquare: a square number out of range, or a name of a cell that is
	// off the board or not playable on it.
	ErrSquare = errors.New("square out of range or not playable")
	// ErrDuplicate: a square listed twice, in one colour's list or in both.
	ErrDuplicate = errors.New("square listed twice")
	// ErrPromotionRow: a man on a square where the men of its colour are
	// crowned (the variant's Promotion squares).
	ErrPromotionRow = errors.New("man on its own promotion row")
	// ErrUnreachable: a position the variant's play cannot reach: where
	// the first king crowned wins (Breakthrough), a king of the side to
	// move, or kings of both sides.
	ErrUnreachable = errors.New("position the variant cannot reach")
	// ErrIllegal: a well-formed move text that no legal move of the
	// position matches.
	ErrIllegal = errors.New("illegal move")
	// ErrAmbiguous: a move text that several legal moves of the position
	// match; more squares of the path tell them apart.
	ErrAmbiguous = errors.New("ambiguous move")
	// ErrNoVariant: the variant given is nil, or the zero Variant, which
	// has no board, or none the library knows; nothing can be read without
	// one. Package checkers's ErrNoVariant is this one.
	ErrNoVariant = errors.New("no known variant")
)

// usable reports whether v is a variant whose squares can be read and
// written: not nil, and with a board.
func usable(v *variant.Variant) bool { return v != nil && v.Board() != nil }

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
	// [ErrPromotionRow], or [ErrNoVariant] (with Offset 0 and no Token).
	Err error
}

// Error says what is wrong and where, e.g.
// "fen: square 51 at offset 12: square out of range or not playable", or
// "fen: no known variant".
func (e *FENError) Error() string {
	where := " at offset " + strconv.Itoa(e.Offset) + ": "
	switch {
	case e.Err == ErrNoVariant:
		return "fen: " + e.errText()
	case e.Err != ErrSyntax:
		return "fen: square " + e.Token + where + e.errText()
	case e.Token == "":
		return "fen: missing token" + where + e.errText()
	}
	return "fen: unexpected " + strconv.Quote(e.Token) + where + e.errText()
}

func (e *FENError) errText() string { return errText(e.Err) }

// errText is the text of err, or "error" for nil.
func errText(err error) string {
	if err == nil {
		return "error"
	}
	return err.Error()
}

// Unwrap returns Err, so that [errors.Is] finds the sentinel.
func (e *FENError) Unwrap() error { return e.Err }

// fail returns the error for the text s[lo:hi].
func fail(s string, lo, hi int, err error) *FENError {
	return &FENError{Offset: lo, Token: s[lo:hi], Err: err}
}

// MoveError is the error of [ParseMove]: the text, the position it was read
// in, what went wrong, and, for an illegal move, why ([Reason]) and what
// may be played instead.
type MoveError struct {
	// Text is the move text as given.
	Text string
	// Position is the position the text was read in.
	Position board.Position
	// Candidates are, for [ErrAmbiguous], the legal moves the text matches
	// (at least two); nil otherwise.
	Candidates []board.Move
	// Err is one of [ErrSyntax], [ErrSquare], [ErrIllegal],
	// [ErrAmbiguous] and [ErrNoVariant].
	Err error
	// Reason says, for [ErrIllegal], why no legal move matches; NoReason
	// otherwise.
	Reason Reason
	// Square is the square the Reason names, the move's first square
	// (NoPiece, OpponentsPiece, PieceCannotMove, PieceMoves); otherwise
	// not meaningful.
	Square board.Square
	// Legal are the legal moves the Reason lists, in the order of their
	// squares: the captures (CaptureCompulsory, CapturePrecedence), every
	// legal move (PieceCannotMove) or the piece's own (PieceMoves); nil
	// otherwise.
	Legal []board.Move
	// Criterion is, for CapturePrecedence, the precedence rule that
	// refused the capture; not meaningful otherwise.
	Criterion variant.Criterion

	// v, when set, writes the candidates in the message.
	v *variant.Variant
	// rule is, for CapturePrecedence, the words of the rule
	// (capture.Step.Why).
	rule string
}

// Error says what is wrong with which text, e.g.
// `move "26x45": ambiguous move: 26x42x29x45 or 26x48x34x45`, or
// `move "12-17": illegal move: the piece on 12 can play 12-16`. The
// candidates of an ambiguous move are written as full paths
// ([FormatMovePath]), and an illegal move's reason ([MoveError.Why]) is
// written, when the error comes from this package.
func (e *MoveError) Error() string {
	msg := "move " + strconv.Quote(e.Text) + ": " + errText(e.Err)
	if why := e.Why(); why != "" {
		return msg + ": " + why
	}
	if len(e.Candidates) == 0 {
		return msg
	}
	if e.v == nil {
		return msg + ": " + strconv.Itoa(len(e.Candidates)) + " candidates"
	}
	texts := make([]string, len(e.Candidates))
	for i, m := range e.Candidates {
		texts[i] = FormatMovePath(e.v, e.Position, m)
	}
	last := len(texts) - 1
	if last == 0 {
		return msg + ": " + texts[0]
	}
	return msg + ": " + strings.Join(texts[:last], ", ") + " or " + texts[last]
}

// Unwrap returns Err, so that [errors.Is] finds the sentinel.
func (e *MoveError) Unwrap() error { return e.Err }
