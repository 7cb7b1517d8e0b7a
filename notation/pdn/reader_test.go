package pdn

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// readAll reads every game of text, leniently unless strict. The games
// whose tags name no variant are read as International draughts: these
// tests are about the PDN, and their moves are International ones
// (Reader.Variant used to default to International; the inference that
// replaced the default has tests of its own, in bind_test.go).
func readAll(t *testing.T, text string, strict bool) []*Game {
	t.Helper()
	r := NewReader(strings.NewReader(text))
	r.Strict = strict
	r.Variant = variant.International
	var games []*Game
	for {
		g, err := r.Read()
		if err == io.EOF {
			return games
		}
		if !strict {
			require.NoError(t, err)
		}
		games = append(games, g)
	}
}

// readOne reads text, which must hold one game.
func readOne(t *testing.T, text string) *Game {
	t.Helper()
	games := readAll(t, text, false)
	require.Len(t, games, 1)
	return games[0]
}

// texts returns the move texts of a line.
func texts(line []*Node) []string {
	var s []string
	for _, n := range line {
		s = append(s, n.Text)
	}
	return s
}

// errAt returns where err, an *Error, is.
func errAt(t *testing.T, err error) (int, int, string) {
	t.Helper()
	var e *Error
	require.ErrorAs(t, err, &e)
	return e.Line, e.Column, e.Text
}

func TestTags(t *testing.T) {
	g := readOne(t, `[Event "Club \"Kroon\" \\ 2"] [Site   "Ede"]
[White    "A"]
[Date "2024.01.02"][Round "3"]
[White "B"]
1. 32-28 *`)
	assert.Equal(t, []Tag{
		{"Event", `Club "Kroon" \ 2`}, {"Site", "Ede"}, {"White", "A"},
		{"Date", "2024.01.02"}, {"Round", "3"}, {"White", "B"},
	}, g.Tags)
	v, ok := g.Tag("white")
	assert.True(t, ok)
	assert.Equal(t, "A", v, "the first of duplicates")
	_, ok = g.Tag("Black")
	assert.False(t, ok)
	assert.Equal(t, 1, g.Line)
	assert.Same(t, variant.International, g.Variant, "the reader's variant (readAll sets it)")
}

func TestGameType(t *testing.T) {
	for _, c := range []struct {
		tags string
		want *variant.Variant
	}{
		{`[GameType "20"]`, variant.International},
		{`[GameType "21"]`, variant.English},
		{`[GameType "21,B,8,8,N1,0"]`, variant.English},
		{`[GameType " 25 , W,8,8,A0,0"]`, variant.Russian},
		{`[GameType "?"]`, variant.International},
		{`[GameType ""]`, variant.International},
		{`[Variant "gothic"]`, variant.Gothic},
		{`[Variant "Hawaii"]`, variant.Hawaii},
		{`[Variant "konane"]`, variant.Hawaii},
		{`[GameType "20"][Variant "dameo"]`, variant.Dameo},
		{`[GameType "21"][Variant "Standard"]`, variant.English},
		{`[GameType "20"][Variant "From Position"]`, variant.International},
	} {
		g := readOne(t, c.tags+" *")
		assert.NoError(t, g.Err, c.tags)
		assert.Same(t, c.want, g.Variant, c.tags)
		assert.Equal(t, c.want.Start(), g.Start, c.tags)
	}
}

func TestUnknownVariant(t *testing.T) {
	for _, c := range []struct {
		text      string
		line, col int
		kind      error
		says      string
	}{
		{"[Event \"x\"]\n[GameType \"50\"]\n1. 32-28 *", 2, 12, variant.ErrUnknownVariant, "Othello"},
		{`[GameType "41"] 1. 11-15 *`, 1, 12, variant.ErrUnknownVariant, "Spantsiretti draughts"},
		{`[GameType "95"] *`, 1, 12, variant.ErrUnknownVariant, "95"},
		{`[Variant "Shashki!"] 1. 32-28 *`, 1, 11, variant.ErrUnknownVariant, `"Shashki!"`},
		{`[GameType "twenty"] *`, 1, 12, ErrSyntax, "not a number"},
	} {
		g := readOne(t, c.text)
		line, col, _ := errAt(t, g.Err)
		assert.Equal(t, [2]int{c.line, c.col}, [2]int{line, col}, c.text)
		assert.ErrorIs(t, g.Err, c.kind, c.text)
		assert.Contains(t, g.Err.Error(), c.says)
		assert.Nil(t, g.Variant)
		assert.Empty(t, g.Moves)
		assert.NotEmpty(t, g.Tags, "the tags are kept")
	}
}

