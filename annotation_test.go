package checkers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game file's variations, NAGs and strength marks survive the trip
// through a Game: a program walks them from Annotation, each variation
// from the position before the move it stands for, and WritePDN writes
// them back.
func ExampleGame_Annotation() {
	text := `[GameType "20"]
1. 32-28 19-23 (18-23 38-32 (37-32? 23-29! {Black wins}) 12-18) 28x19 14x23 *`
	pg, err := pdn.NewReader(strings.NewReader(text)).Read()
	if err != nil {
		panic(err)
	}
	g, err := checkers.FromPDN(pg)
	if err != nil {
		panic(err)
	}
	// walk prints the variations of a move, and theirs, indented.
	var walk func(a checkers.Annotation, indent string)
	walk = func(a checkers.Annotation, indent string) {
		for _, line := range a.Variations {
			for _, vm := range line.Moves {
				fmt.Printf("%s%s %v %q\n", indent, notation.FormatMove(g.Variant(), vm.Before, vm.Move), vm.NAGs, vm.Comment)
				walk(vm.Annotation, indent+"  ")
			}
		}
	}
	for ply := 1; ply <= g.Ply(); ply++ {
		if a := g.Annotation(ply); len(a.Variations) > 0 {
			fmt.Println("instead of", g.HistoryTexts()[ply-1]+":")
			walk(a, "  ")
		}
	}
	if err := g.WritePDN(os.Stdout); err != nil {
		panic(err)
	}
	// Output:
	// instead of 19-23:
	//   18-23 [] ""
	//   38-32 [] ""
	//     37-32 [2] ""
	//     23-29 [1] "Black wins"
	//   12-18 [] ""
	// [Result "*"]
	// [GameType "20"]
	//
	// 1. 32-28 19-23 (1... 18-23 2. 38-32 (2. 37-32? 23-29! {Black wins}) 2... 12-18)
	// 2. 28x19 14x23 *
}

// readText reads the one game of a PDN text into a Game.
func readText(t *testing.T, text string) *checkers.Game {
	t.Helper()
	pg, err := pdn.NewReader(strings.NewReader(text)).Read()
	require.NoError(t, err)
	g, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	return g
}

// writeText writes g as PDN.
func writeText(t *testing.T, g *checkers.Game) string {
	t.Helper()
	var b strings.Builder
	require.NoError(t, g.WritePDN(&b))
	return b.String()
}

// variationText is other/variation.pdn's game, with a comment before a
// variation's first move, a strength mark and NAGs added.
const variationText = `[GameType "20"]
1. 32-28!? $10 19-23 (18-23 38-32 (37-32? 23-29! {Black wins}) 12-18 ({or} 13-18 $14)) 28x19 14x23(!?!!!) *`

// What FromPDN keeps of a move: its NAGs and strength mark, and its
// variations, nested, with their comments before and after their moves,
// each move with the position it is played in.
func TestFromPDNKeepsAnnotations(t *testing.T) {
	g := readText(t, variationText)
	v := variant.International
	require.Equal(t, []string{"32-28", "19-23", "28x19", "14x23"}, g.HistoryTexts())

	assert.Equal(t, checkers.Annotation{NAGs: []int{5, 10}}, g.Annotation(1))
	assert.Equal(t, checkers.Annotation{Strength: "(!?!!!)"}, g.Annotation(4))
	assert.Equal(t, checkers.Annotation{}, g.Annotation(3))
	for _, ply := range []int{-1, 0, 5} {
		assert.Equal(t, checkers.Annotation{}, g.Annotation(ply), "ply %d", ply)
	}

	a := g.Annotation(2)
	require.Len(t, a.Variations, 1)
	line := a.Variations[0]
	assert.Empty(t, line.Comment)
	require.Len(t, line.Moves, 3)
	p := g.Positions()[1]
	for i, want := range []string{"18-23", "38-32", "12-18"} {
		vm := line.Moves[i]
		assert.Equal(t, p, vm.Before, want)
		assert.Equal(t, want, notation.FormatMove(v, vm.Before, vm.Move))
		p = v.Apply(p, vm.Move)
	}
	nested := line.Moves[1].Variations
	require.Len(t, nested, 1)
	assert.Equal(t, line.Moves[1].Before, nested[0].Moves[0].Before, "37-32 is played instead of 38-32")
	assert.Equal(t, []int{2}, nested[0].Moves[0].NAGs)
	assert.Equal(t, []int{1}, nested[0].Moves[1].NAGs)
	assert.Equal(t, "Black wins", nested[0].Moves[1].Comment)
	last := line.Moves[2].Variations
	require.Len(t, last, 1)
	assert.Equal(t, "or", last[0].Comment, "the comment before the variation's first move")
	assert.Equal(t, []int{14}, last[0].Moves[0].NAGs)

	// Written back as pdn.Write writes the game read.
	pg, err := pdn.NewReader(strings.NewReader(variationText)).Read()
	require.NoError(t, err)
	var want bytes.Buffer
	require.NoError(t, pdn.Write(&want, pg))
	assert.Equal(t, movetextLine(want.String()), movetextLine(writeText(t, g)))
	assert.Contains(t, writeText(t, g), "({or} 2... 13-18 $14)")

	// Annotation gives a copy.
	a.Variations[0].Moves[1].Variations[0].Moves[0].NAGs[0] = 4
	a.NAGs = append(a.NAGs, 1)
	assert.Equal(t, []int{2}, g.Annotation(2).Variations[0].Moves[1].Variations[0].Moves[0].NAGs)
	assert.Empty(t, g.Annotation(2).NAGs)
}

