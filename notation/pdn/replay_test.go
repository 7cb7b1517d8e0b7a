package pdn

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// parseOne parses text, which must hold one game.
func parseOne(t *testing.T, text string) *RawGame {
	t.Helper()
	games := parseAll(t, text, false)
	require.Len(t, games, 1)
	return games[0]
}

// warningsAt returns where each warning of g is, and its text.
func warningsAt(g *Game) [][3]any {
	var at [][3]any
	for _, w := range g.Warnings {
		at = append(at, [3]any{w.Line, w.Column, w.Text})
	}
	return at
}

// One parsed game replays under any variant, each time from scratch: the
// parsed game is left as it was.
func TestReplayUnderVariants(t *testing.T) {
	raw := parseOne(t, "[Event \"e\"]\n1. 11-15 {c} 23-19 (1... 22-18) 2. 8-11 *")
	g := Replay(raw, variant.English, false)
	require.NoError(t, g.Err)
	assert.Same(t, variant.English, g.Variant)
	assert.False(t, g.Guessed)
	assert.Equal(t, []string{"11-15", "23-19", "8-11"}, texts(g.Moves))
	assert.Equal(t, "c", g.Moves[0].Comment)
	require.Len(t, g.Moves[1].Variations, 1)
	assert.Equal(t, g.Moves[1].Before, g.Moves[1].Variations[0][0].Before)
	assert.Equal(t, []Tag{{"Event", "e"}}, g.Tags)

	g = Replay(raw, variant.International, false)
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{2, 4, "11-15"}, [3]any{line, col, text})
	assert.ErrorIs(t, g.Err, notation.ErrIllegal)
	assert.Empty(t, g.Moves)

	assert.Equal(t, []string{"11-15", "23-19", "8-11"}, rawTexts(raw.Moves))
	assert.Len(t, raw.Moves[1].Variations, 1)
}

// The warnings of the parser and of the replay come in the order of the
// file: text between tags, a quiet move written with a capture mark, a
// variation left out for an illegal move (the fault of the PDN after it,
// in the part left out, is not reported), a variation cut by a fault of
// the PDN, and the lone "-" that ends the game.
func TestReplayWarningsInOrder(t *testing.T) {
	text := "[Event \"e\"] ¿\n1. 11x15 23-19 (1... 22-17 9-9 ¿) 2. 8-11 (2. 9-14 ¿) 22-17 -\n"
	g := Replay(parseOne(t, text), variant.English, false)
	require.NoError(t, g.Err)
	assert.Equal(t, [][3]any{{1, 13, "¿"}, {2, 4, "11x15"}, {2, 28, "9-9"}, {2, 52, "¿"}, {2, 61, "-"}}, warningsAt(g))
	assert.Contains(t, g.Warnings[2].Error(), "variation left out from here")
	assert.Contains(t, g.Warnings[3].Error(), "variation left out from here")
	assert.Equal(t, []string{"11x15", "23-19", "8-11", "22-17"}, texts(g.Moves), "the text as written")
	assert.Equal(t, []string{"22-17"}, texts(g.Moves[1].Variations[0]))
	assert.Equal(t, []string{"9-14"}, texts(g.Moves[2].Variations[0]))

	// Strict replay: the quiet move with a capture mark is the game's
	// fault, and the moves stop before it.
	g = Replay(parseOne(t, text), variant.English, true)
	line, col, _ := errAt(t, g.Err)
	assert.Equal(t, [2]int{2, 4}, [2]int{line, col})
	assert.Empty(t, g.Moves)
}

// A fault of the main line stops the replay: the parser's warnings after
// it are dropped, as are those of the movetext after a FEN that does not
// read; the game's fault is the first in the file.
func TestReplayStops(t *testing.T) {
	raw := parseOne(t, "junk\n[Event \"e\"]\n1. 11-15 15-11 ¿ -")
	g := Replay(raw, variant.English, false)
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{3, 10, "15-11"}, [3]any{line, col, text})
	assert.Equal(t, [][3]any{{1, 1, "junk"}}, warningsAt(g))
	assert.Equal(t, []string{"11-15"}, texts(g.Moves))
	require.Error(t, raw.Err, "the parser's fault, at the ¿")

	raw = parseOne(t, "[FEN \"W:W51:B1\"]\n[Event \"e\"] ¿\n1. 32-28 -")
	g = Replay(raw, variant.International, false)
	line, col, text = errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 10, "W:W51:B1"}, [3]any{line, col, text})
	assert.ErrorIs(t, g.Err, notation.ErrSquare)
	assert.Equal(t, [][3]any{{2, 13, "¿"}}, warningsAt(g))
	assert.Empty(t, g.Moves)

	// The parser's fault, when the moves before it replay.
	g = Replay(parseOne(t, "1. 32-28 19-23) 28x19 *"), variant.International, false)
	line, col, text = errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 15, ")"}, [3]any{line, col, text})
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
}

// More warnings than a game keeps, from the parser and the replay
// together: the first ones in the file are kept, the last of them marked.
func TestReplayWarningsBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Event \"e\"]\n")
	for range maxWarnings / 2 {
		b.WriteString("\\r\n") // a warning of the parser each
	}
	b.WriteString("1. 11-15 ")
	for range maxWarnings {
		b.WriteString("(1. 9-9) ") // a warning of the replay each
	}
	b.WriteString("*")
	g := Replay(parseOne(t, b.String()), variant.English, false)
	require.NoError(t, g.Err)
	require.Len(t, g.Warnings, maxWarnings)
	assert.Equal(t, `\r`, g.Warnings[0].Text)
	assert.Equal(t, "9-9", g.Warnings[maxWarnings/2].Text)
	assert.Contains(t, g.Warnings[maxWarnings-1].Error(), "more warnings, not kept")
	assert.NotContains(t, g.Warnings[maxWarnings-2].Error(), "more warnings")
}