func TestFEN(t *testing.T) {
	want, err := notation.ParseFEN(variant.International, "B:W28,K45:B3,19")
	require.NoError(t, err)
	for _, text := range []string{
		`[SetUp "1"] [FEN "B:W28,K45:B3,19"] 1... 19-23 *`,
		`[FEN "B:W28,K45:B3,19."] 19-23 *`,
		`[Setup "1"][FEN "B:WK45,28:B19,3"] 1. ... 19-23 *`,
	} {
		g := readOne(t, text)
		require.NoError(t, g.Err, text)
		assert.Equal(t, want, g.Start, text)
		assert.Equal(t, []string{"19-23"}, texts(g.Moves))
	}

	// "?" for the side to move: the variant's first mover.
	g := readOne(t, `[GameType "21"] [FEN "?:W21,22:B1"]`)
	require.NoError(t, g.Err)
	assert.Equal(t, board.Black, g.Start.Turn)

	// An empty FEN is none.
	g = readOne(t, `[FEN ""] 1. 32-28 *`)
	assert.Equal(t, variant.International.Start(), g.Start)

	// A bad square: the column points into the value.
	g = readOne(t, "[Event \"e\"]\n[FEN \"W:W31,32,51:B1\"]\n1. 32-28 *")
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{2, 16, "W:W31,32,51:B1"}, [3]any{line, col, text})
	assert.ErrorIs(t, g.Err, notation.ErrSquare)
	var fe *notation.FENError
	assert.ErrorAs(t, g.Err, &fe)
	assert.Empty(t, g.Moves)
}

func TestMoveForms(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // FormatMovePath of each move
	}{
		// Numbers glued and spaced, zero-padded, "12...", "...".
		{"1.32-28 19-23 2.28x19 14x23", []string{"32-28", "19-23", "28x19", "14x23"}},
		{"01. 32-28  19-23 02. 28x19  14x23", []string{"32-28", "19-23", "28x19", "14x23"}},
		{"1. 32-28 {c} 1... 19-23 2. 28x19 2... 14x23", []string{"32-28", "19-23", "28x19", "14x23"}},
		{"1. 32-28 ... 2. ... 19-23", []string{"32-28", "19-23"}},
		// A space after the separator, zero-padded squares.
		{"1. 32- 28 19 -23", nil}, // "19 -23" is two tokens: "19" is no move
		{"1. 33- 28 18- 23 2. 28x 19 14 x23", nil},
		{"01. 32-28 17-21 02. 37-32 11-17 03. 41-37 06-11", []string{"32-28", "17-21", "37-32", "11-17", "41-37", "6-11"}},
		// Full capture paths, algebraic squares, upper case.
		{"1. c1-d2", nil}, // c1 is not a playable square of 10x10... it is: but d2 is White's
	} {
		g := readOne(t, c.text)
		if c.want == nil {
			continue
		}
		require.NoError(t, g.Err, c.text)
		var got []string
		p := g.Start
		for _, n := range g.Moves {
			got = append(got, notation.FormatMovePath(g.Variant, p, n.Move))
			p = g.Variant.Apply(p, n.Move)
		}
		assert.Equal(t, c.want, got, c.text)
	}

	// Russian: algebraic squares run together, upper case, captures
	// with ":" or "-".
	g := readOne(t, "[GameType \"25\"]\n1. c3d4 F6-E5 2. D4:F6 G7-E5 *")
	require.NoError(t, g.Err)
	assert.Equal(t, []string{"c3d4", "F6-E5", "D4:F6", "G7-E5"}, texts(g.Moves))
	assert.True(t, g.Moves[2].Move.IsCapture())
	assert.True(t, g.Moves[3].Move.IsCapture())
}

func TestSpacedMove(t *testing.T) {
	g := readOne(t, "1. 32- 28 19 -23 *")
	// "19" alone is no move (a square alone lifts a Konane stone).
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 11, "19"}, [3]any{line, col, text})
	assert.ErrorIs(t, g.Err, notation.ErrIllegal)
	assert.Equal(t, []string{"32-28"}, texts(g.Moves), "the space after the separator is read")
}

func TestComments(t *testing.T) {
	g := readOne(t, `[Event "e"]
{before
   the first move} 1. 32-28 {one} {two} 19-23 ; to the end
% an escape line
2. 28x19 {a  {b} 14x23 *`)
	require.NoError(t, g.Err)
	assert.Equal(t, "before the first move", g.Comment)
	assert.Equal(t, "one two", g.Moves[0].Comment)
	assert.Equal(t, "to the end", g.Moves[1].Comment)
	assert.Equal(t, "a {b", g.Moves[2].Comment)
	assert.Len(t, g.Moves, 4)
}

