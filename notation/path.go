package notation

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// MatchPath returns the legal move of p whose path squares name: its
// starting square, then its final square, or for a capture each landing
// square in order (some of those between the first and the last may be
// left out, as [ParseMove] reads a path); one square alone is the lift of
// the piece on it. It is the lookup of [ParseMove] for a program that
// reads squares from a form of its own (lidraughts' UCI and compact forms
// in package lidraughts); text is the move as written, for the error.
//
// The error is a [*MoveError] holding text and wrapping [ErrSquare] (no
// square, more than a capture can hold, or a square v's board does not
// number), [ErrIllegal] (its Reason says why), [ErrAmbiguous] (the error
// lists the candidates) or [ErrNoVariant].
func MatchPath(v *variant.Variant, p board.Position, squares []board.Square, text string) (board.Move, error) {
	if !usable(v) {
		return board.Move{}, &MoveError{Text: text, Position: p, Err: ErrNoVariant}
	}
	if len(squares) == 0 || len(squares) > 1+board.MaxPath {
		return board.Move{}, &MoveError{Text: text, Position: p, Err: ErrSquare, v: v}
	}
	for _, sq := range squares {
		if v.Numbering().Number(sq) < 1 {
			return board.Move{}, &MoveError{Text: text, Position: p, Err: ErrSquare, v: v}
		}
	}
	t := moveText{board: v.Board(), pathOnly: true, squares: append([]board.Square(nil), squares...)}
	return t.find(v, p, text)
}
