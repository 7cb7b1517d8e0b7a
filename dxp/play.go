package dxp

import (
	"context"
	"fmt"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
)

// outcome is how a game played by a local player ended on the wire.
type outcome struct {
	// peerStop: the peer's GAMEEND asked for no next game.
	peerStop bool
	// next is a game request that came in place of a move: the initiator
	// gave the game up for a new one.
	next *GameRequest
}

// game is one game a local searcher plays on a session.
type game struct {
	g        *checkers.Game
	me       board.Color
	searcher engine.Searcher
	clock    *clock
	moveWait time.Duration
	// stop is the stop code of the GAMEENDs this side sends.
	stop bool
	// follower: this side answered the game request, so a new request may
	// replace the game.
	follower bool
	// peer is the peer's name, as its GAMEREQ or GAMEACC gave it, and
	// round the game's number on the connection, from 1.
	peer  string
	round int
}

// play plays gm to its end: the searcher is told a game begins (if it is
// an engine.GameStarter), its moves go out as MOVEs, the peer's come in
// and are checked against the rules. The game ends when
// its result is over (see conclude) or the peer sends a GAMEEND, which is
// acknowledged. Any failure (an illegal move from the peer, a malformed
// or unexpected message, a timeout, a closed connection, a search error)
// gives up the game with a GAMEEND that asks for no next game, and is
// returned.
func (s *session) play(ctx context.Context, gm *game) (outcome, error) {
	if gs, ok := gm.searcher.(engine.GameStarter); ok {
		gs.NewGame()
	}
	g := gm.g
	for {
		if g.Result().Over() {
			end, err := s.conclude(ctx, g, gm.me, gm.stop)
			return outcome{peerStop: end.Stop}, err
		}
		if g.Position().Turn == gm.me {
			if err := s.move(ctx, gm); err != nil {
				s.abandon(ctx)
				return outcome{}, err
			}
			continue
		}
		m, err := s.next(ctx, gm.moveWait)
		if err != nil {
			s.abandon(ctx)
			return outcome{}, err
		}
		switch m := m.(type) {
		case Move:
			if err := playPeer(g, m); err != nil {
				s.abandon(ctx)
				return outcome{}, err
			}
		case GameEnd:
			peerEnded(g, gm.me.Opponent(), gm.peer, m.Reason)
			return outcome{peerStop: m.Stop}, s.send(ctx, GameEnd{Reason: ReasonNone, Stop: gm.stop})
		case GameRequest:
			if gm.follower {
				return outcome{next: &m}, nil
			}
			s.abandon(ctx)
			return outcome{}, unexpected(m, "a MOVE")
		default:
			s.abandon(ctx)
			return outcome{}, unexpected(m, "a MOVE")
		}
	}
}

// move has the searcher choose a move of gm, plays it, and sends it. The
// search stops, and the failure is returned, if the connection fails
// meanwhile (see watchPeer).
func (s *session) move(ctx context.Context, gm *game) error {
	start := time.Now()
	searchCtx, endWatch := s.watchPeer(ctx)
	m, err := gm.searcher.Search(searchCtx, gm.g, gm.clock.limit(), nil)
	if failure := endWatch(); failure != nil {
		return failure
	}
	if err != nil {
		return fmt.Errorf("dxp: the local player: %w", err)
	}
	if err := gm.g.Play(m); err != nil {
		return fmt.Errorf("dxp: the local player's move: %w", err)
	}
	used := time.Since(start)
	gm.clock.spend(used)
	dm, err := MoveOf(m)
	if err != nil {
		return err
	}
	dm.Time = seconds(used)
	return s.send(ctx, dm)
}

// playPeer plays the peer's move m in g, if it is legal.
func playPeer(g *checkers.Game, m Move) error {
	bm, err := m.BoardMove(g.Position())
	if err != nil {
		return fmt.Errorf("dxp: the peer's move after %d plies: %w", g.Ply(), err)
	}
	return g.Play(bm)
}