func TestVariations(t *testing.T) {
	// The example of the PDN 3.0 grammar page.
	g := readOne(t, "32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23")
	require.NoError(t, g.Err)
	assert.Equal(t, []string{"32-28", "19-23", "28x19", "14x23"}, texts(g.Moves))
	n := g.Moves[1]
	require.Len(t, n.Variations, 1)
	v := n.Variations[0]
	assert.Equal(t, []string{"18-23", "38-32", "12-18"}, texts(v))
	assert.Equal(t, n.Before, v[0].Before, "a variation starts where the move it replaces does")
	require.Len(t, v[1].Variations, 1)
	vv := v[1].Variations[0]
	assert.Equal(t, []string{"37-32", "23-29"}, texts(vv))
	assert.Equal(t, []int{2}, vv[0].NAGs)
	assert.Equal(t, []int{1}, vv[1].NAGs)
	assert.Equal(t, "Black wins", vv[1].Comment)
	assert.Equal(t, "*", g.Result)

	// Two variations of one move, a comment before a variation's first
	// move, and a result inside a variation (ignored).
	g = readOne(t, "1. 32-28 (1. 33-28) ({or} 1. 34-29 2-0) 19-23 1-1")
	require.NoError(t, g.Err)
	require.Len(t, g.Moves[0].Variations, 2)
	assert.Equal(t, "or", g.Moves[0].Variations[1][0].Pre)
	assert.Equal(t, "1-1", g.Result)
}

func TestVariationFaults(t *testing.T) {
	for _, c := range []struct {
		text      string
		line, col int
		why       string
		moves     int
	}{
		{"[Event \"e\"] (1. 32-28) 1. 33-28 *", 1, 13, "variation before any move", 0},
		{"1. 32-28 19-23) 2. 28x19 *", 1, 15, "no variation to close", 2},
		{"1. 32-28 (1. 33-28 19-23\n[Event \"next\"] *", 2, 1, "variation not closed", 1},
		// The "*" inside the open variation is ignored: the game ends
		// with the input.
		{"1. 32-28 (1. 33-28 19-23 *", 1, 27, "variation not closed", 1},
	} {
		games := readAll(t, c.text, false)
		g := games[0]
		line, col, _ := errAt(t, g.Err)
		assert.Equal(t, [2]int{c.line, c.col}, [2]int{line, col}, c.text)
		assert.ErrorIs(t, g.Err, ErrSyntax)
		assert.Contains(t, g.Err.Error(), c.why)
		assert.Len(t, g.Moves, c.moves, c.text)
	}
	// Strict: a bad move inside a variation is the game's fault; the
	// moves before it are kept, in the variation and in the main line.
	games := readAll(t, "1. 32-28 19-23 (18-23 38-32 22-27) 28x19 *", true)
	require.Len(t, games, 1)
	g := games[0]
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 29, "22-27"}, [3]any{line, col, text})
	assert.ErrorIs(t, g.Err, notation.ErrIllegal)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
	require.Len(t, g.Moves[1].Variations, 1)
	assert.Equal(t, []string{"18-23", "38-32"}, texts(g.Moves[1].Variations[0]))
}

