package main

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/draughtsgo/checkers/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// call runs a method with its argument marshalled to JSON.
func call(t *testing.T, a *api, method string, id int, arg any) (any, error) {
	t.Helper()
	var data []byte
	if arg != nil {
		var err error
		data, err = json.Marshal(arg)
		require.NoError(t, err)
	}
	return a.call(method, id, data)
}

// The API outside the browser: games by handle, moves by text and by
// route (whole, prefix, start and end), and its errors.
func TestAPI(t *testing.T) {
	a := newAPI()
	v, err := call(t, a, "newGame", 0, newGameArgs{Variant: "russian", FEN: "W:Wb6:Bc7,f6"})
	require.NoError(t, err)
	id := v.(int)

	v, err = call(t, a, "moves", id, nil)
	require.NoError(t, err)
	ms := v.([]moveInfo)
	require.Len(t, ms, 2)
	assert.Equal(t, moveInfo{Text: "b6:g5", Path: []string{"b6", "d8", "g5"}, From: "b6", To: "g5",
		Captures: []string{"c7", "f6"}, Promotes: true}, ms[0])

	_, err = call(t, a, "play", id, []string{"b6", "d8"})
	assert.True(t, errors.Is(err, notation.ErrAmbiguous))
	assert.EqualError(t, err, `move "b6:d8": ambiguous move: b6:d8:g5 or b6:d8:h4`)
	_, err = call(t, a, "play", id, []string{"b6", "a7"})
	assert.EqualError(t, err, `move "b6:a7": illegal move`)
	_, err = call(t, a, "play", id, []string{"b6", "z9"})
	assert.Error(t, err)

	v, err = call(t, a, "play", id, []string{"b6", "h4"})
	require.NoError(t, err)
	assert.Equal(t, "b6:h4", v.(moveInfo).Text)
	_, err = call(t, a, "undo", id, nil)
	require.NoError(t, err)
	v, err = call(t, a, "play", id, []string{"b6", "d8", "g5"})
	require.NoError(t, err)
	assert.Equal(t, "b6:g5", v.(moveInfo).Text)

	v, err = call(t, a, "result", id, nil)
	require.NoError(t, err)
	assert.Equal(t, resultInfo{Status: "white wins", Reason: "no pieces", Over: true, Text: "white wins: no pieces", Winner: "white"}, v)

	_, err = call(t, a, "free", id, nil)
	require.NoError(t, err)
	_, err = call(t, a, "fen", id, nil)
	assert.ErrorIs(t, err, errNoGame)
	_, err = call(t, a, "nosuch", 0, nil)
	assert.Error(t, err)
	_, err = a.call("newGame", 0, []byte("{"))
	assert.ErrorContains(t, err, "bad argument")
}

// Every variant's board is described, and a lift (Konane's opening) is
// played by its one square.
func TestGeometryAndLift(t *testing.T) {
	a := newAPI()
	for _, info := range variants() {
		v, err := call(t, a, "newGame", 0, newGameArgs{Variant: info.Name})
		require.NoError(t, err, info.Name)
		g, err := call(t, a, "squares", v.(int), nil)
		require.NoError(t, err)
		geo := g.(geometryInfo)
		assert.Len(t, geo.Squares, info.Squares, info.Name)
		assert.Equal(t, geo.Layout == "points", len(geo.Lines) > 0, info.Name)
	}
	v, err := call(t, a, "newGame", 0, newGameArgs{Variant: "hawaii"})
	require.NoError(t, err)
	ms, err := call(t, a, "moves", v.(int), nil)
	require.NoError(t, err)
	lift := ms.([]moveInfo)[0]
	require.True(t, lift.Lift)
	assert.Equal(t, []string{lift.From}, lift.Path)
	played, err := call(t, a, "play", v.(int), lift.Path)
	require.NoError(t, err)
	assert.Equal(t, lift.Text, played.(moveInfo).Text)
}

// The built-in player finds the capture that wins at once: White's man on
// b6 takes both black men (b6:d8:g5 or b6:d8:h4, see TestAPI), and either
// ends the game.
func TestBestMove(t *testing.T) {
	a := newAPI()
	v, err := call(t, a, "newGame", 0, newGameArgs{Variant: "russian", FEN: "W:Wb6:Bc7,f6"})
	require.NoError(t, err)
	id := v.(int)
	v, err = call(t, a, "bestMove", id, bestMoveArgs{Depth: 2})
	require.NoError(t, err)
	m := v.(moveInfo)
	assert.Equal(t, "b6", m.From)
	assert.ElementsMatch(t, []string{"c7", "f6"}, m.Captures)
	// Not played.
	v, err = call(t, a, "history", id, nil)
	require.NoError(t, err)
	assert.Empty(t, v)

	// A game that is over has no move.
	_, err = call(t, a, "play", id, m.Path)
	require.NoError(t, err)
	_, err = call(t, a, "bestMove", id, nil)
	assert.Error(t, err)
	_, err = a.call("bestMove", id, []byte(`{"time": "x"}`))
	assert.ErrorContains(t, err, "bad argument")
}
