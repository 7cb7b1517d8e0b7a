package variant_test

import (
	"encoding/json"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every variant's rules go to JSON and back unchanged: the board by its
// size and layout, sets of squares by number, directions and the
// enumerations by name.
func TestRulesJSONRoundTrip(t *testing.T) {
	for _, v := range variant.All() {
		data, err := json.Marshal(v.Rules())
		require.NoError(t, err, v.Name())
		var back variant.Rules
		require.NoError(t, json.Unmarshal(data, &back), string(data))
		nv, err := variant.New(back)
		require.NoError(t, err, string(data))
		want, got := v.Rules(), nv.Rules()
		assert.Equal(t, want.Board.Squares(), got.Board.Squares(), v.Name())
		assert.Equal(t, want.Board.Layout(), got.Board.Layout(), v.Name())
		want.Board, got.Board = nil, nil
		assert.Equal(t, want, got, v.Name())
		assert.Equal(t, v.Start(), nv.Start(), v.Name())
	}
}

// The enumerations and sets read what they write, and read nothing else.
func TestRulesText(t *testing.T) {
	data, err := json.Marshal(variant.Russian.Rules())
	require.NoError(t, err)
	s := string(data)
	for _, want := range []string{`"Board":"8x8 dark-a1-dark"`, `"CrownInCapture":"crown-and-continue"`,
		`"ManSteps":["NE NW","SE SW"]`, `"FirstToMove":"white"`, `"Notation":"algebraic"`, `"CaptureMark":":"`} {
		assert.Contains(t, s, want)
	}
	var r variant.Rules
	for _, bad := range []string{`{"Board":"8x7 dark-a1-dark"}`, `{"Board":"99x99 whole"}`, `{"Board":"8x8 round"}`,
		`{"Removal":"later"}`, `{"ManSteps":["UP",""]}`, `{"Setup":["1 2 x",""]}`, `{"Setup":["999",""]}`} {
		assert.Error(t, json.Unmarshal([]byte(bad), &r), bad)
	}
	var d board.DirSet
	require.NoError(t, d.UnmarshalText([]byte("{NE,NW}")))
	assert.Equal(t, board.NorthDiagonals, d)
}

// Sets of squares are written as the variant's players name the squares:
// English by number (White on 21-32, crowning on 1-4), Turkish by name
// (White's men on ranks 2 and 3). Both forms read back, mixed too.
func TestRulesJSONSquareNames(t *testing.T) {
	data, err := json.Marshal(variant.English.Rules())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"Setup":["21 22 23 24 25 26 27 28 29 30 31 32","1 2 3 4 5 6 7 8 9 10 11 12"]`)
	assert.Contains(t, string(data), `"Promotion":["1 2 3 4","29 30 31 32"]`)

	data, err = json.Marshal(variant.Turkish.Rules())
	require.NoError(t, err)
	assert.Contains(t, string(data), `"Setup":["a2 b2 c2 d2 e2 f2 g2 h2 a3 b3 c3 d3 e3 f3 g3 h3",`)

	// Square 1 of English is b8 (numbered from the top left), 32 is g1.
	var r variant.Rules
	require.NoError(t, json.Unmarshal([]byte(`{"Board":"8x8 dark-a1-dark","NumberFrom":"top-left","Setup":["32, g1 h2","1 b8"]}`), &r))
	g := board.Board8x8
	sq := func(name string) board.Square {
		for _, s := range g.Squares() {
			if g.Name(s) == name {
				return s
			}
		}
		t.Fatalf("no square %s", name)
		return 0
	}
	assert.Equal(t, board.Bitboard{}.With(sq("g1")).With(sq("h2")), r.Setup[0])
	assert.Equal(t, board.Bitboard{}.With(sq("b8")), r.Setup[1])

	for _, bad := range []string{`{"Board":"8x8 dark-a1-dark","Setup":["33",""]}`, `{"Board":"8x8 dark-a1-dark","Setup":["b1",""]}`,
		`{"Board":"8x8 dark-a1-dark","Draws":[{"LoneKingOn":"z9"}]}`} {
		err := json.Unmarshal([]byte(bad), &r)
		assert.Error(t, err, bad)
	}
}

// A Variant marshals as its rules.
func TestVariantJSON(t *testing.T) {
	got, err := json.Marshal(variant.English)
	require.NoError(t, err)
	want, err := json.Marshal(variant.English.Rules())
	require.NoError(t, err)
	assert.JSONEq(t, string(want), string(got))
	_, err = json.Marshal(&variant.Variant{})
	assert.Error(t, err)
}