// TestVariationLeftOut: in lenient mode a fault inside a variation leaves
// out the rest of that variation, from the bad token to the variation's
// ")", with a warning, and the main line goes on after it; with Strict it
// is the game's fault.
func TestVariationLeftOut(t *testing.T) {
	const fen = `[FEN "W:WK4,20,39,44:B12,18,28,29,37"] `
	for _, c := range []struct {
		name      string
		text      string
		line, col int
		tok       string
		kind      error
		main      []string
		// vars are the variations left, each as the move it replaces
		// (its index in the main line) and its moves.
		vars map[int][]string
	}{
		{"an illegal move: the moves before it are kept",
			"1. 32-28 19-23 (18-23 38-32 22-27) 28x19 *", 1, 29, "22-27", notation.ErrIllegal,
			[]string{"32-28", "19-23", "28x19"}, map[int][]string{1: {"18-23", "38-32"}}},
		{"an ambiguous move first: the variation is left out whole",
			fen + "1. 4x31x24 (1. 4x24) *", 1, 55, "4x24", notation.ErrAmbiguous,
			[]string{"4x31x24"}, nil},
		{"a move that is no move",
			"1. 32-28 (1. 33-28 - 19-23) 19-23 *", 1, 20, "-", notation.ErrSyntax,
			[]string{"32-28", "19-23"}, map[int][]string{0: {"33-28"}}},
		{"variations and a result in the part left out",
			"1. 32-28 (1. 33-28 48-43 (1... 17-22 2-0) 19-23) 19-23 *", 1, 20, "48-43", notation.ErrIllegal,
			[]string{"32-28", "19-23"}, map[int][]string{0: {"33-28"}}},
		{"a stray character",
			"1. 32-28 (1. 33-28 ¿ 19-23) 19-23 *", 1, 20, "¿", ErrSyntax,
			[]string{"32-28", "19-23"}, map[int][]string{0: {"33-28"}}},
		{"a variation before any move of a variation",
			"1. 32-28 ((1. 33-28) 1. 31-27) 19-23 *", 1, 11, "(", ErrSyntax,
			[]string{"32-28", "19-23"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := readOne(t, c.text)
			require.NoError(t, g.Err)
			require.Len(t, g.Warnings, 1)
			w := g.Warnings[0]
			assert.Equal(t, [3]any{c.line, c.col, c.tok}, [3]any{w.Line, w.Column, w.Text})
			assert.ErrorIs(t, w, c.kind)
			assert.Contains(t, w.Error(), "variation left out")
			assert.Equal(t, c.main, texts(g.Moves))
			for i, n := range g.Moves {
				if want, ok := c.vars[i]; ok {
					require.Len(t, n.Variations, 1, "move %d", i+1)
					assert.Equal(t, want, texts(n.Variations[0]), "move %d", i+1)
				} else {
					assert.Empty(t, n.Variations, "move %d", i+1)
				}
			}
			assert.Equal(t, "*", g.Result)
			assert.Empty(t, checkRoundTrip(g))

			games := readAll(t, c.text, true)
			require.Len(t, games, 1)
			line, col, tok := errAt(t, games[0].Err)
			assert.Equal(t, [3]any{c.line, c.col, c.tok}, [3]any{line, col, tok}, "strict")
			assert.ErrorIs(t, games[0].Err, c.kind, "strict")
			assert.Empty(t, games[0].Warnings, "strict")
		})
	}

	// A variation inside a variation: only the inner one loses its moves
	// from the fault on; the outer one goes on after the inner one's ")".
	g := readOne(t, "1. 32-28 19-23 (18-23 38-32 (37-32? 48-43) 12-18) 28x19 *")
	require.NoError(t, g.Err)
	require.Len(t, g.Warnings, 1)
	assert.Equal(t, [3]any{1, 37, "48-43"}, [3]any{g.Warnings[0].Line, g.Warnings[0].Column, g.Warnings[0].Text})
	assert.Equal(t, []string{"32-28", "19-23", "28x19"}, texts(g.Moves))
	require.Len(t, g.Moves[1].Variations, 1)
	v := g.Moves[1].Variations[0]
	assert.Equal(t, []string{"18-23", "38-32", "12-18"}, texts(v))
	require.Len(t, v[1].Variations, 1)
	assert.Equal(t, []string{"37-32"}, texts(v[1].Variations[0]))
	assert.Equal(t, []int{2}, v[1].Variations[0][0].NAGs)

	// A variation left out that is never closed: the game ends with the
	// input, inside it, which is the game's fault.
	g = readOne(t, "1. 32-28 (1. 33-28 48-43 19-23 *")
	require.Len(t, g.Warnings, 1)
	assert.Equal(t, [3]any{1, 20, "48-43"}, [3]any{g.Warnings[0].Line, g.Warnings[0].Column, g.Warnings[0].Text})
	line, col, tok := errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 33, ""}, [3]any{line, col, tok})
	assert.Contains(t, g.Err.Error(), "variation not closed")
	assert.Equal(t, []string{"32-28"}, texts(g.Moves))
	require.Len(t, g.Moves[0].Variations, 1)
	assert.Equal(t, []string{"33-28"}, texts(g.Moves[0].Variations[0]))
}

