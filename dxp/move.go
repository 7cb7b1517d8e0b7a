package dxp

import (
	"fmt"
	"strconv"
	"strings"
)

// The limits of a MOVE: the fixed part (header, time, from, to, count),
// the most pieces one capture takes, and the squares.
const (
	moveHeadLen = 1 + 4 + 2 + 2 + 2
	maxCaptured = 20
	squares     = 50
)

// Move is a MOVE message: a move, by its from and to squares and the
// squares of the pieces it takes. Squares are numbered 1 to 50.
type Move struct {
	// Time is the number of seconds the sender took for the move, 0 to
	// 9999. It is for information only.
	Time int
	// From and To are the squares the moving piece leaves and ends on.
	From, To int
	// Captured are the squares of the pieces taken, in any order, at most
	// 20; none for a move that takes nothing.
	Captured []int
}

// Header returns 'M'.
func (Move) Header() byte { return 'M' }

// Marshal writes "M", the time in four digits, from and to in two, the
// number of pieces taken in two, and their squares in two each.
func (m Move) Marshal() ([]byte, error) {
	if !fits(m.Time, 4) {
		return nil, invalid("MOVE", "time %d not between 0 and 9999", m.Time)
	}
	if !isSquare(m.From) || !isSquare(m.To) {
		return nil, invalid("MOVE", "from %d or to %d is not a square 1-50", m.From, m.To)
	}
	if len(m.Captured) > maxCaptured {
		return nil, invalid("MOVE", "%d pieces captured, more than %d", len(m.Captured), maxCaptured)
	}
	out := make([]byte, 0, moveHeadLen+2*len(m.Captured))
	out = append(out, 'M')
	out = appendNumber(out, m.Time, 4)
	out = appendNumber(out, m.From, 2)
	out = appendNumber(out, m.To, 2)
	out = appendNumber(out, len(m.Captured), 2)
	for _, sq := range m.Captured {
		if !isSquare(sq) {
			return nil, invalid("MOVE", "captured %d is not a square 1-50", sq)
		}
		out = appendNumber(out, sq, 2)
	}
	return out, nil
}

// String describes the message: "MOVE 32-28", "MOVE 5x25 (22,12,23,20)".
func (m Move) String() string {
	if len(m.Captured) == 0 {
		return fmt.Sprintf("MOVE %d-%d", m.From, m.To)
	}
	caps := make([]string, len(m.Captured))
	for i, sq := range m.Captured {
		caps[i] = strconv.Itoa(sq)
	}
	return fmt.Sprintf("MOVE %dx%d (%s)", m.From, m.To, strings.Join(caps, ","))
}

func (Move) message() {}

// isSquare reports whether n is a square number of the board.
func isSquare(n int) bool { return n >= 1 && n <= squares }

// parseMove reads a MOVE.
func parseMove(b []byte) (Move, error) {
	if len(b) < moveHeadLen {
		return Move{}, malformed("MOVE", "%d bytes, fewer than %d", len(b), moveHeadLen)
	}
	var m Move
	var ok bool
	if m.Time, ok = number(b[1:5]); !ok {
		return Move{}, malformed("MOVE", "time %s is not four digits", quote(b[1:5]))
	}
	if m.From, ok = square(b[5:7]); !ok {
		return Move{}, malformed("MOVE", "from %s is not a square 01-50", quote(b[5:7]))
	}
	if m.To, ok = square(b[7:9]); !ok {
		return Move{}, malformed("MOVE", "to %s is not a square 01-50", quote(b[7:9]))
	}
	n, ok := number(b[9:11])
	if !ok || n > maxCaptured {
		return Move{}, malformed("MOVE", "number captured %s is not 00-%d", quote(b[9:11]), maxCaptured)
	}
	if len(b) != moveHeadLen+2*n {
		return Move{}, malformed("MOVE", "%d bytes for %d captured pieces, not %d", len(b), n, moveHeadLen+2*n)
	}
	if n > 0 {
		m.Captured = make([]int, n)
	}
	for i := range n {
		at := moveHeadLen + 2*i
		if m.Captured[i], ok = square(b[at : at+2]); !ok {
			return Move{}, malformed("MOVE", "captured %s is not a square 01-50", quote(b[at:at+2]))
		}
	}
	return m, nil
}

// square reads a two-digit square number, 01 to 50.
func square(b []byte) (int, bool) {
	n, ok := number(b)
	return n, ok && isSquare(n)
}
