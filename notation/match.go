package notation

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// MoveQuery names a legal move by what is known of it, as lidraughts
// matches a move entered on its board: its final square alone, or its
// starting and final squares with some of the pieces it takes. A square
// not known is [board.NoSquare].
type MoveQuery struct {
	// From and To are the move's starting and final squares, or NoSquare.
	From, To board.Square
	// Captured are some of the squares of the pieces the move takes (none:
	// not known, or a quiet move).
	Captured board.Bitboard
}

// MatchMove returns the legal move of p that q fits: its starting and
// final squares those of q that are known, and its captured pieces
// including q's. The error is a [*MoveError] (its Text the query written
// in v's notation, "?-25" or "34x25 (30)") wrapping [ErrIllegal] (no legal
// move fits; its Reason says why, as [ParseMove]'s does), [ErrAmbiguous]
// (several do: the error lists them, so that a program can ask which), or
// [ErrNoVariant].
func MatchMove(v *variant.Variant, p board.Position, q MoveQuery) (board.Move, error) {
	if !usable(v) {
		return board.Move{}, &MoveError{Position: p, Err: ErrNoVariant}
	}
	var found []board.Move
	for _, m := range movegen.Generate(v, p, nil) {
		if (q.From == board.NoSquare || m.From == q.From) && (q.To == board.NoSquare || m.To == q.To) &&
			q.Captured.AndNot(m.Captured).IsEmpty() {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 0:
		e := &MoveError{Text: q.text(v), Position: p, Err: ErrIllegal, v: v}
		e.explain(v, q.From, !q.Captured.IsEmpty())
		return board.Move{}, e
	case 1:
		return found[0], nil
	}
	return board.Move{}, &MoveError{Text: q.text(v), Position: p, Candidates: found, Err: ErrAmbiguous, v: v}
}

// text writes q for an error: the squares known, "?" for the others, the
// captured pieces given in brackets.
func (q MoveQuery) text(v *variant.Variant) string {
	square := func(s board.Square) string {
		if s == board.NoSquare {
			return "?"
		}
		return FormatSquare(v, s)
	}
	sep := "-"
	if !q.Captured.IsEmpty() {
		sep = string(v.CaptureMark())
	}
	t := square(q.From) + sep + square(q.To)
	if q.Captured.IsEmpty() {
		return t
	}
	var taken []string
	for s := range q.Captured.Squares() {
		taken = append(taken, FormatSquare(v, s))
	}
	return t + " (" + strings.Join(taken, ",") + ")"
}
