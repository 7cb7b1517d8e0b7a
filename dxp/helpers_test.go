package dxp_test

import (
	"context"
	"math/rand/v2"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
)

// testContext returns a context that ends with the test, and after ten
// seconds in any case, so that no test waits forever.
func testContext(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*hang)
	t.Cleanup(cancel)
	return ctx
}

// hang bounds every wait of the tests that a broken engine or peer could
// make endless: generous, so that only a hang, never a loaded machine,
// fails a test. A test of a short timeout sets it alone and every other
// wait (quick's, testContext's) longer than hang: the test can see that
// the short one ended the wait, since any other would take longer than
// hang.
const hang = 30 * time.Second

// quick are options for tests on loopback, with waits longer than hang,
// so that none of them ends a wait that a test expects another to end.
func quick(name string) dxp.Options {
	return dxp.Options{
		ID:          engine.ID{Name: name},
		Timeout:     2 * hang,
		MoveTimeout: 2 * hang,
		IdleTimeout: 2 * hang,
	}
}

// listen returns a TCP listener on a loopback port, closed with the test.
func listen(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = ln.Close() })
	return ln
}

// acceptOne accepts one connection of ln in the background and hands it
// over; the connection is closed with the test.
func acceptOne(t *testing.T, ln net.Listener) <-chan net.Conn {
	t.Helper()
	ch := make(chan net.Conn, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			close(ch)
			return
		}
		t.Cleanup(func() { _ = c.Close() })
		ch <- c
	}()
	return ch
}

// pair returns the two ends of a loopback TCP connection, closed with the
// test.
func pair(t *testing.T) (client, server net.Conn) {
	t.Helper()
	ln := listen(t)
	accepted := acceptOne(t, ln)
	client, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	t.Cleanup(func() { _ = client.Close() })
	select {
	case server = <-accepted:
	case <-time.After(hang):
		t.Fatal("no connection accepted")
	}
	require.NotNil(t, server)
	return client, server
}

// wait returns the error sent on ch, failing the test if none comes in
// ten seconds.
func wait(t *testing.T, ch <-chan error) error {
	t.Helper()
	select {
	case err := <-ch:
		return err
	case <-time.After(hang):
		t.Fatal("the goroutine did not return")
		return nil
	}
}

// randomSearcher plays a random legal move, from a fixed seed, so that
// the tests depend on no real player.
type randomSearcher struct {
	mu  sync.Mutex
	rng *rand.Rand
}

func newRandom(seed uint64) *randomSearcher {
	return &randomSearcher{rng: rand.New(rand.NewPCG(seed, 7))}
}

func (r *randomSearcher) Search(_ context.Context, g *checkers.Game, _ engine.Limit, _ func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return moves[r.rng.IntN(len(moves))], nil
}

// peer is a scripted DXP program on the other end of a connection, for
// the tests of what the package does with a peer that misbehaves.
type peer struct {
	t *testing.T
	c *dxp.Conn
}

func newPeer(t *testing.T, nc net.Conn) *peer {
	c := dxp.NewConn(nc)
	c.ReadTimeout = hang
	c.WriteTimeout = hang
	return &peer{t: t, c: c}
}

// send writes m, failing the test if it cannot.
func (p *peer) send(m dxp.Message) {
	p.t.Helper()
	require.NoError(p.t, p.c.WriteMessage(context.Background(), m))
}

// read returns the next message, failing the test if there is none.
func (p *peer) read() dxp.Message {
	p.t.Helper()
	m, err := p.c.ReadMessage(context.Background())
	require.NoError(p.t, err)
	return m
}

// raw writes bytes as they are.
func (p *peer) raw(b string) {
	p.t.Helper()
	_, err := p.c.NetConn().Write([]byte(b))
	require.NoError(p.t, err)
}