// movetext returns the movetext of a game as Write writes it, its
// terminator left out: the tokens after the blank line that ends the tags.
func movetext(t *testing.T, text string) []string {
	t.Helper()
	_, moves, ok := strings.Cut(text, "\n\n")
	require.True(t, ok, text)
	words := strings.Fields(moves)
	require.NotEmpty(t, words, text)
	return words[:len(words)-1]
}

// WritePDN of every game of the real files writes the movetext that
// pdn.Write writes of the game as the reader gives it: the same moves,
// comments, NAGs, strength marks and variations (the terminator aside,
// which is the game's result, the one the rules give when they end the
// game).
func TestWritePDNAsPDNWriteOnRealFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pdn", "*", "*.pdn"))
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no real files in testdata/pdn")
	}
	games, variations := 0, 0
	for _, path := range files {
		for i, pg := range readGames(t, path) {
			g, err := checkers.FromPDN(pg)
			if g.Variant() == nil || g.Err() != nil || (err != nil && err != pg.Err) {
				continue
			}
			var want bytes.Buffer
			require.NoError(t, pdn.Write(&want, pg))
			assert.Equal(t, movetext(t, want.String()), movetext(t, writeText(t, g)), "%s game %d", path, i+1)
			games++
			for ply := 1; ply <= g.Ply(); ply++ {
				variations += len(g.Annotation(ply).Variations)
			}
		}
	}
	assert.Greater(t, games, 6000)
	assert.GreaterOrEqual(t, variations, 3, "variation.pdn's and the broadcast's")
}

// In the broadcast file, the variation of White's 33rd move in game 2 and
// the NAG of that move are kept and written back; so is the "?!" of game
// 1's last move.
func TestFromPDNBroadcastVariation(t *testing.T) {
	path := filepath.Join("testdata", "pdn", "international", "World_Title_Match_Women_2024.pdn")
	if _, err := os.Stat(path); err != nil {
		t.Skip("no real files:", err)
	}
	games := readGames(t, path)
	require.Len(t, games, 2)
	g1, err := checkers.FromPDN(games[0])
	require.NoError(t, err)
	assert.Equal(t, []int{6}, g1.Annotation(133).NAGs, `"67. 28-44?!"`)
	g, err := checkers.FromPDN(games[1])
	require.NoError(t, err)
	a := g.Annotation(65)
	assert.Equal(t, []int{6}, a.NAGs)
	require.Len(t, a.Variations, 1)
	var texts []string
	for _, vm := range a.Variations[0].Moves {
		texts = append(texts, notation.FormatMove(g.Variant(), vm.Before, vm.Move))
	}
	assert.Equal(t, []string{"38-33", "24-29", "33x24", "19x30", "28x19", "13x24", "40-35", "17-21", "26x17", "12x21"}, texts)
	assert.Contains(t, writeText(t, g), "33. 40-35?! {Inaccuracy. Best move was 38-33. [%clock w0:28:09 B0:09:01]}\n(33. 38-33 24-29")
}

// Undo drops the annotation of the move it takes back, variations and
// all; a move played then starts with none, even the first move of a
// variation. The annotations of the moves before stay.
func TestUndoDropsAnnotation(t *testing.T) {
	g := readText(t, variationText)
	require.NoError(t, undoErr(g.Undo())) // 14x23
	assert.Equal(t, checkers.Annotation{}, g.Annotation(4))
	require.NoError(t, undoErr(g.Undo())) // 28x19
	require.NoError(t, undoErr(g.Undo())) // 19-23, which had the variations
	assert.Equal(t, checkers.Annotation{}, g.Annotation(2))
	assert.Equal(t, checkers.Annotation{NAGs: []int{5, 10}}, g.Annotation(1))
	require.NoError(t, g.PlayText("18-23")) // the variation's first move
	assert.Equal(t, checkers.Annotation{}, g.Annotation(2))
	assert.NotContains(t, writeText(t, g), "(")
	assert.Contains(t, writeText(t, g), "1. 32-28!? $10 18-23 *")
}

