package hub

import (
	"errors"
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// ErrPosition marks a position string that does not fit the variant's
// board; ErrMove a move text that is no legal move of the position.
var (
	ErrPosition = errors.New("hub: bad position")
	ErrMove     = errors.New("hub: bad move")
)

// squares returns v's playable squares in the order of a position string:
// by square number, or the board's own order in a variant without numbers.
func squares(v *variant.Variant) []board.Square {
	num := v.Numbering()
	if num.Len() == 0 {
		return v.Board().Squares()
	}
	out := make([]board.Square, 0, num.Len())
	for n := 1; n <= num.Len(); n++ {
		if s, ok := num.Square(n); ok {
			out = append(out, s)
		}
	}
	return out
}

// pieceChars are the characters of a position string by colour and kind
// (man, king, parachutist).
var pieceChars = [2][3]byte{{'w', 'W', 'p'}, {'b', 'B', 'q'}}

// FormatPosition writes p as a Hub position string: the side to move and
// one character per square.
func FormatPosition(v *variant.Variant, p board.Position) string {
	var b strings.Builder
	b.WriteByte("WB"[p.Turn])
	for _, s := range squares(v) {
		pc, ok := p.At(s)
		if !ok {
			b.WriteByte('e')
			continue
		}
		b.WriteByte(pieceChars[pc.Color][pc.Kind])
	}
	return b.String()
}

// ParsePosition reads a Hub position string of v's board. The error wraps
// ErrPosition, and for a position that cannot occur under v (a man on its
// promotion row, a Breakthrough king of the side to move) the error of
// [notation.CheckPosition] too.
func ParsePosition(v *variant.Variant, text string) (board.Position, error) {
	sq := squares(v)
	if len(text) != len(sq)+1 {
		return board.Position{}, fmt.Errorf("%w: %d characters for a board of %d squares and the side to move", ErrPosition, len(text), len(sq))
	}
	var p board.Position
	switch text[0] {
	case 'W':
		p.Turn = board.White
	case 'B':
		p.Turn = board.Black
	default:
		return board.Position{}, fmt.Errorf("%w: side to move %q, not W or B", ErrPosition, text[0])
	}
	for i, s := range sq {
		c := text[i+1]
		if c == 'e' {
			continue
		}
		found := false
		for color, kinds := range pieceChars {
			for kind, k := range kinds {
				if c == k {
					p = p.Put(s, board.Piece{Color: board.Color(color), Kind: board.Kind(kind)})
					found = true
				}
			}
		}
		if !found {
			return board.Position{}, fmt.Errorf("%w: %q at square %d", ErrPosition, c, i+1)
		}
	}
	p = p.Rehash()
	if err := notation.CheckPosition(v, p); err != nil {
		return board.Position{}, fmt.Errorf("%w: %w", ErrPosition, err)
	}
	return p, nil
}

// FormatWireMove writes m as the Hub protocol sends it: "32-28",
// "28x19x23" (from, to, then the captured squares), or a lift's square
// alone. It is the protocol's form, not the variant's own notation, which
// notation.FormatMove writes.
func FormatWireMove(v *variant.Variant, m board.Move) string {
	if m.Lift {
		return notation.FormatSquare(v, m.From)
	}
	from, to := notation.FormatSquare(v, m.From), notation.FormatSquare(v, m.To)
	if m.Captured.IsEmpty() {
		return from + "-" + to
	}
	var b strings.Builder
	b.WriteString(from + "x" + to)
	for s := range m.Captured.Squares() {
		b.WriteString("x" + notation.FormatSquare(v, s))
	}
	return b.String()
}

// ParseWireMove returns the legal move of p that a Hub move text denotes: the
// move from the first square to the second that captures exactly the
// squares after them, or the lift of a square alone. The error wraps
// ErrMove.
func ParseWireMove(v *variant.Variant, p board.Position, text string) (board.Move, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == '-' || r == 'x' || r == 'X' || r == ':' })
	if len(fields) == 0 || len(fields) > board.MaxPath+2 {
		return board.Move{}, fmt.Errorf("%w: %s", ErrMove, echo(text))
	}
	sq := make([]board.Square, len(fields))
	for i, f := range fields {
		s, err := notation.ParseSquare(v, f)
		if err != nil {
			return board.Move{}, fmt.Errorf("%w: %s: %v", ErrMove, echo(text), err)
		}
		sq[i] = s
	}
	var captured board.Bitboard
	for _, s := range sq[min(2, len(sq)):] {
		captured = captured.With(s)
	}
	for _, m := range movegen.Generate(v, p, nil) {
		switch {
		case len(sq) == 1:
			if m.Lift && m.From == sq[0] {
				return m, nil
			}
		case !m.Lift && m.From == sq[0] && m.To == sq[1] && m.Captured == captured:
			return m, nil
		}
	}
	return board.Move{}, fmt.Errorf("%w: %s is not a legal move here", ErrMove, echo(text))
}
