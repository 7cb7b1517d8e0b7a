//go:build unix

package hub

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The engines of these tests are shell scripts run by /bin/sh: real
// processes, as a user's wrapper script around an engine is. Each writes
// the process IDs it wants checked, its own and its children's, to the
// file named by its first argument, so that the test can see that the
// client left none running.

// shEngine is a script that answers the handshake and "quit" and, on
// "hub" and on "go", runs what onHub and onGo say (onHub empty: the "id"
// and "wait" lines); it answers "ping" too.
func shEngine(onHub, onGo string) string {
	if onHub == "" {
		onHub = "echo 'id name=sh'; echo wait"
	}
	return `echo $$ >> "$1"
while read -r cmd rest; do
	case $cmd in
	hub) ` + onHub + ` ;;
	init) echo ready ;;
	ping) echo pong ;;
	go) ` + onGo + ` ;;
	quit) exit 0 ;;
	esac
done
`
}

// startSh starts script as an engine with the timeout, and returns the
// client (nil when Start fails), Start's error, and the file of process
// IDs.
func startSh(t *testing.T, script string, timeout time.Duration, stderr *lockedBuffer) (*Client, string, error) {
	t.Helper()
	dir := t.TempDir()
	path, pids := filepath.Join(dir, "engine.sh"), filepath.Join(dir, "pids")
	require.NoError(t, os.WriteFile(path, []byte(script), 0o644))
	ctx, cancel := context.WithTimeout(context.Background(), 4*hang)
	defer cancel()
	opts := Options{Variant: international, Timeout: timeout}
	if stderr != nil {
		opts.Stderr = stderr
	}
	var c *Client
	var err error
	within(t, pids, func() { c, err = Start(ctx, "/bin/sh", []string{path, pids}, opts) })
	if c != nil {
		t.Cleanup(func() {
			if !returns(func() { c.Close() }) {
				killListed(pids)
			}
		})
	}
	return c, pids, err
}

// within runs f, and fails the test if it has not returned within hang,
// having killed the processes listed in pidFile: the test stops by
// itself, and leaves no process behind, even when the client hangs.
func within(t *testing.T, pidFile string, f func()) {
	t.Helper()
	if !returns(f) {
		killListed(pidFile)
		t.Fatalf("the client did not return within %v", hang)
	}
}

// killListed kills the processes listed in pidFile.
func killListed(pidFile string) {
	data, _ := os.ReadFile(pidFile)
	for _, f := range strings.Fields(string(data)) {
		if pid, err := strconv.Atoi(f); err == nil {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// requireGone fails the test unless every process listed in the file has
// ended within hang (a zombie has ended: only its parent's wait is left
// of it).
func requireGone(t *testing.T, pidFile string) {
	t.Helper()
	data, err := os.ReadFile(pidFile)
	require.NoError(t, err)
	fields := strings.Fields(string(data))
	require.NotEmpty(t, fields)
	for _, f := range fields {
		pid, err := strconv.Atoi(f)
		require.NoError(t, err)
		deadline := time.Now().Add(hang)
		for !ended(pid) {
			require.True(t, time.Now().Before(deadline), "process %d is still running", pid)
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// ended reports whether the process pid has ended.
func ended(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return true
	}
	// Linux: the state after the command's name is Z for a zombie.
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return os.IsNotExist(err)
	}
	_, after, _ := strings.Cut(string(stat), ") ")
	return strings.HasPrefix(after, "Z")
}

// lockedBuffer is a buffer for the engine's standard error, written by
// the client's copier while the test may look.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// An engine that closes its output but goes on running, during the
// handshake or during a search, ends Start or Search with ErrExited at
// once, well within the timeout, and is killed with the command it runs.
func TestClientOutputClosed(t *testing.T) {
	const timeout = 2 * hang // a wait for it fails the test: within allows hang
	closeOut := `exec >&-; sleep 600 & echo $! >> "$1"; wait`
	t.Run("handshake", func(t *testing.T) {
		_, pids, err := startSh(t, shEngine(closeOut, ""), timeout, nil)
		assert.ErrorIs(t, err, ErrExited)
		requireGone(t, pids)
	})
	t.Run("search", func(t *testing.T) {
		c, pids, err := startSh(t, shEngine("", closeOut), timeout, nil)
		require.NoError(t, err)
		within(t, pids, func() {
			_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Depth: 1}, nil)
		})
		assert.ErrorIs(t, err, ErrExited)
		requireGone(t, pids)
		within(t, pids, func() { err = c.Close() })
		assert.NoError(t, err)
	})
}

// A line longer than MaxLine, ended or not, ends Search with
// ErrLineTooLong at once, and the engine is killed, what writes the line
// with it.
func TestClientLineTooLong(t *testing.T) {
	const timeout = 2 * hang // a wait for it fails the test: within allows hang
	for name, onGo := range map[string]string{
		"ended":   `head -c 1100000 /dev/zero | tr '\0' a; echo; sleep 600 & echo $! >> "$1"; wait`,
		"endless": `yes a | tr -d '\n'`,
	} {
		t.Run(name, func(t *testing.T) {
			c, pids, err := startSh(t, shEngine("", onGo), timeout, nil)
			require.NoError(t, err)
			within(t, pids, func() {
				_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Depth: 1}, nil)
			})
			assert.ErrorIs(t, err, ErrLineTooLong)
			requireGone(t, pids)
		})
	}
}

