package checkers_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every constructor returns a game on error too, which refuses moves with
// the error instead of leaving the caller a nil pointer.
func TestConstructorsNeverReturnNil(t *testing.T) {
	g, err := checkers.NewFromFEN(variant.English, "not a fen")
	require.Error(t, err)
	require.NotNil(t, g)
	assert.Equal(t, err, g.Err())
	assert.ErrorIs(t, g.PlayText("11-15"), err)
	assert.Empty(t, g.LegalMoves())
	assert.False(t, g.Result().Over())

	g, err = checkers.NewFromFEN(nil, "W:W21:B1")
	assert.ErrorIs(t, err, checkers.ErrNoVariant)
	require.NotNil(t, g)
	assert.ErrorIs(t, g.PlayText("21-17"), checkers.ErrNoVariant)

	g, err = checkers.FromPDN(nil)
	assert.ErrorIs(t, err, checkers.ErrNoVariant)
	require.NotNil(t, g)
	assert.Equal(t, "no variant", g.String())
}

// FromPDN keeps the moves before an illegal one, and the error names that
// one and where it stands in the file: in
// English 11-15 23-19 are legal, then Black's 8-11 is (12 and 8 are both
// Black's), and 22-26 is not (White moves up the board, to lower numbers).
func TestFromPDNIllegalMove(t *testing.T) {
	pg, err := pdn.NewReader(strings.NewReader("[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 22-26 *\n")).Read()
	require.NoError(t, err)
	g, err := checkers.FromPDN(pg)
	require.Error(t, err)
	require.NotNil(t, g)
	assert.Contains(t, err.Error(), `line 2, column 24: "22-26"`)
	assert.ErrorIs(t, err, notation.ErrIllegal)
	assert.Equal(t, []string{"11-15", "23-19", "8-11"}, g.HistoryTexts())
}

// A PDN game of a variant the library lacks gives a game with no variant.
func TestFromPDNUnknownVariantGame(t *testing.T) {
	pg, err := pdn.NewReader(strings.NewReader("[GameType \"50\"]\n1. 32-28 *\n")).Read()
	require.NoError(t, err)
	g, err := checkers.FromPDN(pg)
	assert.ErrorIs(t, err, checkers.ErrNoVariant)
	require.NotNil(t, g)
	assert.Nil(t, g.Variant())
}

// A JSON game may leave out its start (the variant's start position);
// errors name the field at fault.
func TestGameJSONFields(t *testing.T) {
	var g checkers.Game
	require.NoError(t, json.Unmarshal([]byte(`{"variant":"english","moves":["11-15","23-19"]}`), &g))
	assert.Equal(t, []string{"11-15", "23-19"}, g.HistoryTexts())
	assert.Equal(t, variant.English.Start(), g.Start())

	for text, field := range map[string]string{
		`{"moves":["11-15"]}`:                             `"variant"`,
		`{"variant":"english","start":"W:W99:B1"}`:        `"start"`,
		`{"variant":"english","moves":["11-15","11-15"]}`: `"moves"[1]`,
	} {
		var g checkers.Game
		err := json.Unmarshal([]byte(text), &g)
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), field, text)
		assert.Nil(t, g.Variant(), "left unchanged: %s", text)
	}
}

// A move prints as players write it through the game, and as the board's
// indices, marked so, without one: English 18-23 (Black's man on square
// 18, which is bit 15 of the 8x8 layout, to 23, bit 11; see board.Geometry).
func TestMoveTextAndString(t *testing.T) {
	g := newGame(t, variant.English, "B:W30:B18")
	require.Len(t, g.LegalMoves(), 2)
	var texts, strs []string
	for _, m := range g.LegalMoves() {
		texts = append(texts, g.MoveText(m))
		strs = append(strs, m.String())
	}
	assert.ElementsMatch(t, []string{"18-22", "18-23"}, texts)
	assert.Contains(t, strs, "#15-#11")
}
