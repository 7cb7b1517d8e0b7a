package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The full-path move text in each variant's notation: numeric with "-" and
// "x", Russian algebraic with "-" and ":". The captures are worked by hand
// on the 8x8 numbering of RULES.md#notation: 28 = h2 jumps 24 = g3 to
// 19 = f4, which jumps 15 = e5 to 10 = d6.
func TestFormatMovePath(t *testing.T) {
	e, r, i := variant.English, variant.Russian, variant.International
	cases := []struct {
		name string
		v    *variant.Variant
		fen  string
		m    board.Move
		want string
	}{
		{"English quiet move", e, "W:W32:B1", board.NewStep(num(t, e, 32), num(t, e, 28), false), "32-28"},
		{"English promotion", e, "W:W6:B21", board.NewStep(num(t, e, 6), num(t, e, 1), true), "6-1"},
		{"English double capture", e, "W:W28:B24,15", board.NewCapture(num(t, e, 28), num(t, e, 10),
			numbers(t, e, 24, 15), false), "28x19x10"},
		{"International single capture", i, "W:W19:B24", board.NewCapture(num(t, i, 19), num(t, i, 30),
			numbers(t, i, 24), false), "19x30"},
		{"Russian quiet move", r, "W:Wc3:Bh8", board.NewStep(named(t, r, "c3"), named(t, r, "d4"), false), "c3-d4"},
		{"Russian double capture", r, "W:Wc3:Bd4,f6", board.NewCapture(named(t, r, "c3"), named(t, r, "g7"),
			names(t, r, "d4", "f6"), false), "c3:e5:g7"},
		// Not a capture of the position: no path to give.
		{"capture of another position", e, "W:W32:B1", board.Move{From: num(t, e, 28), To: num(t, e, 19),
			Captured: numbers(t, e, 24)}, "28x19"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := notation.ParseFEN(c.v, c.fen)
			require.NoError(t, err)
			assert.Equal(t, c.want, notation.FormatMovePath(c.v, p, c.m))
		})
	}
}
