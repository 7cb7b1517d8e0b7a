package checkers_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readGames reads every game of a PDN file, those whose tags name no
// variant under the variant the reader infers (notation/pdn's tests check
// it is the one SOURCES.md gives each file).
func readGames(t *testing.T, path string) []*pdn.Game {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r := pdn.NewReader(f)
	var games []*pdn.Game
	for pg, err := range r.All() {
		require.NoError(t, err, path)
		games = append(games, pg)
	}
	return games
}

// The first game of 090417ronde12.pdn, read by hand from the file: seven
// roster tags, the International result "2-0" (White won, the file does
// not say how), 48 moves of each side, with no comment.
func TestFromPDNKeepsTheRecord(t *testing.T) {
	pg := readGames(t, filepath.Join("testdata", "pdn", "international", "090417ronde12.pdn"))[0]
	g, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	assert.Equal(t, []pdn.Tag{
		{Name: "Event", Value: "NK 2009, ronde 12, 17 april"},
		{Name: "Site", Value: "nk2009.dvvbi.nl"},
		{Name: "Date", Value: "17 april 2009"},
		{Name: "Round", Value: "12"},
		{Name: "White", Value: "Hein Meijer"},
		{Name: "Black", Value: "Pim Meurs"},
	}, g.Tags())
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Recorded}, g.Result())
	assert.Equal(t, "white wins: as recorded", g.Result().String())
	assert.Equal(t, checkers.Result{}, g.ByRules(), "Black still has moves")
	assert.Equal(t, 96, g.Ply())
	assert.Equal(t, "33-28", g.HistoryTexts()[0])
	assert.Equal(t, "14-19", g.HistoryTexts()[95])
	assert.ErrorIs(t, g.PlayText("28-22"), checkers.ErrGameOver)

	var buf bytes.Buffer
	require.NoError(t, g.WritePDN(&buf))
	text := buf.String()
	assert.True(t, strings.HasPrefix(text, `[Event "NK 2009, ronde 12, 17 april"]
[Site "nk2009.dvvbi.nl"]
[Date "17 april 2009"]
[Round "12"]
[White "Hein Meijer"]
[Black "Pim Meurs"]
[Result "2-0"]
[GameType "20"]
`), text)
	assert.True(t, strings.HasSuffix(text, "2-0\n\n"), text)
}

// sameRecord checks that two games hold the same record: sameLine's, the
// same tags, and the same declared result.
func sameRecord(t *testing.T, want, got *checkers.Game, context string) {
	t.Helper()
	sameLine(t, want, got, context)
	assert.Equal(t, want.Tags(), got.Tags(), context)
	wd, _ := want.Declared()
	gd, _ := got.Declared()
	assert.Equal(t, wd, gd, context)
}

// sameLine checks that two games hold the same record but for their tags
// and declared result: variant, start, moves, result, and the comment and
// annotation of every ply.
func sameLine(t *testing.T, want, got *checkers.Game, context string) {
	t.Helper()
	assert.Equal(t, want.Variant(), got.Variant(), context)
	assert.Equal(t, want.Start(), got.Start(), context)
	assert.Equal(t, want.History(), got.History(), context)
	assert.Equal(t, want.Result(), got.Result(), context)
	for ply := 0; ply <= want.Ply(); ply++ {
		if want.Comment(ply) != got.Comment(ply) {
			assert.Equal(t, want.Comment(ply), got.Comment(ply), "%s ply %d", context, ply)
		}
		if wa, ga := want.Annotation(ply), got.Annotation(ply); !reflect.DeepEqual(wa, ga) {
			assert.Equal(t, wa, ga, "%s ply %d", context, ply)
		}
	}
}

// annotated reports whether any move of g has an annotation.
func annotated(g *checkers.Game) bool {
	for ply := 1; ply <= g.Ply(); ply++ {
		if !reflect.DeepEqual(g.Annotation(ply), checkers.Annotation{}) {
			return true
		}
	}
	return false
}

