package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ParseSquare reads the PDN number and the algebraic name of a square, in
// either case, for every variant (RULES.md#notation: 8x8 29 = a1, 32 = g1,
// 1 = b8, 5 = a7; 10x10 46 = a1, 1 = b10, 50 = i1; 12x12 67 = a1, 1 = b12).
func TestParseSquareNumberAndName(t *testing.T) {
	cases := []struct {
		v      *variant.Variant
		number string
		names  []string
	}{
		{variant.English, "29", []string{"a1", "A1"}},
		{variant.English, "32", []string{"g1", "G1"}},
		{variant.English, "1", []string{"b8", "B8"}},
		{variant.English, "5", []string{"a7"}},
		{variant.Russian, "22", []string{"c3", "C3"}},
		{variant.Brazilian, "4", []string{"h8"}},
		{variant.International, "46", []string{"a1"}},
		{variant.International, "1", []string{"b10", "B10"}},
		{variant.International, "50", []string{"i1"}},
		{variant.Canadian, "67", []string{"a1"}},
		{variant.Canadian, "1", []string{"b12"}},
		{variant.Canadian, "6", []string{"l12", "L12"}},
	}
	for _, c := range cases {
		t.Run(c.v.Name()+" "+c.number, func(t *testing.T) {
			want := named(t, c.v, c.names[0])
			got, err := notation.ParseSquare(c.v, c.number)
			require.NoError(t, err)
			assert.Equal(t, want, got)
			for _, name := range c.names {
				got, err := notation.ParseSquare(c.v, name)
				require.NoError(t, err, name)
				assert.Equal(t, want, got, name)
			}
		})
	}
}

// Bad squares: ErrSquare for a square that is not on the board or not
// playable, ErrSyntax for text that is no square at all.
func TestParseSquareErrors(t *testing.T) {
	cases := []struct {
		v   *variant.Variant
		s   string
		err error
	}{
		{variant.English, "0", notation.ErrSquare},
		{variant.English, "33", notation.ErrSquare},
		{variant.English, "a2", notation.ErrSquare},
		{variant.English, "i1", notation.ErrSquare},
		{variant.English, "a9", notation.ErrSquare},
		{variant.International, "51", notation.ErrSquare},
		{variant.International, "k1", notation.ErrSquare},
		{variant.Canadian, "73", notation.ErrSquare},
		{variant.Canadian, "m1", notation.ErrSquare},
		{variant.English, "", notation.ErrSyntax},
		{variant.English, "a", notation.ErrSyntax},
		{variant.English, "1a", notation.ErrSyntax},
		{variant.English, "aa1", notation.ErrSyntax},
		{variant.English, " 1", notation.ErrSyntax},
		{variant.English, "-1", notation.ErrSyntax},
		{variant.English, "c3x", notation.ErrSyntax},
	}
	for _, c := range cases {
		t.Run(c.v.Name()+" "+c.s, func(t *testing.T) {
			_, err := notation.ParseSquare(c.v, c.s)
			assert.ErrorIs(t, err, c.err)
			var fe *notation.FENError
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, 0, fe.Offset)
			assert.Equal(t, c.s, fe.Token)
		})
	}
}

// FormatSquare writes the variant's own notation: numbers for English,
// International and Canadian, names for Russian and Brazilian.
func TestFormatSquare(t *testing.T) {
	assert.Equal(t, "32", notation.FormatSquare(variant.English, named(t, variant.English, "g1")))
	assert.Equal(t, "46", notation.FormatSquare(variant.International, named(t, variant.International, "a1")))
	assert.Equal(t, "1", notation.FormatSquare(variant.Canadian, named(t, variant.Canadian, "b12")))
	assert.Equal(t, "g1", notation.FormatSquare(variant.Russian, num(t, variant.Russian, 32)))
	assert.Equal(t, "b8", notation.FormatSquare(variant.Brazilian, num(t, variant.Brazilian, 1)))
}

// A square that is not on the board is written "?" in both notations.
func TestFormatSquareNotPlayable(t *testing.T) {
	assert.Equal(t, "?", notation.FormatSquare(variant.English, 4)) // bit 4 is a ghost square
	assert.Equal(t, "?", notation.FormatSquare(variant.Russian, 4))
	assert.Equal(t, "?", notation.FormatSquare(variant.English, 200))
}

// Every square of every variant reads back from its own notation and from
// both forms.
func TestSquareRoundTrip(t *testing.T) {
	for _, v := range variant.All() {
		for _, sq := range v.Board().Squares() {
			for _, text := range []string{notation.FormatSquare(v, sq), v.Board().Name(sq)} {
				got, err := notation.ParseSquare(v, text)
				require.NoError(t, err, "%s %s", v.Name(), text)
				assert.Equal(t, sq, got, "%s %s", v.Name(), text)
			}
		}
	}
}
