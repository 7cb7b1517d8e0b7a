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

// testdata is the folder of real PDN files, testdata/pdn at the root of
// the repository; SOURCES.md there says where each file comes from.
var testdata = filepath.Join("..", "..", "testdata", "pdn")

// fault is a fault a real file is known to have, found by hand.
type fault struct {
	game      int // counted from 1
	line, col int
	text      string
	kind      error // the sentinel it wraps
}

// fileCase is what reading one real file must give.
type fileCase struct {
	path string
	// variant is the variant the file's content implies when its games
	// have no GameType tag (SOURCES.md), given to the reader; nil lets
	// the reader infer it, which for these files gives International
	// (TestInferRealFiles checks the variant of every game).
	variant *variant.Variant
	// games is the number of games: SOURCES.md's count of tag sections,
	// unless a comment says why the reader finds another number.
	games  int
	faults []fault
	// warnings is the number of faults lenient reading passes over.
	warnings int
	// plies gives the length of the main line of some games (counted
	// from 1 in the file), counted by hand from the move numbers of the
	// file.
	plies map[int]int
}

var fileCases = []fileCase{
	{path: "czech/mrcd2000kval.pdn", variant: variant.Czech, games: 40},
	// Games 10 and 11 write a king's two captures along one diagonal as
	// stopping on a square between them that is not the first behind the
	// first piece ("b8xe5xh2" for b8:d6:h2); notation.ParseMove accepts
	// any such square.
	{path: "czech/mrdrcd08.pdn", variant: variant.Czech, games: 40},
	{path: "english/11_man_english.pdn", variant: variant.English, games: 2400},
	{path: "english/OCA_2.0.pdn", variant: variant.English, games: 43},
	{path: "english/Principles_of_Strategy.pdn", variant: variant.English, games: 16},
	{path: "english/parse_simple.pdn", variant: variant.English, games: 1},
	{path: "english/tinsley.pdn", variant: variant.English, games: 724, faults: []fault{
		// "61. 12-16 22-26 62. 32-28": Black's kings stand on 28 and 29
		// (Black played 32-28 at move 60 and has not moved it back);
		// nothing is on 32. A transcription slip.
		{541, 5588, 5, "32-28", notation.ErrIllegal},
		// "8-11Redoversteppedthetimecontrolonthismove." : a remark run
		// into the move, with no braces and no spaces.
		{623, 6434, 70, "8-11Redoversteppedthetimecontrolonthismove", notation.ErrSyntax},
		{693, 7170, 17, "26-22Whiteoversteppedthetimecontrolonthismove", notation.ErrSyntax},
	},
		// The file writes 2326 quiet moves with an "x" ("4. 10x14":
		// 10 and 14 are next to each other, on neighbouring rows). The
		// number was counted apart from this code: the tokens
		// NUMBERxNUMBER outside tags and comments whose squares lie on
		// neighbouring rows ((n-1)/4 differs by one), which no jump
		// does.
		warnings: 2326},
	{path: "frisian/20241114_144300.pdn", games: 1, faults: []fault{
		// GameType 40, Frisian draughts. After "7. 28x17" Black must
		// take two men, 7x27x38 (c9 over c7 along the file, then over
		// d4): the most value. The file plays 11x22, which takes one.
		// The program that wrote it seems to miss that capture.
		{1, 9, 100, "11x22", notation.ErrIllegal},
	}},
	{path: "international/090417ronde12.pdn", games: 7},
	{path: "international/40Camp.DamaInternazionaleAssoluto.pdn", games: 45},
	{path: "international/48th_Polish_Team_Championship.pdn",
		// 81 tag sections, and line 146 holds a game with no tags:
		// "[Empty] 1. 32-28 ..." (the broken tag is a warning).
		games: 82,
		// A "[" alone on line 88, "[Empty]" on line 146, "[[Event" on
		// line 174; and the "-" that ends games 17, 19, 28, 45 and 47
		// (unplayed games, Result "-"), which is no PDN result: lenient
		// reading takes it for "*" with a warning, and the games keep
		// all their moves (they used to end with a fault at the "-",
		// though the moves before it were all kept too).
		warnings: 8,
		// The last move numbers before the "-": "62.35-30 -",
		// "37.37-32 -", "52.36-31 12-18 -", "34.33x31 -", "37.29x38 -".
		plies: map[int]int{17: 123, 19: 73, 28: 104, 45: 67, 47: 73}},
	{path: "international/Cat.B1.pdn", games: 37},
	{path: "international/DUTCH96H.pdn", games: 13},
	{path: "international/PROF2.pdn", games: 16,
		// Game 14, "21. 38x33": the quiet move 38-33 written with "x".
		warnings: 1},
	{path: "international/Partie_avec_FEN1.pdn", games: 4},
	{path: "international/World_Title_Match_Women_2024.pdn", games: 2,
		// The literal "\r" after ten of the first game's eleven tags,
		// on the blank line after them, and after its result (12); and
		// in game 2, "1. 34-30 {...} (1... 5-10) 1... 20-25": the
		// variation stands after White's first move, so it replaces it,
		// but it is a Black move; White is to move in the starting
		// position. The variation is left out with a warning, at line
		// 29, column 45, and the main line goes on: the game used to
		// end there with a fault, after its first move.
		warnings: 13,
		// Game 1 ends with White's 67th move, "67. 28-44?!", game 2 with
		// White's 61st, "61. 23-19".
		plies: map[int]int{1: 133, 2: 121}},
	{path: "international/babasy1.pdn", games: 43},
	{path: "international/candidate95.pdn", games: 8},
	{path: "international/delfts.pdn", games: 2, faults: []fault{
		// The games end in the mini-tournament scores "4-6" and "1-9",
		// which are no PDN results; read as moves they are not legal.
		{1, 26, 69, "4-6", notation.ErrIllegal},
		{2, 53, 35, "1-9", notation.ErrIllegal},
	}},
	{path: "international/kurnik.pdn", games: 4},
	{path: "international/nk2003-amsterdam.pdn", games: 33},
	{path: "international/schildpad.pdn", games: 34, faults: []fault{
		// A king's capture written from and to only, which two legal
		// captures share (36x18x7x16 and 36x13x2x16 take other pieces);
		// PDN asks for the path then.
		{3, 52, 70, "36x16", notation.ErrAmbiguous},
		// The same: 4x22x33x24 or 4x31x42x24.
		{7, 140, 7, "4x24", notation.ErrAmbiguous},
	}},
	{path: "international/sijbgant.pdn", games: 6},
	{path: "international/wiersma.pdn", games: 34},
	{path: "italian/11_man_italian.pdn", variant: variant.Italian, games: 2400},
	// A syntax sample, "1.a3b4": algebraic squares of an 8x8 board, read
	// as Russian, where a3-b4 is one of White's first moves. (Read as
	// International, when the reader took untagged games for it, it was
	// illegal: White's own man stands on b4.)
	{path: "other/alphanumeric.pdn", games: 1},
	{path: "other/fen.pdn", games: 3},
	{path: "other/gameterminator.pdn", games: 1},
	{path: "other/linecomment.pdn", games: 1},
	{path: "other/movestrength.pdn", games: 1},
	{path: "other/nested_comment.pdn", games: 1, faults: []fault{
		// A sample of what PDN forbids: comments do not nest, so the
		// first "}" ends the comment and the second is stray.
		{1, 1, 46, "}", ErrSyntax},
	}},
	{path: "other/string.pdn", games: 1},
	{path: "other/unicode.pdn", games: 1},
	{path: "other/variation.pdn", games: 1},
	{path: "russian/abatsiev.pdn", variant: variant.Russian, games: 56, faults: []fault{
		// A game whose moves are unknown: "1. - - 2. - - ...".
		{36, 595, 4, "-", notation.ErrSyntax},
	}},
	{path: "russian/draw101.pdn", games: 1},
	{path: "russian/draw105.pdn", games: 1},
}

