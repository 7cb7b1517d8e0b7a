package checkers_test

import (
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game written as PDN reads back to the same game: the same variant,
// start, moves and result; in a variant without a GameType number too, and
// from a set-up position.
func TestPDNRoundTrip(t *testing.T) {
	for _, c := range []struct {
		v     *variant.Variant
		fen   string
		moves []string
	}{
		{variant.International, "", []string{"32-28", "19-23", "28x19", "14x23"}},
		{variant.Dameo, "", []string{"c3-c4", "f6-f5", "c1-c3"}}, // c1-c3: the line c1-c2 advances
		{variant.Russian, "W:Wb6:Bc7,f6,h8", []string{"b6:g5"}},
	} {
		g := checkers.New(c.v)
		if c.fen != "" {
			var err error
			g, err = checkers.NewFromFEN(c.v, c.fen)
			require.NoError(t, err)
		}
		for _, m := range c.moves {
			require.NoError(t, g.PlayText(m), "%s %s", c.v.Name(), m)
		}
		var b strings.Builder
		require.NoError(t, g.WritePDN(&b, pdn.Tag{Name: "Event", Value: "test"}))
		pg, err := pdn.NewReader(strings.NewReader(b.String())).Read()
		require.NoError(t, err)
		back, err := checkers.FromPDN(pg)
		require.NoError(t, err, b.String())
		assert.Equal(t, g.Variant(), back.Variant())
		assert.Equal(t, g.Start(), back.Start())
		assert.Equal(t, g.History(), back.History(), b.String())
		assert.Equal(t, g.Result(), back.Result())
	}
}

// A finished International game is scored the International way.
func TestPDNResult(t *testing.T) {
	g, err := checkers.NewFromFEN(variant.International, "W:W28:B23")
	require.NoError(t, err)
	require.NoError(t, g.PlayText("28x19"))
	assert.Equal(t, "2-0", g.PDN().Result)
	g = checkers.New(variant.English)
	require.NoError(t, g.AgreeDraw())
	assert.Equal(t, "1/2-1/2", g.PDN().Result)
}

// A PDN game of an unknown variant cannot become a Game.
func TestFromPDNUnknownVariant(t *testing.T) {
	pg, err := pdn.NewReader(strings.NewReader("[GameType \"50\"]\n1. 32-28 *\n")).Read()
	require.NoError(t, err)
	_, err = checkers.FromPDN(pg)
	assert.Error(t, err)
}
