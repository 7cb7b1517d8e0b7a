package perftdata_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/internal/perftdata"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// variants names every fixture file of testdata/perft, found by listing it
// (the fixture files are named after their variants).
func variants(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("..", "..", "testdata", "perft", "*.perft"))
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	var names []string
	for _, p := range paths {
		names = append(names, strings.TrimSuffix(filepath.Base(p), ".perft"))
	}
	return names
}

func fixturePath(variant string) string {
	return filepath.Join("..", "..", "testdata", "perft", variant+".perft")
}

func find(t *testing.T, positions []perftdata.Position, id string) perftdata.Position {
	t.Helper()
	for _, p := range positions {
		if p.ID == id {
			return p
		}
	}
	require.Failf(t, "position not found", "no position %q", id)
	return perftdata.Position{}
}

func TestFixturesStructure(t *testing.T) {
	for _, v := range variants(t) {
		t.Run(v, func(t *testing.T) {
			positions, err := perftdata.Load(fixturePath(v))
			require.NoError(t, err)
			require.NotEmpty(t, positions)
			ids := make(map[string]bool)
			for _, p := range positions {
				assert.NotEmpty(t, p.ID)
				assert.False(t, ids[p.ID], "duplicate id %q", p.ID)
				ids[p.ID] = true
				assert.True(t, strings.HasPrefix(p.ID, v+"-"), "id %q should start with %q", p.ID, v+"-")
				assert.NotEmpty(t, p.FEN, "position %q", p.ID)
				require.NotEmpty(t, p.Depths, "position %q", p.ID)
				for i, d := range p.Depths {
					assert.GreaterOrEqual(t, d.Depth, 1, "position %q", p.ID)
					assert.NotEmpty(t, d.Source, "position %q depth %d", p.ID, d.Depth)
					assert.NotZero(t, d.Nodes, "position %q depth %d", p.ID, d.Depth)
					if i > 0 {
						assert.Greater(t, d.Depth, p.Depths[i-1].Depth, "position %q: depths must increase strictly", p.ID)
					}
				}
			}
		})
	}
}

func TestFixturesKnownCounts(t *testing.T) {
	english, err := perftdata.Load(fixturePath("english"))
	require.NoError(t, err)
	start := find(t, english, "english-start")
	require.NotEmpty(t, start.Depths)
	assert.Equal(t, 1, start.Depths[0].Depth)
	assert.Equal(t, uint64(7), start.Depths[0].Nodes)

	international, err := perftdata.Load(fixturePath("international"))
	require.NoError(t, err)
	start = find(t, international, "international-start")
	require.NotEmpty(t, start.Depths)
	assert.Equal(t, 1, start.Depths[0].Depth)
	assert.Equal(t, uint64(9), start.Depths[0].Nodes)
	for _, id := range []string{"international-woldouby", "international-almost-promotion",
		"international-random178", "international-all-kings"} {
		find(t, international, id)
	}
}

func TestParse(t *testing.T) {
	const text = `# header
# source: A

id one
fen W:W31:B1
perft 1 2 # A
perft 3 18446744073709551615 # A; B

id two
fen B:W6:B45
duplicates keep
source S
# a comment inside a position
perft 1 1
perft 2 5 # T
`
	got, err := perftdata.Parse(strings.NewReader(text), "test")
	require.NoError(t, err)
	want := []perftdata.Position{
		{ID: "one", FEN: "W:W31:B1", Depths: []perftdata.Depth{
			{Depth: 1, Nodes: 2, Source: "A"},
			{Depth: 3, Nodes: 18446744073709551615, Source: "A; B"},
		}},
		{ID: "two", FEN: "B:W6:B45", KeepDuplicates: true, Depths: []perftdata.Depth{
			{Depth: 1, Nodes: 1, Source: "S"},
			{Depth: 2, Nodes: 5, Source: "T"},
		}},
	}
	assert.Equal(t, want, got)
}

