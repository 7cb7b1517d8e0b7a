package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// moveTexts returns the legal moves of the FEN in the variant's notation.
func moveTexts(t *testing.T, v *variant.Variant, fen string) []string {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err)
	var out []string
	for _, m := range movegen.Generate(v, p, nil) {
		out = append(out, notation.FormatMove(v, p, m))
	}
	return out
}

// A Dameo line of three men on the c file advances as a whole (c1-c4), as
// does its front pair (c2-c4) and the front man alone (c3-c4); the men
// behind the front step only diagonally. Nine moves in all: c3-c4, c3-b4,
// c3-d4, c2-b3, c2-d3, c1-b2, c1-d2, c2-c4, c1-c4.
func TestDameoLineOfThreeMen(t *testing.T) {
	assert.ElementsMatch(t,
		[]string{"c3-c4", "c3-b4", "c3-d4", "c2-b3", "c2-d3", "c1-b2", "c1-d2", "c2-c4", "c1-c4"},
		moveTexts(t, variant.Dameo, "W:Wc1,c2,c3:B"))

	// Played, the line move empties c1 and fills c4.
	v := variant.Dameo
	p, err := notation.ParseFEN(v, "W:Wc1,c2,c3:B")
	require.NoError(t, err)
	for _, m := range movegen.Generate(v, p, nil) {
		if notation.FormatMove(v, p, m) == "c1-c4" {
			assert.Equal(t, "B:Wc2,c3,c4:B", notation.FormatFEN(v, v.Apply(p, m)))
		}
	}
}

// Lines run along the forward diagonals too: c1, d2, e3 advance to f4 as a
// line of three (c1-f4) or two (d2-f4). A king breaks a line: with a king
// on d2 neither line exists.
func TestDameoDiagonalLines(t *testing.T) {
	assert.ElementsMatch(t,
		[]string{"e3-e4", "e3-f4", "e3-d4", "d2-d3", "d2-c3", "c1-c2", "c1-b2", "d2-f4", "c1-f4"},
		moveTexts(t, variant.Dameo, "W:Wc1,d2,e3:B"))
	assert.NotContains(t, moveTexts(t, variant.Dameo, "W:Wc1,Kd2,e3:B"), "c1-f4")
	// Black's lines run down the board: f6, f7, f8 advance to f5.
	assert.Subset(t, moveTexts(t, variant.Dameo, "B:W:Bf6,f7,f8"), []string{"f6-f5", "f7-f5", "f8-f5"})
}
