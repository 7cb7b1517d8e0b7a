package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"testing"
	"weak"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Games bounds a match from openings: three openings would make six games,
// and Games 3 plays the first opening twice, colours reversed, and the
// second once, with the first engine White.
func TestGamesBoundsOpenings(t *testing.T) {
	v := variant.English
	start := v.Start()
	list := []Opening{{Name: "a", Position: start}, {Name: "b", Position: start}, {Name: "c", Position: start}}
	var names, whites []string
	keep := func(_ int, g *checkers.Game, _ Score) error {
		name, _ := g.Tag("Opening")
		white, _ := g.Tag("White")
		names, whites = append(names, name), append(whites, white)
		return nil
	}
	good, bad := &scripted{name: "good"}, &scripted{name: "bad", illegal: true}
	score, err := Run(context.Background(), v, good, bad, Options{Games: 3, Openings: list, OnGame: keep})
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "a", "b"}, names)
	assert.Equal(t, []string{"good", "bad", "good"}, whites)
	assert.Equal(t, Score{Wins: 3}, score)
}

// A match reads its openings as it plays: the k-th opening is asked for
// once the 2(k-1) games before it have ended, and io.EOF ends the match
// after the last opening's two games; with no bound, every opening is
// played.
func TestNextOpeningStreams(t *testing.T) {
	v := variant.English
	ended, asked := 0, []int{}
	next := func() (Opening, error) {
		asked = append(asked, ended)
		if len(asked) > 3 {
			return Opening{}, io.EOF
		}
		return Opening{Name: fmt.Sprint(len(asked)), Position: v.Start()}, nil
	}
	count := func(n int, g *checkers.Game, _ Score) error {
		ended++
		name, _ := g.Tag("Opening")
		assert.Equal(t, fmt.Sprint((n+1)/2), name)
		return nil
	}
	score, err := Run(context.Background(), v, &scripted{name: "a"}, &scripted{name: "b", illegal: true},
		Options{NextOpening: next, OnGame: count})
	require.NoError(t, err)
	assert.Equal(t, []int{0, 2, 4, 6}, asked)
	assert.Equal(t, 6, score.Games())

	// An opening that does not read ends the match with its error.
	broken := errors.New("bad opening")
	_, err = Run(context.Background(), v, &scripted{name: "a"}, &scripted{name: "b"},
		Options{NextOpening: func() (Opening, error) { return Opening{}, broken }})
	assert.ErrorIs(t, err, broken)
	// So does an error of OnGame, after the first game.
	played := 0
	_, err = Run(context.Background(), v, &scripted{name: "a"}, &scripted{name: "b", illegal: true},
		Options{Games: 5, OnGame: func(int, *checkers.Game, Score) error { played++; return broken }})
	assert.ErrorIs(t, err, broken)
	assert.Equal(t, 1, played)
}

// A match keeps no game it has written and handed over: while game n is
// handed over, every game before it can be collected. The games are
// watched through weak pointers; a full collection clears those of the
// games nothing holds.
func TestRunKeepsNoGame(t *testing.T) {
	v := variant.English
	const games = 12
	var seen []weak.Pointer[checkers.Game]
	var held []int // for each game, how many before it were still held
	check := func(n int, g *checkers.Game, _ Score) error {
		runtime.GC()
		alive := 0
		for _, w := range seen {
			if w.Value() != nil {
				alive++
			}
		}
		held = append(held, alive)
		seen = append(seen, weak.Make(g))
		return nil
	}
	// Both engines play the first legal move: the games are a few dozen
	// plies, each worth holding.
	_, err := Run(context.Background(), v, &scripted{name: "a"}, &scripted{name: "b"},
		Options{Games: games, MaxPlies: 60, OnGame: check, PDN: io.Discard})
	require.NoError(t, err)
	require.Len(t, held, games)
	assert.Equal(t, make([]int, games), held, "games still held when the next one ended")
}