// Every game of the real files is written and read again into the same
// record: tags, result, moves, comments, and the annotations of the moves
// (variations with their comments, NAGs, strength marks). The games whose
// tags name no variant are read under the variant the reader infers; a
// game with a fault keeps the moves before it, and those are written and
// read back too. The first writing puts the tags in the writer's canonical
// order and sets GameType; from then on the record is a fixed point. The
// JSON form keeps the same record.
func TestPDNRecordRoundTripOnRealFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pdn", "*", "*.pdn"))
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no real files in testdata/pdn")
	}
	games, faulty, withNotes := 0, 0, 0
	for _, path := range files {
		for i, pg := range readGames(t, path) {
			at := fmt.Sprintf("%s game %d", path, i+1)
			first, err := checkers.FromPDN(pg)
			if first.Variant() == nil || first.Err() != nil {
				continue // no variant, or a start position that cannot occur
			}
			if err != nil {
				faulty++
			}
			var one, two bytes.Buffer
			require.NoError(t, first.WritePDN(&one), at)
			second := mustRead(t, one.Bytes())
			require.NoError(t, second.WritePDN(&two))
			assert.Equal(t, one.String(), two.String(), at)
			sameRecord(t, second, mustRead(t, two.Bytes()), at)

			// Against the file itself: the same moves, result, comments
			// and annotations, and every tag of the file (but those the
			// writer replaces) kept. (The result the rules give is
			// written, and read back as a declared one too.)
			sameLine(t, first, second, at)
			for _, tag := range first.Tags() {
				switch strings.ToLower(tag.Name) {
				case "gametype", "variant", "setup", "fen":
					continue
				}
				assert.Contains(t, second.Tags(), tag, at)
			}

			data, err := json.Marshal(first)
			require.NoError(t, err, at)
			var fromJSON checkers.Game
			require.NoError(t, json.Unmarshal(data, &fromJSON), at)
			sameLine(t, first, &fromJSON, at+" (JSON)")
			// JSON sets the tags as SetTag does, which removes a tag
			// of empty value.
			var tags []pdn.Tag
			for _, tag := range first.Tags() {
				if tag.Value != "" {
					tags = append(tags, tag)
				}
			}
			assert.Equal(t, tags, fromJSON.Tags(), at+" (JSON)")

			games++
			if annotated(first) {
				withNotes++
			}
		}
	}
	t.Logf("%d games, %d of them with a fault, %d with annotations", games, faulty, withNotes)
	assert.Greater(t, games, 6000)
	assert.Greater(t, faulty, 0)
	assert.GreaterOrEqual(t, withNotes, 5)
}

func mustRead(t *testing.T, text []byte) *checkers.Game {
	t.Helper()
	var g checkers.Game
	require.NoError(t, g.UnmarshalText(text))
	return &g
}

// A declared result with its reason: a time forfeit is written as a
// Termination tag and read back as one; tags, comments and the result
// survive JSON too.
func TestDeclaredResultRoundTrip(t *testing.T) {
	g := checkers.New(variant.English)
	g.SetTag("Event", "Club night")
	g.SetTag("White", "A")
	g.SetTag("Black", "B")
	g.SetComment(0, "a quiet opening")
	require.NoError(t, g.PlayText("11-15"))
	require.True(t, g.SetComment(1, "the Old Faithful"))
	require.NoError(t, g.PlayText("23-19"))
	require.NoError(t, g.Declare(checkers.Result{Status: checkers.BlackWins, Reason: checkers.TimeForfeit}))
	assert.ErrorIs(t, g.PlayText("8-11"), checkers.ErrGameOver)

	text, err := g.MarshalText()
	require.NoError(t, err)
	assert.Contains(t, string(text), `[Termination "time forfeit"]`)
	assert.Contains(t, string(text), `[Result "0-1"]`)
	back := mustRead(t, text)
	assert.Equal(t, "black wins: time forfeit", back.Result().String())
	assert.Equal(t, "the Old Faithful", back.Comment(1))
	assert.Equal(t, "a quiet opening", back.Comment(0))

	data, err := json.Marshal(g)
	require.NoError(t, err)
	var fromJSON checkers.Game
	require.NoError(t, json.Unmarshal(data, &fromJSON), string(data))
	sameRecord(t, g, &fromJSON, string(data))
	assert.JSONEq(t, `{"variant":"english","start":"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
		"moves":["11-15","23-19"],"comments":["a quiet opening","the Old Faithful"],
		"tags":[{"name":"Event","value":"Club night"},{"name":"White","value":"A"},{"name":"Black","value":"B"}],
		"result":"black wins: time forfeit"}`, string(data))
}

// Only results the rules do not give may be declared, and only once.
func TestDeclare(t *testing.T) {
	g := checkers.New(variant.Russian)
	for _, r := range []checkers.Result{
		{}, // ongoing
		{Status: checkers.Drawn, Reason: checkers.Resignation}, // a resignation wins
		{Status: checkers.WhiteWins, Reason: checkers.Agreement},
		{Status: checkers.WhiteWins, Reason: checkers.NoMoves}, // the rules' own
		{Status: checkers.Ongoing, Reason: checkers.TimeForfeit},
		{Status: checkers.Drawn, Reason: checkers.RulesInfraction}, // an infraction loses
	} {
		assert.ErrorIs(t, g.Declare(r), checkers.ErrResult, r.String())
	}
	require.NoError(t, g.Declare(checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}))
	assert.ErrorIs(t, g.Resign(board.White), checkers.ErrGameOver)
	d, ok := g.Declared()
	assert.True(t, ok)
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, d)
}