// An engine that repeats its introduction without end fails Start with
// ErrFlood, quickly and with little memory, and is killed: long "param"
// lines (the attack that grew a match to gigabytes), short ones past
// MaxParams, lines of nothing the client keeps.
func TestClientFlood(t *testing.T) {
	const timeout = 2 * hang // a wait for it fails the test: within allows hang
	for name, onHub := range map[string]string{
		"long params":  `yes "param name=p type=enum values=\"$(seq -s " " 1 20000)\""`,
		"many params":  `echo 'id name=sh'; yes "param name=p value=1"`,
		"other lines":  `yes "info depth=1"`,
		"a long param": `head -c 300000 /dev/zero | tr '\0' a; echo; echo wait`,
	} {
		t.Run(name, func(t *testing.T) {
			_, pids, err := startSh(t, shEngine(onHub, ""), timeout, nil)
			assert.ErrorIs(t, err, ErrFlood)
			requireGone(t, pids)
		})
	}
}

// A process the engine started that holds its output and its standard
// error does not hold up Close: it is killed with the engine, at once
// when the engine quits and after the timeout when the engine does not;
// what the engine wrote to its standard error has arrived when Close
// returns.
func TestClientGrandchildHoldsPipes(t *testing.T) {
	const timeout = 500 * time.Millisecond
	spawn := `sleep 600 & echo $! >> "$1"; echo 'to stderr' >&2; echo 'id name=sh'; echo wait`
	for name, script := range map[string]string{
		"engine quits": shEngine(spawn, ""),
		"engine hangs": strings.Replace(shEngine(spawn, ""), "quit) exit 0", `quit) sleep 600 & echo $! >> "$1"; wait`, 1),
	} {
		t.Run(name, func(t *testing.T) {
			var stderr lockedBuffer
			c, pids, err := startSh(t, script, timeout, &stderr)
			require.NoError(t, err)
			within(t, pids, func() { err = c.Ping(context.Background()) })
			require.NoError(t, err)
			within(t, pids, func() { err = c.Close() })
			assert.NoError(t, err)
			requireGone(t, pids)
			assert.Equal(t, "to stderr\n", stderr.String())
		})
	}
}

// An engine that reads nothing it is sent cannot block the client once
// the pipe to it is full: the write waits the timeout, and fails with
// ErrTimeout.
func TestClientEngineReadsNothing(t *testing.T) {
	const timeout = 300 * time.Millisecond
	c, pids, err := startSh(t, shEngine("echo 'id name=sh'; echo wait; read -r x; echo ready; exec sleep 600", ""), timeout, nil)
	require.NoError(t, err)
	g := checkers.New(international)
	within(t, pids, func() {
		for i := 0; err == nil && i < 1e6; i++ {
			err = c.NewGame(context.Background(), g, g.Position().Turn)
		}
	})
	assert.ErrorIs(t, err, ErrTimeout)
	within(t, pids, func() { err = c.Close() })
	assert.NoError(t, err)
	requireGone(t, pids)
}

// Start's context bounds the handshake: an engine that never answers is
// killed as soon as the context ends, however long the timeout.
func TestClientStartContext(t *testing.T) {
	dir := t.TempDir()
	path, pids := filepath.Join(dir, "engine.sh"), filepath.Join(dir, "pids")
	require.NoError(t, os.WriteFile(path, []byte(`echo $$ >> "$1"; exec sleep 600`), 0o644))
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	var err error
	within(t, pids, func() { _, err = Start(ctx, "/bin/sh", []string{path, pids}, Options{Timeout: 2 * hang}) })
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	requireGone(t, pids)
}

// An engine that dies at start-up says why on its standard error: the
// client's error ends with its last lines, made printable, whether or not
// Options.Stderr takes a copy, and what it keeps of a long standard error
// is bounded: the last lines of a megabyte come, not the megabyte.
func TestClientExitShowsStderr(t *testing.T) {
	die := "echo $$ >> \"$1\"\nprintf 'loading\\n\\033[31mscan: cannot open data/eval\\033[0m\\n' >&2\nexit 2\n"
	for _, copy := range []bool{false, true} {
		var stderr *lockedBuffer
		if copy {
			stderr = &lockedBuffer{}
		}
		_, _, err := startSh(t, die, 5*time.Second, stderr)
		require.ErrorIs(t, err, ErrExited)
		assert.Contains(t, err.Error(), "exit status 2")
		assert.Contains(t, err.Error(), "its standard error ends:\n\tloading\n\tscan: cannot open data/eval")
		assert.NotContains(t, err.Error(), "\033")
		if copy {
			assert.Contains(t, stderr.String(), "\033[31mscan: cannot open data/eval")
		}
	}

	flood := "echo $$ >> \"$1\"\nseq 1 200000 >&2\necho 'out of memory' >&2\nexit 3\n"
	_, _, err := startSh(t, flood, 5*time.Second, nil)
	require.ErrorIs(t, err, ErrExited)
	msg := err.Error()
	assert.Contains(t, msg, "exit status 3")
	// The last ten lines, in order.
	assert.Contains(t, msg, "\n\t199992\n\t199993\n")
	assert.True(t, strings.HasSuffix(msg, "\n\t200000\n\tout of memory"), msg)
	assert.NotContains(t, msg, "\n\t199991\n")
}

// The tail keeps the last StderrTail bytes, and drops a first line cut
// short by the bound.
func TestStderrTail(t *testing.T) {
	var tl tail
	tl.Write([]byte(strings.Repeat("x", StderrTail-3)))
	tl.Write([]byte("\nab\ncd"))
	assert.Equal(t, []string{"ab", "cd"}, tl.lines())
	assert.Len(t, tl.buf, StderrTail)
	tl.Write([]byte(strings.Repeat("y", 3*StderrTail)))
	assert.Equal(t, []string{strings.Repeat("y", StderrTail)}, tl.lines())
}
