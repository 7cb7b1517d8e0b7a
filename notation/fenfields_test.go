package notation_test

import (
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lidraughts' start FEN (its Forsyth.initial) is International's start
// with the counters at 0 and 1; FormatFEN leaves them out, FormatFENFields
// writes them back as given.
func TestFENFieldsOfLidraughtsStart(t *testing.T) {
	v := variant.International
	const lidraughts = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20:H0:F1"
	p, f, err := notation.ParseFENFields(v, lidraughts)
	require.NoError(t, err)
	assert.Equal(t, v.Start(), p)
	assert.Equal(t, notation.FENFields{Counters: true, HalfMove: 0, FullMove: 1}, f)
	assert.Equal(t, lidraughts, notation.FormatFENFields(v, p, f))
	assert.Equal(t, strings.TrimSuffix(lidraughts, ":H0:F1"), notation.FormatFEN(v, p))
	assert.Equal(t, notation.FormatFEN(v, p), notation.FormatFENFields(v, p, notation.FENFields{}))
}

// Between two steps of a capture: Black's king on 19 has taken White's man
// on 28 (a ghost, G) and may go on; with P the ghost is a king.
func TestFENFieldsGhosts(t *testing.T) {
	v := variant.International
	for fen, kind := range map[string]board.Kind{"B:WG28,33:BK19": board.Man, "B:WP28,33:BK19": board.King} {
		p, f, err := notation.ParseFENFields(v, fen)
		require.NoError(t, err, fen)
		assert.Equal(t, numbers(t, v, 33), p.Men[board.White], fen)
		assert.Equal(t, numbers(t, v, 19), p.Kings[board.Black], fen)
		_, on28 := p.At(num(t, v, 28))
		assert.False(t, on28, "a ghost is not a piece of the position")
		assert.Equal(t, numbers(t, v, 28), f.Ghosts())
		if kind == board.Man {
			assert.Equal(t, numbers(t, v, 28), f.GhostMen[board.White])
		} else {
			assert.Equal(t, numbers(t, v, 28), f.GhostKings[board.White])
		}
		assert.False(t, f.Counters)
		assert.Equal(t, fen, notation.FormatFENFields(v, p, f))
	}
	// ParseFEN knows no ghosts: G28 is no square.
	_, err := notation.ParseFEN(v, "B:W33,G28:BK19")
	assert.ErrorIs(t, err, notation.ErrSquare)
	// An upper-case G stays the file g for ParseFEN on an algebraic board.
	p, err := notation.ParseFEN(variant.Russian, "W:WG1:Bh8")
	require.NoError(t, err)
	assert.Equal(t, board.Bitboard{}.With(named(t, variant.Russian, "g1")), p.Men[board.White])
}

// Frisian's runs of king moves come last, after the counters, as lidraughts
// writes them.
func TestFENFieldsWithKingRuns(t *testing.T) {
	v := variant.Frisian
	const fen = "W:W45,K46:B1:H3:F20:+0+346"
	p, f, err := notation.ParseFENFields(v, fen)
	require.NoError(t, err)
	assert.Equal(t, notation.FENFields{Counters: true, HalfMove: 3, FullMove: 20}, f)
	assert.Equal(t, uint8(3), p.KingRuns[board.White].Moves)
	assert.Equal(t, fen, notation.FormatFENFields(v, p, f))
	// One counter alone: the other is 0 or 1.
	_, f, err = notation.ParseFENFields(variant.International, "W:W31:B1:F12")
	require.NoError(t, err)
	assert.Equal(t, notation.FENFields{Counters: true, HalfMove: 0, FullMove: 12}, f)
}

func TestFENFieldsErrors(t *testing.T) {
	v := variant.International
	for fen, want := range map[string]error{
		"W:W33,G28:BK19":    notation.ErrUnreachable, // a ghost of the side to move
		"B:W28,G28:BK19":    notation.ErrDuplicate,
		"B:WG28-30:BK19":    notation.ErrSyntax, // a range of ghosts
		"B:WG:BK19":         notation.ErrSyntax,
		"W:W31:B1:F0":       notation.ErrSyntax,
		"W:W31:B1:H1234567": notation.ErrSyntax,
		"W:W31:B1:Hx":       notation.ErrSyntax,
		"B:WG3:BK19":        notation.ErrPromotionRow, // a man of White's on 3, never
	} {
		_, _, err := notation.ParseFENFields(v, fen)
		assert.ErrorIs(t, err, want, fen)
	}
	// Other programs' fields are still ignored.
	_, f, err := notation.ParseFENFields(v, "W:W31:B1:X7:F3")
	require.NoError(t, err)
	assert.Equal(t, 3, f.FullMove)
	_, _, err = notation.ParseFENFields(nil, "W:W31:B1")
	assert.ErrorIs(t, err, notation.ErrNoVariant)
	assert.Equal(t, "", notation.FormatFENFields(nil, board.Position{}, notation.FENFields{}))
}
