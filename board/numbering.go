package board

import "strconv"

// Corner names a corner of the board as White sees it.
type Corner uint8

// The four corners, as White sees the board.
const (
	TopLeft     Corner = iota // a8 on 8x8
	TopRight                  // h8
	BottomLeft                // a1
	BottomRight               // h1
)

var cornerNames = [...]string{"top-left", "top-right", "bottom-left", "bottom-right"}

// String returns "top-left", "top-right", "bottom-left" or "bottom-right".
// A value out of range prints as its type and number, "Corner(7)".
func (c Corner) String() string {
	if int(c) < len(cornerNames) {
		return cornerNames[c]
	}
	return "Corner(" + strconv.Itoa(int(c)) + ")"
}

// Numbering is a numeric notation of the squares: square 1 is the first
// playable cell met when the rows are read one by one from a corner, each row
// from that corner's side. PDN numbers English and International boards from
// the top left (1 = b8, 1 = b10), Spanish and Portuguese from the bottom
// right (1 = h1).
//
// A nil *Numbering (that of the zero variant.Variant) numbers no square:
// Len is 0, Square finds nothing and Number is 0.
type Numbering struct {
	squares []Square       // number-1 -> square
	number  [MaxBits]uint8 // square -> number, 0 if none
}

// Numbering returns the numbering of g's playable squares that starts at
// corner c. Any value of c other than the four corners counts from
// [TopLeft]. The numbering of an empty board (a nil *Geometry) numbers
// nothing.
func (g *Geometry) Numbering(c Corner) *Numbering {
	n := &Numbering{}
	if g == nil {
		return n
	}
	for i := 0; i < g.rows; i++ {
		r := g.rows - 1 - i
		if c == BottomLeft || c == BottomRight {
			r = i
		}
		for j := 0; j < g.cols; j++ {
			col := j
			if c == TopRight || c == BottomRight {
				col = g.cols - 1 - j
			}
			if s, ok := g.Square(r, col); ok {
				n.squares = append(n.squares, s)
				n.number[s] = uint8(len(n.squares))
			}
		}
	}
	return n
}

// Len returns the highest square number.
func (n *Numbering) Len() int {
	if n == nil {
		return 0
	}
	return len(n.squares)
}

// Square returns the square numbered num, and whether num is in range.
func (n *Numbering) Square(num int) (Square, bool) {
	if num < 1 || num > n.Len() {
		return NoSquare, false
	}
	return n.squares[num-1], true
}

// Number returns the number of s, or 0 if s is not a playable square.
func (n *Numbering) Number(s Square) int {
	if n == nil || s >= MaxBits {
		return 0
	}
	return int(n.number[s])
}