// TestDashResult: a lone "-" where a game ends, as some files write for a
// game not played, reads as the unknown result "*": with a warning in
// lenient mode, as the game's fault with Strict. A Result tag "-" is
// read as "*" as any tag value that is no result, without a warning.
func TestDashResult(t *testing.T) {
	text := "[Result \"-\"]\n1. 32-28 19-23 -\n[Event \"next\"]\n1. 33-28 *\n"
	games := readAll(t, text, false)
	require.Len(t, games, 2)
	g := games[0]
	require.NoError(t, g.Err)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
	assert.Equal(t, "*", g.Result)
	require.Len(t, g.Warnings, 1)
	assert.Equal(t, [3]any{2, 16, "-"}, [3]any{g.Warnings[0].Line, g.Warnings[0].Column, g.Warnings[0].Text})
	assert.ErrorIs(t, g.Warnings[0], ErrSyntax)
	assert.Empty(t, checkRoundTrip(g))
	assert.Equal(t, []string{"33-28"}, texts(games[1].Moves))
	assert.Empty(t, games[1].Warnings)

	r := NewReader(strings.NewReader(text))
	r.Strict = true
	g, err := r.Read()
	require.NotNil(t, g)
	line, col, tok := errAt(t, err)
	assert.Equal(t, [3]any{2, 16, "-"}, [3]any{line, col, tok})
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
	assert.Equal(t, "*", g.Result)
	g, err = r.Read()
	require.NoError(t, err)
	assert.Equal(t, []string{"33-28"}, texts(g.Moves))

	// At the end of the input.
	g = readOne(t, "1. 32-28 -")
	require.NoError(t, g.Err)
	assert.Equal(t, "*", g.Result)
	require.Len(t, g.Warnings, 1)
	assert.Equal(t, [2]int{1, 10}, [2]int{g.Warnings[0].Line, g.Warnings[0].Column})

	// The "-" says nothing of the result: the Result tag does.
	g = readOne(t, `[Result "2-0"] 1. 32-28 -`)
	assert.Equal(t, "2-0", g.Result)
	require.Len(t, g.Warnings, 1)
	assert.Equal(t, [2]int{1, 25}, [2]int{g.Warnings[0].Line, g.Warnings[0].Column})

	// A "-" with more moves after it is no result: the moves are
	// unknown, which is a fault.
	g = readOne(t, "1. 32-28 - 19-23 *")
	line, col, tok = errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 10, "-"}, [3]any{line, col, tok})
	assert.ErrorIs(t, g.Err, notation.ErrSyntax)
	assert.Equal(t, []string{"32-28"}, texts(g.Moves))

	// The Result tag "-".
	for _, strict := range []bool{false, true} {
		games := readAll(t, `[Result "-"] 1. 32-28 *`, strict)
		require.Len(t, games, 1)
		assert.NoError(t, games[0].Err)
		assert.Empty(t, games[0].Warnings)
		assert.Equal(t, "*", games[0].Result)
	}
}

// TestStrayTextBeforeGame: text between games that starts no game is
// skipped to the end of its line (or to a tag on the line), with the
// stray lines right after it, and reported once, as a warning of the game
// that follows; that game is read, with tags or without.
func TestStrayTextBeforeGame(t *testing.T) {
	const text = "this line is not PDN\n1. 32-28 19-23 *\n"
	g := readOne(t, text)
	require.NoError(t, g.Err)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
	assert.Equal(t, 2, g.Line)
	require.Len(t, g.Warnings, 1)
	w := g.Warnings[0]
	assert.Equal(t, [3]any{1, 1, "this"}, [3]any{w.Line, w.Column, w.Text})
	assert.ErrorIs(t, w, ErrSyntax)
	assert.Contains(t, w.Error(), "not PDN between games")

	// Strict: the stray text is an error of its own, then the game.
	r := NewReader(strings.NewReader(text))
	r.Strict = true
	g, err := r.Read()
	assert.Nil(t, g)
	line, col, tok := errAt(t, err)
	assert.Equal(t, [3]any{1, 1, "this"}, [3]any{line, col, tok})
	g, err = r.Read()
	require.NoError(t, err)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves))
	_, err = r.Read()
	assert.Equal(t, io.EOF, err)

	for _, c := range []struct {
		name, text string
		tags       []Tag
		comment    string
	}{
		{"lines of stray text, reported once", "junk one\njunk two (\n1. 32-28 *", nil, ""},
		{"a tag after stray text on its line", "junk [Event \"e\"] 1. 32-28 *", []Tag{{"Event", "e"}}, ""},
		{"a broken tag in stray text", "junk [1] here\n1. 32-28 *", nil, ""},
		{"a comment after stray text", "junk\n{note} 1. 32-28 *", nil, "note"},
	} {
		g := readOne(t, c.text)
		require.NoError(t, g.Err, c.name)
		assert.Equal(t, []string{"32-28"}, texts(g.Moves), c.name)
		assert.Equal(t, c.tags, g.Tags, c.name)
		assert.Equal(t, c.comment, g.Comment, c.name)
		require.Len(t, g.Warnings, 1, c.name)
		w := g.Warnings[0]
		assert.Equal(t, [3]any{1, 1, "junk"}, [3]any{w.Line, w.Column, w.Text}, c.name)
	}

	// Stray text after a game, on its line, goes with the next game.
	games := readAll(t, "1. 32-28 * junk\n1. 33-28 *", false)
	require.Len(t, games, 2)
	assert.Empty(t, games[0].Warnings)
	assert.Equal(t, []string{"33-28"}, texts(games[1].Moves))
	require.Len(t, games[1].Warnings, 1)
	w = games[1].Warnings[0]
	assert.Equal(t, [3]any{1, 12, "junk"}, [3]any{w.Line, w.Column, w.Text})
}

