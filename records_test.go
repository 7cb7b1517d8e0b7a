package checkers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// measured matches a figure taken on one machine: a size in bytes of
// memory or files, or a rate, as BENCHMARKS.md gives them with how they
// were taken.
var measured = regexp.MustCompile(`\b\d+(\.\d+)? ?([KMGT]i?B|positions/s|ns/op)\b|\bresident\b`)

// egdb.Build's documentation says what the function does; the figures of
// whole builds (time, memory, files) are measurements of one machine and
// one commit, and live in BENCHMARKS.md with how they were taken, which
// the comment points to.
func TestBuildDocHasNoBenchmarkFigures(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "egdb/build.go", nil, parser.ParseComments)
	require.NoError(t, err)
	var doc string
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "Build" {
			doc = fn.Doc.Text()
		}
	}
	require.NotEmpty(t, doc, "egdb/build.go declares Build with its doc comment")
	assert.Empty(t, measured.FindAllString(doc, -1), "figures measured in Build's doc comment belong in BENCHMARKS.md")
	assert.Contains(t, doc, "BENCHMARKS.md", "Build's doc comment points to the figures")
	bench, err := os.ReadFile("BENCHMARKS.md")
	require.NoError(t, err)
	assert.True(t, strings.Contains(string(bench), "\n## Endgame databases\n"), "BENCHMARKS.md has the section the comment names")
}
