package dxp

import (
	"context"
	"errors"
	"io"
	"net"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// Serve lets searcher play as the follower on conn: it waits for a
// GAMEREQ, accepts it when it can (International draughts from the
// initial position or from any position with a legal move, protocol
// version 01), plays the game with a search limit from opts or from the
// request's time control, and waits for the next request, until the
// initiator asks for no next game (nil), closes the connection between
// games (nil), or something fails (an illegal or malformed message, a
// timeout, the context's end: the error). Serve does not close conn.
func Serve(ctx context.Context, searcher engine.Searcher, conn net.Conn, opts Options) error {
	s := newSession(conn, opts)
	var pending *GameRequest
	round := 0
	for {
		req := pending
		pending = nil
		if req == nil {
			m, err := s.next(ctx, s.o.IdleTimeout)
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				return err
			}
			switch m := m.(type) {
			case GameRequest:
				req = &m
			case GameEnd:
				// An initiator that leaves between games may say so.
				if m.Stop {
					return nil
				}
				continue
			default:
				return unexpected(m, "a GAMEREQ")
			}
		}
		g, code := accept(*req)
		if err := s.send(ctx, GameAccept{Name: s.o.ID.Name, Code: code}); err != nil {
			return err
		}
		if code != Accepted {
			continue
		}
		round++
		gm := &game{
			g:        g,
			me:       req.FollowerColor,
			searcher: searcher,
			clock:    s.o.followerClock(*req),
			moveWait: s.o.moveWait(req.Minutes),
			follower: true,
			peer:     req.Name,
			round:    round,
		}
		out, err := s.play(ctx, gm)
		s.record(gm, err)
		switch {
		case err != nil:
			return err
		case out.next != nil:
			pending = out.next
		case out.peerStop:
			return nil
		}
	}
}

// accept returns the game a request asks for, or the code of its refusal.
func accept(req GameRequest) (*checkers.Game, AcceptCode) {
	if req.Version != Version {
		return nil, RefusedVersion
	}
	if req.Setup == nil {
		return checkers.New(variant.International), Accepted
	}
	p, err := req.Setup.Position()
	if err != nil {
		return nil, RefusedGame
	}
	g := checkers.NewFromPosition(variant.International, p)
	if g.Err() != nil || g.Result().Over() {
		return nil, RefusedGame
	}
	return g, Accepted
}

// Initiate lets searcher play as the initiator on conn: opts.Games games
// from the initial position, the follower playing opts.FollowerColor in
// the first and the colours alternating, with the time control of opts.
// It returns nil when the games are played or the follower asks for no
// next game, a *RefusedError when it refuses one, and any other failure
// as Serve does. Initiate does not close conn.
func Initiate(ctx context.Context, searcher engine.Searcher, conn net.Conn, opts Options) error {
	s := newSession(conn, opts)
	follower := s.o.FollowerColor
	for i := range s.o.Games {
		last := i == s.o.Games-1
		req := GameRequest{
			Version:       Version,
			Name:          s.o.ID.Name,
			FollowerColor: follower,
			Minutes:       s.o.Minutes,
			Moves:         s.o.Moves,
		}
		acc, err := s.request(ctx, req)
		if err != nil {
			return err
		}
		gm := &game{
			g:        checkers.New(variant.International),
			me:       follower.Opponent(),
			searcher: searcher,
			clock:    newClock(s.o.Limit, s.o.Minutes, s.o.Moves),
			moveWait: s.o.moveWait(s.o.Minutes),
			stop:     last,
			peer:     acc.Name,
			round:    i + 1,
		}
		out, err := s.play(ctx, gm)
		s.record(gm, err)
		if err != nil {
			return err
		}
		if out.peerStop {
			return nil
		}
		follower = follower.Opponent()
	}
	return nil
}

// Connect dials the DXP follower at addr (host:port, TCP), plays as
// Initiate does, and closes the connection.
func Connect(ctx context.Context, searcher engine.Searcher, addr string, opts Options) (err error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := conn.Close(); err == nil {
			err = cerr
		}
	}()
	return Initiate(ctx, searcher, conn, opts)
}