func TestStrength(t *testing.T) {
	g := readOne(t, "1. 32-28!? 19-23(!?!!!) 2. 28x19* 14x23 $14 $3 3. 37-32 ?? 18-22(?) *")
	require.NoError(t, g.Err)
	want := []struct {
		strength string
		nags     []int
	}{
		{"", []int{5}}, {"(!?!!!)", nil}, {"", []int{7}}, {"", []int{14, 3}}, {"", []int{4}}, {"", []int{2}},
	}
	for i, w := range want {
		assert.Equal(t, w.strength, g.Moves[i].Strength, "move %d", i+1)
		assert.Equal(t, w.nags, g.Moves[i].NAGs, "move %d", i+1)
	}
	assert.Equal(t, "32-28", g.Moves[0].Text)
}

func TestResults(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"1. 32-28 2-0", "2-0"},
		{"1. 32-28 1-1", "1-1"},
		{"1. 32-28 0-2", "0-2"},
		{"1. 32-28 1-0", "1-0"},
		{"1. 32-28 0-1", "0-1"},
		{"1. 32-28 1/2-1/2", "1/2-1/2"},
		{"1. 32-28 0-0", "0-0"},
		{"1. 32-28 *", "*"},
		{"1. 32-28", "*"},
		{"[Result \"2-0\"] 1. 32-28 *", "2-0"},
		{"[Result \"2-0\"] 1. 32-28", "2-0"},
		{"[Result \"-\"] 1. 32-28", "*"},
		{"[Result \"0-2\"] 1. 32-28 2-0", "2-0"},
	} {
		g := readOne(t, c.text)
		assert.NoError(t, g.Err, c.text)
		assert.Equal(t, c.want, g.Result, c.text)
		assert.Len(t, g.Moves, 1, c.text)
	}
}

func TestGameBoundaries(t *testing.T) {
	text := "\xEF\xBB\xBF[Event \"1\"]\r\n1. 32-28 19-23\r\n\r\n" + // no terminator: the next tags end it
		"[Event \"2\"]\r\n1. 33-28 2-0 junk that starts no game\r\n" +
		"more junk (\r\n" +
		"[Event \"3\"] 1. 34-29 * 1. 31-27 1-1 32-28 1/2-1/2\r\n" + // games without tags
		"{a comment between games} * \r\n"
	games := readAll(t, text, false)
	require.Len(t, games, 5)
	lines := []int{1, 4, 7, 7, 7}
	moves := [][]string{{"32-28", "19-23"}, {"33-28"}, {"34-29"}, {"31-27"}, {"32-28"}}
	for i, g := range games {
		assert.NoError(t, g.Err, "game %d", i+1)
		assert.Equal(t, lines[i], g.Line, "game %d", i+1)
		assert.Equal(t, moves[i], texts(g.Moves), "game %d", i+1)
	}
	assert.Equal(t, "*", games[0].Result)
	assert.Equal(t, "2-0", games[1].Result)
	// The junk after game 2 is a warning of game 3.
	require.Len(t, games[2].Warnings, 1)
	w := games[2].Warnings[0]
	assert.Equal(t, [3]any{5, 14, "junk"}, [3]any{w.Line, w.Column, w.Text})
	assert.ErrorIs(t, w, ErrSyntax)

	// With Strict the junk is an error of its own, and reading goes on.
	r := NewReader(strings.NewReader(text))
	r.Strict = true
	var errs []error
	n := 0
	for g, err := range r.All() {
		if err != nil {
			errs = append(errs, err)
			assert.Nil(t, g)
			continue
		}
		n++
	}
	assert.Equal(t, 5, n)
	require.Len(t, errs, 1)
	line, col, _ := errAt(t, errs[0])
	assert.Equal(t, [2]int{5, 14}, [2]int{line, col})
}

