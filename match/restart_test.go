package match

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mortal is an engine whose process dies at its first move: from then on
// it can start no game, as a Hub client whose process has ended cannot.
type mortal struct {
	scripted
	dead   bool
	closed int
}

var errDied = errors.New("the engine exited")

func (e *mortal) NewGame(context.Context, *checkers.Game, board.Color) error {
	if e.dead {
		return errDied
	}
	return nil
}

func (e *mortal) Move(ctx context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	e.dead = true
	return board.Move{}, errDied
}

func (e *mortal) Close() error { e.closed++; return nil }

// A match of three games against an engine that dies in its first move:
// without Restart it loses all three by adjudication, the first dying and
// the others unstarted, and Score.Failed counts the three; with Restart it
// dies in game 1 and the engine started in its place plays games 2 and 3
// to their ends, so that only game 1 failed. The match closes the engine
// it replaces and, at its end, the one Restart gave it.
func TestRestartAfterAFailure(t *testing.T) {
	v := variant.English
	var comments []string
	keep := func(n int, g *checkers.Game, _ Score) error {
		comments = append(comments, g.Comment(g.Ply()))
		return nil
	}
	dying := &mortal{scripted: scripted{name: "dying"}}
	score, err := Run(context.Background(), v, dying, &scripted{name: "other"}, Options{Games: 3, OnGame: keep})
	require.NoError(t, err)
	assert.Equal(t, Score{Losses: 3, Failed: 3}, score)
	require.Len(t, comments, 3)
	assert.Contains(t, comments[0], "dying: the engine exited")
	assert.Contains(t, comments[1], "dying could not start the game")
	assert.Contains(t, comments[2], "dying could not start the game")

	comments = nil
	dying = &mortal{scripted: scripted{name: "dying"}}
	var fresh *closing
	restarts := 0
	restart := func(context.Context) (engine.Engine, error) {
		restarts++
		fresh = &closing{scripted: scripted{name: "fresh"}}
		return fresh, nil
	}
	var names []string
	keepNames := func(n int, g *checkers.Game, s Score) error {
		w, _ := g.Tag("White")
		b, _ := g.Tag("Black")
		names = append(names, w+"-"+b)
		return keep(n, g, s)
	}
	score, err = Run(context.Background(), v, dying, &scripted{name: "other"},
		Options{Games: 3, OnGame: keepNames, Restart: [2]func(context.Context) (engine.Engine, error){restart, nil}})
	require.NoError(t, err)
	assert.Equal(t, 1, restarts)
	assert.Equal(t, 1, score.Failed)
	assert.Equal(t, 3, score.Games())
	assert.Equal(t, []string{"dying-other", "other-fresh", "fresh-other"}, names)
	for _, c := range comments[1:] {
		assert.NotContains(t, c, "could not start")
	}
	assert.Equal(t, 1, dying.closed, "the replaced engine is closed")
	assert.Equal(t, 2, fresh.over, "the fresh engine played games 2 and 3")
	assert.Equal(t, 1, fresh.closed, "the engine Restart gave is closed at the end")
}

// closing is an engine that counts its Close calls.
type closing struct {
	scripted
	closed int
}

func (e *closing) Close() error { e.closed++; return nil }

// When the engine cannot be started again, the next game is lost as one
// it could not start, saying why, and the game after tries again.
func TestRestartFails(t *testing.T) {
	v := variant.English
	tries := 0
	restart := func(context.Context) (engine.Engine, error) {
		tries++
		return nil, errors.New("no such program")
	}
	var comments []string
	keep := func(n int, g *checkers.Game, _ Score) error {
		comments = append(comments, g.Comment(g.Ply()))
		return nil
	}
	score, err := Run(context.Background(), v, &scripted{name: "other"}, &mortal{scripted: scripted{name: "dying"}},
		Options{Games: 3, OnGame: keep, Restart: [2]func(context.Context) (engine.Engine, error){nil, restart}})
	require.NoError(t, err)
	assert.Equal(t, Score{Wins: 3, Failed: 3}, score)
	assert.Equal(t, 2, tries, "before games 2 and 3")
	assert.Contains(t, comments[1], "dying could not start the game: it could not be started again: no such program")
	assert.True(t, strings.HasPrefix(comments[2], "dying could not start"), comments[2])
}
