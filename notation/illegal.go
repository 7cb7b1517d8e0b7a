package notation

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// Reason says why a move is illegal: the field Reason of a [*MoveError]
// wrapping [ErrIllegal]. The reasons are found only once a move has been
// refused, never while moves are generated.
type Reason uint8

const (
	// NoReason: no reason is known (an error of another kind, or a
	// [MoveQuery] with no starting square).
	NoReason Reason = iota
	// NoLegalMove: the side to move has no legal move at all.
	NoLegalMove
	// CaptureCompulsory: a capture is compulsory, and the move is quiet or
	// starts from a piece that has none; the error's Legal are the
	// captures.
	CaptureCompulsory
	// NoPiece: there is no piece on the move's first square (the error's
	// Square).
	NoPiece
	// OpponentsPiece: the piece on the move's first square is the
	// opponent's.
	OpponentsPiece
	// PieceCannotMove: the piece on the move's first square, the mover's
	// own, has no legal move; the error's Legal are every legal move.
	PieceCannotMove
	// PieceMoves: the piece on the move's first square has legal moves,
	// but not the one written; the error's Legal are its legal moves.
	PieceMoves
)

// mostListed bounds the moves an error's text lists.
const mostListed = 8

// IllegalMove returns the error for m, a move that is not one of p's legal
// moves (whether it is one is not checked): a [*MoveError] whose Text is m
// written from its first square to its last ([FormatMovePath]), wrapping
// [ErrIllegal], with the reason filled in as [ParseMove] fills it (read
// from m's first square and whether m captures). It wraps [ErrNoVariant]
// if v is nil or has no board.
func IllegalMove(v *variant.Variant, p board.Position, m board.Move) *MoveError {
	if !usable(v) {
		return &MoveError{Position: p, Err: ErrNoVariant}
	}
	e := &MoveError{Text: FormatMovePath(v, p, m), Position: p, Err: ErrIllegal, v: v}
	e.explain(v, m.From, m.IsCapture())
	return e
}

// explain fills in the reason an illegal move whose first square is from
// (NoSquare: not known) is refused in e.Position; capture says whether it
// was written or made as a capture.
func (e *MoveError) explain(v *variant.Variant, from board.Square, capture bool) {
	p := &e.Position
	e.Square = board.NoSquare
	legal := movegen.Generate(v, *p, nil)
	compulsory := len(legal) > 0
	for i := range legal {
		compulsory = compulsory && legal[i].IsCapture()
	}
	switch {
	case len(legal) == 0:
		e.Reason = NoLegalMove
		return
	case compulsory && !capture:
		e.Reason, e.Legal = CaptureCompulsory, legal
	case from == board.NoSquare:
		return
	}
	if e.Reason == NoReason {
		e.Square = from
		piece, ok := p.At(from)
		switch {
		case !ok:
			e.Reason = NoPiece
		case piece.Color != p.Turn:
			e.Reason = OpponentsPiece
		default:
			own := slices.DeleteFunc(slices.Clone(legal), func(m board.Move) bool { return m.From != from })
			switch {
			case len(own) > 0:
				e.Reason, e.Legal = PieceMoves, own
			case compulsory: // a capture written from a piece that has none
				e.Reason, e.Legal, e.Square = CaptureCompulsory, legal, board.NoSquare
			default:
				e.Reason, e.Legal = PieceCannotMove, legal
			}
		}
	}
	slices.SortStableFunc(e.Legal, func(a, b board.Move) int {
		return cmp.Or(cmp.Compare(squareKey(v, a.From), squareKey(v, b.From)), cmp.Compare(squareKey(v, a.To), squareKey(v, b.To)))
	})
}

// squareKey orders the squares as v writes them: by number in a numeric
// variant, by file then rank in an algebraic one.
func squareKey(v *variant.Variant, s board.Square) int {
	if v.Notation() == variant.Numeric {
		return v.Numbering().Number(s)
	}
	row, col := v.Board().Coord(s)
	return col*1000 + row
}

// Why returns, in words, why the move was refused and what may be played
// instead ("a capture is compulsory: 9x18", "there is no piece on 11",
// "the piece on 12 can play 12-16"): the part of Error after "illegal
// move: ". It is "" when no reason is known (see [Reason]), and for an
// error built outside this package, which has no variant to write squares
// in.
func (e *MoveError) Why() string {
	v := e.v
	if !usable(v) {
		return ""
	}
	square := FormatSquare(v, e.Square)
	switch e.Reason {
	case NoLegalMove:
		return e.Position.Turn.String() + " has no legal move"
	case CaptureCompulsory:
		return "a capture is compulsory: " + e.listLegal()
	case NoPiece:
		return "there is no piece on " + square
	case OpponentsPiece:
		return "the piece on " + square + " is " + e.Position.Turn.Opponent().String() + "'s, and " +
			e.Position.Turn.String() + " is to move"
	case PieceCannotMove:
		return "the piece on " + square + " cannot move; the legal moves are " + e.listLegal()
	case PieceMoves:
		return "the piece on " + square + " can play " + e.listLegal()
	}
	return ""
}

// listLegal writes e.Legal for a message, each in the shortest form that
// tells it apart ([FormatMove]): "9x18", "9x18 or 11x25", or the first
// few and how many more.
func (e *MoveError) listLegal() string {
	n := min(len(e.Legal), mostListed)
	texts := make([]string, n)
	for i := range n {
		texts[i] = FormatMove(e.v, e.Position, e.Legal[i])
	}
	switch {
	case len(e.Legal) > n:
		return strings.Join(texts, ", ") + " and " + strconv.Itoa(len(e.Legal)-n) + " more"
	case n == 0:
		return "none"
	case n == 1:
		return texts[0]
	}
	return strings.Join(texts[:n-1], ", ") + " or " + texts[n-1]
}
