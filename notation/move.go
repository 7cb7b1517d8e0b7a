package notation

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// FormatMove writes m in v's move text, squares in v's own notation
// ([FormatSquare]). A quiet move is its two squares joined by "-" ("32-28",
// "c3-d4"). A capture is its starting square, then every landing square of
// its path, each after v's CaptureMark ("28x19x10", Russian "c3:e5:g7"): the
// full path, whether or not a shorter text would be unambiguous. A capture
// built without a path is written from its first to its last square. A
// move that lifts its own piece off the board (Konane's opening) is written
// as that piece's square alone ("d5").
func FormatMove(v *variant.Variant, m board.Move) string {
	if m.From == m.To && m.Captured == board.SquareSet(m.From) {
		return FormatSquare(v, m.From)
	}
	var b strings.Builder
	b.WriteString(FormatSquare(v, m.From))
	path := m.Path()
	switch {
	case len(path) > 0:
		for _, sq := range path {
			b.WriteByte(v.CaptureMark)
			b.WriteString(FormatSquare(v, sq))
		}
	case m.IsCapture():
		b.WriteByte(v.CaptureMark)
		b.WriteString(FormatSquare(v, m.To))
	default:
		b.WriteByte('-')
		b.WriteString(FormatSquare(v, m.To))
	}
	return b.String()
}
