package pdn

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parseAll parses every game of text, leniently unless strict.
func parseAll(t *testing.T, text string, strict bool) []*RawGame {
	t.Helper()
	p := NewParser(strings.NewReader(text))
	p.Strict = strict
	var games []*RawGame
	for {
		g, err := p.Next()
		if err == io.EOF {
			return games
		}
		if !strict {
			require.NoError(t, err)
		}
		if g != nil {
			games = append(games, g)
		}
	}
}

// rawTexts returns the move texts of a raw line.
func rawTexts(line []*RawNode) []string {
	var s []string
	for _, n := range line {
		s = append(s, n.Text)
	}
	return s
}

// The parser keeps the game as written, with no rules: moves that no
// variant plays are text like the others, each with its line and column,
// and the tags, comments, NAGs, strength marks, variations and terminator
// are where the file puts them.
func TestParseTree(t *testing.T) {
	text := "[Event \"e\"]\n[Variant \"no such variant\"]\n" +
		"{before} 1. 99-98!? $3 {after} (1. a1-z9 {in} (1... 5-5) 2. x) 1... 17-17 (!!?) 1-0\n"
	games := parseAll(t, text, false)
	require.Len(t, games, 1)
	g := games[0]
	require.NoError(t, g.Err)
	assert.Equal(t, []RawTag{
		{Name: "Event", Value: "e", Line: 1, Column: 1, ValueLine: 1, ValueColumn: 9},
		{Name: "Variant", Value: "no such variant", Line: 2, Column: 1, ValueLine: 2, ValueColumn: 11},
	}, g.Tags)
	assert.True(t, g.NamesVariant())
	assert.Equal(t, 1, g.Line)
	assert.Equal(t, "before", g.Comment)
	assert.Equal(t, []string{"99-98", "17-17"}, rawTexts(g.Moves))
	n := g.Moves[0]
	assert.Equal(t, [2]int{3, 13}, [2]int{n.Line, n.Column})
	assert.Equal(t, []int{5, 3}, n.NAGs)
	assert.Equal(t, "after", n.Comment)
	require.Len(t, n.Variations, 1)
	v := n.Variations[0]
	assert.Equal(t, [2]int{3, 32}, [2]int{v.Line, v.Column})
	assert.NoError(t, v.Err)
	assert.Equal(t, []string{"a1-z9", "x"}, rawTexts(v.Moves))
	assert.Equal(t, "in", v.Moves[0].Comment)
	require.Len(t, v.Moves[0].Variations, 1)
	assert.Equal(t, []string{"5-5"}, rawTexts(v.Moves[0].Variations[0].Moves))
	assert.Equal(t, "(!!?)", g.Moves[1].Strength)
	assert.Equal(t, "1-0", g.Terminator)
	assert.Equal(t, [2]int{3, 81}, [2]int{g.TerminatorLine, g.TerminatorColumn})
}

// A game ends at its terminator, and the next game's tags may follow on
// the same line; a game without a terminator ends at the next tags.
func TestParseGameEnds(t *testing.T) {
	text := "[Event \"a\"]\n25. 25-30 14-9 0-1[Event \"b\"]\n1. 32-28\n[Event \"c\"] 1. 33-28 *"
	games := parseAll(t, text, false)
	require.Len(t, games, 3)
	for i, want := range []struct {
		event, term string
		line        int
		moves       []string
	}{
		{"a", "0-1", 1, []string{"25-30", "14-9"}},
		{"b", "", 2, []string{"32-28"}},
		{"c", "*", 4, []string{"33-28"}},
	} {
		g := games[i]
		event, _ := g.Tag("Event")
		assert.Equal(t, want.event, event)
		assert.Equal(t, want.term, g.Terminator, want.event)
		assert.Equal(t, want.line, g.Line, want.event)
		assert.Equal(t, want.moves, rawTexts(g.Moves), want.event)
	}
	assert.Equal(t, [2]int{2, 19}, [2]int{games[1].Tags[0].Line, games[1].Tags[0].Column})
}

// A fault of the PDN inside a variation cuts the variation short in
// lenient parsing: the fault stays with the variation, the rest of it up
// to its ")" is left out, and the main line goes on. With Strict it is the
// game's fault, and the moves stop there.
func TestParseVariationCut(t *testing.T) {
	text := "1. 32-28 (1. 33-28 ¿ 19-23 (1... 18-23) 2-0) 19-23 ((1. 34-29)) *"
	g := parseAll(t, text, false)[0]
	require.NoError(t, g.Err)
	assert.Equal(t, []string{"32-28", "19-23"}, rawTexts(g.Moves))
	require.Len(t, g.Moves[0].Variations, 1)
	v := g.Moves[0].Variations[0]
	assert.Equal(t, []string{"33-28"}, rawTexts(v.Moves))
	var e *Error
	require.ErrorAs(t, v.Err, &e)
	assert.Equal(t, [3]any{1, 20, "¿"}, [3]any{e.Line, e.Column, e.Text})
	// A variation opened before its first move: cut with no move, kept
	// for its fault.
	require.Len(t, g.Moves[1].Variations, 1)
	v = g.Moves[1].Variations[0]
	assert.Empty(t, v.Moves)
	require.ErrorAs(t, v.Err, &e)
	assert.Contains(t, e.Error(), "variation before any move")
	assert.Empty(t, g.Warnings, "the cuts are the variations'")
	assert.Equal(t, "*", g.Terminator)

	g = parseAll(t, text, true)[0]
	require.ErrorAs(t, g.Err, &e)
	assert.Equal(t, [3]any{1, 20, "¿"}, [3]any{e.Line, e.Column, e.Text})
	assert.Equal(t, []string{"32-28"}, rawTexts(g.Moves))
	assert.Equal(t, []string{"33-28"}, rawTexts(g.Moves[0].Variations[0].Moves))
	assert.NoError(t, g.Moves[0].Variations[0].Err)
	assert.Equal(t, "*", g.Terminator, "the end is found all the same")
}

