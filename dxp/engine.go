package dxp

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/search"
	"github.com/draughtsgo/checkers/variant"
)

// Engine is a remote DXP program, the follower, driven from Go: this side
// is the initiator, which asks for each game and passes on the moves of
// the Go side. Its methods are those of a match engine (NewGame, Move,
// GameOver, Close). An Engine is not safe for concurrent use.
type Engine struct {
	s    *session
	addr string
	// peer is the follower's name, from its GAMEACC.
	peer string
	// side is the colour the peer plays in the game in progress.
	side   board.Color
	inGame bool
	// known is the number of plies of the game that the peer knows: the
	// start position it was sent, the moves sent to it and the moves it
	// sent.
	known int
	// last is the peer's move that Move returned, which the game must
	// hold at ply known-1; hasLast says whether there is one.
	last    board.Move
	hasLast bool
	// since is when the Go side began to think about its next move: when
	// Move returned, or the game began.
	since time.Time
	// minutes is the time control of the game in progress.
	minutes int
}

// An Engine is a search.Engine: matches drive DXP peers.
var _ search.Engine = (*Engine)(nil)

// Dial connects to the DXP program listening at addr (host:port, TCP) and
// returns it as an Engine, with opts for its games.
func Dial(ctx context.Context, addr string, opts Options) (*Engine, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("dxp: dial: %w", err)
	}
	return NewEngine(conn, opts), nil
}

// NewEngine returns the DXP program at the other end of conn as an
// Engine. The Engine owns conn: Close closes it.
func NewEngine(conn net.Conn, opts Options) *Engine {
	return &Engine{s: newSession(conn, opts), addr: conn.RemoteAddr().String()}
}

// Name returns the peer's name, as its last GAMEACC gave it, or "DXP" and
// its address before any.
func (e *Engine) Name() string {
	if e.peer != "" {
		return e.peer
	}
	return "DXP " + e.addr
}

// NewGame asks the peer to play game g with side, and waits for its
// answer. The request carries the time control of the options, and the
// initial position when g starts there and has no move yet, or else g's
// current position. g must be a game of International draughts (else
// ErrVariant) that is not over. A refusal is a *RefusedError. A game still
// in progress is ended first.
func (e *Engine) NewGame(ctx context.Context, g *checkers.Game, side board.Color) error {
	v := variant.International
	if g.Variant() != v {
		return fmt.Errorf("%w, not %v", ErrVariant, g.Variant())
	}
	if _, ok := colourLetter(side); !ok {
		return fmt.Errorf("dxp: side %d is neither white nor black", side)
	}
	if g.Result().Over() {
		return fmt.Errorf("dxp: new game: %w", checkers.ErrGameOver)
	}
	if e.inGame {
		e.inGame = false
		if _, err := e.s.end(ctx, ReasonNone, false); err != nil {
			return err
		}
	}
	req := GameRequest{
		Version:       Version,
		Name:          e.s.o.Name,
		FollowerColor: side,
		Minutes:       e.s.o.Minutes,
		Moves:         e.s.o.Moves,
	}
	if g.Ply() > 0 || g.Start() != v.Start() {
		setup, err := SetupOf(g.Position())
		if err != nil {
			return err
		}
		req.Setup = &setup
	}
	acc, err := e.s.request(ctx, req)
	if err != nil {
		return err
	}
	e.peer = acc.Name
	e.side = side
	e.inGame = true
	e.known = g.Ply()
	e.hasLast = false
	e.since = time.Now()
	e.minutes = req.Minutes
	return nil
}

