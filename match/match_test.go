package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scripted is an engine for the tests: it plays the first legal move, or
// misbehaves as its fields say.
type scripted struct {
	name    string
	illegal bool          // answers a move of another position
	fail    error         // answers this error
	sleep   time.Duration // thinks this long, ctx permitting
	over    int           // GameOver calls
	route   []string      // plays these moves in turn, over and over
	played  int
}

func (e *scripted) Name() string { return e.name }
func (e *scripted) NewGame(context.Context, *checkers.Game, board.Color) error {
	return nil
}
func (e *scripted) Move(ctx context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	if e.fail != nil {
		return board.Move{}, e.fail
	}
	if e.sleep > 0 {
		select {
		case <-time.After(e.sleep):
		case <-ctx.Done():
			return board.Move{}, ctx.Err()
		}
	}
	if len(e.route) > 0 {
		text := e.route[e.played%len(e.route)]
		e.played++
		return notation.ParseMove(g.Variant(), g.Position(), text)
	}
	if e.illegal {
		// A step from an empty square.
		return board.NewStep(0, 1, false), nil
	}
	return g.LegalMoves()[0], nil
}
func (e *scripted) GameOver(context.Context, *checkers.Game) error { e.over++; return nil }
func (e *scripted) Close() error                                   { return nil }

func TestPlayToTheEnd(t *testing.T) {
	v := variant.English
	white, black := &scripted{name: "w"}, &scripted{name: "b"}
	g, err := Play(context.Background(), v, white, black, Options{})
	require.NoError(t, err)
	require.True(t, g.Result().Over())
	assert.Equal(t, 1, white.over)
	assert.Equal(t, 1, black.over)
	name, _ := g.Tag("White")
	assert.Equal(t, "w", name)
	name, _ = g.Tag("Black")
	assert.Equal(t, "b", name)
}

func TestIllegalMoveLoses(t *testing.T) {
	v := variant.English
	// Black moves first in English checkers: its illegal move loses at
	// once.
	g, err := Play(context.Background(), v, &scripted{name: "w"}, &scripted{name: "b", illegal: true}, Options{})
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.RulesInfraction}, g.Result())
	assert.Contains(t, g.Comment(0), "b played an illegal move")
	assert.Equal(t, 0, g.Ply())

	var out bytes.Buffer
	require.NoError(t, g.WritePDN(&out))
	assert.Contains(t, out.String(), `[Termination "rules infraction"]`)
}

func TestSlowEngineLosesOnTime(t *testing.T) {
	opts := Options{Limit: engine.Limit{Time: 10 * time.Millisecond}, Grace: 50 * time.Millisecond}
	start := time.Now()
	g, err := Play(context.Background(), variant.English, &scripted{name: "w"}, &scripted{name: "b", sleep: time.Minute}, opts)
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.TimeForfeit}, g.Result())
	// A hang guard, not a bound on the time: a match that waited for the
	// engine's minute instead of its time and grace would fail it.
	assert.Less(t, time.Since(start), 30*time.Second)
}

func TestFailingEngineLosesByAdjudication(t *testing.T) {
	g, err := Play(context.Background(), variant.English, &scripted{name: "w"}, &scripted{name: "b", fail: errors.New("connection reset")}, Options{})
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Adjudication}, g.Result())
	assert.Contains(t, g.Comment(0), "connection reset")
}

func TestMaxPlies(t *testing.T) {
	g, err := Play(context.Background(), variant.International, &scripted{name: "w"}, &scripted{name: "b"}, Options{MaxPlies: 6})
	require.NoError(t, err)
	assert.Equal(t, 6, g.Ply())
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, g.Result())
}

// A match alternates colours, counts the score from the first engine's
// side, and writes every game as PDN that reads back.
func TestRun(t *testing.T) {
	v := variant.English
	good, bad := &scripted{name: "good"}, &scripted{name: "bad", illegal: true}
	var out bytes.Buffer
	var games []*checkers.Game
	keep := func(n int, g *checkers.Game, _ Score) error {
		assert.Equal(t, len(games)+1, n)
		games = append(games, g)
		return nil
	}
	score, err := Run(context.Background(), v, good, bad, Options{Games: 4, PDN: &out, OnGame: keep})
	require.NoError(t, err)
	require.Len(t, games, 4)
	// "bad" loses every game on its first move.
	assert.Equal(t, Score{Wins: 4}, score)
	assert.Equal(t, "good 4 - 0 bad (+4 =0 -0)", score.Line("good", "bad"))
	first, _ := games[0].Tag("White")
	second, _ := games[1].Tag("White")
	assert.Equal(t, []string{"good", "bad"}, []string{first, second})

	r := pdn.NewReader(strings.NewReader(out.String()))
	n := 0
	for {
		pg, err := r.Read()
		if err != nil {
			break
		}
		g, err := checkers.FromPDN(pg)
		require.NoError(t, err)
		d, _ := g.Declared()
		assert.Equal(t, checkers.RulesInfraction, d.Reason)
		n++
	}
	assert.Equal(t, 4, n)
}

func TestRunStopsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Run(ctx, variant.English, &scripted{name: "a"}, &scripted{name: "b"}, Options{Games: 3})
	assert.ErrorIs(t, err, context.Canceled)
}

func TestOpenUnknown(t *testing.T) {
	for _, spec := range []string{"", "stockfish", "hub:", "hub:   "} {
		_, err := players.Open(context.Background(), spec, variant.English, players.Options{})
		assert.Error(t, err, spec)
	}
}

