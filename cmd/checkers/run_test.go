package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/movegen"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCLI(args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// perft prints a header line, then one line per depth whose fields are
// the depth, the node count (the International start: 9, 81, 658,
// published by Aart Bik and the FMJD forum), the seconds and the rate.
func TestPerftContract(t *testing.T) {
	out, errOut, code := runCLI("perft", "-depth", "3")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 4)
	assert.Equal(t, "depth nodes seconds Mnodes/s", lines[0])
	for i, want := range []string{"9", "81", "658"} {
		f := strings.Fields(lines[i+1])
		require.Len(t, f, 4)
		assert.Equal(t, strconv.Itoa(i+1), f[0])
		assert.Equal(t, want, f[1])
		assert.Regexp(t, `^\d+\.\d{3}$`, f[2])
		assert.Regexp(t, `^\d+\.\d$`, f[3])
	}
	// As bench/variants.sh and bench/compare.sh read it: the last line is
	// the deepest count, its third field the seconds, its fourth the rate.
	last := strings.Fields(lines[len(lines)-1])
	assert.Equal(t, "3", last[0])
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

// secondFields returns the node counts of perft's output, after its
// header.
func secondFields(out string) []string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) == 0 || lines[0] != perftHeader {
		return nil
	}
	var got []string
	for _, l := range lines[1:] {
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
	assert.Equal(t, "32-27\n32-28\n", out)
}

// moves lists the moves sorted by their squares: numbers by their value
// (9-14 before 10-14, which a sort of the text would put first), names by
// file, then rank.
func TestMovesSorted(t *testing.T) {
	out, errOut, code := runCLI("moves")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "31-26\n31-27\n32-27\n32-28\n33-28\n33-29\n34-29\n34-30\n35-30\n", out)

	out, _, code = runCLI("moves", "-fen", "B:W:B9,10")
	require.Equal(t, 0, code)
	assert.Equal(t, "9-13\n9-14\n10-14\n10-15\n", out)

	out, _, code = runCLI("moves", "-variant", "russian")
	require.Equal(t, 0, code)
	assert.Equal(t, "a3-b4\nc3-b4\nc3-d4\ne3-d4\ne3-f4\ng3-f4\ng3-h4\n", out)

	texts := []string{"c1-b2", "b10-c9", "b9-c10", "a1-b2", "28x19", "3-8", "28x17x8", "28x17", "a1:c3"}
	slices.SortFunc(texts, moveOrder)
	assert.Equal(t, []string{"3-8", "28x17", "28x17x8", "28x19", "a1-b2", "a1:c3", "b9-c10", "b10-c9", "c1-b2"}, texts)
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
		if len(args) > 0 && args[0] != "fly" {
			assert.True(t, strings.HasPrefix(errOut, "checkers: "+args[0]+": "), "%q: %q", args, errOut)
		}
	}
}

