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
		`"ManSteps":["NE NW","SE SW"]`, `"FirstToMove":"white"`, `"Notation":"algebraic"`} {
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
