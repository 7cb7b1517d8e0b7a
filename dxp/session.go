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
func (s *session) next(ctx context.Context, wait time.Duration) (Message, error) {
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	for {
		m, err := s.c.ReadMessage(ctx)
		if err != nil {
			if errors.Is(err, ErrTimeout) {
				return nil, fmt.Errorf("%w (waited %v)", err, wait)
			}
			return nil, err
		}
		switch m := m.(type) {
		case Chat:
			if s.o.OnChat != nil {
				s.o.OnChat(m.Text)
			}
		case BackupRequest:
			if err := s.send(ctx, BackupAccept{Code: BackupNotSupported}); err != nil {
				return nil, err
			}
		case BackupAccept:
		default:
			return m, nil
		}
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