// Each fault is one line, "checkers: COMMAND: WHAT", naming the command
// once and no package of the library: not "checkers: match: -white:
// match: unknown engine".
func TestErrorTexts(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := ln.Addr().String()
	require.NoError(t, ln.Close())
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "-white", "stockfish"},
			`match: -white: unknown engine "stockfish": want builtin, random, hub:PROGRAM or dxp:HOST:PORT`},
		{[]string{"match", "-black", "hub:"}, `match: -black: "hub:": no program after "hub:"`},
		{[]string{"match", "-white", "hub:/nonexistent/engine"}, `match: -white: starting /nonexistent/engine: no such file or directory`},
		{[]string{"match", "-fen", "W:W99"}, `match: fen: square 99 at offset 3: square out of range or not playable`},
		{[]string{"match", "-games", "1", "-pdn", "/nonexistent/games.pdn"}, `match: -pdn: /nonexistent/games.pdn: no such file or directory`},
		{[]string{"play", "-engine", "nope"},
			`play: -engine: unknown engine "nope": want builtin, random, hub:PROGRAM or dxp:HOST:PORT`},
		{[]string{"play", "-side", "red"}, `play: -side "red": want white or black`},
		{[]string{"hub", "extra"}, `hub: unexpected argument "extra"`},
		{[]string{"dxp"}, `dxp: give one of -listen and -connect`},
		{[]string{"dxp", "-connect", closed}, `dxp: cannot connect to ` + closed + `: connection refused`},
		{[]string{"moves", "-rules", "/nonexistent/rules.json"}, `moves: -rules: /nonexistent/rules.json: no such file or directory`},
		{[]string{"perft", "-depth", "0"}, `perft: -depth must be between 1 and 64, got 0`},
		{[]string{"perft", "-nope"}, `perft: flag provided but not defined: -nope`},
		{[]string{"show", "-highlight", "x9"}, `show: -highlight: "x9" is not a square of the international board`},
		{[]string{"serve", "-addr", "192.0.2.1:80"}, `serve: -addr "192.0.2.1:80": only loopback addresses (127.0.0.1, ::1, localhost) are served`},
		{[]string{"pdn"}, `pdn: no file given`},
		{[]string{"fly"}, `unknown command "fly" (perft, divide, moves, show, pdn, variants, serve, hub, dxp, match, bot, egdb or play; -h for help)`},
	} {
		out, errOut, code := runCLI(tc.args...)
		assert.Equal(t, 2, code, "%q", tc.args)
		assert.Empty(t, out, "%q", tc.args)
		assert.Equal(t, "checkers: "+tc.want+"\n", errOut, "%q", tc.args)
	}
}

