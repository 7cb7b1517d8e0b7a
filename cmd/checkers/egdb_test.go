package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/variant"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// egdb builds English to two pieces, probes the longest king-against-king
// win (11 plies, the published longest), and its stats give that slice's
// published census: 230 won, 654 drawn, 108 lost with White to move.
func TestEgdbBuildProbeStats(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runCLI("egdb", "build", "-variant", "english", "-pieces", "2", "-o", dir)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "english to 2 pieces: 14184 positions")
	assert.Contains(t, errOut, "slice 1k-1k")
	assert.Contains(t, errOut, "left")

	out, errOut, code = runCLI("egdb", "probe", "-variant", "english", "-dir", dir, "-fen", "W:WK29:BK4")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "win in 11\nbest line: 29-25 ")

	out, errOut, code = runCLI("egdb", "stats", "-variant", "english", "-dir", dir)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "\n1k-1k white 230 654 108 11 W:WK29:BK4\n")

	_, errOut, code = runCLI("egdb", "probe", "-variant", "english", "-dir", dir, "-fen", "W:W21,22,23:B1")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "do not hold")
	// The plan: a target per slice, its dependencies first; a slice job.
	out, errOut, code = runCLI("egdb", "plan", "-variant", "english", "-pieces", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "14 slices, 14184 positions")
	// King against king: 2 x 32 x 31 positions at 14 bytes, and the two
	// slices of a lone king it captures into, 2 x 32 positions at 2 bytes.
	assert.Contains(t, out, "\n# 1k-1k: 1984 positions, 28.0 kB to solve\n")
	assert.Regexp(t, `\n\$\(DIR\)/english/1k-1k\.egdb:( \S+)*( \$\(DIR\)/english/1k-0\.egdb)`, out)
	assert.Contains(t, out, "\t$(CHECKERS) egdb slice -variant english -material 1k-1k -dir $(DIR) -threads $(THREADS)\n")
	// Its jobs run the program that wrote it, here the test binary,
	// whether or not PATH holds a checkers.
	// (a path of letters, digits and /._-+:@,= as it is; another quoted
	// for the shell, which the Makefile writer's test checks).
	exe, err := os.Executable()
	require.NoError(t, err)
	if regexp.MustCompile(`^[A-Za-z0-9/._+:@,=-]+$`).MatchString(exe) {
		assert.Contains(t, out, "\nCHECKERS ?= "+exe+"\n")
	} else {
		assert.Contains(t, out, "\nCHECKERS ?= '")
	}
	_, errOut, code = runCLI("egdb", "slice", "-variant", "english", "-material", "1k-1k", "-dir", dir)
	require.Equal(t, 0, code, errOut)
	_, errOut, code = runCLI("egdb", "slice", "-variant", "english", "-material", "2m1k-", "-dir", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "is not a material")

	_, errOut, code = runCLI("egdb", "fly")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "want an action")
}

// Every variant builds, Frisian with its runs of king moves: a White man
// on 46 behind its king on 41, Black with nothing, is won in 1 (the king
// moves, Black has no move) unless the king has made three quiet moves in
// a row, as the FEN's last field says (+0+341): then it may not move, the
// man is blocked, and White, with no move, has lost. Parachute plans.
func TestEgdbEveryVariant(t *testing.T) {
	dir := t.TempDir()
	_, errOut, code := runCLI("egdb", "build", "-variant", "frisian", "-pieces", "2", "-o", dir)
	require.Equal(t, 0, code, errOut)
	for fen, want := range map[string]string{"W:W46,K41:B": "win in 1\n", "W:W46,K41:B:+0+341": "loss in 0\n"} {
		out, errOut, code := runCLI("egdb", "probe", "-variant", "frisian", "-dir", dir, "-fen", fen)
		require.Equal(t, 0, code, errOut)
		assert.True(t, strings.HasPrefix(out, want), "%s: %q", fen, out)
	}
	out, errOut, code := runCLI("egdb", "plan", "-variant", "parachute", "-pieces", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "$(DIR)/parachute/1m-1k.egdb")
}