// A clone's annotations are its own: annotating or undoing either game
// leaves the other's as they were.
func TestCloneCopiesAnnotations(t *testing.T) {
	g := readText(t, variationText)
	c := g.Clone()
	want := g.Annotation(2)
	assert.Equal(t, want, c.Annotation(2))
	require.NoError(t, c.SetAnnotation(2, checkers.Annotation{NAGs: []int{3}}))
	require.NoError(t, undoErr(c.Undo()))
	require.NoError(t, undoErr(c.Undo()))
	assert.Equal(t, want, g.Annotation(2))
	assert.Equal(t, checkers.Annotation{Strength: "(!?!!!)"}, g.Annotation(4))
	c = g.Clone()
	require.NoError(t, g.SetAnnotation(2, checkers.Annotation{}))
	assert.Equal(t, want, c.Annotation(2))
}

// SetAnnotation checks the variations' moves, in turn, and sets their
// Before; it refuses a ply the game does not have, an illegal move, a bad
// NAG or strength mark, and leaves the game unchanged then. The zero
// Annotation removes one.
func TestSetAnnotation(t *testing.T) {
	v := variant.English
	g := checkers.New(v)
	require.NoError(t, g.PlayText("11-15"))
	require.NoError(t, g.PlayText("23-19"))
	after1 := g.Positions()[1]
	m := func(p board.Position, text string) board.Move { return mustMove(t, v, p, text) }
	m1 := m(after1, "22-18")
	m2 := m(v.Apply(after1, m1), "15x22")
	a := checkers.Annotation{NAGs: []int{2}, Variations: []checkers.Variation{
		{Comment: "the Cross", Moves: []checkers.VariationMove{{Move: m1, Comment: "sharper"}, {Move: m2,
			Annotation: checkers.Annotation{Strength: "!"}}}},
		{Comment: "no move, left out"},
	}}
	require.NoError(t, g.SetAnnotation(2, a))
	got := g.Annotation(2)
	require.Len(t, got.Variations, 1)
	assert.Equal(t, after1, got.Variations[0].Moves[0].Before)
	assert.Equal(t, v.Apply(after1, m1), got.Variations[0].Moves[1].Before)
	assert.Equal(t, "1. 11-15 23-19? ({the Cross} 1... 22-18 {sharper} 2. 15x22!) *", movetextLine(writeText(t, g)))
	back := readText(t, writeText(t, g))
	assert.Equal(t, got.Variations[0].Moves[0], back.Annotation(2).Variations[0].Moves[0])

	for _, c := range []struct {
		name string
		ply  int
		a    checkers.Annotation
	}{
		{"ply 0", 0, checkers.Annotation{NAGs: []int{1}}},
		{"ply 3", 3, checkers.Annotation{NAGs: []int{1}}},
		{"negative NAG", 1, checkers.Annotation{NAGs: []int{-1}}},
		{"huge NAG", 1, checkers.Annotation{NAGs: []int{1 << 21}}},
		{"strength", 1, checkers.Annotation{Strength: "{!}"}},
		{"strength in parentheses", 1, checkers.Annotation{Strength: "(!"}},
		{"empty parentheses", 1, checkers.Annotation{Strength: "()"}},
		{"illegal move", 2, checkers.Annotation{Variations: []checkers.Variation{{Moves: []checkers.VariationMove{{Move: m2}}}}}},
		{"illegal second move", 2, checkers.Annotation{Variations: []checkers.Variation{{Moves: []checkers.VariationMove{{Move: m1}, {Move: m1}}}}}},
		{"nested", 2, checkers.Annotation{Variations: []checkers.Variation{{Moves: []checkers.VariationMove{{Move: m1,
			Annotation: checkers.Annotation{Variations: []checkers.Variation{{Moves: []checkers.VariationMove{{Move: m2}}}}}}}}}}},
	} {
		before := writeText(t, g)
		assert.Error(t, g.SetAnnotation(c.ply, c.a), c.name)
		assert.Equal(t, before, writeText(t, g), c.name)
	}
	for _, s := range []string{"!", "?!", "(!?!!!)", "!!(?)", "(!!!!!!!!!!!!!!)"} {
		assert.NoError(t, g.SetAnnotation(1, checkers.Annotation{Strength: s}), s)
	}
	require.NoError(t, g.SetAnnotation(2, checkers.Annotation{}))
	assert.Equal(t, checkers.Annotation{}, g.Annotation(2))
	assert.Equal(t, "1. 11-15(!!!!!!!!!!!!!!) 23-19 *", movetextLine(writeText(t, g)))
	assert.Equal(t, "(!!!!!!!!!!!!!!)", readText(t, writeText(t, g)).Annotation(1).Strength)
}

