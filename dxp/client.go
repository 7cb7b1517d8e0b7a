package dxp

import (
	"context"
	"fmt"
	"net"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// Client is a remote DXP program, the follower, driven from Go: this side
// is the initiator, which asks for each game and passes on the moves of
// the Go side. It is an [engine.Engine], which package match drives. A
// Client is not safe for concurrent use.
type Client struct {
	// ID is the peer's identity, as its last GAMEACC gave it: its name
	// alone, all that DXP carries. It is zero before the first game.
	ID engine.ID

	s    *session
	addr string
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
	// minutes and moves are the time control of the game in progress.
	minutes, moves int
	// peerUsed is the time the peer took over its moves of the game in
	// progress, as this side measured it, and peerMoves their number;
	// turn is when the peer's turn began.
	peerUsed  time.Duration
	peerMoves int
	turn      time.Time
}

// A Client is an engine.Engine: matches drive DXP peers.
var _ engine.Engine = (*Client)(nil)

// Dial connects to the DXP program listening at addr (host:port, TCP) and
// returns it as a Client, with opts for its games.
func Dial(ctx context.Context, addr string, opts Options) (*Client, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("dxp: dial: %w", err)
	}
	return NewClient(conn, opts), nil
}

// NewClient returns the DXP program at the other end of conn as a
// Client. The Client owns conn: Close closes it.
func NewClient(conn net.Conn, opts Options) *Client {
	return &Client{s: newSession(conn, opts), addr: conn.RemoteAddr().String()}
}

// Name returns the peer's name, as its last GAMEACC gave it, or "DXP" and
// its address before any.
func (c *Client) Name() string {
	if c.ID.Name != "" {
		return c.ID.Name
	}
	return "DXP " + c.addr
}

// NewGame asks the peer to play game g with side, and waits for its
// answer. The request carries the time control of the options, and the
// initial position when g starts there and has no move yet, or else g's
// current position. g must be a game of International draughts, a variant
// that plays as [variant.International] does ([variant.Variant.SameMoves]:
// its draw rules and names may differ) (else ErrVariant), that is not
// over. A refusal is a *RefusedError. A game still
// in progress is ended first.
func (c *Client) NewGame(ctx context.Context, g *checkers.Game, side board.Color) error {
	v := variant.International
	if !v.SameMoves(g.Variant()) {
		return fmt.Errorf("%w, not %v", ErrVariant, g.Variant())
	}
	if _, ok := colourLetter(side); !ok {
		return fmt.Errorf("dxp: side %d is neither white nor black", side)
	}
	if g.Result().Over() {
		return fmt.Errorf("dxp: new game: %w", checkers.ErrGameOver)
	}
	if c.inGame {
		c.inGame = false
		if _, err := c.s.end(ctx, ReasonNone, false); err != nil {
			return err
		}
	}
	req := GameRequest{
		Version:       Version,
		Name:          c.s.o.ID.Name,
		FollowerColor: side,
		Minutes:       c.s.o.Minutes,
		Moves:         c.s.o.Moves,
	}
	if g.Ply() > 0 || g.Start() != v.Start() {
		setup, err := SetupOf(g.Position())
		if err != nil {
			return err
		}
		req.Setup = &setup
	}
	acc, err := c.s.request(ctx, req)
	if err != nil {
		return err
	}
	c.ID = engine.ID{Name: acc.Name}
	c.side = side
	c.inGame = true
	c.known = g.Ply()
	c.hasLast = false
	c.since = time.Now()
	c.turn = c.since
	c.minutes, c.moves = req.Minutes, req.Moves
	c.peerUsed, c.peerMoves = 0, 0
	return nil
}

// TimeLeft returns the time the peer has on its clock for its next move,
// by the time control of the game request (Options.Minutes for
// Options.Moves moves) and the time it took over its moves so far, as
// this side measured it from when it sent the peer its turn to when the
// peer's move came: Minutes less that time, and Minutes more after each
// Moves moves of the peer (a new period), so that a peer is never found
// out of time while the clock it was told of could have time left. ok is
// false with no game in progress, and in a game of no time limit (0
// minutes). Package match waits this long (and its grace) for a peer's
// move.
func (c *Client) TimeLeft() (left time.Duration, ok bool) {
	if !c.inGame || c.minutes == 0 {
		return 0, false
	}
	periods := 1
	if c.moves > 0 {
		periods += c.peerMoves / c.moves
	}
	clock := time.Duration(periods*c.minutes) * time.Minute
	return max(clock-c.peerUsed, 0), true
}

