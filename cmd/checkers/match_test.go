package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lineSpy is a match's standard output: when a game's line comes, it
// notes how many games the PDN file holds at that moment.
type lineSpy struct {
	bytes.Buffer
	pdn     string
	written []int // games in the PDN file as each game's line came
}

func (s *lineSpy) Write(p []byte) (int, error) {
	if bytes.HasPrefix(p, []byte("game ")) {
		data, _ := os.ReadFile(s.pdn)
		s.written = append(s.written, strings.Count(string(data), "[Event "))
	}
	return s.Buffer.Write(p)
}

// Off a terminal (a log), "checkers match" prints each game's line as the
// game ends: when game n's line comes, the PDN file holds n games, not
// yet the next.
func TestMatchPrintsEachGameAsItEnds(t *testing.T) {
	out := &lineSpy{pdn: filepath.Join(t.TempDir(), "games.pdn")}
	var errOut bytes.Buffer
	err := matchCommand([]string{"-variant", "english", "-white", "random", "-black", "random", "-seed", "1",
		"-games", "3", "-pdn", out.pdn}, out, &errOut)
	require.NoError(t, err, errOut.String())
	assert.Equal(t, []int{1, 2, 3}, out.written, out.String())
}

// -games bounds a match from openings: -games 3 with the 156 ballots of the
// ACF deck plays the first ballot twice and the second once, a line for
// each game and each ballot; without -games, every opening's two.
func TestMatchGamesBoundOpenings(t *testing.T) {
	out, errOut, code := runCLI("match", "-openings", "deck", "-games", "3", "-white", "random", "-black", "random", "-seed", "2")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 3, strings.Count("\n"+out, "\ngame "), out)
	assert.Equal(t, 2, strings.Count("\n"+out, "\nopening "), out)
	// The deck's first two approved ballots (openings/data/acf-3-move.tsv).
	assert.Regexp(t, `\nopening ACF 1: random \w+ as White, \w+ as Black\n`, out)
	assert.Regexp(t, `\nopening ACF 2: random \w+ as White\n`, out)

	file := filepath.Join(t.TempDir(), "openings.pdn")
	require.NoError(t, os.WriteFile(file, []byte(strings.Repeat(`[GameType "21"] 1. 11-15 *`+"\n", 3)), 0o644))
	out, errOut, code = runCLI("match", "-openings", file, "-white", "random", "-black", "random", "-seed", "2")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 6, strings.Count("\n"+out, "\ngame "), out)
	out, errOut, code = runCLI("match", "-openings", file, "-games", "1", "-white", "random", "-black", "random", "-seed", "2")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 1, strings.Count("\n"+out, "\ngame "), out)
	assert.Contains(t, out, "\nopening 1: random ")

	require.NoError(t, os.WriteFile(file, []byte(`[GameType "21"] 1. 11-15 *`+"\n"+`[GameType "21"] 1. 11-17 *`), 0o644))
	out, errOut, code = runCLI("match", "-openings", file, "-white", "random", "-black", "random", "-seed", "2")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "game 2")
	assert.Equal(t, 2, strings.Count("\n"+out, "\ngame "), "the first opening's games are played before the second is read")
}
