package dxp_test

import (
	"context"
	"errors"
	"io"
	"net"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
)

// blocker is a searcher that thinks until its context ends or it is
// released, and tells when it starts and how it stops: a stand-in for a
// long search.
type blocker struct {
	started chan engine.Limit
	stopped chan error
	release chan struct{}
}

func newBlocker() *blocker {
	return &blocker{started: make(chan engine.Limit, 16), stopped: make(chan error, 16), release: make(chan struct{})}
}

func (b *blocker) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, _ func(engine.Info)) (board.Move, error) {
	b.started <- limit
	select {
	case <-ctx.Done():
		b.stopped <- ctx.Err()
	case <-b.release:
		b.stopped <- nil
	}
	return g.LegalMoves()[0], nil
}

// sleeper thinks for the time its limit gives, or until its context ends.
type sleeper struct{}

func (sleeper) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, _ func(engine.Info)) (board.Move, error) {
	select {
	case <-ctx.Done():
	case <-time.After(limit.Time):
	}
	return g.LegalMoves()[0], nil
}

// ended is what a Server's OnDone was called with.
type ended struct {
	peer net.Addr
	err  error
}

// startServer runs srv on a loopback listener until the test ends, with
// OnDone reporting on the channel it returns; stop ends it and returns
// what Serve returned.
func startServer(t *testing.T, srv *dxp.Server) (addr string, done <-chan ended, stop func() error) {
	t.Helper()
	ln := listen(t)
	ends := make(chan ended, 64)
	srv.OnDone = func(peer net.Addr, err error) { ends <- ended{peer, err} }
	ctx, cancel := context.WithCancel(testContext(t))
	t.Cleanup(cancel)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, ln) }()
	return ln.Addr().String(), ends, func() error {
		cancel()
		return wait(t, served)
	}
}

// dial connects a scripted peer to addr, closed with the test.
func dial(t *testing.T, addr string) *peer {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, hang)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	return newPeer(t, c)
}

// nextEnd returns the next end a server reports, failing the test if none
// comes in ten seconds.
func nextEnd(t *testing.T, ch <-chan ended) ended {
	t.Helper()
	select {
	case e := <-ch:
		return e
	case <-time.After(hang):
		t.Fatal("no connection ended")
		return ended{}
	}
}

// closedByPeer reports whether the server closed p's connection, as a
// read that ends with EOF before the deadline shows.
func closedByPeer(p *peer, within time.Duration) error {
	_ = p.c.NetConn().SetReadDeadline(time.Now().Add(within))
	for {
		_, err := p.c.ReadMessage(context.Background())
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// longGame is the request an attacker makes: 999 minutes for 1 move, the
// follower (the server) White, so that it thinks first.
var longGame = dxp.GameRequest{Version: dxp.Version, Name: "Greedy", FollowerColor: board.White, Minutes: 999, Moves: 1}

// A request for 999 minutes and one move gets a search of at most
// Options.MaxMoveTime: DefaultMaxMoveTime (a minute) if unset, else what
// is set, and the move comes in that time.
func TestServerBoundsRequestedTime(t *testing.T) {
	b := newBlocker()
	close(b.release)
	addr, _, stop := startServer(t, &dxp.Server{NewSearcher: func() engine.Searcher { return b }, Options: quick("F")})
	p := dial(t, addr)
	p.send(longGame)
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	assert.Equal(t, engine.Limit{Time: dxp.DefaultMaxMoveTime}, <-b.started)
	_ = p.read().(dxp.Move)
	require.NoError(t, stop())

	opts := quick("F")
	opts.MaxMoveTime = 200 * time.Millisecond
	addr, _, stop = startServer(t, &dxp.Server{NewSearcher: func() engine.Searcher { return sleeper{} }, Options: opts})
	p = dial(t, addr)
	p.send(longGame)
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	start := time.Now()
	_ = p.read().(dxp.Move)
	assert.Less(t, time.Since(start), hang)
	require.NoError(t, stop())

	// A fixed limit of the caller's own is not bounded.
	opts.Limit = engine.Limit{Depth: 3}
	b = newBlocker()
	close(b.release)
	addr, _, stop = startServer(t, &dxp.Server{NewSearcher: func() engine.Searcher { return b }, Options: opts})
	p = dial(t, addr)
	p.send(longGame)
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	assert.Equal(t, engine.Limit{Depth: 3}, <-b.started)
	require.NoError(t, stop())
}

// A peer that closes the connection while the server thinks stops the
// search at once: the search's context ends, and the session ends with
// an error wrapping io.EOF.
func TestServerStopsSearchWhenPeerLeaves(t *testing.T) {
	b := newBlocker()
	addr, ends, stop := startServer(t, &dxp.Server{NewSearcher: func() engine.Searcher { return b }, Options: quick("F")})
	p := dial(t, addr)
	p.send(longGame)
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	select {
	case <-b.started:
	case <-time.After(hang):
		t.Fatal("no search started")
	}
	require.NoError(t, p.c.Close())
	select {
	case err := <-b.stopped:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(hang):
		t.Fatal("the search went on after the peer left")
	}
	assert.ErrorIs(t, nextEnd(t, ends).err, io.EOF)
	require.NoError(t, stop())
}

// Several peers are served at once: one that says nothing does not keep
// another from playing. Past MaxGames a peer's request is refused with
// RefusedAll and its connection closed; a place freed is taken again.
func TestServerServesPeersAtOnce(t *testing.T) {
	b := newBlocker()
	close(b.release)
	srv := &dxp.Server{NewSearcher: func() engine.Searcher { return b }, Options: quick("F"), MaxGames: 2}
	addr, ends, stop := startServer(t, srv)

	idle := dial(t, addr)
	_ = idle
	player1 := dial(t, addr)
	player1.send(request(board.White))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, player1.read())
	_ = player1.read().(dxp.Move)

	late := dial(t, addr)
	late.send(request(board.White))
	assert.Equal(t, dxp.GameAccept{Name: "F", Code: dxp.RefusedAll}, late.read())
	require.NoError(t, closedByPeer(late, hang))
	e := nextEnd(t, ends)
	assert.ErrorIs(t, e.err, dxp.ErrBusy)
	assert.Equal(t, late.c.NetConn().LocalAddr().String(), e.peer.String())

	// The idle peer leaves; a new one is served in its place.
	require.NoError(t, idle.c.Close())
	assert.NoError(t, nextEnd(t, ends).err)
	again := dial(t, addr)
	again.send(request(board.White))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, again.read())
	require.NoError(t, stop())
}

