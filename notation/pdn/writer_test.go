package pdn

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func write(t *testing.T, g *Game) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, Write(&b, g))
	return b.String()
}

func TestWriteCanonical(t *testing.T) {
	g := readOne(t, `[Result "2-0"] [Black "B"] [Annotator "me"] [White "A"]
[GameType "20,W,10,10,N2,0"] [Event "E"] [Variant "standard"]
[FEN "W:W31-50:B1-20"]
{Start} 1. 32-28 19-23 {an exchange} 2. 28x19 14x23 (2... 13x24 3. 33-28!? $10
{or anything}) 3. 33-28 $14 23x32 4. 37x28 2-0`)
	require.NoError(t, g.Err)
	want := `[Event "E"]
[White "A"]
[Black "B"]
[Result "2-0"]
[GameType "20,W,10,10,N2,0"]
[Annotator "me"]

{Start} 1. 32-28 19-23 {an exchange} 2. 28x19 14x23 (2... 13x24 3. 33-28!? $10
{or anything}) 3. 33-28 $14 23x32 4. 37x28 2-0

`
	assert.Equal(t, want, write(t, g))
}

func TestWriteSetUp(t *testing.T) {
	// Black to move in a position of its own: SetUp and FEN, and the
	// first move numbered "1...".
	g := readOne(t, `[GameType "20"][FEN "B:W28,K45:B3,19"] 19-23 28x19 3-8 *`)
	require.NoError(t, g.Err)
	want := `[GameType "20"]
[SetUp "1"]
[FEN "B:W28,K45:B3,19"]

1... 19-23 2. 28x19 3-8 *

`
	assert.Equal(t, want, write(t, g))

	// English: Black moves first, so Black's moves carry "n.".
	g = readOne(t, "[GameType \"21\"] 11-15 23-19 8-11 *")
	require.NoError(t, g.Err)
	assert.Equal(t, "[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 *\n\n", write(t, g))
}

func TestWriteVariantTag(t *testing.T) {
	// A variant without a GameType number is named by a Variant tag; a
	// GameType tag naming another variant is dropped.
	g := readOne(t, "[GameType \"20\"] [Variant \"gothic\"] 1. a2-a3 *")
	require.NoError(t, g.Err)
	assert.Equal(t, "[Variant \"gothic\"]\n\n1. a2-a3 *\n\n", write(t, g))

	g.Variant = variant.Hawaii
	g.Start = variant.Hawaii.Start()
	g.Moves = nil
	assert.Equal(t, "[Variant \"hawaii\"]\n\n*\n\n", write(t, g))
}

func TestWriteFullPaths(t *testing.T) {
	g := readOne(t, `[FEN "W:WK4,20,39,44:B12,18,28,29,37"] 1. 4x31x24 *`)
	require.NoError(t, g.Err)
	var b bytes.Buffer
	w := NewWriter(&b)
	require.NoError(t, w.Write(g))
	assert.Contains(t, b.String(), "1. 4x31x24 *")
	b.Reset()
	w.FullPaths = true
	require.NoError(t, w.Write(g))
	assert.Contains(t, b.String(), "1. 4x31x42x24 *")
}

func TestWriteComments(t *testing.T) {
	g := readOne(t, "1. 32-28 ; a } in a line comment\n19-23 {plain} *")
	require.NoError(t, g.Err)
	assert.Equal(t, "a } in a line comment", g.Moves[0].Comment)
	text := write(t, g)
	assert.Contains(t, text, "1. 32-28 ;a } in a line comment\n1... 19-23 {plain} *")
	assert.Empty(t, checkRoundTrip(g))

	// A comment with a "}" last in a variation: the ")" goes on the
	// next line.
	g = readOne(t, "1. 32-28 (1. 33-28 ; x}\n) 19-23 *")
	require.NoError(t, g.Err)
	assert.Empty(t, checkRoundTrip(g))
}

func TestWriteWraps(t *testing.T) {
	long := strings.Repeat("word ", 40)
	g := readOne(t, "1. 32-28 {"+long+"} 19-23 2. 28x19 14x23 {"+strings.Repeat("x", 100)+"} 3. 37-32 *")
	require.NoError(t, g.Err)
	text := write(t, g)
	for _, line := range strings.Split(text, "\n") {
		if utf8.RuneCountInString(line) > width {
			assert.NotContains(t, line, " ", "a line longer than %d holds one token: %q", width, line)
		}
	}
	assert.Empty(t, checkRoundTrip(g))
}

func TestWriteFails(t *testing.T) {
	g := readOne(t, "1. 32-28 *")
	var b bytes.Buffer
	for _, tags := range [][]Tag{
		{{"", "x"}},
		{{"Two words", "x"}},
		{{"Q\"", "x"}},
		{{"Event", "two\nlines"}},
	} {
		g.Tags = tags
		assert.ErrorIs(t, Write(&b, g), ErrUnwritable, "%q", tags)
	}
	g.Tags = nil
	g.Variant = nil
	assert.ErrorIs(t, Write(&b, g), ErrUnwritable)
	assert.Zero(t, b.Len(), "nothing written")
}

// randomGame plays a random game of v from start, up to plies moves, with
// variations, comments and NAGs on some moves.
func randomGame(rng *rand.Rand, v *variant.Variant, start board.Position, plies int) *Game {
	g := &Game{Variant: v, Start: start, Result: []string{"*", "2-0", "1-1", "1-0", "1/2-1/2"}[rng.IntN(5)],
		Tags: []Tag{{"Event", "random"}, {"White", `a "quoted" \ name`}}}
	g.Moves = randomLine(rng, v, start, plies, 2)
	if rng.IntN(2) == 0 {
		g.Comment = "before all"
	}
	return g
}

func randomLine(rng *rand.Rand, v *variant.Variant, p board.Position, plies, depth int) []*Node {
	var line []*Node
	for range plies {
		moves := movegen.Generate(v, p, nil)
		if len(moves) == 0 {
			break
		}
		n := &Node{Move: moves[rng.IntN(len(moves))], Before: p}
		n.Text = notation.FormatMove(v, p, n.Move)
		switch rng.IntN(8) {
		case 0:
			n.Comment = "a comment with } in it"
		case 1:
			n.Comment = "plain words " + strings.Repeat("and more ", rng.IntN(12))
		case 2:
			n.NAGs = []int{1 + rng.IntN(7), rng.IntN(200)}
		case 3:
			n.Strength = "!!!"
		}
		if depth > 0 && len(moves) > 1 && rng.IntN(6) == 0 {
			alt := randomLine(rng, v, p, 1+rng.IntN(6), depth-1)
			if len(alt) > 0 && !alt[0].Move.SameAs(&n.Move) {
				if rng.IntN(2) == 0 {
					alt[0].Pre = "instead"
				}
				n.Variations = append(n.Variations, alt)
			}
		}
		line = append(line, n)
		p = v.Apply(p, n.Move)
	}
	return line
}

// TestRoundTripAllVariants plays random games of every variant, from the
// start and from a position reached on the way, and writes and reads back
// each.
func TestRoundTripAllVariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range variant.All() {
		for i := range 12 {
			start := v.Start()
			if i%3 == 1 {
				// Start from a position of a game: a FEN tag, perhaps
				// with the second mover to move.
				pre := randomLine(rng, v, start, 1+rng.IntN(15), 0)
				if len(pre) > 0 {
					start = pre[len(pre)-1].After(v)
				}
			}
			g := randomGame(rng, v, start, 10+rng.IntN(120))
			if d := checkRoundTrip(g); d != "" {
				t.Fatalf("%s, game %d: %s", v.Name(), i, d)
			}
		}
	}
}
