package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listener is "checkers dxp -listen" run as a process, with the lines it
// prints.
type listener struct {
	addr  string
	lines chan string
}

// startListener runs "checkers dxp -listen 127.0.0.1:0" with args, until
// the test ends: then it is interrupted, and must exit with status 0 in
// hang.
func startListener(t *testing.T, args ...string) *listener {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, os.Args[0], append([]string{"dxp", "-listen", "127.0.0.1:0"}, args...)...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	exited := make(chan error, 1)
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		exited <- cmd.Wait()
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case err := <-exited:
			assert.NoError(t, err, "the listener's exit")
		case <-time.After(hang):
			t.Error("the listener did not stop when interrupted")
			_ = cmd.Process.Kill()
		}
	})
	l := &listener{lines: lines}
	first := l.line(t, "listening on ")
	l.addr = strings.TrimPrefix(first, "listening on ")
	return l
}

// line returns the next line printed that begins with prefix, failing
// the test if none comes within hang.
func (l *listener) line(t *testing.T, prefix string) string {
	t.Helper()
	deadline := time.After(hang)
	for {
		select {
		case s, ok := <-l.lines:
			require.True(t, ok, "the listener ended")
			if strings.HasPrefix(s, prefix) {
				return s
			}
		case <-deadline:
			t.Fatalf("no line %q...", prefix)
		}
	}
}

// dxpPeer is a DXP program connected to a listener, scripted by the test.
type dxpPeer struct {
	t *testing.T
	c *dxp.Conn
}

func dialDXP(t *testing.T, addr string) *dxpPeer {
	t.Helper()
	nc, err := net.DialTimeout("tcp", addr, hang)
	require.NoError(t, err)
	t.Cleanup(func() { _ = nc.Close() })
	c := dxp.NewConn(nc)
	c.ReadTimeout, c.WriteTimeout = hang, hang
	return &dxpPeer{t: t, c: c}
}

func (p *dxpPeer) send(m dxp.Message) {
	p.t.Helper()
	require.NoError(p.t, p.c.WriteMessage(context.Background(), m))
}

func (p *dxpPeer) read() dxp.Message {
	p.t.Helper()
	m, err := p.c.ReadMessage(context.Background())
	require.NoError(p.t, err)
	return m
}

// closed waits for the listener to close the connection, and fails the
// test if it does not within the time given.
func (p *dxpPeer) closed(within time.Duration) {
	p.t.Helper()
	require.NoError(p.t, p.c.NetConn().SetReadDeadline(time.Now().Add(within)))
	for {
		_, err := p.c.ReadMessage(context.Background())
		if errors.Is(err, io.EOF) {
			return
		}
		require.NoError(p.t, err, "the connection was not closed")
	}
}

// greedy is an attacker's request: 999 minutes for 1 move, the listener
// White, so that it thinks first.
var greedy = dxp.GameRequest{Version: dxp.Version, Name: "Greedy", FollowerColor: board.White, Minutes: 999, Moves: 1}

// The listener plays several programs at once: a silent one does not
// hold up another, which gets its moves by the listener's own -time
// budget (1 s by default) although it asked for 999 minutes a move; a
// program over -max-games is refused ("no game at all"); and the silent
// one is let go after -idle seconds (3: more than the move takes).
func TestDXPListenServesSeveralAndDropsIdle(t *testing.T) {
	l := startListener(t, "-max-games", "2", "-idle", "3")
	silent := dialDXP(t, l.addr)

	greedyPeer := dialDXP(t, l.addr)
	greedyPeer.send(greedy)
	assert.Equal(t, dxp.GameAccept{Name: "checkers"}, greedyPeer.read())
	// A search of 999 minutes would fail the read's hang guard.
	_ = greedyPeer.read().(dxp.Move)

	late := dialDXP(t, l.addr)
	late.send(greedy)
	assert.Equal(t, dxp.GameAccept{Name: "checkers", Code: dxp.RefusedAll}, late.read())
	late.closed(hang)
	assert.Contains(t, l.line(t, "dxp: "), "refused")

	silent.closed(hang) // the default idle timeout, a minute, would fail it
}

// A search the challenger's clock makes long (-time 0: 999 minutes for 1
// move gives -max-time, 60 s here) stops when the challenger disconnects:
// the game's place (-max-games 1) is free again at once, and the next
// program is played.
func TestDXPListenStopsSearchWhenPeerLeaves(t *testing.T) {
	l := startListener(t, "-max-games", "1", "-time", "0", "-max-time", "60")
	leaver := dialDXP(t, l.addr)
	leaver.send(greedy)
	assert.Equal(t, dxp.GameAccept{Name: "checkers"}, leaver.read())
	require.NoError(t, leaver.c.Close())
	// Within hang, where the search's 60 s would fail the test.
	assert.Contains(t, l.line(t, "dxp: "), "closed the connection")

	next := dialDXP(t, l.addr)
	req := greedy
	req.FollowerColor = board.Black
	next.send(req)
	assert.Equal(t, dxp.GameAccept{Name: "checkers"}, next.read())
}

