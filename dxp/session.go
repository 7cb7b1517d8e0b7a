package dxp

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
)

// session is one side of a DXP connection, whichever plays: the Conn and
// the options, with the exchanges every player needs.
type session struct {
	c *Conn
	o Options
	// queued are the messages the peer sent while the local player
	// searched (see watchPeer), which next returns before reading more.
	queued []Message
}

// newSession returns a session on nc with opts completed by their
// defaults. Every write is bounded by the options' Timeout.
func newSession(nc net.Conn, opts Options) *session {
	o := opts.withDefaults()
	c := NewConn(nc)
	c.WriteTimeout = o.Timeout
	return &session{c: c, o: o}
}

// send writes m.
func (s *session) send(ctx context.Context, m Message) error {
	return s.c.WriteMessage(ctx, m)
}

// next returns the peer's next message, waiting at most wait for it. Chat
// goes to OnChat, a BACKREQ is answered "not supported" and a stray
// BACKACC (this side asks for no backup) is dropped, all without ending
// the wait: they are no answer to anything.
//
// A timeout says how long the wait lasted, which ctx's deadline may have
// made shorter than wait.
func (s *session) next(ctx context.Context, wait time.Duration) (Message, error) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	for {
		m, err := s.read(ctx)
		if err != nil {
			if errors.Is(err, ErrTimeout) {
				return nil, fmt.Errorf("%w (waited %v)", err, time.Since(start).Round(time.Millisecond))
			}
			return nil, err
		}
		if s.aside(m) {
			continue
		}
		if _, ok := m.(BackupRequest); ok {
			if err := s.send(ctx, BackupAccept{Code: BackupNotSupported}); err != nil {
				return nil, err
			}
			continue
		}
		return m, nil
	}
}

// read returns the first message queued, or else the next one from the
// connection.
func (s *session) read(ctx context.Context) (Message, error) {
	if len(s.queued) > 0 {
		m := s.queued[0]
		s.queued = s.queued[1:]
		return m, nil
	}
	return s.c.ReadMessage(ctx)
}

// aside deals with a message that needs no answer and answers nothing,
// chat (given to OnChat) or a stray BACKACC (dropped), and reports
// whether m was one.
func (s *session) aside(m Message) bool {
	switch m := m.(type) {
	case Chat:
		if s.o.OnChat != nil {
			s.o.OnChat(m.Text)
		}
		return true
	case BackupAccept:
		return true
	}
	return false
}

// maxQueued is the most messages that watchPeer keeps for later. A peer
// has nothing to send while this side thinks but chat, which is not kept,
// and perhaps a BACKREQ or a GAMEEND: more is a peer that floods.
const maxQueued = 16

// watchPeer reads the peer's messages while the local player searches,
// so that the search does not go on for a peer that is gone: it returns
// the context of the search, which ends with ctx and as soon as the
// connection fails (the peer closed it, or sent what cannot be read), and
// the function that ends the watch, to be called when the search returns.
// That function returns the failure that cut the search short, or nil.
// The messages read meanwhile are queued for next, chat excepted, which
// goes to OnChat at once.
func (s *session) watchPeer(ctx context.Context) (context.Context, func() error) {
	search, cancelSearch := context.WithCancel(ctx)
	reading, stopReading := context.WithCancel(ctx)
	done := make(chan struct{})
	var failure error
	go func() {
		defer close(done)
		defer cancelSearch()
		for {
			m, err := s.c.ReadMessage(reading)
			if err != nil {
				if reading.Err() == nil {
					failure = err
				}
				return
			}
			if s.aside(m) {
				continue
			}
			if len(s.queued) == maxQueued {
				failure = fmt.Errorf("%w: more than %d messages while this side was thinking", ErrProtocol, maxQueued)
				return
			}
			s.queued = append(s.queued, m)
		}
	}()
	return search, func() error {
		stopReading()
		<-done
		return failure
	}
}