// Move sends the peer the moves of g it has not seen (the Go side's), and
// returns the peer's answer: a legal move of g's current position, which
// the caller is to play. limit is not used: DXP has no time per move, the
// peer keeps the clock of the game request (Options.Minutes and Moves).
// The wait is bounded by Options.MoveTimeout (by default the peer's whole
// clock) and ctx.
//
// A GAMEEND in place of a move is acknowledged and returned as an
// *EndError (wrapping ErrGameEnded); a move that is not legal gives an
// error wrapping ErrIllegalMove, and the game stays in progress so that
// GameOver can end it with the result the caller gives it.
func (e *Engine) Move(ctx context.Context, g *checkers.Game, limit search.Limit) (board.Move, error) {
	if !e.inGame {
		return board.Move{}, ErrNoGame
	}
	if g.Result().Over() {
		return board.Move{}, fmt.Errorf("dxp: move: %w", checkers.ErrGameOver)
	}
	if turn := g.Position().Turn; turn != e.side {
		return board.Move{}, fmt.Errorf("%w: %v to move, the peer plays %v", ErrOutOfSync, turn, e.side)
	}
	if err := e.sendMoves(ctx, g); err != nil {
		return board.Move{}, err
	}
	wait := e.s.o.moveWait(e.minutes)
	for {
		m, err := e.s.next(ctx, wait)
		if err != nil {
			return board.Move{}, err
		}
		switch m := m.(type) {
		case Move:
			bm, err := m.BoardMove(g.Position())
			if err != nil {
				return board.Move{}, fmt.Errorf("dxp: %s's move after %d plies: %w", e.Name(), g.Ply(), err)
			}
			e.known = g.Ply() + 1
			e.last, e.hasLast = bm, true
			e.since = time.Now()
			return bm, nil
		case GameEnd:
			e.inGame = false
			if err := e.s.send(ctx, GameEnd{Reason: ReasonNone}); err != nil {
				return board.Move{}, err
			}
			return board.Move{}, &EndError{End: m}
		default:
			return board.Move{}, unexpected(m, "a MOVE")
		}
	}
}

// GameOver ends the game on the wire: it sends the Go side's last move if
// the peer has not seen it, then a GAMEEND with the reason g's result
// gives the Go side (the side the peer does not play), and waits for the
// peer's acknowledgement. When the rules end the game on the peer's turn,
// the peer is let to say so first. A game the peer ended already needs
// nothing more.
func (e *Engine) GameOver(ctx context.Context, g *checkers.Game) error {
	if !e.inGame {
		return nil
	}
	e.inGame = false
	if err := e.sendMoves(ctx, g); err != nil {
		e.s.abandon(ctx)
		return err
	}
	_, err := e.s.conclude(ctx, g, e.side.Opponent(), false)
	return err
}

// Close ends a game in progress, asking the peer for no next game, and
// closes the connection.
func (e *Engine) Close() error {
	if e.inGame {
		e.inGame = false
		e.s.abandon(context.Background())
	}
	return e.s.c.Close()
}

// sendMoves sends the moves of g after the plies the peer knows, after
// checking that g continues them: it holds the peer's last move where the
// peer played it, and the moves to send are all the Go side's.
func (e *Engine) sendMoves(ctx context.Context, g *checkers.Game) error {
	history := g.History()
	if len(history) < e.known {
		return fmt.Errorf("%w: %d plies, the peer knows %d", ErrOutOfSync, len(history), e.known)
	}
	if e.hasLast && !history[e.known-1].SameAs(&e.last) {
		return fmt.Errorf("%w: ply %d is not the peer's move", ErrOutOfSync, e.known)
	}
	positions := g.Positions()
	for ply := e.known; ply < len(history); ply++ {
		if positions[ply].Turn == e.side {
			return fmt.Errorf("%w: ply %d is a move of the peer's side that the peer did not play", ErrOutOfSync, ply+1)
		}
		m, err := MoveOf(history[ply])
		if err != nil {
			return err
		}
		if ply == e.known {
			m.Time = seconds(time.Since(e.since))
		}
		if err := e.s.send(ctx, m); err != nil {
			return err
		}
	}
	e.known = len(history)
	e.hasLast = false
	return nil
}
