package board

import "strconv"

// MaxPath is the largest number of jumps a [Move] records, and more than any
// capture can make: every jump takes a different piece, and no board of the
// family holds more than 63 pieces that can be jumped (a piece on the edge
// of a dark-square board cannot be, which leaves 50 on 12x12).
const MaxPath = 64

// Move is one legal move: a man's or king's step or slide, or a whole
// capture sequence.
//
// Its identity is (From, To, Captured, Promotes, Lift): two capture routes
// that agree on these are the same move, whatever their path. The path (the
// squares where each jump lands) is kept for notation.
//
// A capture may end on a square of its Captured set: with immediate removal
// a king can come round and stop where it took a piece earlier in the move.
// The moving piece then stands on To. Nothing but Lift makes the moving
// piece leave the board.
type Move struct {
	From, To Square
	// Promotes is true when the moving man ends the move as a king.
	Promotes bool
	// Lift is true for a move that takes the moving piece itself off the
	// board (Konane's first two moves): To equals From, and Captured is
	// empty.
	Lift  bool
	jumps uint8
	// Captured holds the squares of the pieces the move takes.
	Captured Bitboard
	path     [MaxPath]Square
}

// NewStep returns the quiet move of the piece on from to to.
func NewStep(from, to Square, promotes bool) Move {
	return Move{From: from, To: to, Promotes: promotes}
}

// NewCapture returns the capture that starts on from, lands on each square
// of path in turn (the last one is where it ends), and takes the pieces of
// captured. path holds at most [MaxPath] squares (the first MaxPath are
// kept); an empty path makes a capture without a path that ends where it
// starts (To is from).
func NewCapture(from Square, path []Square, captured Bitboard, promotes bool) Move {
	var m Move
	m.SetCapture(from, path, captured, promotes)
	return m
}

// NewLift returns the move that lifts the piece on s off the board.
func NewLift(s Square) Move {
	return Move{From: s, To: s, Lift: true}
}

// SetStep makes m the quiet move from from to to, as [NewStep] does,
// writing only the fields a quiet move uses: it is the move generator's way
// to fill a slot of a reused move list.
func (m *Move) SetStep(from, to Square, promotes bool) {
	m.From, m.To, m.Promotes, m.Lift, m.jumps, m.Captured = from, to, promotes, false, 0, Bitboard{}
}

// SetLift makes m the lift [NewLift] returns.
func (m *Move) SetLift(s Square) {
	m.From, m.To, m.Promotes, m.Lift, m.jumps, m.Captured = s, s, false, true, 0, Bitboard{}
}

// SetCapture makes m the capture [NewCapture] returns, writing only the
// fields a capture uses.
func (m *Move) SetCapture(from Square, path []Square, captured Bitboard, promotes bool) {
	to := from
	if len(path) > 0 {
		to = path[len(path)-1]
	}
	m.From, m.To, m.Promotes, m.Lift, m.Captured = from, to, promotes, false, captured
	m.jumps = uint8(copy(m.path[:], path))
}

// IsCapture reports whether the move takes pieces.
func (m *Move) IsCapture() bool { return !m.Captured.IsEmpty() }

// Path returns the landing squares of the jumps, in order; the last one is
// To. It is empty for a quiet move. The slice aliases m.
func (m *Move) Path() []Square { return m.path[:m.jumps] }

// SameAs reports whether m and n are the same move: the same from and to
// squares, captured set, promotion and kind, whatever their paths. It
// reports false when n is nil.
func (m *Move) SameAs(n *Move) bool {
	return n != nil && m.From == n.From && m.To == n.To && m.Captured == n.Captured &&
		m.Promotes == n.Promotes && m.Lift == n.Lift
}

// String writes m for logs, tests and debugging, without a variant: each
// square is its [Square] value, the bit number of the geometry's layout
// (see [Geometry]), not a square number or name players use. To write a
// move for players, use the notation package.
//
//   - a quiet move is its two squares joined by "-": "10-15";
//   - a capture is its starting square and then each landing square of its
//     path, joined by "x" ("15x25x33"), or its starting and final squares
//     alone if it has no path ("15x33"); then a space and the captured
//     squares in increasing order, in braces: "15x25x33 {20,29}";
//   - a lift is "lift" and its square: "lift 10";
//   - a move that promotes ends in " =K": "28-33 =K", "15x25x33 {20,29} =K".
//
// The zero Move is "0-0".
func (m Move) String() string {
	var buf [64]byte // room for most moves; append grows it for the others
	b := buf[:0]
	switch path := m.Path(); {
	case m.Lift:
		b = append(b, "lift "...)
		b = strconv.AppendUint(b, uint64(m.From), 10)
	case len(path) > 0:
		b = strconv.AppendUint(b, uint64(m.From), 10)
		for _, s := range path {
			b = append(b, 'x')
			b = strconv.AppendUint(b, uint64(s), 10)
		}
	default:
		mark := byte('-')
		if m.IsCapture() {
			mark = 'x'
		}
		b = strconv.AppendUint(b, uint64(m.From), 10)
		b = append(b, mark)
		b = strconv.AppendUint(b, uint64(m.To), 10)
	}
	if m.IsCapture() {
		b = append(b, " {"...)
		for s := range m.Captured.Squares() {
			if b[len(b)-1] != '{' {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(s), 10)
		}
		b = append(b, '}')
	}
	if m.Promotes {
		b = append(b, " =K"...)
	}
	return string(b)
}
