package pdninfer_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/internal/pdninfer"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func read(t testing.TB, text string) *pdn.Game {
	g, err := pdn.NewReader(strings.NewReader(text)).Read()
	require.NoError(t, err)
	return g
}

// Squares up to 32 put a game on an 8x8 board, where English, first in
// the registry, replays 11-15 23-19 8-11 22-17 (Black's men on 1-12 move
// down to higher numbers, White's up); 35-30 needs a 10x10 board; a game
// that replays nowhere has no best reading, and the furthest one stops at
// the move at fault.
func TestInfer(t *testing.T) {
	for text, want := range map[string]string{
		"1. 11-15 23-19 2. 8-11 22-17 *": "english",
		"1. 32-28 18-23 2. 35-30 *":      "international",
	} {
		g := read(t, text)
		assert.False(t, pdninfer.NamesVariant(g))
		best, _ := pdninfer.Infer(g, []byte(text))
		require.NotNil(t, best, text)
		assert.Equal(t, want, best.Variant.Name(), text)
	}
	text := "1. 11-15 11-15 *"
	best, furthest := pdninfer.Infer(read(t, text), []byte(text))
	assert.Nil(t, best)
	require.NotNil(t, furthest)
	assert.Len(t, furthest.Moves, 1)
}

// Tags that name a variant, or not.
func TestNamesVariant(t *testing.T) {
	for text, want := range map[string]bool{
		"[GameType \"21\"]\n*":               true,
		"[Variant \"Russian\"]\n*":           true,
		"[Variant \"Standard\"]\n*":          false,
		"[GameType \"?\"]\n[Event \"x\"]\n*": false,
	} {
		assert.Equal(t, want, pdninfer.NamesVariant(read(t, text)), text)
	}
}

// A game without tags, read as the page and the command-line tool read
// one: its squares go to 32, so it is tried on the 8x8 boards.
func ExampleInfer() {
	text := "1. 11-15 23-19 2. 8-11 22-17 *"
	g, err := pdn.NewReader(strings.NewReader(text)).Read()
	if err != nil {
		panic(err)
	}
	best, _ := pdninfer.Infer(g, []byte(text))
	fmt.Println(best.Variant.Name(), len(best.Moves))
	// Output: english 4
}