// The built-in player against the random one: every game ends, by the
// rules, with legal moves only (each replays from the PDN), and the
// built-in player scores more.
func TestBuiltinAgainstRandom(t *testing.T) {
	ctx := context.Background()
	v := variant.English
	a, err := players.Open(ctx, "builtin", v, players.Options{})
	require.NoError(t, err)
	b, err := players.Open(ctx, "random", v, players.Options{Seed: 7})
	require.NoError(t, err)
	var out bytes.Buffer
	var games []*checkers.Game
	keep := func(_ int, g *checkers.Game, _ Score) error { games = append(games, g); return nil }
	score, err := Run(ctx, v, a, b, Options{Games: 2, Limit: engine.Limit{Depth: 3}, PDN: &out, OnGame: keep})
	require.NoError(t, err)
	require.Len(t, games, 2)
	for _, g := range games {
		r := g.Result()
		require.True(t, r.Over())
		assert.NotEqual(t, checkers.RulesInfraction, r.Reason)
		assert.NotEqual(t, checkers.TimeForfeit, r.Reason)
	}
	assert.Greater(t, score.Points(), 1.0, score.Line("builtin", "random"))
	r := pdn.NewReader(&out)
	for range 2 {
		pg, err := r.Read()
		require.NoError(t, err)
		_, err = checkers.FromPDN(pg)
		require.NoError(t, err)
	}
}

// In English checkers a repetition is a draw the players claim, before
// the move that makes it (WCDF 1.32.1): the match claims it for the
// engine that plays that move. Two kings shuttle between two squares each;
// the position of the start comes back on plies 4 and 8, its third time,
// so the game is drawn with ply 8. Under ClaimNever it goes on to MaxPlies.
func TestClaimsDraws(t *testing.T) {
	v := variant.English
	start, err := notation.ParseFEN(v, "B:WK32:BK1")
	require.NoError(t, err)
	for _, policy := range []ClaimPolicy{ClaimAtOnce, ClaimNever} {
		white := &scripted{name: "w", route: []string{"32-27", "27-32"}}
		black := &scripted{name: "b", route: []string{"1-6", "6-1"}}
		g, err := Play(context.Background(), v, white, black, Options{Start: &start, Claims: policy, MaxPlies: 20})
		require.NoError(t, err)
		if policy == ClaimAtOnce {
			assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}, g.Result())
			assert.Equal(t, 8, g.Ply())
		} else {
			assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, g.Result())
			assert.Equal(t, 20, g.Ply())
		}
	}
}

// A claim open to either player is claimed as soon as it opens, before the
// next engine moves: Czech's repetition, the start's third time after 8
// plies.
func TestClaimsStandingDraws(t *testing.T) {
	v := variant.Czech
	start, err := notation.ParseFEN(v, "W:WKc1:BKh8")
	require.NoError(t, err)
	white := &scripted{name: "w", route: []string{"c1-d2", "d2-c1"}}
	black := &scripted{name: "b", route: []string{"h8-g7", "g7-h8"}}
	g, err := Play(context.Background(), v, white, black, Options{Start: &start})
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}, g.Result())
	assert.Equal(t, 8, g.Ply())
}

// A DXP peer that ends the game in place of a move with "I lose" has
// resigned; with "draw", it has claimed a draw: by the rule that lets it
// claim one, if any, else the game is adjudicated a draw as it says (the
// game cannot go on: the peer has left it).
func TestPeerResignsOrClaims(t *testing.T) {
	v := variant.International
	resign := &scripted{name: "peer", fail: &dxp.EndError{End: dxp.GameEnd{Reason: dxp.ReasonLoss}}}
	g, err := Play(context.Background(), v, resign, &scripted{name: "b"}, Options{})
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.Resignation}, g.Result())

	draw := &scripted{name: "peer", fail: &dxp.EndError{End: dxp.GameEnd{Reason: dxp.ReasonDraw}}}
	g, err = Play(context.Background(), v, draw, &scripted{name: "b"}, Options{})
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, g.Result(), "no draw to claim at the start")

	// By kind, whatever the protocol: an engine of one's own that resigns.
	own := &scripted{name: "own", fail: fmt.Errorf("gives up: %w", engine.ErrResigned)}
	g, err = Play(context.Background(), v, own, &scripted{name: "b"}, Options{})
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.Resignation}, g.Result())
}

// From openings each is played twice, colours reversed: two openings, four
// games, the first engine White in games 1 and 3; each game starts from its
// opening and names it.
func TestRunFromOpenings(t *testing.T) {
	v := variant.English
	start := v.Start()
	after := v.Apply(start, movegen.Generate(v, start, nil)[0])
	openings := []Opening{{Name: "start", Position: start}, {Name: "one move", Position: after}}
	good, bad := &scripted{name: "good"}, &scripted{name: "bad", illegal: true}
	var games []*checkers.Game
	keep := func(_ int, g *checkers.Game, _ Score) error { games = append(games, g); return nil }
	score, err := Run(context.Background(), v, good, bad, Options{Games: 7, Openings: openings, OnGame: keep})
	require.NoError(t, err)
	require.Len(t, games, 4)
	assert.Equal(t, Score{Wins: 4}, score)
	for i, g := range games {
		name, _ := g.Tag("Opening")
		assert.Equal(t, openings[i/2].Name, name)
		assert.Equal(t, openings[i/2].Position, g.Start())
		white, _ := g.Tag("White")
		assert.Equal(t, map[bool]string{true: "good", false: "bad"}[i%2 == 0], white)
	}
}
