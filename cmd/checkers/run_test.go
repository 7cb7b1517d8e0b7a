package main

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCLI(args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// perft prints one line per depth whose first two fields are the depth and
// the node count (the International start: 9, 81, 658, published by Aart
// Bik and the FMJD forum).
func TestPerftContract(t *testing.T) {
	out, errOut, code := runCLI("perft", "-depth", "3")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	for i, want := range []string{"9", "81", "658"} {
		f := strings.Fields(lines[i])
		require.GreaterOrEqual(t, len(f), 2)
		assert.Equal(t, strconv.Itoa(i+1), f[0])
		assert.Equal(t, want, f[1])
	}
}

// -bulk gives the same counts; -variant takes aliases; -fen takes
// algebraic squares. English (Black first) from the start: 7, 49, 302.
func TestPerftBulkVariantAndAlgebraicFEN(t *testing.T) {
	out, _, code := runCLI("perft", "-variant", "Dam", "-depth", "3", "-bulk")
	require.Equal(t, 0, code)
	assert.Equal(t, []string{"7", "49", "302"}, secondFields(out))

	// The same English start written with algebraic names.
	fen := "B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
	out, errOut, code := runCLI("perft", "-variant", "english", "-fen", fen, "-depth", "3")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, []string{"7", "49", "302"}, secondFields(out))
}

func secondFields(out string) []string {
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		got = append(got, strings.Fields(l)[1])
	}
	return got
}

// divide prints each root move with its count, then the total, which is the
// perft count (English depth 3: 302).
func TestDivideSumsToPerft(t *testing.T) {
	out, _, code := runCLI("divide", "-variant", "english", "-depth", "3")
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 8) // 7 root moves and the total
	sum := 0
	for _, l := range lines[:7] {
		f := strings.Fields(l)
		require.Len(t, f, 2)
		n, err := strconv.Atoi(f[1])
		require.NoError(t, err)
		sum += n
	}
	assert.Equal(t, "total 302", lines[7])
	assert.Equal(t, 302, sum)
}

// moves prints the legal moves in the variant's notation: a compulsory
// Russian capture in algebraic notation with ':', written in its shortest
// form: the only legal move, c3:e5:g7, is c3:g7.
func TestMovesInVariantNotation(t *testing.T) {
	out, _, code := runCLI("moves", "-variant", "russian", "-fen", "W:Wc3:Bd4,f6")
	require.Equal(t, 0, code)
	assert.Equal(t, "c3:g7\n", out)

	out, _, code = runCLI("moves", "-variant", "international", "-fen", "W:W32:B")
	require.Equal(t, 0, code)
	assert.Equal(t, "32-27\n32-28\n", sortedLines(out))
}

func sortedLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i := range lines {
		for j := i + 1; j < len(lines); j++ {
			if lines[j] < lines[i] {
				lines[i], lines[j] = lines[j], lines[i]
			}
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// Bad input gives one line on stderr and exit status 2, never a panic.
func TestBadInput(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"fly"},
		{"perft", "-variant", "chess"},
		{"perft", "-fen", "W:W51"},
		{"perft", "-fen", "X:W1"},
		{"perft", "-depth", "0"},
		{"perft", "-depth", "x"},
		{"perft", "-nope"},
		{"moves", "-depth", "3"},
		{"moves", "extra"},
		{"divide", "-fen", "W:W1,1"},
		{"variants", "x"},
	} {
		out, errOut, code := runCLI(args...)
		assert.Equal(t, 2, code, "%q", args)
		assert.Empty(t, out, "%q", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%q: %q", args, errOut)
		assert.True(t, strings.HasPrefix(errOut, "checkers: "), "%q", args)
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"help"}, {"perft", "-h"}} {
		out, _, code := runCLI(args...)
		assert.Equal(t, 0, code)
		assert.Contains(t, out, "usage:")
	}
}

func TestVariantsList(t *testing.T) {
	out, _, code := runCLI("variants")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "english 21 8x8 dam,")
	assert.Contains(t, out, "canadian 27 12x12")
}

// pdn replays every game of the files: one line per game, then the sum.
// parse_simple.pdn holds one English game with no GameType tag, so
// -variant english must be given for it to replay.
func TestPDNCommand(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "pdn", "english", "parse_simple.pdn")
	out, errOut, code := runCLI("pdn", "-variant", "english", file)
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 2)
	f := strings.Fields(lines[0])
	require.GreaterOrEqual(t, len(f), 5)
	assert.Equal(t, []string{file, "1", "ok", "english"}, f[:4])
	assert.Equal(t, "1 games, 1 ok, 0 errors", lines[1])

	// Without -variant the game is read as International and fails at its
	// first move, with the line and column.
	out, _, code = runCLI("pdn", file)
	require.Equal(t, 0, code)
	f = strings.Fields(strings.Split(out, "\n")[0])
	require.GreaterOrEqual(t, len(f), 7)
	assert.Equal(t, []string{"error", "international", "0"}, f[2:5])
	assert.Regexp(t, `^\d+:\d+$`, f[5])

	// A file that cannot be opened: reported on stderr, status 1.
	out, errOut, code = runCLI("pdn", "no-such-file.pdn")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, "no-such-file.pdn")
	assert.Equal(t, "0 games, 0 ok, 0 errors\n", out)

	_, _, code = runCLI("pdn")
	assert.Equal(t, 2, code)
}
