package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The runs field of a Frisian FEN, in lidraughts' form: Black's run first,
// then White's, each a count and the tracked king's square.
func TestFENKingRuns(t *testing.T) {
	v := variant.Frisian
	p, err := notation.ParseFEN(v, "W:WK46,45:BK3,1:H0:F1:+203+346")
	require.NoError(t, err)
	assert.Equal(t, board.KingRuns{
		board.White: {King: sq(t, v, "46"), Moves: 3},
		board.Black: {King: sq(t, v, "3"), Moves: 2},
	}, p.KingRuns)
	assert.Equal(t, p.ComputeKey(), p.Key)
	// Written back in the same form, squares in two digits; the fields of
	// other programs are not kept.
	assert.Equal(t, "W:W45,K46:B1,K3:+203+346", notation.FormatFEN(v, p))

	// Without runs the FEN is a plain one, as before the field existed,
	// and "+0+0" is the same as no field.
	plain, err := notation.ParseFEN(v, "W:WK46,45:BK3,1:+0+0")
	require.NoError(t, err)
	assert.Equal(t, board.KingRuns{}, plain.KingRuns)
	assert.Equal(t, "W:W45,K46:B1,K3", notation.FormatFEN(v, plain))
	assert.NotEqual(t, p.Key, plain.Key)

	// A side without men is not bound: its run is dropped.
	kingsOnly, err := notation.ParseFEN(v, "W:WK46:B1:+0+346")
	require.NoError(t, err)
	assert.Equal(t, board.KingRuns{}, kingsOnly.KingRuns)

	// Frysk! has the same rule and field.
	fr, err := notation.ParseFEN(variant.Frysk, "B:W46,K47:B1:+0+147")
	require.NoError(t, err)
	assert.Equal(t, "B:W46,K47:B1:+0+147", notation.FormatFEN(variant.Frysk, fr))
}

// Runs the rules cannot reach, and fields that are not runs, are refused
// with the offending part of the field.
func TestFENKingRunsErrors(t *testing.T) {
	for _, tc := range []struct {
		v     *variant.Variant
		fen   string
		err   error
		token string
	}{
		{variant.Frisian, "W:WK46,45:B1:+0+446", notation.ErrUnreachable, "446"}, // past the limit of 3
		{variant.Frisian, "W:WK46,45:B1:+0+345", notation.ErrUnreachable, "345"}, // 45 is a man
		{variant.Frisian, "W:WK46,45:B1:+0+341", notation.ErrUnreachable, "341"}, // 41 is empty
		{variant.Frisian, "W:WK46,45:B1:+0+3", notation.ErrSyntax, "3"},          // a run needs its king
		{variant.Frisian, "W:WK46,45:B1:+0", notation.ErrSyntax, "+0"},
		{variant.Frisian, "W:WK46,45:B1:+0+346+0", notation.ErrSyntax, "+0+346+0"},
		{variant.Frisian, "W:WK46,45:B1:+0+x46", notation.ErrSyntax, "x46"},
		{variant.Frisian, "W:WK46,45:B1:+0+351", notation.ErrSquare, "51"},
		{variant.Frisian, "W:WK46,45:B1:+0+0:+0+0", notation.ErrSyntax, "+"},
		{variant.International, "W:WK46,45:B1:+0+0", notation.ErrSyntax, "+0+0"}, // no runs there
	} {
		_, err := notation.ParseFEN(tc.v, tc.fen)
		require.ErrorIs(t, err, tc.err, tc.fen)
		var fe *notation.FENError
		require.ErrorAs(t, err, &fe)
		assert.Equal(t, tc.token, fe.Token, tc.fen)
	}
}

// sq returns the square numbered text in v.
func sq(t *testing.T, v *variant.Variant, text string) board.Square {
	t.Helper()
	s, err := notation.ParseSquare(v, text)
	require.NoError(t, err)
	return s
}
