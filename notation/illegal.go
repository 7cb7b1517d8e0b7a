package notation

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/capture"
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
	// CapturePrecedence: the move is a complete capture, but the variant's
	// precedence rules refuse it (capture.Precedence): another takes more
	// pieces, or is made by a king, and so on. The error's Criterion is
	// the rule that refused it, its Legal the captures.
	CapturePrecedence
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
	e.explainCapture(v, func(r *capture.Route) bool { return r.Move == m })
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
	e.sortLegal(v)
}

// sortLegal puts e.Legal in the order of their squares.
func (e *MoveError) sortLegal(v *variant.Variant) {
	slices.SortStableFunc(e.Legal, func(a, b board.Move) int {
		return cmp.Or(cmp.Compare(squareKey(v, a.From), squareKey(v, b.From)), cmp.Compare(squareKey(v, a.To), squareKey(v, b.To)))
	})
}

// explainCapture, after explain, makes the reason CapturePrecedence when
// the move meant is a complete capture of the position that the
// precedence rules refuse: the first capture.All route that denotes
// accepts and capture.Precedence removed. The square is then the move's
// first, and Legal the captures (the legal moves, a capture being
// compulsory).
func (e *MoveError) explainCapture(v *variant.Variant, denotes func(*capture.Route) bool) {
	if e.Reason == NoReason || e.Reason == NoLegalMove {
		return
	}
	all := capture.All(v, e.Position, nil)
	if len(all) == 0 {
		return
	}
	s := capture.Precedence(v, e.Position, all)
	for i := range all {
		if !denotes(&all[i]) {
			continue
		}
		if step, ok := s.RemovedBy(all[i].Move); ok {
			e.Reason, e.Square, e.Criterion, e.rule = CapturePrecedence, all[i].Move.From, step.Criterion, step.Why()
			e.Legal = movegen.Generate(v, e.Position, nil)
			e.sortLegal(v)
			return
		}
	}
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
	case CapturePrecedence:
		return e.rule + ": " + e.listLegal()
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