// The Hub engine plays by the databases it is given: from the longest
// English king-against-king win, playing both sides one ply deep, White
// wins in exactly the database's 11 plies.
func TestHubCommandPlaysByTheDatabases(t *testing.T) {
	t.Setenv(mainEnv, "1")
	dir := t.TempDir()
	_, errOut, code := runCLI("egdb", "build", "-variant", "english", "-pieces", "2", "-o", dir)
	require.Equal(t, 0, code, errOut)
	v := variant.English
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := hub.Start(ctx, os.Args[0], []string{"hub", "-variant", "english", "-egdb", dir}, hub.Options{Variant: v, Timeout: 20 * time.Second})
	require.NoError(t, err)
	defer c.Close()
	g, err := checkers.NewFromFEN(v, "W:WK29:BK4")
	require.NoError(t, err)
	for !g.Result().Over() && g.Ply() < 40 {
		m, err := c.Search(ctx, g, engine.Limit{Depth: 1}, nil)
		require.NoError(t, err)
		require.NoError(t, g.Play(m))
	}
	assert.Equal(t, 11, g.Ply())
	assert.Equal(t, checkers.WhiteWins, g.Result().Status)

	_, errOut, code = runCLI("hub", "-variant", "english", "-egdb", t.TempDir())
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "no endgame databases")

	// Right after the build, without -variant: the folder holds English
	// alone, and the engine plays by it, the first move of the same win.
	bare, err := hub.Start(ctx, os.Args[0], []string{"hub", "-egdb", dir}, hub.Options{Variant: v, Timeout: 20 * time.Second})
	require.NoError(t, err)
	defer bare.Close()
	g, err = checkers.NewFromFEN(v, "W:WK29:BK4")
	require.NoError(t, err)
	m, err := bare.Search(ctx, g, engine.Limit{Depth: 1}, nil)
	require.NoError(t, err)
	require.NoError(t, g.Play(m))
	db, err := egdb.Open(dir, v)
	require.NoError(t, err)
	defer db.Close()
	after, err := db.Probe(g.Position())
	require.NoError(t, err)
	// A win in 11 for White leaves Black a loss in 10.
	assert.Equal(t, "loss in 10", after.String())
	// Another variant named: the error says what the folder holds.
	_, errOut, code = runCLI("hub", "-variant", "russian", "-egdb", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "it holds english: pass -variant english")
}

// A folder of the databases of two variants: checkers hub -egdb asks for
// -variant.
func TestHubEgdbSeveralVariants(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"english", "russian"} {
		require.NoError(t, os.Mkdir(filepath.Join(dir, name), 0o755))
	}
	_, errOut, code := runCLI("hub", "-egdb", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "holds the databases of english, russian: pass -variant")
}

// The plan's Makefile builds the databases with the program that wrote
// it, with no checkers on PATH: make runs the test binary as the command
// line.
func TestEgdbPlanRunsWithMake(t *testing.T) {
	mk, err := exec.LookPath("make")
	if err != nil {
		t.Skip("no make")
	}
	t.Setenv(mainEnv, "1")
	dir := t.TempDir()
	out, errOut, code := runCLI("egdb", "plan", "-variant", "english", "-pieces", "2")
	require.Equal(t, 0, code, errOut)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "Makefile"), []byte(out), 0o644))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute) // a hang guard
	defer cancel()
	cmd := exec.CommandContext(ctx, mk, "-s", "-C", dir, "DIR="+filepath.Join(dir, "db"))
	cmd.Env = append(os.Environ(), "PATH=/usr/bin:/bin")
	text, err := cmd.CombinedOutput()
	require.NoError(t, err, string(text))
	_, errOut, code = runCLI("egdb", "probe", "-variant", "english", "-dir", filepath.Join(dir, "db"), "-fen", "W:WK29:BK4")
	require.Equal(t, 0, code, errOut)
}

// plan -format slurm writes the submission script, -split splits the
// slices with parts; a bad format, part or material is refused with a
// message, and verify -material fails for a slice not built.
func TestEgdbPlanSlurmAndParts(t *testing.T) {
	out, errOut, code := runCLI("egdb", "plan", "-variant", "english", "-pieces", "2", "-split", "1", "-format", "slurm")
	require.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, "#!/bin/sh\n"))
	// Man against man in 49 parts, White's and Black's man on 7 ranks each.
	assert.Equal(t, 49, strings.Count(out, "\njob 1m_1m_w"))
	assert.Contains(t, out, "\njob 1m_1m ")
	_, errOut, code = runCLI("egdb", "plan", "-variant", "english", "-pieces", "2", "-format", "xml")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "make or slurm")
	dir := t.TempDir()
	_, errOut, code = runCLI("egdb", "slice", "-variant", "english", "-material", "1m-1m", "-part", "w9", "-dir", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "not a part")
	_, errOut, code = runCLI("egdb", "slice", "-variant", "english", "-material", "1k-1k", "-part", "w1b1", "-dir", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "has no part")
	_, errOut, code = runCLI("egdb", "verify", "-variant", "english", "-material", "1k-1k", "-dir", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "not built")
}