// The dxp command's flags out of range are bad usage, status 2; -h lists
// the new ones.
func TestDXPCommandFlagRanges(t *testing.T) {
	for _, args := range [][]string{
		{"dxp", "-listen", "127.0.0.1:0", "-max-games", "0"},
		{"dxp", "-listen", "127.0.0.1:0", "-idle", "0"},
		{"dxp", "-listen", "127.0.0.1:0", "-max-time", "0"},
		{"dxp", "-listen", "127.0.0.1:0", "-time", "-1"},
		{"dxp", "-listen", "127.0.0.1:0", "-max-time", "3601"},
	} {
		_, stderr, code := runCLI(args...)
		assert.Equal(t, 2, code, args)
		assert.Contains(t, stderr, "dxp: -", args)
	}
	out, _, code := runCLI("dxp", "-h")
	assert.Equal(t, 0, code)
	for _, f := range []string{"-max-games", "(default 4)", "-idle", "(default 60)", "-max-time", "(default 10)", "-time", "(default 1)"} {
		assert.Contains(t, out, f)
	}
}

// The listener prints each game as it ends and writes it to -pdn, with
// the challenger's name from its GAMEREQ; a challenger that ends the game
// saying "I win" where the rules cannot say so has it scored as it says,
// by adjudication (it was the challenger's loss).
func TestDXPListenReportsGames(t *testing.T) {
	pdnFile := filepath.Join(t.TempDir(), "games.pdn")
	l := startListener(t, "-time", "0.01", "-pdn", pdnFile)
	p := dialDXP(t, l.addr)
	p.send(dxp.GameRequest{Version: dxp.Version, Name: "Fake Peer", FollowerColor: board.White, Minutes: 1, Moves: 50})
	assert.Equal(t, dxp.GameAccept{Name: "checkers"}, p.read())
	_ = p.read().(dxp.Move) // the listener's first move
	p.send(dxp.GameEnd{Reason: dxp.ReasonWin, Stop: true})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	// The challenger (Black) claimed the win; one ply was played.
	assert.Equal(t, "game 1: checkers (White) - Fake Peer (Black): black wins: adjudication after 1 plies", l.line(t, "game "))
	text, err := os.ReadFile(pdnFile)
	require.NoError(t, err)
	// International writes Black's win as 0-2.
	for _, want := range []string{`[White "checkers"]`, `[Black "Fake Peer"]`, `[Result "0-2"]`, `[Termination "adjudication"]`} {
		assert.Contains(t, string(text), want)
	}
}

// -connect prints each game as it ends with the follower's name from its
// GAMEACC, writes them to -pdn and ends with the score; -moves 0 asks for
// no limit on the moves ("000"). The follower ends game 1 at once with no
// result (a draw, by adjudication: it was its loss) and resigns game 2.
func TestDXPConnectReportsGames(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = ln.Close() })
	reqs := make(chan dxp.GameRequest, 2)
	go func() {
		nc, err := ln.Accept()
		if err != nil {
			return
		}
		defer nc.Close()
		c := dxp.NewConn(nc)
		c.ReadTimeout, c.WriteTimeout = hang, hang
		ctx := context.Background()
		for _, reason := range []dxp.EndReason{dxp.ReasonNone, dxp.ReasonLoss} {
			m, err := c.ReadMessage(ctx)
			req, ok := m.(dxp.GameRequest)
			if err != nil || !ok {
				return
			}
			reqs <- req
			_ = c.WriteMessage(ctx, dxp.GameAccept{Name: "Fake Follower"})
			if req.FollowerColor == board.Black {
				_, _ = c.ReadMessage(ctx) // the command's first move
			}
			_ = c.WriteMessage(ctx, dxp.GameEnd{Reason: reason})
			_, _ = c.ReadMessage(ctx) // the acknowledgement
		}
	}()
	pdnFile := filepath.Join(t.TempDir(), "games.pdn")
	out, errOut, code := runCLI("dxp", "-connect", ln.Addr().String(), "-games", "2", "-moves", "0", "-time", "0.01", "-pdn", pdnFile)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "game 1: Fake Follower (White) - checkers (Black): drawn: adjudication after 0 plies\n"+
		"game 2: checkers (White) - Fake Follower (Black): white wins: resignation after 1 plies\n"+
		"checkers 1.5 - 0.5 Fake Follower (+1 =1 -0)\n", out)
	require.Len(t, reqs, 2)
	assert.Equal(t, 0, (<-reqs).Moves, "-moves 0: no limit")
	text, err := os.ReadFile(pdnFile)
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(text), `[Black "`))
	assert.Contains(t, string(text), `[White "Fake Follower"]`)
	assert.Contains(t, string(text), `[Termination "resignation"]`)
}
