package main

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/draughtsgo/checkers"
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
	// b6 must take c7 and f6, crowned on d8 on the way (Russian).
	assert.EqualError(t, err, `move "b6:a7": illegal move: the piece on b6 can play b6:g5 or b6:h4`)
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

// shuttle plays the English kings' shuttle from B:WK32:BK1 up to the
// position where White's 28-32 would make the start position stand for
// the third time.
var shuttle = []string{"1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1"}

// playAll plays the move texts in game id.
func playAll(t *testing.T, a *api, id int, texts []string) {
	t.Helper()
	for _, m := range texts {
		_, err := call(t, a, "play", id, m)
		require.NoError(t, err, m)
	}
}

// newTestGame makes a game of the variant from the FEN and returns its
// handle.
func newTestGame(t *testing.T, a *api, name, fen string) int {
	t.Helper()
	v, err := call(t, a, "newGame", 0, newGameArgs{Variant: name, FEN: fen})
	require.NoError(t, err)
	return v.(int)
}

// English repetition is claimed before the move, by the side to move,
// naming the move that repeats; the move is played and the game drawn.
func TestClaimBeforeMove(t *testing.T) {
	a := newAPI()
	id := newTestGame(t, a, "english", "B:WK32:BK1")
	playAll(t, a, id, shuttle[:6])
	v, err := call(t, a, "claims", id, nil)
	require.NoError(t, err)
	assert.Equal(t, []claimInfo{}, v, "no claim before the seventh ply")
	_, err = call(t, a, "claimDraw", id, claimArgs{})
	assert.ErrorIs(t, err, checkers.ErrNoClaim)

	playAll(t, a, id, shuttle[6:])
	v, err = call(t, a, "claims", id, nil)
	require.NoError(t, err)
	assert.Equal(t, []claimInfo{{Rule: "repetition", Reason: "repetition", Claimant: "side-to-move", Moves: []string{"28-32"}}}, v)
	_, err = call(t, a, "claimDraw", id, claimArgs{Player: "black", Move: "28-32"})
	assert.ErrorIs(t, err, checkers.ErrNoClaim, "Black is not to move")
	_, err = call(t, a, "claimDraw", id, claimArgs{Rule: "repetition"})
	assert.ErrorIs(t, err, checkers.ErrNoClaim, "no move named")
	_, err = call(t, a, "claimDraw", id, claimArgs{Move: "28-24"})
	assert.ErrorIs(t, err, checkers.ErrNoClaim, "a move that does not repeat")
	_, err = call(t, a, "claimDraw", id, claimArgs{Move: "28-99"})
	assert.Error(t, err)
	_, err = call(t, a, "claimDraw", id, claimArgs{Player: "green"})
	assert.ErrorContains(t, err, "bad player")

	v, err = call(t, a, "claimDraw", id, claimArgs{Player: "white", Rule: "repetition", Move: "28-32"})
	require.NoError(t, err)
	want := resultInfo{Status: "drawn", Reason: "repetition", Over: true, Text: "drawn: repetition", Rule: "repetition"}
	assert.Equal(t, want, v)
	v, err = call(t, a, "result", id, nil)
	require.NoError(t, err)
	assert.Equal(t, want, v)
	v, err = call(t, a, "history", id, nil)
	require.NoError(t, err)
	assert.Equal(t, append(append([]string{}, shuttle...), "28-32"), v)
	v, err = call(t, a, "claims", id, nil)
	require.NoError(t, err)
	assert.Equal(t, []claimInfo{}, v, "none once the game is over")
	_, err = call(t, a, "claimDraw", id, claimArgs{Move: "1-5"})
	assert.ErrorIs(t, err, checkers.ErrGameOver)
}

// An offer stands through the offerer's move, is accepted by the
// opponent, and lapses when the opponent plays on.
func TestDrawOffer(t *testing.T) {
	a := newAPI()
	id := newTestGame(t, a, "english", "")
	v, err := call(t, a, "drawOffer", id, nil)
	require.NoError(t, err)
	assert.Nil(t, v)
	_, err = call(t, a, "acceptDraw", id, nil)
	assert.ErrorIs(t, err, checkers.ErrNoOffer)

	v, err = call(t, a, "offerDraw", id, nil) // Black, to move
	require.NoError(t, err)
	assert.Nil(t, v)
	playAll(t, a, id, []string{"11-15"})
	v, err = call(t, a, "drawOffer", id, nil)
	require.NoError(t, err)
	assert.Equal(t, "black", v, "the offer stands through Black's move")
	_, err = call(t, a, "acceptDraw", id, playerArgs{Player: "black"})
	assert.ErrorIs(t, err, checkers.ErrNoOffer, "not one's own offer")
	playAll(t, a, id, []string{"23-19"})
	v, err = call(t, a, "drawOffer", id, nil)
	require.NoError(t, err)
	assert.Nil(t, v, "White played on")

	_, err = call(t, a, "offerDraw", id, playerArgs{Player: "white"})
	require.NoError(t, err)
	v, err = call(t, a, "acceptDraw", id, nil) // Black, to move
	require.NoError(t, err)
	assert.Equal(t, resultInfo{Status: "drawn", Reason: "agreement", Over: true, Text: "drawn: agreement"}, v)
	_, err = call(t, a, "offerDraw", id, nil)
	assert.ErrorIs(t, err, checkers.ErrGameOver)
}

// Either player resigns, on the move or not; the opponent wins.
func TestResign(t *testing.T) {
	a := newAPI()
	id := newTestGame(t, a, "international", "")
	v, err := call(t, a, "resign", id, playerArgs{Player: "black"}) // White is to move
	require.NoError(t, err)
	assert.Equal(t, resultInfo{Status: "white wins", Reason: "resignation", Over: true, Text: "white wins: resignation", Winner: "white"}, v)
	_, err = call(t, a, "resign", id, nil)
	assert.ErrorIs(t, err, checkers.ErrGameOver)
	_, err = a.call("resign", id, []byte(`{"player": 1}`))
	assert.ErrorContains(t, err, "bad argument")
}

// A Czech repetition is claimed by either player once the position stands
// for the third time, naming no move.
func TestClaimByEitherPlayer(t *testing.T) {
	a := newAPI()
	id := newTestGame(t, a, "czech", "W:WKa1:BKh2")
	round := []string{"a1-b2", "h2-g1", "b2-a1", "g1-h2"}
	playAll(t, a, id, round)
	v, err := call(t, a, "claims", id, nil)
	require.NoError(t, err)
	assert.Equal(t, []claimInfo{}, v, "the second time only")
	playAll(t, a, id, round)
	v, err = call(t, a, "claims", id, nil)
	require.NoError(t, err)
	assert.Equal(t, []claimInfo{{Rule: "repetition", Reason: "repetition", Claimant: "either-player", Moves: []string{}}}, v)
	_, err = call(t, a, "claimDraw", id, claimArgs{Move: "a1-b2"})
	assert.ErrorIs(t, err, checkers.ErrNoClaim, "a move named where none is")
	v, err = call(t, a, "claimDraw", id, claimArgs{Player: "black"}) // White is to move
	require.NoError(t, err)
	assert.Equal(t, resultInfo{Status: "drawn", Reason: "repetition", Over: true, Text: "drawn: repetition", Rule: "repetition"}, v)
	v, err = call(t, a, "history", id, nil)
	require.NoError(t, err)
	assert.Len(t, v, 8, "no move played")
}