// An illegal move loses the game: the PDN says so in its Termination tag,
// and reads back with the same reason.
func TestDeclareRulesInfraction(t *testing.T) {
	g := checkers.New(variant.English)
	require.NoError(t, g.PlayText("11-15"))
	require.NoError(t, g.Declare(checkers.Result{Status: checkers.BlackWins, Reason: checkers.RulesInfraction}))
	assert.Equal(t, "black wins: rules infraction", g.Result().String())
	pg := g.PDN()
	term, ok := tagValue(pg.Tags, "Termination")
	require.True(t, ok)
	assert.Equal(t, "rules infraction", term)
	back, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	d, _ := back.Declared()
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.RulesInfraction}, d)
}

func tagValue(tags []pdn.Tag, name string) (string, bool) {
	for _, t := range tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// A clone is a game of its own: moves played on either leave the other as
// it was.
func TestClone(t *testing.T) {
	g := checkers.New(variant.English)
	require.NoError(t, g.PlayText("11-15"))
	g.SetTag("Event", "e")
	c := g.Clone()
	require.NoError(t, g.PlayText("23-19"))
	require.NoError(t, c.PlayText("22-18"))
	g.SetTag("Event", "changed")
	assert.Equal(t, []string{"11-15", "23-19"}, g.HistoryTexts())
	assert.Equal(t, []string{"11-15", "22-18"}, c.HistoryTexts())
	v, _ := c.Tag("Event")
	assert.Equal(t, "e", v)
	assert.Len(t, c.Positions(), 3)
	assert.Equal(t, c.Position(), c.Positions()[2])
}

// The zero Game and a game of a nil variant refuse moves with an error and
// read as empty games.
func TestZeroGame(t *testing.T) {
	for _, g := range []*checkers.Game{new(checkers.Game), checkers.New(nil), checkers.NewFromPosition(nil, board.Position{})} {
		assert.ErrorIs(t, g.PlayText("11-15"), checkers.ErrNoVariant)
		assert.ErrorIs(t, g.Play(board.Move{}), checkers.ErrNoVariant)
		assert.ErrorIs(t, g.Resign(board.White), checkers.ErrNoVariant)
		assert.ErrorIs(t, g.AgreeDraw(), checkers.ErrNoVariant)
		assert.ErrorIs(t, g.ClaimDraw(board.White, ""), checkers.ErrNoVariant)
		assert.ErrorIs(t, undoErr(g.Undo()), checkers.ErrNoMoveToUndo)
		assert.Empty(t, g.LegalMoves())
		assert.Empty(t, g.HistoryTexts())
		assert.Equal(t, board.Position{}, g.Position())
		assert.Equal(t, checkers.Result{}, g.Result())
		assert.Equal(t, "no variant", g.String())
		_, err := json.Marshal(g)
		assert.ErrorIs(t, err, checkers.ErrNoVariant)
		assert.NotNil(t, g.PDN())
		assert.Error(t, g.WritePDN(&bytes.Buffer{}))
		assert.NotNil(t, g.Clone())
	}
	_, err := checkers.FromPDN(nil)
	assert.ErrorIs(t, err, checkers.ErrNoVariant)
	_, err = checkers.NewFromFEN(nil, "W:W:B")
	assert.Error(t, err)
}

// Results read back from their text; anything else is an error.
func TestResultText(t *testing.T) {
	for _, r := range []checkers.Result{{}, {Status: checkers.Drawn, Reason: checkers.Agreement},
		{Status: checkers.BlackWins, Reason: checkers.NoMoves}, {Status: checkers.WhiteWins, Reason: checkers.Recorded}} {
		text, err := r.MarshalText()
		require.NoError(t, err)
		var back checkers.Result
		require.NoError(t, back.UnmarshalText(text))
		assert.Equal(t, r, back)
	}
	for _, bad := range []string{"", "won", "white wins", "ongoing: agreement", "drawn: nonsense"} {
		var r checkers.Result
		assert.ErrorIs(t, r.UnmarshalText([]byte(bad)), checkers.ErrResult, bad)
	}
}