// Peers over the cap that do not even send a request are refused without
// a wait past MaxGames more: the rest are closed at once.
func TestServerClosesFloodAtOnce(t *testing.T) {
	srv := &dxp.Server{NewSearcher: func() engine.Searcher { return newBlocker() }, Options: quick("F"), MaxGames: 1}
	addr, ends, stop := startServer(t, srv)
	var peers []*peer
	for range 3 {
		peers = append(peers, dial(t, addr))
	}
	// The first is served, the second waits to be refused, the third is
	// closed at once.
	e := nextEnd(t, ends)
	assert.ErrorIs(t, e.err, dxp.ErrBusy)
	assert.ErrorContains(t, e.err, "closed at once")
	assert.Equal(t, peers[2].c.NetConn().LocalAddr().String(), e.peer.String())
	require.NoError(t, closedByPeer(peers[2], hang))
	require.NoError(t, stop())
}

// A peer that asks for no game, or stops moving, is let go after
// IdleTimeout, which also bounds the wait for a move when MoveTimeout is
// unset.
func TestServerIdlePeers(t *testing.T) {
	opts := quick("F")
	opts.IdleTimeout, opts.MoveTimeout = 300*time.Millisecond, 0
	addr, ends, stop := startServer(t, &dxp.Server{NewSearcher: func() engine.Searcher { return newRandom(3) }, Options: opts})

	start := time.Now()
	silent := dial(t, addr)
	require.NoError(t, closedByPeer(silent, hang))
	assert.Less(t, time.Since(start), hang)
	assert.ErrorIs(t, nextEnd(t, ends).err, dxp.ErrTimeout)

	// In a game whose clock would have the server wait 10 minutes.
	stalled := dial(t, addr)
	req := request(board.Black)
	req.Minutes = 9
	stalled.send(req)
	assert.Equal(t, dxp.GameAccept{Name: "F"}, stalled.read())
	start = time.Now()
	assert.Equal(t, dxp.GameEnd{Stop: true}, stalled.read())
	assert.Less(t, time.Since(start), hang)
	require.NoError(t, closedByPeer(stalled, hang))
	assert.ErrorIs(t, nextEnd(t, ends).err, dxp.ErrTimeout)
	require.NoError(t, stop())
}