func TestLineEnds(t *testing.T) {
	// CRLF, LF and lone CR; the column counts characters, not bytes.
	text := "[White \"Ŝŝ\"]\r\n[Black \"B\"]\r1. 32-28\n2. 28-23 *"
	g := readOne(t, text)
	line, col, tok := errAt(t, g.Err)
	assert.Equal(t, [3]any{4, 4, "28-23"}, [3]any{line, col, tok})
	assert.Equal(t, "Ŝŝ", g.Tags[0].Value)

	text = "[White \"Ŝŝ\"] 1. 32-28 {é} 28-23 *"
	g = readOne(t, text)
	line, col, _ = errAt(t, g.Err)
	assert.Equal(t, [2]int{1, 27}, [2]int{line, col})
}

func TestIllegalMove(t *testing.T) {
	text := "[Event \"a\"]\n1. 32-28 19-23 2. 28-22 14x23 *\n[Event \"b\"]\n1. 32-28 *\n"
	games := readAll(t, text, false)
	require.Len(t, games, 2)
	g := games[0]
	line, col, tok := errAt(t, g.Err)
	assert.Equal(t, [3]any{2, 19, "28-22"}, [3]any{line, col, tok})
	assert.ErrorIs(t, g.Err, notation.ErrIllegal)
	var me *notation.MoveError
	require.ErrorAs(t, g.Err, &me)
	assert.Equal(t, g.Moves[1].After(g.Variant), me.Position)
	assert.Equal(t, []string{"32-28", "19-23"}, texts(g.Moves), "the moves before the fault")
	assert.Equal(t, "*", g.Result)
	assert.NoError(t, games[1].Err)
	// After 19-23, 28 must take 23: the error says so.
	assert.Equal(t, `pdn: line 2, column 19: "28-22": move "28-22": illegal move: a capture is compulsory: 28x19`, g.Err.Error())

	// Strict: Read returns the game and its fault, then goes on.
	r := NewReader(strings.NewReader(text))
	r.Strict = true
	g, err := r.Read()
	assert.ErrorIs(t, err, notation.ErrIllegal)
	require.NotNil(t, g)
	assert.Same(t, g.Err, err)
	g, err = r.Read()
	assert.NoError(t, err)
	assert.Equal(t, "b", g.Tags[0].Value)
	_, err = r.Read()
	assert.Equal(t, io.EOF, err)
}

func TestAmbiguousMove(t *testing.T) {
	// The position of schildpad.pdn's game 7: the king on 4 takes 18,
	// 28 and 29 by 22 and 33, or 18, 37 and 29 by 31 and 42, to 24.
	g := readOne(t, `[FEN "W:WK4,20,39,44:B12,18,28,29,37"] 1. 4x24 *`)
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 43, "4x24"}, [3]any{line, col, text})
	assert.ErrorIs(t, g.Err, notation.ErrAmbiguous)
	var me *notation.MoveError
	require.ErrorAs(t, g.Err, &me)
	assert.Len(t, me.Candidates, 2)

	g = readOne(t, `[FEN "W:WK4,20,39,44:B12,18,28,29,37"] 1. 4x31x24 *`)
	require.NoError(t, g.Err)
	assert.Equal(t, "4x31x42x24", notation.FormatMovePath(g.Variant, g.Start, g.Moves[0].Move))
}

func TestQuietMoveWithCaptureMark(t *testing.T) {
	const text = "[GameType \"21\"] 1. 11x15 23x18 2. 15-19 24x15 *"
	g := readOne(t, text)
	require.NoError(t, g.Err)
	assert.Len(t, g.Moves, 4)
	require.Len(t, g.Warnings, 2)
	assert.Equal(t, [3]any{1, 20, "11x15"}, [3]any{g.Warnings[0].Line, g.Warnings[0].Column, g.Warnings[0].Text})
	assert.ErrorIs(t, g.Warnings[1], notation.ErrIllegal)
	assert.False(t, g.Moves[0].Move.IsCapture())
	assert.True(t, g.Moves[3].Move.IsCapture())

	games := readAll(t, text, true)
	line, col, _ := errAt(t, games[0].Err)
	assert.Equal(t, [2]int{1, 20}, [2]int{line, col})
	assert.ErrorIs(t, games[0].Err, notation.ErrIllegal)
}

