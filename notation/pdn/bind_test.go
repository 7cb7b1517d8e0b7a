package pdn

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// inferAll reads every game of text, inferring the variant of those whose
// tags name none.
func inferAll(t *testing.T, text string) []*Game {
	t.Helper()
	var games []*Game
	for g, err := range NewReader(strings.NewReader(text)).All() {
		require.NoError(t, err)
		games = append(games, g)
	}
	return games
}

// names returns the names of vs.
func names(vs []*variant.Variant) []string {
	var s []string
	for _, v := range vs {
		s = append(s, v.Name())
	}
	return s
}

// The variant is the tags', else the reader's, else inferred; only the
// inferred one is a guess.
func TestBindOrder(t *testing.T) {
	text := "[GameType \"25\"] 1. c3-d4 *\n1. 11-15 *\n"
	games := inferAll(t, text)
	require.Len(t, games, 2)
	assert.Equal(t, [2]any{variant.Russian, false}, [2]any{games[0].Variant, games[0].Guessed})
	assert.Equal(t, [2]any{variant.English, true}, [2]any{games[1].Variant, games[1].Guessed})

	r := NewReader(strings.NewReader(text))
	r.Variant = variant.Italian
	g, err := r.Read()
	require.NoError(t, err)
	assert.Same(t, variant.Russian, g.Variant, "the tag wins")
	g, err = r.Read()
	require.NoError(t, err)
	assert.Equal(t, [2]any{variant.Italian, false}, [2]any{g.Variant, g.Guessed})
	assert.Error(t, g.Err, "11-15 is no Italian first move")
}

// Squares up to 32 put a game on the 8x8 boards, where English, first in
// the registry, replays 11-15 23-19 8-11 22-17 (Black's men on 1-12 move
// down to higher numbers, White's up); 35-30 needs a 10x10 board; a game
// that replays nowhere is read under the variant it replays furthest
// under, with its fault.
func TestInfer(t *testing.T) {
	for text, want := range map[string]*variant.Variant{
		"1. 11-15 23-19 2. 8-11 22-17 *": variant.English,
		"1. 32-28 18-23 2. 35-30 *":      variant.International,
		// Algebraic squares: the variants that write squares so.
		"1. c3-d4 f6-e5 2. d4xf6 g7xe5 *": variant.Russian,
		// A Konane lift.
		"1. d5 d4 2. d7xd5 *": variant.Hawaii,
	} {
		games := inferAll(t, text)
		require.Len(t, games, 1)
		g := games[0]
		assert.NoError(t, g.Err, text)
		assert.Same(t, want, g.Variant, text)
		assert.True(t, g.Guessed, text)
	}
	g := inferAll(t, "1. 11-15 11-15 *")[0]
	assert.Same(t, variant.English, g.Variant)
	assert.True(t, g.Guessed)
	assert.Len(t, g.Moves, 1)
	line, col, text := errAt(t, g.Err)
	assert.Equal(t, [3]any{1, 10, "11-15"}, [3]any{line, col, text})
}

// The order of the candidates: a variant a tag mentions, then the previous
// game's, then (for a game without moves) those whose start the FEN
// looks like, then smaller boards, then the registry's order.
func TestCandidates(t *testing.T) {
	var b Binder
	first := func(text string) string {
		t.Helper()
		c := b.Candidates(parseOne(t, text))
		require.NotEmpty(t, c, text)
		return c[0].Name()
	}
	assert.Equal(t, []string{"english", "antidam", "thai", "portuguese", "spanish", "italian", "pool",
		"international", "killer", "breakthrough", "antidraughts", "frisian", "frysk", "canadian"},
		names(b.Candidates(parseOne(t, "1. 11-15 23-19 *"))), "8x8 numeric boards first, then 10x10, then 12x12")
	assert.Equal(t, "italian", first("[Event \"Italian championship\"]\n1. 21-17 *"))
	// The longest mention first: "dama" is an alias of Czech, "dama
	// italiana" of Italian.
	assert.Equal(t, "italian", first("[Event \"Campionato di Dama Italiana\"]\n1. 21-17 *"))
	assert.Equal(t, "czech", first("[Event \"MR Ceska Dama\"]\n1. c3-d4 *"))
	assert.Equal(t, "russian", first("[FEN \"W:Wb6:Bc7\"] *"))
	// 11-man ballots: Black to move is English, White to move Italian.
	assert.Equal(t, "english", first("[FEN \"B:W19,21-27,29-32:B1-7,9-12\"] *"))
	assert.Equal(t, "italian", first("[FEN \"W:W21-27,29-32:B1-7,9-11,15\"] *"))
	assert.Equal(t, "international", first("[FEN \"W:W31-50:B1-20\"] *"))
	// No variant writes square 99; nothing to tell the variant by.
	assert.Empty(t, b.Candidates(parseOne(t, "1. 99-98 *")))
	assert.Empty(t, b.Candidates(parseOne(t, "[Event \"e\"] *")))

	// After an Italian game, the next game's candidates start with
	// Italian, unless a tag mentions another variant.
	g := b.Bind(parseOne(t, "[GameType \"22\"] 1. 21-17 *"))
	require.NoError(t, g.Err)
	assert.Equal(t, "italian", first("1. 11-15 *"))
	assert.Equal(t, "english", first("[Event \"English open\"] 1. 11-15 *"))
}

