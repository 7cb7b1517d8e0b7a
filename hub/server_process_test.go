package hub

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// driver is the driver's side of a session with the test binary as an
// engine process (see TestMain): it writes commands to the process and
// reads its lines with deadlines.
type driver struct {
	t     *testing.T
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string // closed when the engine's output ends
}

// drive starts the test binary as an engine that behaves as how says.
// The process is killed when the test ends, if it has not ended.
func drive(t *testing.T, how string) *driver {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), engineEnv+"="+how)
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	d := &driver{t: t, cmd: cmd, in: in, lines: make(chan string, 1024)}
	go func() {
		defer close(d.lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(nil, 16<<20) // the test sees the engine's longest line
		for sc.Scan() {
			d.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return d
}

// send writes the commands, one a line.
func (d *driver) send(commands ...string) {
	d.t.Helper()
	_, err := io.WriteString(d.in, strings.Join(commands, "\n")+"\n")
	require.NoError(d.t, err)
}

// expect reads the engine's lines until one that starts with prefix, for
// d at most, and returns it with the lines before it.
func (d *driver) expect(prefix string, within time.Duration) (string, []string) {
	d.t.Helper()
	timer := time.NewTimer(within)
	defer timer.Stop()
	var before []string
	for {
		select {
		case l, ok := <-d.lines:
			require.True(d.t, ok, "the engine's output ended before %q; it wrote %q", prefix, before)
			if strings.HasPrefix(l, prefix) {
				return l, before
			}
			before = append(before, l)
		case <-timer.C:
			require.FailNow(d.t, "no answer in time", "no %q within %v; the engine wrote %q", prefix, within, before)
		}
	}
}

// handshake holds the session's start, for International draughts.
func (d *driver) handshake() {
	d.t.Helper()
	d.send("hub")
	d.expect("wait", hang)
	d.send("set-param name=variant value=normal", "init")
	d.expect("ready", hang)
}

// A line longer than MaxLine is skipped to its end and answered with a
// short "error", and the session goes on; a line within MaxLine that
// cannot be read gets an "error" that repeats a short prefix of it only,
// not four times its megabyte (as quoting control characters would).
func TestServeLongLines(t *testing.T) {
	d := drive(t, "first")
	d.handshake()
	start := FormatPosition(international, international.Start())
	for _, long := range []string{
		"pos pos=" + strings.Repeat("w", MaxLine+10),
		"pos pos=\"" + strings.Repeat("\x01", MaxLine-20),
		"pos pos=W" + strings.Repeat("\x01", MaxLine-20),
		"pos pos=" + start + " moves=\"32-28 " + strings.Repeat("\x01", MaxLine-50) + "\"",
		"set-param name=variant value=" + strings.Repeat("\x01", MaxLine-40),
		"level move-time=" + strings.Repeat("9", MaxLine-40),
	} {
		d.send(long, "ping")
		answer, _ := d.expect("error message=", hang)
		assert.Less(t, len(answer), 512, "%.80q", answer)
		_, before := d.expect("pong", hang)
		assert.Empty(t, before)
	}
	// And the session is whole: a search, then "quit", and the process
	// ends by itself.
	d.send("pos pos="+start, "level depth=1", "go think")
	d.expect("done move=", hang)
	d.send("quit")
	exited := make(chan error, 1)
	go func() { exited <- d.cmd.Wait() }()
	select {
	case err := <-exited:
		assert.NoError(t, err)
	case <-time.After(hang):
		t.Fatal("the engine did not quit")
	}
}

// A "level" with a time that is not a number of seconds from 0 to a day
// (NaN, infinities, negative, absurdly large), or a depth or a number of
// moves that is not a positive whole number, is refused with "error",
// and the level set before it stays.
func TestServeLevelOutOfRange(t *testing.T) {
	d := drive(t, "limit")
	d.handshake()
	d.send("pos pos=" + FormatPosition(international, international.Start()))
	d.send("level move-time=1.5", "go think")
	answer, _ := d.expect("info ", hang)
	assert.Contains(t, answer, " nodes=1500 ")
	d.send("level depth=3")
	for _, bad := range []string{
		"move-time=NaN", "move-time=nan", "move-time=Inf", "move-time=+Inf", "move-time=-Inf", "move-time=-1",
		"move-time=-0.001", "move-time=1e300", "move-time=86401", "move-time=0x1p60", "move-time=abc", `move-time=""`,
		"time=NaN", "time=60 inc=NaN", "time=60 inc=-1", "time=1e19", "time=60 moves=0", "time=60 moves=x",
		"depth=0", "depth=-5", "depth=NaN", "depth=99999999999999999999",
		"nodes=0", "nodes=-1", "nodes=1.5", "nodes=x", "nodes=99999999999999999999",
	} {
		d.send("level "+bad, "ping")
		answer, _ := d.expect("error message=", hang)
		assert.Contains(t, answer, "level ", bad)
		d.expect("pong", hang)
	}
	d.send("go think")
	answer, _ = d.expect("info ", hang)
	assert.True(t, strings.HasPrefix(answer, "info depth=3 "), answer)
	assert.Contains(t, answer, " nodes=0 ")
}

// Positions for the searches that "stop" and "ping" interrupt: the start,
// and one with many kings where the built-in player's first iteration
// alone once took a minute, deaf to its context.
var hardPositions = []string{
	FormatPosition(international, international.Start()),
	"BBeeWBWeBeeBBWBWWwWeWWBWWBWBWWBWeWBBeeWWWweWeBBWeWW",
}

// The engine answers "ping" during a search, and "stop" then "ping" with
// "done" (a legal move) then "pong", at any moment of a search by the
// built-in player, however slow its search is to see that it must stop:
// the search has no limit ("level infinite"), so that only "stop" ends
// it. How soon the player sees its context end is counted in nodes by
// the player's tests; here only a hang (an answer not within hang) fails.
func TestServeStopAndPingDuringSearch(t *testing.T) {
	d := drive(t, "builtin")
	d.handshake()
	for _, pos := range hardPositions {
		p, err := ParsePosition(international, pos)
		require.NoError(t, err)
		for _, after := range []time.Duration{0, 5 * time.Millisecond, 50 * time.Millisecond, 300 * time.Millisecond} {
			d.pingAndStop(pos, p, after)
		}
	}
}

// pingAndStop starts a search of pos, then after a while sends "ping",
// then "stop" and "ping", and checks the answers.
func (d *driver) pingAndStop(pos string, p board.Position, after time.Duration) {
	d.t.Helper()
	d.send("pos pos="+pos, "level infinite", "go think")
	time.Sleep(after)
	d.send("ping")
	d.expect("pong", hang)
	d.send("stop", "ping")
	done, _ := d.expect("done", hang)
	_, before := d.expect("pong", hang)
	assert.Empty(d.t, before, "nothing of the search after its done")
	move, ok := strings.CutPrefix(done, "done move=")
	require.True(d.t, ok, done)
	move, _, _ = strings.Cut(move, " ")
	_, err := ParseWireMove(international, p, move)
	assert.NoError(d.t, err, "%s after %v", done, after)
}

// A searcher deaf to "stop" does not hold up the answer: "done" comes
// with the first move of its last report, then "pong", while the searcher
// has not returned (it returns only once the test releases it, see deaf),
// and the move it returns later is not written. The next search waits for
// it (the searcher is asked one thing at a time), and "ping" and "stop"
// are answered meanwhile, "stop" with the first legal move, for want of a
// report; "quit" too stops the search, and ends the process once the
// searcher has returned.
func TestServeStopDeafSearcher(t *testing.T) {
	release := filepath.Join(t.TempDir(), "release")
	t.Setenv(deafReleaseEnv, release)
	d := drive(t, "deaf")
	d.handshake()
	g := legal(international, international.Start())
	first, last := FormatWireMove(international, g[0]), FormatWireMove(international, g[len(g)-1])
	d.send("pos pos="+FormatPosition(international, international.Start()), "level infinite", "go think")
	d.expect("info ", hang)
	for range 2 {
		d.send("stop", "ping")
		done, _ := d.expect("done", hang)
		d.expect("pong", hang)
		assert.Equal(t, "done move="+first, done, "the searcher's own move would be %s", last)
		d.send("go think")
		d.send("ping")
		d.expect("pong", hang)
	}
	_, err := os.Stat(release)
	require.True(t, os.IsNotExist(err), "the searcher was held all along")
	d.send("quit")
	// "quit" stops the last search as "stop" does, and is answered for it
	// while the searcher is held.
	done, before := d.expect("done", hang)
	assert.Equal(t, "done move="+first, done)
	assert.Empty(t, before)
	require.NoError(t, os.WriteFile(release, nil, 0o644))
	exited := make(chan error, 1)
	go func() { exited <- d.cmd.Wait() }()
	select {
	case err := <-exited:
		assert.NoError(t, err)
	case <-time.After(hang):
		t.Fatal("the engine did not quit")
	}
	var rest []string
	for l := range d.lines {
		rest = append(rest, l)
	}
	// None of the searcher's late moves is written.
	assert.Empty(t, rest)
}