func TestJunkBetweenTags(t *testing.T) {
	text := "[Event \"e\"]\\r\n[Site \"s\"] ¿\n[[Round \"1\"]\n[Bad tag]\n1. 32-28 *"
	g := readOne(t, text)
	require.NoError(t, g.Err)
	assert.Equal(t, []Tag{{"Event", "e"}, {"Site", "s"}, {"Round", "1"}}, g.Tags)
	assert.Equal(t, []string{"32-28"}, texts(g.Moves))
	var at [][3]any
	for _, w := range g.Warnings {
		at = append(at, [3]any{w.Line, w.Column, w.Text})
	}
	assert.Equal(t, [][3]any{{1, 12, `\r`}, {2, 12, "¿"}, {3, 1, "["}, {4, 1, "[Bad tag]"}}, at)

	games := readAll(t, text, true)
	require.Len(t, games, 1)
	line, col, _ := errAt(t, games[0].Err)
	assert.Equal(t, [2]int{1, 12}, [2]int{line, col})
	assert.Empty(t, games[0].Moves)
}

func TestBrokenSyntax(t *testing.T) {
	for _, c := range []struct {
		text      string
		line, col int
		tok       string
	}{
		{"1. 32-28 {never closed", 1, 10, "{"},
		{"1. 32-28 } 19-23 *", 1, 10, "}"},
		{"1. 32-28 $ 19-23 *", 1, 10, "$"},
		{"1. 32-28 ¿ 19-23 *", 1, 10, "¿"},
		{"[Event \"never closed\n1. 32-28 *", 1, 1, "[Event \"never closed"},
	} {
		games := readAll(t, c.text, true)
		require.NotEmpty(t, games, c.text)
		line, col, tok := errAt(t, games[0].Err)
		assert.Equal(t, [3]any{c.line, c.col, c.tok}, [3]any{line, col, tok}, c.text)
		assert.ErrorIs(t, games[0].Err, ErrSyntax, c.text)
	}
}

func TestDefaultVariant(t *testing.T) {
	r := NewReader(strings.NewReader("1. 11-15 23-19 *\n[GameType \"20\"] 1. 32-28 *"))
	r.Variant = variant.English
	g, err := r.Read()
	require.NoError(t, err)
	assert.Same(t, variant.English, g.Variant)
	assert.NoError(t, g.Err)
	g, err = r.Read()
	require.NoError(t, err)
	assert.Same(t, variant.International, g.Variant, "the tag wins")
}

func TestReadError(t *testing.T) {
	boom := errors.New("boom")
	r := NewReader(io.MultiReader(strings.NewReader("1. 32-28 "), iotest.ErrReader(boom)))
	n := 0
	for g, err := range r.All() {
		n++
		assert.Nil(t, g)
		assert.Equal(t, boom, err)
	}
	assert.Equal(t, 1, n)

	r = NewReader(strings.NewReader(""))
	_, err := r.Read()
	assert.Equal(t, io.EOF, err)
}

func TestAllStops(t *testing.T) {
	r := NewReader(strings.NewReader("1. 32-28 * 1. 33-28 * 1. 34-29 *"))
	n := 0
	for range r.All() {
		n++
		if n == 2 {
			break
		}
	}
	g, err := r.Read()
	require.NoError(t, err)
	assert.Equal(t, "34-29", g.Moves[0].Text, "All leaves the rest to read")
}

func TestKonaneLifts(t *testing.T) {
	g := readOne(t, "[Variant \"hawaii\"]\n1. d5 d4 2. d7xd5 *")
	require.NoError(t, g.Err)
	assert.Len(t, g.Moves, 3)
	assert.Equal(t, board.Black, g.Start.Turn)
}

// gamesReader produces n short games on the fly.
type gamesReader struct {
	n    int
	buf  []byte
	game int
}

func (g *gamesReader) Read(p []byte) (int, error) {
	for len(g.buf) == 0 {
		if g.game == g.n {
			return 0, io.EOF
		}
		g.game++
		g.buf = fmt.Appendf(g.buf[:0], "[Event \"game %d\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 {c} 2-0\n\n", g.game)
	}
	n := copy(p, g.buf)
	g.buf = g.buf[n:]
	return n, nil
}

// TestStreaming reads many games from a reader that makes them as it goes:
// the memory in use does not grow with the number of games read.
func TestStreaming(t *testing.T) {
	const n = 60000
	r := NewReader(&gamesReader{n: n})
	var heap [2]uint64
	count := 0
	for g, err := range r.All() {
		require.NoError(t, err)
		require.NoError(t, g.Err)
		count++
		if count == n/3 || count == n {
			var ms runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&ms)
			heap[min(count/(n/3)-1, 1)] = ms.HeapAlloc
		}
	}
	assert.Equal(t, n, count)
	// The input is about 5 MB; the games read are dropped as they come.
	assert.Less(t, int64(heap[1])-int64(heap[0]), int64(1<<20), "heap %d then %d", heap[0], heap[1])
}
