package notation_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The start positions, written by hand from RULES.md: English Black on 1-12
// and White on 21-32 with Black to move (RULES.md#english); International
// Black 1-20, White 31-50 (RULES.md#international); Canadian Black 1-30,
// White 43-72 (RULES.md#canadian); Russian and Brazilian White a1-g3, Black
// b6-h8 in algebraic names (RULES.md#russian, RULES.md#brazilian).
func TestStartPositionsAsFEN(t *testing.T) {
	cases := []struct {
		v   *variant.Variant
		fen string
	}{
		{variant.English, "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
		{variant.International, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50" +
			":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"},
		{variant.Russian, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"},
		{variant.Brazilian, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"},
		{variant.Canadian, "W:W43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60," +
			"61,62,63,64,65,66,67,68,69,70,71,72" +
			":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30"},
	}
	for _, c := range cases {
		t.Run(c.v.Name(), func(t *testing.T) {
			assert.Equal(t, c.fen, notation.FormatFEN(c.v, c.v.Start()))
			p, err := notation.ParseFEN(c.v, c.fen)
			require.NoError(t, err)
			assert.Equal(t, c.v.Start(), p)
		})
	}
}

// The start positions written with ranges, as PDN files often do.
func TestStartPositionsAsRanges(t *testing.T) {
	cases := []struct {
		v   *variant.Variant
		fen string
	}{
		{variant.English, "B:W21-32:B1-12"},
		{variant.International, "W:W31-50:B1-20"},
		{variant.International, "W:B1-20:W31-50"},
		{variant.Canadian, "W:W43-72:B1-30"},
		{variant.Russian, "W:W21-32:B1-12"}, // the numbering exists for algebraic variants too
	}
	for _, c := range cases {
		t.Run(c.v.Name()+" "+c.fen, func(t *testing.T) {
			p, err := notation.ParseFEN(c.v, c.fen)
			require.NoError(t, err)
			assert.Equal(t, c.v.Start(), p)
		})
	}
}

// A number and an algebraic name of the same square give the same
// position, whatever the variant's own notation (RULES.md#notation:
// 8x8 29 = a1, 32 = g1, 1 = b8; 10x10 46 = a1, 1 = b10, 50 = i1, 5 = j10;
// 12x12 67 = a1, 1 = b12).
func TestNumbersAndNamesAgree(t *testing.T) {
	cases := []struct {
		v              *variant.Variant
		numeric, names string
	}{
		{variant.English, "W:W29,32,K5:B1", "W:Wa1,g1,Ka7:Bb8"},
		{variant.English, "B:W29:B4", "B:WA1:BH8"},
		{variant.International, "W:W46,50:B1,K5", "W:Wa1,i1:Bb10,Kj10"},
		{variant.Canadian, "W:W67:B1,6", "W:Wa1:Bb12,l12"},
		{variant.Russian, "W:W29,32:B1", "W:Wa1,g1:Bb8"},
		{variant.Brazilian, "W:W29,32:B1", "W:Wa1,g1:Bb8"},
		{variant.English, "W:W29,c3:B1", "W:Wa1,22:Bb8"}, // mixed in one list
	}
	for _, c := range cases {
		t.Run(c.v.Name()+" "+c.numeric, func(t *testing.T) {
			a, err := notation.ParseFEN(c.v, c.numeric)
			require.NoError(t, err)
			b, err := notation.ParseFEN(c.v, c.names)
			require.NoError(t, err)
			assert.Equal(t, a, b)
		})
	}
}

// A hand-built position reads and writes as expected, kings included.
func TestParseFENKings(t *testing.T) {
	v := variant.English
	p, err := notation.ParseFEN(v, "W:W31,32,K5:B1,2,K30")
	require.NoError(t, err)
	want := board.Position{Turn: board.White}
	want.Men[board.White] = numbers(t, v, 31, 32)
	want.Kings[board.White] = numbers(t, v, 5)
	want.Men[board.Black] = numbers(t, v, 1, 2)
	want.Kings[board.Black] = numbers(t, v, 30)
	assert.Equal(t, want.Rehash(), p)
	assert.Equal(t, "W:WK5,31,32:B1,2,K30", notation.FormatFEN(v, p))
}

// Ranges: "31-35" is every square from 31 to 35, "K31-35" kings on them.
func TestParseFENRanges(t *testing.T) {
	v := variant.International
	p, err := notation.ParseFEN(v, "B:W40,K31-35:B1-3,K10-11")
	require.NoError(t, err)
	assert.Equal(t, board.Black, p.Turn)
	assert.Equal(t, numbers(t, v, 40), p.Men[board.White])
	assert.Equal(t, span(t, v, 31, 35), p.Kings[board.White])
	assert.Equal(t, span(t, v, 1, 3), p.Men[board.Black])
	assert.Equal(t, numbers(t, v, 10, 11), p.Kings[board.Black])
	assert.Equal(t, "B:WK31,K32,K33,K34,K35,40:B1,2,3,K10,K11", notation.FormatFEN(v, p))

	one, err := notation.ParseFEN(v, "W:W33-33")
	require.NoError(t, err)
	assert.Equal(t, numbers(t, v, 33), one.Men[board.White], "a range of one square")

	r, err := notation.ParseFEN(variant.Russian, "W:W29-32")
	require.NoError(t, err)
	assert.Equal(t, "W:Wa1,c1,e1,g1:B", notation.FormatFEN(variant.Russian, r), "a range in an algebraic variant")
}

// One-sided and empty positions: a colour list may be empty or missing.
func TestParseFENOneSided(t *testing.T) {
	v := variant.International
	cases := []struct {
		fen, out   string
		white, blk board.Bitboard
		turn       board.Color
	}{
		{"B:W50:B", "B:W50:B", numbers(t, v, 50), board.Bitboard{}, board.Black},
		{"W:W18", "W:W18:B", numbers(t, v, 18), board.Bitboard{}, board.White},
		{"W:B1-3", "W:W:B1,2,3", board.Bitboard{}, span(t, v, 1, 3), board.White},
		{"W:B7:W", "W:W:B7", board.Bitboard{}, numbers(t, v, 7), board.White},
		{"W", "W:W:B", board.Bitboard{}, board.Bitboard{}, board.White},
		{"B:W:B", "B:W:B", board.Bitboard{}, board.Bitboard{}, board.Black},
	}
	for _, c := range cases {
		t.Run(c.fen, func(t *testing.T) {
			p, err := notation.ParseFEN(v, c.fen)
			require.NoError(t, err)
			assert.Equal(t, c.turn, p.Turn)
			assert.Equal(t, c.white, p.Men[board.White])
			assert.Equal(t, c.blk, p.Men[board.Black])
			assert.True(t, p.Kings[board.White].IsEmpty() && p.Kings[board.Black].IsEmpty())
			assert.Equal(t, c.out, notation.FormatFEN(v, p))
		})
	}
}

// The lenient forms other programs write all read as the plain FEN.
func TestParseFENLenient(t *testing.T) {
	v := variant.English
	plain := "W:WK15,31,32:B1,2,3"
	for _, fen := range []string{
		"  W:W31,32,K15:B1,2,3 \n",
		"W:W31, 32, K15:B1, 2, 3",
		"W : W31 , 32 ,K15 : B1,2,3",
		"W:W31,32,K15:B1,2,3.",
		`"W:W31,32,K15:B1,2,3"`,
		` "W:W31,32,K15:B1,2,3." `,
		"W:W31,32,K15:B1,2,3:H0:F1",
		"W:B1,2,3:W31,32,K15",
		"w:w31,32,K15:b1,2,3",
		"W:W031,32,K15:B1,2,3",
		"W:W31,32,Ke5:B1,2,3", // e5 = 15
	} {
		t.Run(fen, func(t *testing.T) {
			p, err := notation.ParseFEN(v, fen)
			require.NoError(t, err)
			assert.Equal(t, plain, notation.FormatFEN(v, p))
		})
	}
}

// Every kind of error wraps its sentinel and points at the fault: the
// offset is a byte offset into the input and the token the text there.
func TestParseFENErrors(t *testing.T) {
	cases := []struct {
		name   string
		v      *variant.Variant
		fen    string
		err    error
		offset int
		token  string
	}{
		{"empty input", variant.English, "", notation.ErrSyntax, 0, ""},
		{"spaces only", variant.English, "   ", notation.ErrSyntax, 3, ""},
		{"bad side to move", variant.English, "X:W31", notation.ErrSyntax, 0, "X"},
		{"no side to move", variant.English, "W31:B1", notation.ErrSyntax, 0, "W31"},
		{"empty field", variant.English, "W::B1", notation.ErrSyntax, 2, ""},
		{"trailing colon", variant.English, "W:W31:", notation.ErrSyntax, 6, ""},
		{"colour twice", variant.English, "W:W31:W32", notation.ErrSyntax, 6, "W"},
		{"colour after extra field", variant.English, "W:H0:W31", notation.ErrSyntax, 5, "W"},
		{"bad field", variant.English, "W:#31", notation.ErrSyntax, 2, "#"},
		{"bad square text", variant.English, "W:W3#", notation.ErrSyntax, 3, "3#"},
		{"empty list entry", variant.English, "W:W31,,32", notation.ErrSyntax, 6, ""},
		{"trailing comma", variant.English, "W:W31,", notation.ErrSyntax, 6, ""},
		{"lone K", variant.English, "W:W31,K", notation.ErrSyntax, 6, "K"},
		{"open range", variant.English, "W:W21-", notation.ErrSyntax, 3, "21-"},
		{"algebraic range", variant.English, "W:Wa1-c1", notation.ErrSyntax, 3, "a1-c1"},
		{"reversed range", variant.International, "W:W35-31", notation.ErrSyntax, 3, "35-31"},
		{"unmatched quote", variant.English, `"W:W31`, notation.ErrSyntax, 0, `"`},
		{"two dots", variant.English, "W:W31..", notation.ErrSyntax, 3, "31."},
		{"square 0", variant.English, "W:W0", notation.ErrSquare, 3, "0"},
		{"square 33 on 8x8", variant.English, "W:W33", notation.ErrSquare, 3, "33"},
		{"square 51 on 10x10", variant.International, "W:W31,32,33,51", notation.ErrSquare, 12, "51"},
		{"huge number", variant.International, "W:W99999999999999999999", notation.ErrSquare, 3, "99999999999999999999"},
		{"range past the board", variant.International, "W:W31-51", notation.ErrSquare, 6, "51"},
		{"light square", variant.English, "W:Wa2", notation.ErrSquare, 3, "a2"},
		{"file off the board", variant.English, "W:Wj1", notation.ErrSquare, 3, "j1"},
		{"rank off the board", variant.International, "W:Wb12", notation.ErrSquare, 3, "b12"},
		{"rank 0", variant.Russian, "W:Wa0", notation.ErrSquare, 3, "a0"},
		{"same square twice", variant.International, "W:W31,31", notation.ErrDuplicate, 6, "31"},
		{"same square both colours", variant.International, "W:W31:B31", notation.ErrDuplicate, 7, "31"},
		{"same square by number and name", variant.English, "W:W29:Ba1", notation.ErrDuplicate, 7, "a1"},
		{"square inside a range", variant.International, "W:W31-35,33", notation.ErrDuplicate, 9, "33"},
		{"overlapping ranges", variant.International, "W:W31-35:BK33-40", notation.ErrDuplicate, 11, "33-40"},
		{"king and man on one square", variant.English, "W:W30,K30", notation.ErrDuplicate, 7, "30"},
		{"white man on rank 8", variant.English, "W:W1", notation.ErrPromotionRow, 3, "1"},
		{"black man on rank 1", variant.English, "W:W22:B29", notation.ErrPromotionRow, 7, "29"},
		{"white man on rank 10", variant.International, "W:W1-5", notation.ErrPromotionRow, 3, "1-5"},
		{"Russian white man on b8", variant.Russian, "W:Wb8", notation.ErrPromotionRow, 3, "b8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := notation.ParseFEN(c.v, c.fen)
			require.Error(t, err)
			assert.Equal(t, board.Position{}, p)
			assert.ErrorIs(t, err, c.err)
			var fe *notation.FENError
			require.ErrorAs(t, err, &fe)
			assert.Equal(t, c.offset, fe.Offset)
			assert.Equal(t, c.token, fe.Token)
			assert.Equal(t, c.err, fe.Unwrap())
		})
	}
}

// Kings may stand anywhere, their own crowning row included.
func TestParseFENKingOnPromotionRow(t *testing.T) {
	p, err := notation.ParseFEN(variant.English, "W:WK1:BK29")
	require.NoError(t, err)
	assert.Equal(t, numbers(t, variant.English, 1), p.Kings[board.White])
	assert.Equal(t, numbers(t, variant.English, 29), p.Kings[board.Black])
}

// The error message says what is wrong and where.
func TestFENErrorMessage(t *testing.T) {
	_, err := notation.ParseFEN(variant.International, "W:W31,32,33,51")
	require.Error(t, err)
	assert.Equal(t, "fen: square 51 at offset 12: square out of range or not playable", err.Error())

	_, err = notation.ParseFEN(variant.International, "W:W31:Q-1")
	require.Error(t, err)
	assert.Equal(t, `fen: unexpected "Q" at offset 6: syntax error`, err.Error())

	_, err = notation.ParseFEN(variant.International, "W:W31,")
	require.Error(t, err)
	assert.Equal(t, "fen: missing token at offset 6: syntax error", err.Error())

	assert.True(t, errors.Is(&notation.FENError{Err: notation.ErrDuplicate}, notation.ErrDuplicate))
}

// FormatFEN writes squares in the variant's order with no ranges and no
// token twice, and ParseFEN reads back what it wrote.
func TestFormatFENRoundTrip(t *testing.T) {
	cases := []struct {
		v   *variant.Variant
		pos func(t *testing.T) board.Position
		fen string
	}{
		{variant.English, func(t *testing.T) board.Position {
			var p board.Position
			p.Turn = board.Black
			p.Men[board.White] = numbers(t, variant.English, 32, 9)
			p.Kings[board.Black] = numbers(t, variant.English, 20, 2)
			return p
		}, "B:W9,32:BK2,K20"},
		{variant.Russian, func(t *testing.T) board.Position {
			var p board.Position
			p.Men[board.White] = names(t, variant.Russian, "h2", "c3", "a1")
			p.Kings[board.White] = names(t, variant.Russian, "d8")
			p.Men[board.Black] = names(t, variant.Russian, "e7")
			return p
		}, "W:Wa1,h2,c3,Kd8:Be7"},
		{variant.Canadian, func(t *testing.T) board.Position {
			var p board.Position
			p.Men[board.White] = numbers(t, variant.Canadian, 72, 67)
			p.Kings[board.Black] = numbers(t, variant.Canadian, 71)
			return p
		}, "W:W67,72:BK71"},
	}
	for _, c := range cases {
		t.Run(c.v.Name(), func(t *testing.T) {
			p := c.pos(t)
			fen := notation.FormatFEN(c.v, p)
			assert.Equal(t, c.fen, fen)
			back, err := notation.ParseFEN(c.v, fen)
			require.NoError(t, err)
			assert.Equal(t, p.Rehash(), back)
		})
	}
}
