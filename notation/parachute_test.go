package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Parachute checkers' start has parachutists, written with a P prefix; a
// parachutist may stand on its own side's promotion row (White's on rank 8),
// where a man may not.
func TestParachutistsInFEN(t *testing.T) {
	v := variant.Parachute
	fen := "W:Wb2,d2,f2,h2,a3,c3,e3,g3,Pb8,Pd8,Pf8,Ph8:BPa1,Pc1,Pe1,Pg1,b6,d6,f6,h6,a7,c7,e7,g7"
	assert.Equal(t, fen, notation.FormatFEN(v, v.Start()))
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err)
	assert.Equal(t, v.Start(), p)
	b8, _ := notation.ParseSquare(v, "b8")
	pc, ok := p.At(b8)
	assert.True(t, ok)
	assert.Equal(t, board.Piece{Color: board.White, Kind: board.Parachutist}, pc)

	_, err = notation.ParseFEN(v, "W:Wb8:B")
	assert.ErrorIs(t, err, notation.ErrPromotionRow)
}

// Other variants have no parachutists: a P is a syntax error there.
func TestParachutistElsewhereIsAnError(t *testing.T) {
	_, err := notation.ParseFEN(variant.Czech, "W:WPb8:Ba1")
	assert.ErrorIs(t, err, notation.ErrSyntax)
	var fe *notation.FENError
	require.ErrorAs(t, err, &fe)
	assert.Equal(t, 3, fe.Offset)
}

// A Konane lift takes the lifting stone itself off the board and is
// written as its square alone.
func TestFormatLift(t *testing.T) {
	v := variant.Hawaii
	d5, err := notation.ParseSquare(v, "d5")
	require.NoError(t, err)
	lift := board.NewLift(d5)
	assert.Equal(t, "d5", notation.FormatMove(v, v.Start(), lift))
	start := v.Start()
	after := v.Apply(start, lift)
	_, ok := after.At(d5)
	assert.False(t, ok)
	assert.Equal(t, start.Occupied().Count()-1, after.Occupied().Count())
}
