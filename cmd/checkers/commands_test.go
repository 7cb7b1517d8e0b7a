package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// synopsisBlock is the list of synopses as the README and the package
// documentation write it, one a line.
func synopsisBlock() string { return strings.Join(synopses(), "\n") + "\n" }

// The README's synopsis block is the table's, line for line: a command or
// flag added to the table and not to the README fails here, with the block
// to paste.
func TestREADMESynopses(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	text := string(data)
	_, section, ok := strings.Cut(text, "## The command-line tool\n")
	require.True(t, ok, "no section \"The command-line tool\" in README.md")
	_, block, ok := strings.Cut(section, "```\n")
	require.True(t, ok, "no code block in the README's section on the tool")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok, "the code block does not end")
	assert.Equal(t, synopsisBlock(), block, "README.md's synopses; they should read:\n%s", synopsisBlock())
}

// The package documentation's synopses are the table's too.
func TestPackageDocSynopses(t *testing.T) {
	data, err := os.ReadFile("main.go")
	require.NoError(t, err)
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if s, ok := strings.CutPrefix(l, "//\tcheckers "); ok {
			lines = append(lines, "checkers "+s)
		}
	}
	assert.Equal(t, synopses(), lines, "main.go's synopses; they should read:\n%s", synopsisBlock())
}

// flagInSynopsis finds the flags a synopsis names: "-depth" in "[-depth
// N]", "-listen" in "(-listen ADDR | ...)", not "-once" in "at-once".
var flagInSynopsis = regexp.MustCompile(`(?:^|[\s\[(|])-([a-z][a-z-]*)`)

// flagInHelp finds the flags the flag package lists in a command's -h.
var flagInHelp = regexp.MustCompile(`(?m)^  -([a-z][a-z-]*)`)

// Each command's -h starts with its synopsis and what it does, then lists
// its flags; the synopsis names every flag the command takes (-rules
// aside, which the usage's notes cover and the table records), and no
// other.
func TestSynopsesNameEveryFlag(t *testing.T) {
	for _, c := range commands {
		out, errOut, code := runCLI(c.name, "-h")
		require.Equal(t, 0, code, c.name)
		assert.Empty(t, errOut, c.name)
		head := "usage: checkers " + c.name + " " + c.synopsis + "\n\n"
		assert.True(t, strings.HasPrefix(out, head), "%s -h: %q", c.name, out)
		assert.Contains(t, out, c.about, c.name)

		var inHelp, inSynopsis []string
		for _, m := range flagInHelp.FindAllStringSubmatch(out, -1) {
			inHelp = append(inHelp, m[1])
		}
		for _, m := range flagInSynopsis.FindAllStringSubmatch(c.synopsis, -1) {
			inSynopsis = append(inSynopsis, m[1])
		}
		assert.Equal(t, c.rules, slices.Contains(inHelp, "rules"), "%s: -rules", c.name)
		inHelp = slices.DeleteFunc(inHelp, func(f string) bool { return f == "rules" })
		slices.Sort(inHelp)
		slices.Sort(inSynopsis)
		assert.Equal(t, inHelp, inSynopsis, "%s: the flags of -h and of the synopsis", c.name)
	}
}

// The usage lists every command with what it does and its synopsis, and
// names the commands that take no -rules.
func TestUsage(t *testing.T) {
	out, errOut, code := runCLI("-h")
	require.Equal(t, 0, code)
	assert.Empty(t, errOut)
	for _, c := range commands {
		assert.Regexp(t, "(?m)^  "+c.name+" +"+regexp.QuoteMeta(c.summary)+"$", out)
	}
	for _, l := range synopses() {
		assert.Contains(t, out, "\n  "+l+"\n")
	}
	assert.Contains(t, out, "Every command but serve, dxp and bot takes -rules FILE")
	assert.Equal(t, "perft, divide, moves, show, pdn, variants, serve, hub, dxp, match, bot, egdb or play", names())
}

// The synopses line up after the longest name.
func TestSynopsesAligned(t *testing.T) {
	lines := synopses()
	assert.Equal(t, "checkers perft    [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]", lines[0])
	assert.Equal(t, "checkers variants [-json NAME]", lines[5])
}