func TestParseMalformed(t *testing.T) {
	cases := []struct {
		name string
		text string
		line int
		msg  string
	}{
		{"empty", "", 0, "no positions"},
		{"only comments", "# nothing\n\n", 0, "no positions"},
		{"unknown keyword", "id a\nfen W:W1:B2\nepd x\n", 3, "unknown keyword"},
		{"bad duplicates", "id a\nfen F\nduplicates some\n", 3, "keep or drop"},
		{"duplicates before id", "duplicates keep\n", 1, "outside a position"},
		{"fen before id", "fen W:W1:B2\n", 1, "outside a position"},
		{"perft after blank line", "id a\nfen W:W1:B2\nperft 1 1 # s\n\nperft 2 3 # s\n", 5, "outside a position"},
		{"id with two tokens", "id a b\n", 1, "single token"},
		{"empty id", "id\n", 1, "single token"},
		{"duplicate id", "id a\nfen F\nperft 1 1 # s\n\nid a\n", 5, "duplicate id"},
		{"second fen", "id a\nfen F\nfen G\n", 3, "second fen"},
		{"empty fen", "id a\nfen\n", 2, "empty fen"},
		{"comment in fen", "id a\nfen W:W1:B2 # x\n", 2, "'#' in fen"},
		{"second source", "id a\nsource s\nsource t\n", 3, "second source"},
		{"perft one field", "id a\nfen F\nperft 3 # s\n", 3, "DEPTH NODES"},
		{"perft three fields", "id a\nfen F\nperft 1 2 3 # s\n", 3, "DEPTH NODES"},
		{"bad depth", "id a\nfen F\nperft x 2 # s\n", 3, "bad depth"},
		{"zero depth", "id a\nfen F\nperft 0 1 # s\n", 3, "bad depth"},
		{"negative nodes", "id a\nfen F\nperft 1 -2 # s\n", 3, "bad node count"},
		{"nodes overflow", "id a\nfen F\nperft 1 18446744073709551616 # s\n", 3, "bad node count"},
		{"depth repeated", "id a\nfen F\nperft 1 7 # s\nperft 1 7 # s\n", 4, "increase strictly"},
		{"depth decreasing", "id a\nfen F\nperft 2 49 # s\nperft 1 7 # s\n", 4, "increase strictly"},
		{"empty source comment", "id a\nfen F\nperft 1 7 #\n", 3, "empty source comment"},
		{"no source", "id a\nfen F\nperft 1 7 # s\nperft 2 49\n", 4, "no source"},
		{"no fen", "# c\nid a\nperft 1 7 # s\n", 2, "no fen"},
		{"no perft", "id a\nfen F\n\nid b\n", 1, "no perft"},
		{"no perft at end", "id a\nfen F\nperft 1 1 # s\nid b\nfen G\n", 4, "no perft"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := perftdata.Parse(strings.NewReader(c.text), "bad.perft")
			require.Error(t, err)
			assert.Nil(t, got)
			assert.ErrorIs(t, err, perftdata.ErrSyntax)
			var pe *perftdata.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, "bad.perft", pe.File)
			assert.Equal(t, c.line, pe.Line, "error: %v", err)
			assert.Contains(t, pe.Msg, c.msg)
		})
	}
}

func TestLoadMalformedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.perft")
	require.NoError(t, os.WriteFile(path, []byte("id start\nfen W:W31:B1\nperft 1 nine # s\n"), 0o644))
	_, err := perftdata.Load(path)
	require.Error(t, err)
	assert.ErrorIs(t, err, perftdata.ErrSyntax)
	assert.Equal(t, "perftdata: "+path+":3: bad node count \"nine\" (want an unsigned 64-bit integer)", err.Error())
}

func TestLoadMissingFile(t *testing.T) {
	_, err := perftdata.Load(filepath.Join(t.TempDir(), "missing.perft"))
	require.Error(t, err)
	assert.True(t, errors.Is(err, fs.ErrNotExist), "got %v", err)
	assert.False(t, errors.Is(err, perftdata.ErrSyntax))
}

func TestParseErrorWithoutFile(t *testing.T) {
	_, err := perftdata.Parse(strings.NewReader("id a\nbogus\n"), "")
	require.Error(t, err)
	assert.Equal(t, `perftdata: line 2: unknown keyword "bogus" (want id, fen, source, duplicates or perft)`, err.Error())
}