// readFile reads every game of a real file.
func readFile(t testing.TB, c fileCase) []*Game {
	t.Helper()
	f, err := os.Open(filepath.Join(testdata, filepath.FromSlash(c.path)))
	require.NoError(t, err)
	defer f.Close()
	r := NewReader(f)
	r.Variant = c.variant
	var games []*Game
	for g, err := range r.All() {
		require.NoError(t, err)
		games = append(games, g)
	}
	return games
}

// TestRealFilesListed checks that TestRealFiles covers every file of the
// folder.
func TestRealFilesListed(t *testing.T) {
	var found []string
	err := filepath.WalkDir(testdata, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pdn") {
			rel, _ := filepath.Rel(testdata, path)
			found = append(found, filepath.ToSlash(rel))
		}
		return err
	})
	require.NoError(t, err)
	var listed []string
	for _, c := range fileCases {
		listed = append(listed, c.path)
	}
	slices.Sort(found)
	slices.Sort(listed)
	assert.Equal(t, found, listed)
}

// TestRealFiles reads every game of every real file, replaying every
// move, and checks the number of games, the faults found by hand (and no
// others), the warnings, the length of some main lines, and that every
// game read is written and read back the same.
func TestRealFiles(t *testing.T) {
	for _, c := range fileCases {
		t.Run(c.path, func(t *testing.T) {
			games := readFile(t, c)
			assert.Len(t, games, c.games)
			warnings := 0
			want := map[int]fault{}
			for _, f := range c.faults {
				want[f.game] = f
			}
			for i, g := range games {
				n := i + 1
				warnings += len(g.Warnings)
				f, faulty := want[n]
				if !faulty {
					assert.NoError(t, g.Err, "game %d (%s)", n, describe(g))
				} else {
					var e *Error
					if assert.ErrorAs(t, g.Err, &e, "game %d", n) {
						assert.Equal(t, [2]int{f.line, f.col}, [2]int{e.Line, e.Column}, "game %d: %v", n, e)
						assert.Equal(t, f.text, e.Text, "game %d", n)
						assert.ErrorIs(t, g.Err, f.kind, "game %d", n)
					}
				}
				if want, ok := c.plies[n]; ok {
					assert.Len(t, g.Moves, want, "game %d: the main line", n)
				}
				if g.Variant == nil {
					continue
				}
				if d := checkRoundTrip(g); d != "" {
					t.Errorf("game %d (%s) does not read back the same: %s", n, describe(g), d)
				}
			}
			assert.Equal(t, c.warnings, warnings, "warnings")
		})
	}
}

