package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A -rules file over 1 MiB is refused with a clear error, before more
// than that is read: /dev/zero, which has no end, fails at once too.
func TestRulesFileTooLarge(t *testing.T) {
	big := writeFile(t, "big.json", strings.Repeat(" ", maxRulesSize+1))
	files := []string{big}
	if _, err := os.Stat("/dev/zero"); err == nil {
		files = append(files, "/dev/zero")
	}
	for _, path := range files {
		// A hang guard: a reader without the bound never ends /dev/zero.
		type result struct {
			stderr string
			code   int
		}
		returned := make(chan result, 1)
		go func() {
			_, stderr, code := runCLI("moves", "-rules", path)
			returned <- result{stderr, code}
		}()
		select {
		case r := <-returned:
			assert.Equal(t, 2, r.code, path)
			assert.Contains(t, r.stderr, "rules: "+path+": more than 1048576 bytes (1 MiB): too large for a rules file")
		case <-time.After(hang):
			t.Fatalf("%s: still reading after %v", path, hang)
		}
	}
	// Just under the cap is read (and found no JSON of rules).
	_, stderr, code := runCLI("moves", "-rules", writeFile(t, "spaces.json", strings.Repeat(" ", maxRulesSize)))
	assert.Equal(t, 2, code)
	assert.NotContains(t, stderr, "too large")
}

// The variant of a game is inferred from the game alone, however much text
// lies between it and the others, and however long the game is: the
// reader replays what it parsed, it keeps no text to read again. The
// faults of an inferred game are at the file's own lines and columns.
func TestPDNInferenceStreams(t *testing.T) {
	// More than the reader's reads of 64 KiB.
	junk := strings.Repeat("stray text that is not PDN\n", 5000)
	path := writeFile(t, "j.pdn", "[Event \"Italian championship\"]\n\n1. 22-19 10-14 *\n\n"+junk+
		"[Event \"club\"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n\n"+junk+
		"[Event \"Italian championship\"]\n\n1. 22-19 10-14 *\n")
	out, errOut, code := runCLI("pdn", path)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, path+" 1 ok inferred:italian 2\n"+path+" 2 ok inferred:international 4\n"+
		path+" 3 ok inferred:italian 2\n3 games, 3 ok, 0 errors\n", out)

	// A game with a comment of 150 kB (it used to be over the bound of
	// the text kept to infer a variant from), then a game whose second
	// move is illegal under every variant: the fault is at its line in
	// the file, line 10, and says why (32-28 has emptied square 32).
	long := writeFile(t, "l.pdn", "[Event \"club\"]\n\n1. 32-28 19-23 *\n\n"+
		"[Event \"long\"]\n\n{"+strings.Repeat("a long comment ", 10000)+"}\n1. 32-28 19-23 *\n"+
		"[Event \"bad\"]\n1. 32-28 32-28 *\n")
	out, errOut, code = runCLI("pdn", long)
	assert.Equal(t, 1, code, errOut)
	assert.Equal(t, long+" 1 ok inferred:international 2\n"+long+" 2 ok inferred:international 2\n"+
		long+" 3 error inferred:international 1 10:10 \"32-28\": move \"32-28\": illegal move: there is no piece on 32\n"+
		"3 games, 2 ok, 1 errors\n", out)

	out, errOut, code = runCLI("pdn", "-variant", "international", long)
	assert.Equal(t, 1, code, errOut)
	assert.True(t, strings.HasSuffix(out, "3 games, 2 ok, 1 errors\n"), out)
}

// A game whose tags begin on the line where the game before ends, right
// after its result, is read as a game of its own, with its own variant
// and the file's own line and column in its fault, which says why: after
// 32-28, 28-23 would move White's man with Black to move.
func TestPDNGameAfterResultOnOneLine(t *testing.T) {
	path := writeFile(t, "s.pdn", "[Event \"a\"]\n1. 11-15 23-19 2. 8-11 22-17 0-1[Event \"b\"]\n"+
		"1. 32-28 19-23 2. 28x19 14x23 2-0 [Event \"c\"][FEN \"W:W31-50:B1-20\"] 1. 32-28 28-23 *\n")
	out, errOut, code := runCLI("pdn", path)
	assert.Equal(t, 1, code, errOut)
	assert.Equal(t, path+" 1 ok inferred:english 4\n"+path+" 2 ok inferred:international 4\n"+
		path+" 3 error inferred:international 1 3:78 \"28-23\": move \"28-23\": illegal move: the piece on 28 is white's, and black is to move\n"+
		"3 games, 2 ok, 1 errors\n", out)
}

// A file in which no game is found, empty or no PDN at all, is a fault of
// the file: "FILE: no PDN game found" on stderr and status 1, with no sum
// when no file held a game, and the sum of the others when some did.
func TestPDNNoGame(t *testing.T) {
	empty := writeFile(t, "empty.pdn", "")
	passwd := writeFile(t, "passwd", "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n")
	for _, path := range []string{empty, passwd} {
		out, errOut, code := runCLI("pdn", path)
		assert.Equal(t, 1, code, path)
		assert.Empty(t, out, path)
		assert.Equal(t, "checkers: "+path+": no PDN game found\n", errOut)
	}
	game := writeFile(t, "g.pdn", "[GameType \"21\"]\n\n1. 11-15 23-19 *\n")
	out, errOut, code := runCLI("pdn", empty, game)
	assert.Equal(t, 1, code)
	assert.Equal(t, game+" 1 ok english 2\n1 games, 1 ok, 0 errors\n", out)
	assert.Equal(t, "checkers: "+empty+": no PDN game found\n", errOut)
}

// pdn reports a record whole, as checkers.FromPDN reads it, and says where
// the rules end a game whose record goes on past that: kurnik.pdn's third
// game draws by threefold repetition at ply 157 (the root package's
// TestFromPDNKeepsMovesPastTheRulesEnd works it out from the moves) and
// its record goes on to ply 165. A record that goes on past a king
// shuffle's third repetition (ply 8) without a result is reported alike.
func TestPDNPastTheRulesEnd(t *testing.T) {
	path := filepath.Join("..", "..", "testdata", "pdn", "international", "kurnik.pdn")
	out, errOut, code := runCLI("pdn", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, path+" 3 ok international 165 (the rules end it at ply 157: drawn by repetition)\n")
	assert.Contains(t, out, "4 games, 4 ok, 0 errors\n")

	shuffle := writeFile(t, "s.pdn", "[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n"+
		"1. 46-41 1-6 2. 41-46 6-1 3. 46-41 1-6 4. 41-46 6-1 5. 46-41 *\n")
	out, errOut, code = runCLI("pdn", shuffle)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, shuffle+" 1 ok international 9 (the rules end it at ply 8: drawn by repetition)\n"+
		"1 games, 1 ok, 0 errors\n", out)
}