// A game that has neither moves with squares nor a FEN tag keeps the
// previous game's variant, or has none; so does a game whose moves are
// all unknown ("-"). A game whose squares no variant has is read under
// the previous game's variant, or International.
func TestInferWithoutEvidence(t *testing.T) {
	g := inferAll(t, "[Event \"e\"]\n*")[0]
	assert.Nil(t, g.Variant)
	assert.False(t, g.Guessed)
	assert.NoError(t, g.Err)
	assert.Equal(t, "*", g.Result)

	games := inferAll(t, "[Event \"a\"] 1. 11-15 *\n[Event \"b\"] 1-0\n[Event \"c\"] 1. - - 2. - - *\n[Event \"d\"] 1. 99-98 *\n")
	require.Len(t, games, 4)
	for i, g := range games {
		assert.Same(t, variant.English, g.Variant, "game %d", i+1)
		assert.True(t, g.Guessed, "game %d", i+1)
	}
	assert.Equal(t, "1-0", games[1].Result)
	assert.ErrorIs(t, games[2].Err, notation.ErrSyntax)
	assert.ErrorIs(t, games[3].Err, notation.ErrSquare)

	g = inferAll(t, "1. 99-98 *")[0]
	assert.Same(t, variant.International, g.Variant)
	assert.ErrorIs(t, g.Err, notation.ErrSquare)
}

// A game that fails replays under every candidate, and the one it
// replays furthest under wins: the previous game's variant is not kept
// for a game that does not replay under it, and a game that does not
// replay whole does not set the next game's first candidate.
func TestInferFurthest(t *testing.T) {
	games := inferAll(t, "1. 11-15 23-19 *\n1. 21-17 9-13 *\n1. 22-18 12-16 *\n")
	require.Len(t, games, 3)
	assert.Same(t, variant.English, games[0].Variant)
	assert.NoError(t, games[0].Err)
	// 21-17 is a White move: not English, where Black starts.
	assert.NotSame(t, variant.English, games[1].Variant)
	assert.NoError(t, games[1].Err)
	assert.Same(t, games[1].Variant, games[2].Variant, "the variant of the game before")
}

// Inference with Strict: the same choice, and a fault of a variation
// under the variant chosen is the game's fault.
func TestInferStrict(t *testing.T) {
	r := NewReader(strings.NewReader("1. 11-15 (1. 9-9) 23-19 *\n"))
	r.Strict = true
	g, err := r.Read()
	require.Error(t, err)
	assert.Same(t, variant.English, g.Variant)
	assert.True(t, g.Guessed)
	line, col, text := errAt(t, err)
	assert.Equal(t, [3]any{1, 14, "9-9"}, [3]any{line, col, text})
}

// Tags that name a variant, or not.
func TestNamesVariant(t *testing.T) {
	for text, want := range map[string]bool{
		"[GameType \"21\"]\n*":               true,
		"[Variant \"Russian\"]\n*":           true,
		"[Variant \"Shashki!\"]\n*":          true,
		"[Variant \"Standard\"]\n*":          false,
		"[GameType \"?\"]\n[Event \"x\"]\n*": false,
		"[GameType \"\"]\n*":                 false,
		"1. 32-28 *":                         false,
	} {
		raw := parseOne(t, text)
		assert.Equal(t, want, raw.NamesVariant(), text)
		assert.Equal(t, want, Replay(raw, variant.International, false).NamesVariant(), text)
	}
}

// inferCase is the variant a person gives the games of a real file.
type inferCase struct {
	path string
	want *variant.Variant
	// games gives another variant to some games (counted from 1).
	games map[int]*variant.Variant
}