// The faults of the parser are those of the PDN: where the moves stop,
// and what lenient parsing passes over.
func TestParseFaults(t *testing.T) {
	for _, c := range []struct {
		text      string
		line, col int
		why       string
		moves     int
	}{
		{"1. 32-28 ¿ 19-23 *", 1, 10, "syntax error", 1},
		{"1. 32-28 19-23) 2. 28x19 *", 1, 15, "no variation to close", 2},
		{"1. 32-28 (1. 33-28 19-23", 1, 25, "variation not closed", 1},
		{"1. 32-28 {never closed", 1, 10, "comment not closed", 1},
	} {
		g := parseAll(t, c.text, false)[0]
		var e *Error
		require.ErrorAs(t, g.Err, &e, c.text)
		assert.Equal(t, [2]int{c.line, c.col}, [2]int{e.Line, e.Column}, c.text)
		assert.ErrorIs(t, g.Err, ErrSyntax, c.text)
		assert.Contains(t, g.Err.Error(), c.why, c.text)
		assert.Len(t, g.Moves, c.moves, c.text)
	}

	// Lenient: warnings, in the order of the file.
	g := parseAll(t, "junk\n[Event \"e\"] ¿\n[Site \"s\"]\n1. 32-28 -\n", false)[0]
	var at [][3]any
	for _, w := range g.Warnings {
		at = append(at, [3]any{w.Line, w.Column, w.Text})
	}
	assert.Equal(t, [][3]any{{1, 1, "junk"}, {2, 13, "¿"}, {4, 10, "-"}}, at)
	assert.Equal(t, "-", g.Terminator)
	assert.NoError(t, g.Err)

	// Strict: the stray text between games is an error of its own, the
	// text between tags the game's fault, and the moves are not kept.
	p := NewParser(strings.NewReader("junk\n[Event \"e\"] ¿\n1. 32-28 *"))
	p.Strict = true
	raw, err := p.Next()
	assert.Nil(t, raw)
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "junk", e.Text)
	raw, err = p.Next()
	require.NoError(t, err)
	require.ErrorAs(t, raw.Err, &e)
	assert.Equal(t, [2]int{2, 13}, [2]int{e.Line, e.Column})
	assert.Empty(t, raw.Moves)
	assert.Equal(t, "*", raw.Terminator)
}

// A header-only read gives the tags and the end of each game, not its
// moves, and finds the same games as a whole read.
func TestParseHeader(t *testing.T) {
	text := "[Event \"a\"]\n1. 32-28 {c} (1. 33-28 [ 19-23) 2-0 [Event \"b\"] 1. 33-28 (1... 17-22 1-0) *\n1. 34-29 1-1"
	p := NewParser(strings.NewReader(text))
	var events, terms []string
	for {
		g, err := p.NextHeader()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		event, _ := g.Tag("Event")
		events, terms = append(events, event), append(terms, g.Terminator)
		assert.Empty(t, g.Moves)
		assert.Empty(t, g.Comment)
	}
	var whole []string
	for _, g := range parseAll(t, text, false) {
		whole = append(whole, g.Terminator)
	}
	// The "[" inside game a's variation is a broken tag: it ends game a,
	// and starts a game without tags, "19-23) 2-0".
	assert.Equal(t, []string{"a", "", "b", ""}, events)
	assert.Equal(t, whole, terms)
	assert.Equal(t, []string{"", "2-0", "*", "1-1"}, terms)
}

// Header-only reads and whole reads mix: a Reader reads a file's games by
// their tags, or whole, or parsed only.
func TestReaderStages(t *testing.T) {
	text := "[Event \"a\"] 1. 11-15 23-19 *\n[Event \"b\"] 1. 9-14 22-17 *\n[Event \"c\"] 1. 10-15 *\n"
	r := NewReader(strings.NewReader(text))
	h, err := r.ReadHeader()
	require.NoError(t, err)
	assert.Equal(t, "a", h.Tags[0].Value)
	raw, err := r.ReadRaw()
	require.NoError(t, err)
	assert.Equal(t, []string{"9-14", "22-17"}, rawTexts(raw.Moves))
	g, err := r.Read()
	require.NoError(t, err)
	assert.Equal(t, []string{"10-15"}, texts(g.Moves))
	assert.Equal(t, "english", g.Variant.Name())
	assert.True(t, g.Guessed)
	// The game parsed before is left as it was by the reads after it.
	assert.Equal(t, []string{"9-14", "22-17"}, rawTexts(raw.Moves))
	_, err = r.Read()
	assert.Equal(t, io.EOF, err)
}

// Reading reuses the memory of the games it has replayed, and only
// theirs: a game returned parsed keeps its moves whatever is read after.
func TestParseKeepsLentGames(t *testing.T) {
	var text strings.Builder
	for range 50 {
		text.WriteString("1. 32-28 19-23 2. 28x19 14x23 *\n")
	}
	r := NewReader(strings.NewReader(text.String()))
	var kept []*RawGame
	for i := 0; ; i++ {
		if i%3 == 0 {
			raw, err := r.ReadRaw()
			if err == io.EOF {
				break
			}
			kept = append(kept, raw)
			continue
		}
		if _, err := r.Read(); err == io.EOF {
			break
		}
	}
	require.NotEmpty(t, kept)
	for _, raw := range kept {
		assert.Equal(t, []string{"32-28", "19-23", "28x19", "14x23"}, rawTexts(raw.Moves))
	}
}
