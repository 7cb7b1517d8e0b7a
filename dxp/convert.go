package dxp

import (
	"fmt"
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// MoveOf returns the MOVE of m, a move of International draughts, with its
// captured squares in increasing order and Time 0. A move with a square
// off the board, or a kind of move the game does not have (a lift), gives
// an error wrapping ErrIllegalMove.
func MoveOf(m board.Move) (Move, error) {
	numbering := variant.International.Numbering()
	if m.Lift {
		return Move{}, fmt.Errorf("%w: International draughts has no lifts (%v)", ErrIllegalMove, m)
	}
	from, to := numbering.Number(m.From), numbering.Number(m.To)
	if from == 0 || to == 0 {
		return Move{}, fmt.Errorf("%w: %v leaves the board", ErrIllegalMove, m)
	}
	out := Move{From: from, To: to}
	for sq := range m.Captured.Squares() {
		n := numbering.Number(sq)
		if n == 0 {
			return Move{}, fmt.Errorf("%w: %v captures off the board", ErrIllegalMove, m)
		}
		out.Captured = append(out.Captured, n)
	}
	if len(out.Captured) > maxCaptured {
		return Move{}, fmt.Errorf("%w: %v captures more than %d pieces", ErrIllegalMove, m, maxCaptured)
	}
	slices.Sort(out.Captured)
	return out, nil
}

// BoardMove returns the legal move of p, a position of International
// draughts, that m names: the one with m's from and to squares that takes
// the pieces on m's captured squares. When m lists no captured piece and
// the moves from and to its squares are captures, the one such capture is
// taken, since some programs leave the pieces out. No such move, or more
// than one, gives an error wrapping ErrIllegalMove.
func (m Move) BoardMove(p board.Position) (board.Move, error) {
	v := variant.International
	numbering := v.Numbering()
	from, okFrom := numbering.Square(m.From)
	to, okTo := numbering.Square(m.To)
	if !okFrom || !okTo {
		return board.Move{}, fmt.Errorf("%w: %v: squares off the board", ErrIllegalMove, m)
	}
	var captured board.Bitboard
	for _, n := range m.Captured {
		sq, ok := numbering.Square(n)
		if !ok || captured.Has(sq) {
			return board.Move{}, fmt.Errorf("%w: %v: captured square %d off the board or named twice", ErrIllegalMove, m, n)
		}
		captured = captured.With(sq)
	}
	var loose []board.Move
	for _, legal := range movegen.Generate(v, p, nil) {
		if legal.From != from || legal.To != to {
			continue
		}
		if legal.Captured == captured {
			return legal, nil
		}
		if len(m.Captured) == 0 && legal.IsCapture() {
			loose = append(loose, legal)
		}
	}
	switch len(loose) {
	case 1:
		return loose[0], nil
	case 0:
		return board.Move{}, fmt.Errorf("%w: %v is not a legal move for %v", ErrIllegalMove, m, p.Turn)
	default:
		return board.Move{}, fmt.Errorf("%w: %v could be any of %d captures", ErrIllegalMove, m, len(loose))
	}
}