// request sends a game request and waits for the follower's answer. A
// refusal is a *RefusedError.
func (s *session) request(ctx context.Context, req GameRequest) (GameAccept, error) {
	if err := s.send(ctx, req); err != nil {
		return GameAccept{}, err
	}
	m, err := s.next(ctx, s.o.Timeout)
	if err != nil {
		return GameAccept{}, err
	}
	acc, ok := m.(GameAccept)
	if !ok {
		return GameAccept{}, unexpected(m, "a GAMEACC")
	}
	if acc.Code != Accepted {
		return acc, &RefusedError{Accept: acc}
	}
	return acc, nil
}

// conclude ends game g, which this side plays as me, on the wire, and
// returns the peer's GAMEEND. stop is the stop code this side sends.
//
// The protocol has the side to move end a game. When the rules end g on
// the peer's turn, the peer is given the time of an answer to send its
// GAMEEND, which is then acknowledged; if it plays on instead (it may not
// know a draw rule), or says nothing, this side ends the game itself. In
// every other case (this side to move, or a result declared beside the
// rules) this side sends its GAMEEND with the reason g's result gives it,
// and waits for the acknowledgement, passing over a move the peer sent
// before it saw the GAMEEND.
func (s *session) conclude(ctx context.Context, g *checkers.Game, me board.Color, stop bool) (GameEnd, error) {
	ctx, cancel := context.WithTimeout(ctx, s.o.Timeout)
	defer cancel()
	if g.Position().Turn != me && g.ByRules().Over() {
		m, err := s.next(ctx, s.o.Timeout/2)
		switch m := m.(type) {
		case GameEnd:
			return m, s.send(ctx, GameEnd{Reason: ReasonNone, Stop: stop})
		case Move:
		case nil:
			if !errors.Is(err, ErrTimeout) {
				return GameEnd{}, err
			}
		default:
			return GameEnd{}, unexpected(m, "a GAMEEND")
		}
	}
	return s.end(ctx, reasonFor(g.Result(), me), stop)
}

// end sends a GAMEEND with reason and stop, and returns the peer's
// acknowledgement, passing over a move the peer sent before it saw the
// GAMEEND. The whole exchange takes at most the options' Timeout, however
// many moves come.
func (s *session) end(ctx context.Context, reason EndReason, stop bool) (GameEnd, error) {
	ctx, cancel := context.WithTimeout(ctx, s.o.Timeout)
	defer cancel()
	if err := s.send(ctx, GameEnd{Reason: reason, Stop: stop}); err != nil {
		return GameEnd{}, err
	}
	for {
		m, err := s.next(ctx, s.o.Timeout)
		if err != nil {
			return GameEnd{}, err
		}
		switch m := m.(type) {
		case GameEnd:
			return m, nil
		case Move:
		default:
			return GameEnd{}, unexpected(m, "a GAMEEND")
		}
	}
}

// abandon tells the peer, as best it can, that the game is over and no
// other will follow: it is said before returning an error, and neither
// the caller's cancelled context nor a dead peer stops it being tried
// briefly.
func (s *session) abandon(ctx context.Context) {
	wait := min(s.o.Timeout, 5*time.Second)
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), wait)
	defer cancel()
	_ = s.send(ctx, GameEnd{Reason: ReasonNone, Stop: true})
}

// reasonFor returns the reason a GAMEEND gives for result r, sent by the
// side playing me.
func reasonFor(r checkers.Result, me board.Color) EndReason {
	if !r.Over() {
		return ReasonNone
	}
	winner, ok := r.Winner()
	switch {
	case !ok:
		return ReasonDraw
	case winner == me:
		return ReasonWin
	default:
		return ReasonLoss
	}
}

// unexpected returns the error of a message m where the protocol wants
// another.
func unexpected(m Message, want string) error {
	return fmt.Errorf("%w: %v where %s was due", ErrProtocol, m, want)
}
