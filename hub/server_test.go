package hub

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serve runs a session from a script of commands and returns what the
// engine wrote.
func serve(t *testing.T, script string) []string {
	t.Helper()
	var out bytes.Buffer
	opts := Options{ID: engine.ID{Name: "first", Version: "1.0", Author: "The Authors"}, Variant: variant.English}
	err := Serve(context.Background(), firstMove{}, strings.NewReader(script), &out, opts)
	require.NoError(t, err)
	return lines(out.String())
}

func TestServeSession(t *testing.T) {
	start := FormatPosition(international, international.Start())
	out := serve(t, `hub
set-param name=variant value=normal
init
new-game
something-new arg=1
pos pos=`+start+`
level depth=1
go think
ping
quit
`)
	require.GreaterOrEqual(t, len(out), 6)
	assert.Equal(t, `id name=first version=1.0 author="The Authors"`, out[0])
	assert.True(t, strings.HasPrefix(out[1], "param name=variant value=english type=enum values="), out[1])
	assert.Contains(t, out[1], "international")
	assert.Equal(t, "wait", out[2])
	assert.Equal(t, "ready", out[3])
	// The search's lines and "pong" come in either order; firstMove
	// plays the first legal move, of the nine.
	first := FormatWireMove(international, legal(international, international.Start())[0])
	rest := out[4:]
	assert.Contains(t, rest, "pong")
	assert.Contains(t, rest, `info depth=1 score=0.25 nodes=9 time=0.000 pv=`+first)
	assert.Contains(t, rest, "done move="+first)
	assert.NotContains(t, strings.Join(out, "\n"), "error")
}

// With the moves since the position, the engine searches the position
// after them.
func TestServePositionWithMoves(t *testing.T) {
	start := FormatPosition(international, international.Start())
	out := serve(t, `set-param name=variant value=international
pos pos=`+start+` moves="32-28 19-23 28x19x23"
go think
quit
`)
	// After 32-28 19-23 28x19 Black must take back: 14x23 or 13x24.
	assert.Contains(t, out, "done move=13x24x19")
}

// Commands the engine cannot carry out are answered with "error" lines,
// and the session goes on.
func TestServeErrors(t *testing.T) {
	out := serve(t, `set-param name=variant value=international
go think
set-param name=variant value=no-such-variant
pos pos=Wbad
pos pos=`+FormatPosition(international, international.Start())+` moves="32-27 1-2"
level move-time=abc
pos
ping
quit
`)
	require.Len(t, out, 7)
	for _, l := range out[:6] {
		assert.True(t, strings.HasPrefix(l, "error message="), l)
	}
	assert.Contains(t, out[3], "1-2")
	assert.Equal(t, "pong", out[6])
}

// A search under way is stopped by "stop", and still ends with "done".
func TestServeStop(t *testing.T) {
	start := FormatPosition(international, international.Start())
	out := serve(t, "set-param name=variant value=normal\npos pos="+start+"\nlevel infinite\ngo think\nstop\nquit\n")
	assert.Contains(t, out, "done move="+FormatWireMove(international, legal(international, international.Start())[0]))
}

// The server searches within Options.Limit until the driver sends a
// "level", and within the level after it.
func TestServeLimitUntilLevel(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	served := make(chan error, 1)
	go func() {
		served <- Serve(context.Background(), limitEcho{}, inR, outW, Options{Limit: engine.Limit{Depth: 7}})
		outW.Close()
	}()
	lines := make(chan string, 64)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	send := func(commands ...string) {
		_, err := io.WriteString(inW, strings.Join(commands, "\n")+"\n")
		require.NoError(t, err)
	}
	expect := func(prefix string) string {
		timer := time.NewTimer(hang)
		defer timer.Stop()
		for {
			select {
			case l, ok := <-lines:
				require.True(t, ok, "the output ended before %q", prefix)
				if strings.HasPrefix(l, prefix) {
					return l
				}
			case <-timer.C:
				require.FailNow(t, "no answer in time", "no %q within %v", prefix, hang)
			}
		}
	}
	send("pos pos="+FormatPosition(international, international.Start()), "go think")
	assert.True(t, strings.HasPrefix(expect("info "), "info depth=7 "))
	expect("done ")
	send("level depth=2", "go think")
	assert.True(t, strings.HasPrefix(expect("info "), "info depth=2 "))
	expect("done ")
	send("quit")
	select {
	case err := <-served:
		assert.NoError(t, err)
	case <-time.After(hang):
		t.Fatal("Serve did not return after quit")
	}
}
