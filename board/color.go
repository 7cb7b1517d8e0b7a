package board

import "strconv"

// Color is the colour of a side: [White] or [Black].
type Color uint8

// The two sides. White's men start on the low ranks (rank 1 upwards) in
// every variant; which side moves first is a rule of the variant.
const (
	White Color = iota
	Black
)

// Opponent returns the other colour.
func (c Color) Opponent() Color { return c ^ 1 }

var colorNames = [...]string{"white", "black"}

// String returns "white" or "black".
// A value out of range prints as its type and number, "Color(7)".
func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return "Color(" + strconv.Itoa(int(c)) + ")"
}