// inferCases has one row per real file: the variant of every game, its
// tags' or, when they name none, inferred. SOURCES.md says what each file
// holds.
var inferCases = []inferCase{
	{path: "czech/mrcd2000kval.pdn", want: variant.Czech},
	{path: "czech/mrdrcd08.pdn", want: variant.Czech},
	{path: "english/11_man_english.pdn", want: variant.English},
	{path: "english/OCA_2.0.pdn", want: variant.English},
	{path: "english/Principles_of_Strategy.pdn", want: variant.English},
	{path: "english/parse_simple.pdn", want: variant.English},
	{path: "english/tinsley.pdn", want: variant.English},
	{path: "frisian/20241114_144300.pdn", want: variant.Frisian},
	{path: "international/090417ronde12.pdn", want: variant.International},
	{path: "international/40Camp.DamaInternazionaleAssoluto.pdn", want: variant.International},
	{path: "international/48th_Polish_Team_Championship.pdn", want: variant.International},
	{path: "international/Cat.B1.pdn", want: variant.International},
	{path: "international/DUTCH96H.pdn", want: variant.International},
	{path: "international/PROF2.pdn", want: variant.International},
	{path: "international/Partie_avec_FEN1.pdn", want: variant.International},
	{path: "international/World_Title_Match_Women_2024.pdn", want: variant.International},
	{path: "international/babasy1.pdn", want: variant.International},
	{path: "international/candidate95.pdn", want: variant.International},
	{path: "international/delfts.pdn", want: variant.International},
	{path: "international/kurnik.pdn", want: variant.International},
	{path: "international/nk2003-amsterdam.pdn", want: variant.International},
	{path: "international/schildpad.pdn", want: variant.International},
	{path: "international/sijbgant.pdn", want: variant.International},
	// Games with no moves ("*" alone) among the others keep the file's
	// variant.
	{path: "international/wiersma.pdn", want: variant.International},
	{path: "italian/11_man_italian.pdn", want: variant.Italian},
	// "1.a3b4": algebraic squares on an 8x8 board, and a3-b4 is a first
	// move of White's there: Russian.
	{path: "other/alphanumeric.pdn", want: variant.Russian},
	// Three positions and no moves: the third is International's start
	// (W31-50:B1-20); the first two hold squares up to 31, which fit an
	// 8x8 board, and no ballot's start: the smallest board that holds
	// them, English's, is taken (nothing in the file tells that it comes
	// from FMJD's set).
	{path: "other/fen.pdn", want: variant.International, games: map[int]*variant.Variant{1: variant.English, 2: variant.English}},
	{path: "other/gameterminator.pdn", want: variant.International},
	{path: "other/linecomment.pdn", want: variant.International},
	{path: "other/movestrength.pdn", want: variant.International},
	{path: "other/nested_comment.pdn", want: variant.International},
	{path: "other/string.pdn", want: variant.International},
	{path: "other/unicode.pdn", want: variant.International},
	{path: "other/variation.pdn", want: variant.International},
	// The game with no moves known ("1. - - 2. - -") keeps the file's
	// variant.
	{path: "russian/abatsiev.pdn", want: variant.Russian},
	{path: "russian/draw101.pdn", want: variant.Russian},
	{path: "russian/draw105.pdn", want: variant.Russian},
}

// TestInferRealFiles reads every real file with no variant given: every
// game has the variant a person gives it, a guess exactly when its tags
// name none, and the same fault as when read under that variant. The files
// are those of testdata/pdn at the root of the repository; the test is
// skipped when the folder is missing.
func TestInferRealFiles(t *testing.T) {
	if _, err := os.Stat(testdata); errors.Is(err, fs.ErrNotExist) {
		t.Skip("no real files in", testdata)
	}
	var listed []string
	for _, c := range inferCases {
		listed = append(listed, c.path)
		t.Run(c.path, func(t *testing.T) {
			inferred := readFile(t, fileCase{path: c.path})
			given := readFile(t, fileCase{path: c.path, variant: c.want})
			require.Len(t, inferred, len(given))
			for i, g := range inferred {
				n := i + 1
				want := c.want
				if v, ok := c.games[n]; ok {
					want = v
				}
				assert.Same(t, want, g.Variant, "game %d (%s): %v", n, describe(g), g.Variant)
				assert.Equal(t, !g.NamesVariant(), g.Guessed, "game %d", n)
				if want == c.want {
					assert.Equal(t, errText(given[i].Err), errText(g.Err), "game %d", n)
					assert.Equal(t, len(given[i].Moves), len(g.Moves), "game %d", n)
				}
			}
		})
	}
	var found []string
	require.NoError(t, filepath.WalkDir(testdata, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pdn") {
			rel, _ := filepath.Rel(testdata, path)
			found = append(found, filepath.ToSlash(rel))
		}
		return err
	}))
	slices.Sort(found)
	slices.Sort(listed)
	assert.Equal(t, found, listed, "one row per file")
}

// errText is the text of err, "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestInferenceCost reads a file of untagged English games with the
// variant given and inferred: inference costs one replay a game once the
// first game has set the file's variant, the first game one per variant
// at most (BenchmarkReadInferred times it on 50 MB). The replays are
// counted, not timed, so that a loaded machine cannot fail the test.
func TestInferenceCost(t *testing.T) {
	data := englishFile(t, 1<<20)
	count := func(v *variant.Variant) (games int, replayed int64) {
		before := replays.Load()
		games = readCount(t, data, v)
		return games, replays.Load() - before
	}
	games, given := count(variant.English)
	require.Greater(t, games, 100)
	assert.Equal(t, int64(games), given, "one replay a game with the variant given")
	games, inferred := count(nil)
	assert.LessOrEqual(t, inferred, int64(games+len(variant.All())), "replays for %d games inferred", games)
}
