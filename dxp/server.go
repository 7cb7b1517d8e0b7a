package dxp

import (
	"context"
	"errors"
	"fmt"
	"net"
	"sync"
	"time"

	"github.com/draughtsgo/checkers/engine"
)

// The defaults of a Server.
const (
	// DefaultMaxGames is how many peers a Server serves at once when its
	// MaxGames is zero.
	DefaultMaxGames = 4
	// DefaultServerIdleTimeout is how long a Server waits for a peer's
	// message, a game request or a move, when its Options leave
	// IdleTimeout (and MoveTimeout) zero: much less than a lone Serve
	// waits, since a silent peer holds one of the server's few games.
	DefaultServerIdleTimeout = time.Minute
)

// refuseWait is how long a peer over a Server's cap is given to send the
// game request it is refused.
const refuseWait = 5 * time.Second

// Server plays with the DXP programs that connect to a listener, as the
// follower, each connection on its own goroutine with its own searcher,
// as Serve does. It is made for a listener that programs one does not
// control may reach: it serves at most MaxGames peers at once, waits for
// a silent peer a minute rather than ten, and, through Options.MaxMoveTime,
// lets no request make a search last longer than a minute. A search stops
// when its peer closes the connection.
type Server struct {
	// NewSearcher returns the searcher of a new connection: each has its
	// own, since a searcher need not be safe for concurrent use. It must
	// be set.
	NewSearcher func() engine.Searcher
	// Options are those of every connection's Serve, but for two
	// defaults: IdleTimeout is DefaultServerIdleTimeout if zero, and
	// MoveTimeout is IdleTimeout if zero, so that a peer that neither asks
	// for a game nor moves holds no game for longer (a peer that thinks
	// longer than that over one move loses the connection). OnChat, if
	// set, is called from several goroutines at once.
	Options Options
	// MaxGames is the most peers served at once; DefaultMaxGames if zero
	// or less. A peer that connects while MaxGames are served is refused:
	// given five seconds to send its GAMEREQ, it is answered RefusedAll
	// ("no game at all"), and its connection is closed. While MaxGames
	// peers more are being refused, the next ones are closed at once.
	MaxGames int
	// OnDone, when not nil, is called when a connection ends, with the
	// peer's address and the error its session ended with: nil when it
	// ended well, one wrapping ErrBusy for a peer refused. The
	// connection is closed and its place free by then. It is called from
	// several goroutines at once.
	OnDone func(peer net.Addr, err error)
	// OnListen, when not nil, is called with the address the Server
	// listens on, once it does and before it accepts any connection: the
	// port the system chose, for an address with port 0.
	OnListen func(addr net.Addr)
}

// ListenAndServe listens on the TCP address addr (host:port) and serves
// the programs that connect, as Serve does, until ctx ends (nil) or the
// listener fails. It reports the address to OnListen.
func (srv *Server) ListenAndServe(ctx context.Context, addr string) error {
	if srv.NewSearcher == nil {
		return errNoSearcher
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	return srv.Serve(ctx, ln)
}

// errNoSearcher refuses to serve without a searcher.
var errNoSearcher = errors.New("dxp: Server.NewSearcher is not set")

// Serve accepts connections on ln and serves them until ctx ends, which
// ends the connections' sessions too, then returns nil; or until ln fails
// (other than for want of file descriptors, which it waits out), and
// returns the error. It reports ln's address to OnListen first. It closes
// ln, and returns once every connection it accepted is closed.
func (srv *Server) Serve(ctx context.Context, ln net.Listener) error {
	if srv.NewSearcher == nil {
		ln.Close()
		return errNoSearcher
	}
	if srv.OnListen != nil {
		srv.OnListen(ln.Addr())
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	defer ln.Close()
	stop := context.AfterFunc(ctx, func() { ln.Close() })
	defer stop()
	games := make(chan struct{}, srv.maxGames())
	refusals := make(chan struct{}, srv.maxGames())
	var backoff time.Duration
	for {
		conn, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			if backoff, err = retry(ctx, err, backoff); err != nil {
				return err
			}
			continue
		}
		backoff = 0
		switch {
		case acquire(games):
			wg.Add(1)
			go func() {
				defer wg.Done()
				srv.done(conn, release(games, srv.serveConn(ctx, conn)))
			}()
		case acquire(refusals):
			wg.Add(1)
			go func() {
				defer wg.Done()
				srv.done(conn, release(refusals, srv.refuse(ctx, conn)))
			}()
		default:
			conn.Close()
			srv.done(conn, fmt.Errorf("%w: closed at once", ErrBusy))
		}
	}
}

// maxGames is the cap on the peers served at once.
func (srv *Server) maxGames() int {
	if srv.MaxGames <= 0 {
		return DefaultMaxGames
	}
	return srv.MaxGames
}

// options are the Options of each connection, with the server's defaults.
func (srv *Server) options() Options {
	o := srv.Options
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = DefaultServerIdleTimeout
	}
	if o.MoveTimeout <= 0 {
		o.MoveTimeout = o.IdleTimeout
	}
	return o
}

// serveConn serves one peer, closes its connection, and returns how the
// session ended.
func (srv *Server) serveConn(ctx context.Context, conn net.Conn) error {
	defer conn.Close()
	return Serve(ctx, srv.NewSearcher(), conn, srv.options())
}

// refuse answers the game request of a peer over the cap with RefusedAll,
// giving it refuseWait to send it, closes conn, and returns an error
// wrapping ErrBusy.
func (srv *Server) refuse(ctx context.Context, conn net.Conn) error {
	defer conn.Close()
	ctx, cancel := context.WithTimeout(ctx, refuseWait)
	defer cancel()
	s := newSession(conn, srv.options())
	m, err := s.next(ctx, refuseWait)
	if _, ok := m.(GameRequest); ok {
		err = s.send(ctx, GameAccept{Name: s.o.ID.Name, Code: RefusedAll})
	}
	if err != nil {
		return fmt.Errorf("%w: refused: %w", ErrBusy, err)
	}
	return fmt.Errorf("%w: refused", ErrBusy)
}

// done reports the end of a connection to OnDone.
func (srv *Server) done(conn net.Conn, err error) {
	if srv.OnDone != nil {
		srv.OnDone(conn.RemoteAddr(), err)
	}
}

// acquire takes a place of sem if one is free.
func acquire(sem chan struct{}) bool {
	select {
	case sem <- struct{}{}:
		return true
	default:
		return false
	}
}

// release frees a place of sem, and returns err: the place is free by
// the time OnDone hears how the connection ended.
func release(sem chan struct{}, err error) error {
	<-sem
	return err
}

// retry waits after a failed Accept whose error is temporary (out of file
// descriptors: connections closing will free some), longer each time up
// to a second, and returns the next wait; any other error is returned,
// wrapped.
func retry(ctx context.Context, err error, backoff time.Duration) (time.Duration, error) {
	// net.Error's Temporary is deprecated for being ill-defined, but on
	// Accept it is what tells EMFILE and ECONNABORTED from a listener
	// that is gone, as net/http's server uses it.
	var t interface{ Temporary() bool }
	if !errors.As(err, &t) || !t.Temporary() {
		return 0, fmt.Errorf("dxp: accept: %w", err)
	}
	backoff = min(max(2*backoff, 5*time.Millisecond), time.Second)
	select {
	case <-ctx.Done():
	case <-time.After(backoff):
	}
	return backoff, nil
}