// Move sends the peer the moves of g it has not seen (the Go side's), and
// returns the peer's answer: a legal move of g's current position, which
// the caller is to play. limit is not used: DXP has no time per move, the
// peer keeps the clock of the game request (Options.Minutes and Moves).
// The wait is bounded by Options.MoveTimeout (by default the time left on
// the peer's clock, TimeLeft, and a minute) and ctx.
//
// A GAMEEND in place of a move is acknowledged and returned as an
// *EndError (wrapping ErrGameEnded, and of the kind of package engine its reason
// gives: engine.ErrResigned, ErrDrawClaimed, ErrWinClaimed or
// ErrEndedNoResult); a move that
// is not legal gives an error wrapping ErrIllegalMove, and the game stays
// in progress so that GameOver can end it with the result the caller
// gives it.
func (c *Client) Move(ctx context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	if !c.inGame {
		return board.Move{}, ErrNoGame
	}
	if g.Result().Over() {
		return board.Move{}, fmt.Errorf("dxp: move: %w", checkers.ErrGameOver)
	}
	if turn := g.Position().Turn; turn != c.side {
		return board.Move{}, fmt.Errorf("%w: %v to move, the peer plays %v", ErrOutOfSync, turn, c.side)
	}
	if err := c.sendMoves(ctx, g); err != nil {
		return board.Move{}, err
	}
	wait := c.s.o.MoveTimeout
	if wait <= 0 {
		left, _ := c.TimeLeft()
		wait = left + time.Minute
	}
	for {
		m, err := c.s.next(ctx, wait)
		if err != nil {
			return board.Move{}, err
		}
		switch m := m.(type) {
		case Move:
			bm, err := m.BoardMove(g.Position())
			if err != nil {
				return board.Move{}, fmt.Errorf("dxp: %s's move after %d plies: %w", c.Name(), g.Ply(), err)
			}
			c.known = g.Ply() + 1
			c.last, c.hasLast = bm, true
			c.since = time.Now()
			c.peerUsed += c.since.Sub(c.turn)
			c.peerMoves++
			return bm, nil
		case GameEnd:
			c.inGame = false
			if err := c.s.send(ctx, GameEnd{Reason: ReasonNone}); err != nil {
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
func (c *Client) GameOver(ctx context.Context, g *checkers.Game) error {
	if !c.inGame {
		return nil
	}
	c.inGame = false
	if err := c.sendMoves(ctx, g); err != nil {
		c.s.abandon(ctx)
		return err
	}
	_, err := c.s.conclude(ctx, g, c.side.Opponent(), false)
	return err
}

// Close ends a game in progress, asking the peer for no next game, and
// closes the connection.
func (c *Client) Close() error {
	if c.inGame {
		c.inGame = false
		c.s.abandon(context.Background())
	}
	return c.s.c.Close()
}

// sendMoves sends the moves of g after the plies the peer knows, after
// checking that g continues them: it holds the peer's last move where the
// peer played it, and the moves to send are all the Go side's.
func (c *Client) sendMoves(ctx context.Context, g *checkers.Game) error {
	history := g.History()
	if len(history) < c.known {
		return fmt.Errorf("%w: %d plies, the peer knows %d", ErrOutOfSync, len(history), c.known)
	}
	if c.hasLast && !history[c.known-1].SameAs(&c.last) {
		return fmt.Errorf("%w: ply %d is not the peer's move", ErrOutOfSync, c.known)
	}
	positions := g.Positions()
	for ply := c.known; ply < len(history); ply++ {
		if positions[ply].Turn == c.side {
			return fmt.Errorf("%w: ply %d is a move of the peer's side that the peer did not play", ErrOutOfSync, ply+1)
		}
		m, err := MoveOf(history[ply])
		if err != nil {
			return err
		}
		if ply == c.known {
			m.Time = seconds(time.Since(c.since))
		}
		if err := c.s.send(ctx, m); err != nil {
			return err
		}
		c.turn = time.Now()
	}
	c.known = len(history)
	c.hasLast = false
	return nil
}
