package main

import (
	"bytes"
	"io"
	"os"
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
		start := time.Now()
		_, stderr, code := runCLI("moves", "-rules", path)
		assert.Equal(t, 2, code, path)
		assert.Contains(t, stderr, "rules: "+path+": more than 1048576 bytes (1 MiB): too large for a rules file")
		assert.Less(t, time.Since(start), 5*time.Second, path)
	}
	// Just under the cap is read (and found no JSON of rules).
	_, stderr, code := runCLI("moves", "-rules", writeFile(t, "spaces.json", strings.Repeat(" ", maxRulesSize)))
	assert.Equal(t, 2, code)
	assert.NotContains(t, stderr, "too large")
}

// A text window keeps at least its max bytes, in whole reads, and gives
// the text from the start of any line it still holds, to the end of what
// was read.
func TestTextWindow(t *testing.T) {
	var text strings.Builder
	for i := range 100 {
		text.WriteString(strings.Repeat("x", i%7) + "\n")
	}
	w := newTextWindow(&chunked{r: strings.NewReader(text.String()), n: 5}, 40)
	got, err := io.ReadAll(w)
	require.NoError(t, err)
	assert.Equal(t, text.String(), string(got), "passed on unchanged")
	assert.GreaterOrEqual(t, w.size, 40)
	assert.Less(t, w.size, 40+5)

	lines := strings.SplitAfter(text.String(), "\n")
	for line := 1; line <= 101; line++ {
		kept, ok := w.from(line)
		want := strings.Join(lines[line-1:], "")
		if ok {
			assert.Equal(t, want, string(kept), "line %d", line)
		} else {
			assert.GreaterOrEqual(t, len(want), 40, "line %d is dropped only before the bytes kept", line)
		}
	}
	_, ok := w.from(1)
	assert.False(t, ok)
	_, ok = w.from(100)
	assert.True(t, ok)
}

// chunked reads at most n bytes at a time.
type chunked struct {
	r io.Reader
	n int
}

func (c *chunked) Read(p []byte) (int, error) { return c.r.Read(p[:min(len(p), c.n)]) }

// withMaxGameText sets the bound on an inferred game's text for the test.
func withMaxGameText(t *testing.T, n int) {
	old := maxGameText
	maxGameText = n
	t.Cleanup(func() { maxGameText = old })
}

// The variant of a game is inferred from its text alone, however much text
// lies between it and the others; a game whose own text is over the
// bound is an error that names it, and -variant reads it all the same.
func TestPDNInferenceBounded(t *testing.T) {
	withMaxGameText(t, 1<<10)
	// More than the reader's reads of 64 KiB, so that the window drops
	// some.
	junk := strings.Repeat("stray text that is not PDN\n", 5000)
	path := writeFile(t, "j.pdn", "[Event \"Italian championship\"]\n\n1. 22-19 10-14 *\n\n"+junk+
		"[Event \"club\"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n\n"+junk+
		"[Event \"Italian championship\"]\n\n1. 22-19 10-14 *\n")
	out, errOut, code := runCLI("pdn", path)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, path+" 1 ok inferred:italian 2\n"+path+" 2 ok inferred:international 4\n"+
		path+" 3 ok inferred:italian 2\n3 games, 3 ok, 0 errors\n", out)

	long := writeFile(t, "l.pdn", "[Event \"club\"]\n\n1. 32-28 19-23 *\n\n"+
		"[Event \"long\"]\n\n{"+strings.Repeat("a long comment ", 10000)+"}\n1. 32-28 19-23 *\n")
	out, errOut, code = runCLI("pdn", long)
	assert.Equal(t, 1, code)
	assert.Equal(t, long+" 1 ok inferred:international 2\n1 games, 1 ok, 0 errors\n", out)
	assert.Contains(t, errOut, "game 2, line 5: more than 1024 bytes of text, too long to infer its variant from (give -variant)")

	out, errOut, code = runCLI("pdn", "-variant", "international", long)
	require.Equal(t, 0, code, errOut)
	assert.True(t, bytes.HasSuffix([]byte(out), []byte("2 games, 2 ok, 0 errors\n")), out)
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
