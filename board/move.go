package board

import "strconv"

// MaxPath is the largest number of jumps one capture can make, and so the
// longest path a capture search records: every jump takes a different
// piece, and no board of the family holds more than 63 pieces that can be
// jumped (a piece on the edge of a dark-square board cannot be, which
// leaves 50 on 12x12).
const MaxPath = 64

// Move is one legal move: a man's or king's step or slide, or a whole
// capture sequence, in a few machine words (24 bytes), so that listing,
// storing and comparing moves costs what the move generator's own moves
// cost.
//
// A Move is its identity (From, To, Captured, Promotes, Lift): two capture
// routes that agree on these are the same move, whatever their path. The
// path (the squares where each jump lands) is not stored: the rules give
// it, and movegen.Path computes it from the position when notation or a
// display needs it.
//
// A capture may end on a square of its Captured set: with immediate removal
// a king can come round and stop where it took a piece earlier in the move.
// The moving piece then stands on To. Nothing but Lift makes the moving
// piece leave the board.
//
// Its squares are [Square] values, bit indices of the board's layout, not
// the numbers or names players use: [Move.String] and the JSON form say
// so ("#15x#33", "fromIndex"). The notation package writes and reads a
// move as the variant's players do.
type Move struct {
	// Captured holds the squares of the pieces the move takes.
	Captured Bitboard `json:"capturedIndices,omitzero"`
	// From and To are the squares the moving piece leaves and ends on.
	From Square `json:"fromIndex"`
	To   Square `json:"toIndex"`
	// Promotes is true when the moving man ends the move as a king.
	Promotes bool `json:"promotes,omitempty"`
	// Lift is true for a move that takes the moving piece itself off the
	// board (Konane's first two moves): To equals From, and Captured is
	// empty.
	Lift bool `json:"lift,omitempty"`
}

// NewStep returns the quiet move of the piece on from to to.
func NewStep(from, to Square, promotes bool) Move {
	return Move{From: from, To: to, Promotes: promotes}
}

// NewCapture returns the capture from from to to that takes the pieces of
// captured.
func NewCapture(from, to Square, captured Bitboard, promotes bool) Move {
	return Move{From: from, To: to, Captured: captured, Promotes: promotes}
}

// NewLift returns the move that lifts the piece on s off the board.
func NewLift(s Square) Move {
	return Move{From: s, To: s, Lift: true}
}

// IsCapture reports whether the move takes pieces.
func (m *Move) IsCapture() bool { return !m.Captured.IsEmpty() }

// SameAs reports whether m and n are the same move: m == n, since a Move is
// its identity. It reports false when n is nil.
func (m *Move) SameAs(n *Move) bool { return n != nil && *m == *n }

// String writes m for logs, tests and debugging, without a variant. Each
// square is its [Square] value, the bit index of the board's layout (see
// [Geometry]), marked "#" because it is not the number or name players
// use: a legal English 18-23 is "#15-#11". To write a move as players
// do, use notation.FormatMove (or checkers.Game.MoveText).
//
//   - a quiet move is its two squares joined by "-": "#10-#15";
//   - a capture is its starting and final squares joined by "x", then a
//     space and the captured squares in increasing order, in braces:
//     "#15x#33 {#20,#29}";
//   - a lift is "lift" and its square: "lift #10";
//   - a move that promotes ends in " =K": "#28-#33 =K".
//
// The zero Move is "#0-#0".
func (m Move) String() string {
	var buf [64]byte // room for most moves; append grows it for the others
	b := buf[:0]
	if m.Lift {
		b = append(b, "lift #"...)
		b = strconv.AppendUint(b, uint64(m.From), 10)
	} else {
		mark := byte('-')
		if m.IsCapture() {
			mark = 'x'
		}
		b = append(b, '#')
		b = strconv.AppendUint(b, uint64(m.From), 10)
		b = append(b, mark, '#')
		b = strconv.AppendUint(b, uint64(m.To), 10)
	}
	if m.IsCapture() {
		b = append(b, " {"...)
		for s := range m.Captured.Squares() {
			if b[len(b)-1] != '{' {
				b = append(b, ',')
			}
			b = append(b, '#')
			b = strconv.AppendUint(b, uint64(s), 10)
		}
		b = append(b, '}')
	}
	if m.Promotes {
		b = append(b, " =K"...)
	}
	return string(b)
}