// movetextLine returns the movetext of a game as Write writes it, its
// lines joined by spaces.
func movetextLine(text string) string {
	_, moves, _ := strings.Cut(text, "\n\n")
	return strings.Join(strings.Fields(moves), " ")
}

// FromPDN takes a move as legal when its node's Before is the position
// the moves before it reach, as the reader gives it; a node built by hand
// with another Before (the zero one) is checked, in the main line and in
// variations.
func TestFromPDNChecksHandMadeNodes(t *testing.T) {
	v := variant.English
	start := v.Start()
	m := func(p board.Position, text string) board.Move { return mustMove(t, v, p, text) }
	m1 := m(start, "11-15")
	m2 := m(v.Apply(start, m1), "23-19")
	pg := &pdn.Game{Variant: v, Start: start, Result: "*", Moves: []*pdn.Node{
		{Move: m1, Text: "11-15"}, {Move: m2, Text: "23-19", NAGs: []int{1}},
	}}
	g, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	assert.Equal(t, []string{"11-15", "23-19"}, g.HistoryTexts())
	assert.Equal(t, []int{1}, g.Annotation(2).NAGs)

	pg.Moves[1].Move = m1 // 11-15 again: not legal
	g, err = checkers.FromPDN(pg)
	assert.ErrorIs(t, err, notation.ErrIllegal)
	assert.ErrorContains(t, err, "PDN move 2 (23-19)")
	assert.Equal(t, 1, g.Ply())

	pg.Moves[1].Move = m2
	pg.Moves[1].Variations = [][]*pdn.Node{{{Move: m(v.Apply(start, m1), "22-18"), Text: "22-18"}, {Move: m2, Text: "15x22"}}}
	g, err = checkers.FromPDN(pg)
	assert.ErrorIs(t, err, notation.ErrIllegal)
	assert.ErrorContains(t, err, "PDN move 2 (23-19): variation 1, move 2 (15x22)")
	assert.Equal(t, 1, g.Ply())
}

