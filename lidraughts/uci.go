package lidraughts

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// lidraughts writes moves in two forms of its own
// besides PDN text: its "UCI" form, in which its Bot API takes and gives
// moves ("3227", "3425"), and a compact form of one character a square that
// it stores games in. Both name squares by v's numbering, on every board.

// ParseUCI returns the legal move of p that text denotes in lidraughts'
// UCI form: squares as two-digit numbers in v's numbering ("05" for 5),
// written one after the other with nothing between. Two squares are a
// move's starting and final squares ("3227", the quiet move 32-27;
// "3425", the capture 34x25); more are a capture's starting square and
// each landing square in order ("261710" for 26x17x10, or some of them
// between the first and the last, as [notation.ParseMove] reads a path). One
// square alone is a move that lifts the piece on it (Konane's opening).
//
// The error is a [*notation.MoveError] wrapping [notation.ErrSyntax] (an odd count of
// digits, or anything but digits), [notation.ErrSquare] (a number v's board does not
// have), [notation.ErrIllegal] or [notation.ErrAmbiguous] (several legal moves fit, as two
// captures from 34 ending on 25 that take different pieces: write the
// landing squares between; the error lists the candidates), or
// [notation.ErrNoVariant].
func ParseUCI(v *variant.Variant, p board.Position, text string) (board.Move, error) {
	if v == nil || v.Board() == nil {
		return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrNoVariant}
	}
	squares, err := readUCI(v, text)
	if err != nil {
		return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: err}
	}
	return notation.MatchPath(v, p, squares, text)
}

// readUCI reads the squares of a UCI move text.
func readUCI(v *variant.Variant, s string) ([]board.Square, error) {
	s = strings.TrimSpace(s)
	if s == "" || len(s)%2 != 0 || len(s) > 2*maxUCISquares {
		return nil, notation.ErrSyntax
	}
	var squares []board.Square
	for i := 0; i < len(s); i += 2 {
		if !allDigits(s[i : i+2]) {
			return nil, notation.ErrSyntax
		}
		sq, ok := v.Numbering().Square(int(s[i]-'0')*10 + int(s[i+1]-'0'))
		if !ok {
			return nil, notation.ErrSquare
		}
		squares = append(squares, sq)
	}
	return squares, nil
}

// maxUCISquares bounds the squares a UCI text may hold: a move's starting
// square and at most board.MaxPath landing squares.
const maxUCISquares = 1 + board.MaxPath

// FormatUCI writes the legal move m of p in lidraughts' UCI form, as
// [ParseUCI] reads it: the starting square, then for a capture every
// landing square in order, else the final square, each as two digits of
// v's numbering ("3227", "261710"); a lift is its square alone. The whole
// path names one move on every board, which the starting and final
// squares alone may not. It writes "" for a nil or board-less v.
func FormatUCI(v *variant.Variant, p board.Position, m board.Move) string {
	if v == nil || v.Board() == nil {
		return ""
	}
	squares := []board.Square{m.From}
	switch {
	case m.Lift:
	case m.IsCapture():
		squares = append(squares, movegen.Path(v, p, m)...)
	default:
		squares = append(squares, m.To)
	}
	var b strings.Builder
	for _, sq := range squares {
		n := v.Numbering().Number(sq)
		b.WriteByte(byte('0' + n/10%10))
		b.WriteByte(byte('0' + n%10))
	}
	return b.String()
}

// compactSquares are the characters of lidraughts' compact form, square 1
// to 50 in v's numbering: a to z, then A to X.
const compactSquares = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX"

// ParseCompact returns the legal move of p that text denotes in
// lidraughts' compact form: two characters, the move's starting and final
// squares, each one character of a-z for squares 1 to 26 and A-X for 27 to
// 50 of v's numbering ("FA" for 32-27). Boards of more than 50 squares
// have no compact form. The error is a [*notation.MoveError] wrapping [notation.ErrSyntax]
// (not two such characters), [notation.ErrSquare] (a square v's board does not
// have, or a board of more than 50), [notation.ErrIllegal], [notation.ErrAmbiguous] (several captures
// share the two squares: use [ParseUCI] with the path) or [notation.ErrNoVariant].
func ParseCompact(v *variant.Variant, p board.Position, text string) (board.Move, error) {
	if v == nil || v.Board() == nil {
		return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrNoVariant}
	}
	s := strings.TrimSpace(text)
	var squares []board.Square
	if len(s) != 2 {
		return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrSyntax}
	}
	if !hasCompactForm(v) {
		return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrSquare}
	}
	for i := range 2 {
		k := strings.IndexByte(compactSquares, s[i])
		if k < 0 {
			return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrSyntax}
		}
		sq, ok := v.Numbering().Square(k + 1)
		if !ok {
			return board.Move{}, &notation.MoveError{Text: text, Position: p, Err: notation.ErrSquare}
		}
		squares = append(squares, sq)
	}
	return notation.MatchPath(v, p, squares, text)
}

// FormatCompact writes the move m in lidraughts' compact form, as
// [ParseCompact] reads it: its starting and final squares, a character
// each. It writes "" where the form has no text for m: a board of more
// than 50 squares, a lift, or a nil or board-less v. Two characters may fit several captures;
// [FormatUCI] names one always.
func FormatCompact(v *variant.Variant, m board.Move) string {
	if v == nil || v.Board() == nil || m.Lift || !hasCompactForm(v) {
		return ""
	}
	from, to := v.Numbering().Number(m.From), v.Numbering().Number(m.To)
	if from < 1 || to < 1 {
		return ""
	}
	return string([]byte{compactSquares[from-1], compactSquares[to-1]})
}

// hasCompactForm reports whether every square of v's board has a character
// in the compact form.
func hasCompactForm(v *variant.Variant) bool { return v.Board().Len() <= len(compactSquares) }