// TestRealFilesStrict reads the files that have no faults and no warnings
// in strict mode: no error at all.
func TestRealFilesStrict(t *testing.T) {
	for _, c := range fileCases {
		if len(c.faults) > 0 || c.warnings > 0 {
			continue
		}
		f, err := os.Open(filepath.Join(testdata, filepath.FromSlash(c.path)))
		require.NoError(t, err)
		r := NewReader(f)
		r.Variant, r.Strict = c.variant, true
		n := 0
		for _, err := range r.All() {
			assert.NoError(t, err, c.path)
			n++
		}
		f.Close()
		assert.Equal(t, c.games, n, c.path)
	}
}

// TestFrisianFile: the Frisian game (GameType 40) is read as Frisian
// draughts and replayed up to its illegal 14th ply, whose 13 plies before
// are kept, orthogonal captures among them.
func TestFrisianFile(t *testing.T) {
	games := readFile(t, fileCase{path: "frisian/20241114_144300.pdn"})
	require.Len(t, games, 1)
	g := games[0]
	assert.Equal(t, variant.Frisian, g.Variant)
	assert.Len(t, g.Moves, 13)
	assert.True(t, errors.Is(g.Err, notation.ErrIllegal))
	v, ok := g.Tag("White")
	assert.True(t, ok)
	assert.Equal(t, "Player1", v)
}

// TestBroadcastVariationLeftOut: in game 2 of the lidraughts broadcast
// file, a variation that cannot be played is left out with a warning, and
// the main line is read to its end with the other variation.
func TestBroadcastVariationLeftOut(t *testing.T) {
	games := readFile(t, fileCase{path: "international/World_Title_Match_Women_2024.pdn"})
	require.Len(t, games, 2)
	g := games[1]
	require.NoError(t, g.Err)
	// "1. 34-30 {[%clock w1:29:52 B1:28:30]} (1... 5-10) 1... 20-25".
	require.NotEmpty(t, g.Moves)
	assert.Equal(t, "34-30", g.Moves[0].Text)
	assert.Empty(t, g.Moves[0].Variations, "the variation 5-10 is left out")
	assert.Equal(t, "[%clock w1:29:52 B1:28:30]", g.Moves[0].Comment)
	require.Len(t, g.Warnings, 2) // the "\r" after game 1, then 5-10
	w := g.Warnings[1]
	assert.Equal(t, [3]any{29, 45, "5-10"}, [3]any{w.Line, w.Column, w.Text})
	assert.ErrorIs(t, w, notation.ErrIllegal)
	// "33. 40-35?! {Inaccuracy. Best move was 38-33.} {[%clock ...]}
	// (33. 38-33 24-29 ... 37. 26x17 12x21) 33... 24-30": White's 33rd
	// move is ply 65, the 65th node.
	require.Len(t, g.Moves, 121)
	n := g.Moves[64]
	assert.Equal(t, "40-35", n.Text)
	assert.Equal(t, []int{6}, n.NAGs, "?! is NAG 6")
	assert.Equal(t, "Inaccuracy. Best move was 38-33. [%clock w0:28:09 B0:09:01]", n.Comment)
	require.Len(t, n.Variations, 1)
	assert.Equal(t, []string{"38-33", "24-29", "33x24", "19x30", "28x19", "13x24", "40-35", "17-21", "26x17", "12x21"},
		texts(n.Variations[0]))
	assert.Equal(t, "24-30", g.Moves[65].Text)
	assert.Equal(t, "23-19", g.Moves[120].Text)
	assert.Equal(t, "1-1", g.Result)
}