// The end of the context ends the server: the listener is closed, the
// sessions in progress end, and Serve returns nil once they have.
func TestServerStopsWithContext(t *testing.T) {
	b := newBlocker()
	addr, ends, stop := startServer(t, &dxp.Server{NewSearcher: func() engine.Searcher { return b }, Options: quick("F")})
	p := dial(t, addr)
	p.send(longGame)
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	<-b.started
	start := time.Now()
	require.NoError(t, stop())
	assert.Less(t, time.Since(start), hang)
	assert.ErrorIs(t, <-b.stopped, context.Canceled)
	assert.ErrorIs(t, nextEnd(t, ends).err, context.Canceled)
	_, err := net.DialTimeout("tcp", addr, time.Second)
	assert.Error(t, err, "the listener is closed")

	var srv dxp.Server
	assert.Error(t, srv.Serve(context.Background(), listen(t)), "no NewSearcher")
}

// What the peer sends while the follower thinks is kept for after its
// move: chat goes to OnChat at once, a BACKREQ is answered after the move.
// A peer that floods its messages meanwhile stops the search and loses
// the connection.
func TestServeWhileThinking(t *testing.T) {
	var mu sync.Mutex
	var chats []string
	opts := quick("F")
	opts.OnChat = func(text string) {
		mu.Lock()
		defer mu.Unlock()
		chats = append(chats, text)
	}
	b := newBlocker()
	client, server := pair(t)
	done := make(chan error, 1)
	go func() { done <- dxp.Serve(testContext(t), b, server, opts) }()
	p := newPeer(t, client)
	p.send(request(board.White))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	<-b.started
	p.send(dxp.Chat{Text: "thinking?"})
	p.send(dxp.BackupRequest{Move: 1, Turn: board.White})
	b.release <- struct{}{}
	_ = p.read().(dxp.Move)
	assert.Equal(t, dxp.BackupAccept{Code: dxp.BackupNotSupported}, p.read())
	mu.Lock()
	assert.Equal(t, []string{"thinking?"}, chats)
	mu.Unlock()
	p.send(dxp.GameEnd{Stop: true})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	require.NoError(t, wait(t, done))

	b = newBlocker()
	client, server = pair(t)
	go func() { done <- dxp.Serve(testContext(t), b, server, opts) }()
	p = newPeer(t, client)
	p.send(request(board.White))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	<-b.started
	for range 17 {
		p.send(dxp.BackupRequest{Move: 1, Turn: board.White})
	}
	assert.ErrorIs(t, <-b.stopped, context.Canceled)
	err := wait(t, done)
	assert.ErrorIs(t, err, dxp.ErrProtocol)
	assert.ErrorContains(t, err, "while this side was thinking")
	assert.Equal(t, dxp.GameEnd{Stop: true}, p.read())
}

// ListenAndServe listens on the address it is given, tells OnListen the
// address (the port the system chose, for port 0) before any peer comes,
// and serves there as Serve does until its context ends. An address it
// cannot listen on is an error, and so is a Server without a searcher,
// which listens on nothing.
func TestServerListenAndServe(t *testing.T) {
	listening := make(chan net.Addr, 1)
	srv := &dxp.Server{
		NewSearcher: func() engine.Searcher { return newRandom(2) },
		Options:     quick("F"),
		OnListen:    func(addr net.Addr) { listening <- addr },
	}
	ctx, cancel := context.WithCancel(testContext(t))
	defer cancel()
	served := make(chan error, 1)
	go func() { served <- srv.ListenAndServe(ctx, "127.0.0.1:0") }()
	var addr net.Addr
	select {
	case addr = <-listening:
	case <-time.After(hang):
		t.Fatal("OnListen was not called")
	}
	require.IsType(t, &net.TCPAddr{}, addr)
	assert.NotZero(t, addr.(*net.TCPAddr).Port)
	p := dial(t, addr.String())
	p.send(dxp.GameRequest{Version: dxp.Version, Name: "P", FollowerColor: board.Black, Minutes: 1, Moves: 1})
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	cancel()
	assert.NoError(t, wait(t, served))
	_, err := net.DialTimeout("tcp", addr.String(), time.Second)
	assert.Error(t, err, "the listener is closed")

	assert.Error(t, srv.ListenAndServe(testContext(t), "127.0.0.1:no-such-port"))
	var none dxp.Server
	assert.ErrorContains(t, none.ListenAndServe(testContext(t), "127.0.0.1:0"), "NewSearcher")
}