// The JSON form keeps the annotations, in an "annotations" field that is
// left out when there are none: JSON without it reads as before.
func TestAnnotationsJSON(t *testing.T) {
	g := readText(t, `[GameType "21"]
1. 11-15 23-19? ({the Cross} 22-18 {sharper} 15x22!) 8-11(!?!!!) *`)
	data, err := json.Marshal(g)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"annotations":[{"ply":2,"nags":[2],"variations":[{"comment":"the Cross",`+
		`"moves":[{"move":"22-18","comment":"sharper"},{"move":"15x22","nags":[1]}]}]},{"ply":3,"strength":"(!?!!!)"}]`)
	var back checkers.Game
	require.NoError(t, json.Unmarshal(data, &back))
	sameRecord(t, g, &back, string(data))

	plain, err := json.Marshal(checkers.New(variant.English))
	require.NoError(t, err)
	assert.NotContains(t, string(plain), "annotations")

	start := `{"variant":"english","moves":["11-15","23-19"],"result":"ongoing","annotations":`
	for _, bad := range []string{
		`[{"ply":3,"nags":[1]}]`,
		`[{"ply":0,"nags":[1]}]`,
		`[{"ply":2,"nags":[-1]}]`,
		`[{"ply":2,"strength":"x"}]`,
		`[{"ply":2,"variations":[{"moves":[{"move":"15x22"}]}]}]`,
		`[{"ply":2,"variations":[{"moves":[{"move":"22-18","variations":[{"moves":[{"move":"9-14"}]}]}]}]}]`,
	} {
		before := snap(t, g)
		err := g.UnmarshalJSON([]byte(start + bad + "}"))
		assert.ErrorContains(t, err, `"annotations"[0]`, bad)
		assert.True(t, before.equal(snap(t, g)), bad)
	}
	var ok checkers.Game
	require.NoError(t, ok.UnmarshalJSON([]byte(start+`[{"ply":2,"variations":[{"moves":[]},{"moves":[{"move":"22-18","variations":[{"moves":[{"move":"23-19"}]}]}]}]}]}`)))
	a := ok.Annotation(2)
	require.Len(t, a.Variations, 1, "the variation with no move is left out")
	assert.Len(t, a.Variations[0].Moves[0].Variations, 1)
}

// allocated returns the bytes f allocates: a count of its work that,
// unlike its time, a loaded machine does not change. The least of two
// runs counts, in case something else in the process allocated meanwhile.
func allocated(f func()) uint64 {
	var least uint64
	for i := range 2 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		f()
		runtime.ReadMemStats(&ms)
		if n := ms.TotalAlloc - before; i == 0 || n < least {
			least = n
		}
	}
	return least
}

// deepVariations is a game whose first move has a variation nested depth
// deep, each the move 33-28.
func deepVariations(depth int) string {
	var b strings.Builder
	b.WriteString("[GameType \"20\"]\n1. 32-28 ")
	for range depth {
		b.WriteString("(33-28 ")
	}
	b.WriteString(strings.Repeat(")", depth))
	b.WriteString(" 19-23 *")
	return b.String()
}

// Variations nested as deep as the reader allows are kept, written and
// read back, with work linear in their number: ten times as deep
// allocates at most about ten times the memory (twenty, for buffers that
// double; a copy of the way to each variation would take a hundred).
func TestDeepVariations(t *testing.T) {
	const depth = 1000
	roundTrip := func(text string) {
		back := readText(t, writeText(t, readText(t, text)))
		writeText(t, back)
	}
	shallow, deep := deepVariations(depth/10), deepVariations(depth)
	small, large := allocated(func() { roundTrip(shallow) }), allocated(func() { roundTrip(deep) })
	t.Logf("%d and %d bytes", small, large)
	assert.LessOrEqual(t, large, 20*small, "bytes allocated for variations %d deep and %d deep", depth/10, depth)

	g := readText(t, deep)
	text := writeText(t, g)
	back := readText(t, text)
	assert.Equal(t, text, writeText(t, back))
	n := 0
	for a := g.Annotation(1); len(a.Variations) > 0; a = a.Variations[0].Moves[0].Annotation {
		n++
	}
	assert.Equal(t, depth, n)
	data, err := json.Marshal(g)
	require.NoError(t, err)
	var fromJSON checkers.Game
	require.NoError(t, json.Unmarshal(data, &fromJSON))
	assert.Equal(t, text, writeText(t, &fromJSON))
}

// deepFault is a JSON game whose first move has a variation nested depth
// deep, each the move 33-28, the last move, 33-22, not legal.
func deepFault(depth int) []byte {
	var b strings.Builder
	b.WriteString(`{"variant":"international","moves":["32-28"],"result":"ongoing","annotations":[{"ply":1,`)
	for range depth {
		b.WriteString(`"variations":[{"moves":[{"move":"33-28",`)
	}
	b.WriteString(`"variations":[{"moves":[{"move":"33-22"}]}]`)
	b.WriteString(strings.Repeat("}]}]", depth))
	b.WriteString("}]}")
	return []byte(b.String())
}

// A fault deep down nested variations is reported with the way to it,
// with work linear in the depth: JSON as deep as encoding/json reads, a
// variation in every move, the last move not legal. Ten times as deep
// allocates at most about ten times the memory (twenty, for buffers that
// double; an error wrapped at each level, each a copy of the text below
// it, would take a hundred).
func TestDeepVariationFault(t *testing.T) {
	const depth = 2400 // five JSON levels each, under encoding/json's 10,000
	shallow, deep := deepFault(depth/10), deepFault(depth)
	small := allocated(func() { _ = new(checkers.Game).UnmarshalJSON(shallow) })
	large := allocated(func() { _ = new(checkers.Game).UnmarshalJSON(deep) })
	t.Logf("%d and %d bytes", small, large)
	assert.LessOrEqual(t, large, 20*small, "bytes allocated for a fault %d deep and %d deep", depth/10, depth)

	var g checkers.Game
	err := g.UnmarshalJSON(deep)
	require.ErrorIs(t, err, notation.ErrIllegal)
	assert.Equal(t, depth+1, strings.Count(err.Error(), "variation 1, move 1: "))
	assert.True(t, strings.HasPrefix(err.Error(), `checkers: JSON game: "annotations"[0] (ply 1): variation 1, move 1: variation 1, move 1: `), err.Error()[:200])
}

// mustMove returns the move text names in p, failing the test if it names
// none.
func mustMove(t *testing.T, v *variant.Variant, p board.Position, text string) board.Move {
	t.Helper()
	m, err := notation.ParseMove(v, p, text)
	require.NoError(t, err, text)
	return m
}
