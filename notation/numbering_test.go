package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Square 1 and square 32 of each 8x8 variant's PDN numbering, as the
// GameType table defines it (pdn.fmjd.org/gametype.html): the corner is seen
// from the side that moves first. English "21,B,N1" and Czech: 1 = b8;
// Italian "22,W,N2" (a1 light): 1 = a8; Spanish "24,W,N1" and Portuguese
// "28,W,N1" (a1 light): 1 = h1; Thai "31,B,N2": 1 = g1, Black's upper left.
func TestEachVariantsNumbering(t *testing.T) {
	for _, c := range []struct {
		v         *variant.Variant
		one, last string
	}{
		{variant.English, "b8", "g1"}, {variant.Antidam, "b8", "g1"}, {variant.Czech, "b8", "g1"},
		{variant.Russian, "b8", "g1"}, {variant.Brazilian, "b8", "g1"},
		{variant.Italian, "a8", "h1"}, {variant.Spanish, "h1", "a8"}, {variant.Portuguese, "h1", "a8"},
		{variant.Thai, "g1", "b8"},
	} {
		one, err := notation.ParseSquare(c.v, "1")
		require.NoError(t, err)
		last, err := notation.ParseSquare(c.v, "32")
		require.NoError(t, err)
		assert.Equal(t, c.one, c.v.Board().Name(one), "%s square 1", c.v.Name())
		assert.Equal(t, c.last, c.v.Board().Name(last), "%s square 32", c.v.Name())
	}
}

// On the a1-light board of Italian, Spanish and Portuguese the dark squares
// are b1, d1, ..., a2, ...: a1 is not playable there, b1 is.
func TestA1LightBoardSquares(t *testing.T) {
	for _, v := range []*variant.Variant{variant.Italian, variant.Spanish, variant.Portuguese} {
		_, err := notation.ParseSquare(v, "a1")
		assert.ErrorIs(t, err, notation.ErrSquare, v.Name())
		s, err := notation.ParseSquare(v, "b1")
		require.NoError(t, err, v.Name())
		assert.Equal(t, "b1", v.Board().Name(s))
	}
}

// Each variant's start position is written in its own numbering: Spanish
// and Portuguese put White on 1-12, Italian on 21-32, Thai on 1-8.
func TestStartFENInOwnNumbering(t *testing.T) {
	for _, c := range []struct {
		v   *variant.Variant
		fen string
	}{
		{variant.Spanish, "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32"},
		{variant.Portuguese, "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32"},
		{variant.Italian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
		{variant.Thai, "B:W1,2,3,4,5,6,7,8:B25,26,27,28,29,30,31,32"},
		{variant.Antidam, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
	} {
		assert.Equal(t, c.fen, notation.FormatFEN(c.v, c.v.Start()), c.v.Name())
		p, err := notation.ParseFEN(c.v, c.fen)
		require.NoError(t, err)
		assert.Equal(t, c.v.Start(), p, c.v.Name())
		assert.Equal(t, c.v.FirstToMove(), p.Turn)
	}
}