// errorText leaves out the package names the library's errors begin with
// and parts said twice in a row, and writes a file that cannot be opened
// as "PATH: REASON".
func TestErrorText(t *testing.T) {
	lib := errors.New("match: unknown engine \"x\"")
	assert.Equal(t, `-white: unknown engine "x"`, errorText(fmt.Errorf("-white: %w", lib)))
	assert.Equal(t, "no draw to claim", errorText(errors.New("checkers: no draw to claim")))
	assert.Equal(t, "a: b", errorText(errors.New("a: a: b")))
	_, err := os.Open("/nonexistent/file")
	assert.Equal(t, "-o: /nonexistent/file: no such file or directory", errorText(fmt.Errorf("-o: %w", err)))
	assert.Equal(t, "/nonexistent/file: no such file or directory", errorText(fmt.Errorf("/nonexistent/file: %w", err)))
	assert.Equal(t, "dxp", errorText(errors.New("dxp")), "a message of a package name alone stays")
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"help"}, {"perft", "-h"}} {
		out, _, code := runCLI(args...)
		assert.Equal(t, 0, code)
		assert.Contains(t, out, "usage:")
	}
	// "help COMMAND" is "COMMAND -h".
	want, _, _ := runCLI("play", "-h")
	out, _, code := runCLI("help", "play")
	assert.Equal(t, 0, code)
	assert.Equal(t, want, out)
	assert.True(t, strings.HasPrefix(out, "usage: checkers play "), out)
	_, errOut, code := runCLI("help", "fly")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown command "fly"`)
}

// variants prints a header line, then a line per variant: name, PDN
// GameType ("-" for none), board, aliases ("-" for none).
func TestVariantsList(t *testing.T) {
	out, _, code := runCLI("variants")
	require.Equal(t, 0, code)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	assert.Equal(t, "name gametype board aliases", lines[0])
	assert.Contains(t, lines, "english 21 8x8 dam,checkers,american,american-checkers,english-draughts")
	assert.Contains(t, lines, "canadian 27 12x12 canadian-draughts,12x12")
	assert.Contains(t, lines, "killer - 10x10 killer-draughts")
	for _, l := range lines[1:] {
		f := strings.Fields(l)
		require.Len(t, f, 4, l)
		assert.Regexp(t, `^(-|[1-9]\d*)$`, f[1], l)
		assert.Regexp(t, `^\d+x\d+$`, f[2], l)
	}
}

// pdn replays every game of the files: one line per game, then the sum.
// parse_simple.pdn holds one English game with no GameType tag.
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

	// Without -variant the variant is chosen from the evidence: squares up
	// to 32 make it an 8x8 board, and the moves replay as English
	// checkers, the first such variant registered.
	out, errOut, code = runCLI("pdn", file)
	require.Equal(t, 0, code, errOut)
	f = strings.Fields(strings.Split(out, "\n")[0])
	assert.Equal(t, []string{"ok", "inferred:english"}, f[2:4])

	// Under International rules the game fails at its first move, with
	// the line and column: status 1.
	out, _, code = runCLI("pdn", "-variant", "international", file)
	require.Equal(t, 1, code)
	f = strings.Fields(strings.Split(out, "\n")[0])
	require.GreaterOrEqual(t, len(f), 7)
	assert.Equal(t, []string{"error", "international", "0"}, f[2:5])
	assert.Regexp(t, `^\d+:\d+$`, f[5])

	// A file that cannot be opened: reported on stderr, status 1.
	out, errOut, code = runCLI("pdn", "no-such-file.pdn")
	assert.Equal(t, 1, code)
	assert.Equal(t, "checkers: no-such-file.pdn: no such file or directory\n", errOut)
	assert.Empty(t, out)

	_, _, code = runCLI("pdn")
	assert.Equal(t, 2, code)
	_, _, code = runCLI("pdn", "-variant", "chess", file)
	assert.Equal(t, 2, code)
}

// writeFile writes text to a file of a temporary directory.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

// -v prints the warnings of lenient reading: here a quiet move written
// with a capture mark (11x15 for 11-15), one warning at line 3, column 4.
func TestPDNWarnings(t *testing.T) {
	path := writeFile(t, "w.pdn", "[GameType \"21\"]\n\n1. 11x15 23-19 *\n")
	out, errOut, code := runCLI("pdn", "-v", path)
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3, out)
	assert.Equal(t, path+" 1 ok english 2", lines[0])
	assert.True(t, strings.HasPrefix(lines[1], path+" 1 warning 3:4 "), lines[1])
	out, _, _ = runCLI("pdn", path)
	assert.NotContains(t, out, "warning")
}

// The tags and the moves point to the variant. The first game opens with
// 22-19, a White move: not English, where Black moves first, but a move of
// the 8x8 variants where White does, and its Event tag names Italian. The
// second has squares above 32, so it is read on 10x10.
func TestPDNInfersVariant(t *testing.T) {
	path := writeFile(t, "i.pdn", "[Event \"Italian championship\"]\n\n1. 22-19 10-14 *\n\n"+
		"[Event \"club\"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n")
	out, errOut, code := runCLI("pdn", path)
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3, out)
	assert.Equal(t, path+" 1 ok inferred:italian 2", lines[0])
	assert.Equal(t, path+" 2 ok inferred:international 4", lines[1])
}

// -o writes every game read, re-written by the library: reading the
// output gives the same games.
func TestPDNRewrite(t *testing.T) {
	in := filepath.Join("..", "..", "testdata", "pdn", "international", "090417ronde12.pdn")
	outFile := filepath.Join(t.TempDir(), "out.pdn")
	first, errOut, code := runCLI("pdn", "-o", outFile, in)
	require.Equal(t, 0, code, errOut)
	second, errOut, code := runCLI("pdn", outFile)
	require.Equal(t, 0, code, errOut)
	// The file has no GameType tags; the output has them.
	strip := func(out, path string) string {
		return strings.ReplaceAll(strings.ReplaceAll(out, path+" ", ""), "inferred:", "")
	}
	assert.Equal(t, strip(first, in), strip(second, outFile))
	text, err := os.ReadFile(outFile)
	require.NoError(t, err)
	assert.Contains(t, string(text), `[White "Hein Meijer"]`)
	assert.Equal(t, 7, strings.Count(string(text), "[Event "))
}

// -h on every command lists its flags with their defaults.
func TestCommandHelp(t *testing.T) {
	for cmd, flags := range map[string][]string{
		"perft":  {"-variant", "-fen", "-depth", "-bulk", `(default "international")`, "(default 6)"},
		"divide": {"-variant", "-fen", "-depth", "-bulk"},
		"moves":  {"-variant", "-fen"},
		"pdn":    {"-variant", "-v", "-o"},
	} {
		out, errOut, code := runCLI(cmd, "-h")
		assert.Equal(t, 0, code, cmd)
		assert.Empty(t, errOut)
		assert.True(t, strings.HasPrefix(out, "usage: checkers "+cmd), out)
		for _, f := range flags {
			assert.Contains(t, out, f, cmd)
		}
	}
}

// A variant of one's own: variants -json writes Russian's rules, edited
// into Russian with short-range kings; -rules registers them under their
// new name for moves and pdn. White's man on b6 takes c7 and is crowned on
// d8; a flying king would go on over f6, a short one stops (b6:d8).
func TestRulesFile(t *testing.T) {
	out, errOut, code := runCLI("variants", "-json", "russian")
	require.Equal(t, 0, code, errOut)
	var r map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	r["Name"], r["Aliases"], r["GameType"], r["FlyingKings"] = "russian-short-cli", []string{"rsk-cli"}, 0, false
	data, err := json.Marshal(r)
	require.NoError(t, err)
	rules := writeFile(t, "rules.json", string(data))

	out, errOut, code = runCLI("moves", "-rules", rules, "-variant", "russian-short-cli", "-fen", "W:Wb6:Bc7,f6")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "b6:d8\n", out)

	// Registered once per process: a second -rules of the same name is refused.
	_, errOut, code = runCLI("moves", "-rules", rules, "-variant", "rsk-cli")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "registered")

	game := writeFile(t, "g.pdn", "[Variant \"rsk-cli\"]\n[FEN \"W:Wb6:Bc7,f6\"]\n\n1. b6:d8 *\n")
	out, errOut, code = runCLI("pdn", game)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, game+" 1 ok russian-short-cli 1\n1 games, 1 ok, 0 errors\n", out)

	for _, bad := range []string{"no-such.json", writeFile(t, "bad.json", `{"Name":"x","Board":"8x8 hex"}`)} {
		_, errOut, code = runCLI("moves", "-rules", bad)
		assert.Equal(t, 2, code, bad)
		assert.Contains(t, errOut, "rules")
	}
}

// -threads counts with several goroutines and gives the same numbers
// (International start: 9, 81, 658, 4265); 0 means every core.
func TestPerftThreads(t *testing.T) {
	for _, threads := range []string{"1", "2", "0"} {
		out, errOut, code := runCLI("perft", "-depth", "4", "-threads", threads)
		require.Equal(t, 0, code, errOut)
		assert.Equal(t, []string{"9", "81", "658", "4265"}, secondFields(out), threads)
	}
	out, errOut, code := runCLI("divide", "-depth", "4", "-threads", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "total 4265\n")
	_, _, code = runCLI("perft", "-threads", "-1")
	assert.Equal(t, 2, code)
}

// A long count on a terminal shows its progress on one line, rewritten,
// and clears it at the end; the first second shows nothing.
func TestProgressLine(t *testing.T) {
	var buf bytes.Buffer
	o := options{progress: &buf}
	report := o.perftOptions("perft depth 9").Progress
	report(movegen.Progress{Done: 1, Jobs: 4, Nodes: 10, Elapsed: time.Second / 2})
	assert.Empty(t, buf.String())
	report(movegen.Progress{Done: 2, Jobs: 4, Nodes: 2_000_000, Elapsed: 2 * time.Second})
	assert.Equal(t, "\r\033[Kperft depth 9: 2/4 jobs, 2000000 nodes, 1.0 M nodes/s, about 2s to go", buf.String())
	buf.Reset()
	report(movegen.Progress{Done: 4, Jobs: 4, Nodes: 4_000_000, Elapsed: 4 * time.Second})
	assert.Equal(t, "\r\033[K", buf.String())
	assert.False(t, isTerminal(&buf))
}

// show is dispatched: its help, and the English start drawn with White's
// men on ranks 1 to 3.
func TestShowDispatched(t *testing.T) {
	out, _, code := runCLI("show", "-h")
	assert.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(out, "usage: checkers show"), out)
	out, errOut, code := runCLI("show", "-variant", "english")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "1 | w     w     w     w    |")
	_, _, code = runCLI("show", "-variant", "english", "-last", "11-18")
	assert.Equal(t, 2, code)
}
