package dxp

import (
	"time"

	"github.com/draughtsgo/checkers"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
)

// The defaults of Options.
const (
	// DefaultName is the name sent when Options.ID.Name is empty.
	DefaultName = "draughtsgo"
	// DefaultMinutes and DefaultMoves are the time control a game request
	// asks for when Options leaves them zero: 10 minutes for 50 moves.
	DefaultMinutes = 10
	DefaultMoves   = 50
	// DefaultTimeout is how long an answer (GAMEACC, a GAMEEND's
	// acknowledgement) may take.
	DefaultTimeout = 30 * time.Second
	// DefaultIdleTimeout is how long a follower waits for the next game
	// request.
	DefaultIdleTimeout = 10 * time.Minute
	// DefaultMaxMoveTime is the longest search a follower makes by the
	// time control of a game request, whatever the request asks for.
	DefaultMaxMoveTime = time.Minute
)

// Options set up a DXP session, on either side: a Client (Dial), a
// local player (Serve, Initiate, Connect) or a Server. The zero Options
// is usable: every field has a default. ID, Timeout and Limit mean what
// the fields of the same name in package hub's Options do.
type Options struct {
	// ID is this side's identity: its Name is sent in GAMEREQ and
	// GAMEACC (DefaultName if empty), cut to 32 bytes, NUL bytes made
	// '?'. DXP carries no more of it.
	ID engine.ID
	// Minutes and Moves are the time control an initiator asks for: each
	// side's minutes for the game (at most 999) and the moves to make in
	// them (at most 999). Zero asks for DefaultMinutes or DefaultMoves; a
	// negative Moves asks for no limit on the moves ("000").
	Minutes, Moves int
	// FollowerColor is the colour an initiator asks the follower to play
	// in its first game (White if unset); the colours alternate from one
	// game to the next. Initiate and Connect use it.
	FollowerColor board.Color
	// Games is the number of games Initiate and Connect play, 1 if zero
	// or less.
	Games int
	// Limit bounds each search of a local player (Serve, Initiate).
	// When zero, the limit comes from the game's time control: the time
	// left divided among the moves to go.
	Limit engine.Limit
	// MaxMoveTime bounds each search a follower (Serve) makes by the time
	// control of the peer's request, when Limit is zero: the peer chooses
	// that time control, and a request for 999 minutes and 1 move would
	// otherwise have it think for hours. DefaultMaxMoveTime if zero; no
	// bound if negative.
	MaxMoveTime time.Duration
	// Timeout bounds the wait for an answer: the GAMEACC after a GAMEREQ,
	// the GAMEEND that acknowledges one, and every write; DefaultTimeout
	// if zero.
	Timeout time.Duration
	// MoveTimeout bounds the wait for the peer's move. When zero, it is
	// the peer's clock plus a minute: for a Client, the time left on it
	// (Client.TimeLeft); for a local player, the game's time per side.
	MoveTimeout time.Duration
	// IdleTimeout bounds a follower's wait for the next GAMEREQ;
	// DefaultIdleTimeout if zero.
	IdleTimeout time.Duration
	// OnChat, when not nil, is called with the text of every CHAT the peer
	// sends; otherwise chat is ignored.
	OnChat func(text string)
	// OnGame, when not nil, is given each game a local player (Serve,
	// Initiate, Connect, a Server) played, as it ends, and the colour
	// the local player had: its tags name the players (this side's ID,
	// the peer's name from its GAMEREQ or GAMEACC), its result is the
	// rules' or, where they cannot say, the one the peer's GAMEEND
	// claims (by adjudication, the last comment saying so), and a game
	// given up for a failure has it as its last comment. A Server calls
	// it from the goroutines of several connections at once.
	OnGame func(g *checkers.Game, me board.Color)
}

// withDefaults returns o with every unset field given its default and the
// name made fit for the protocol.
func (o Options) withDefaults() Options {
	o.ID.Name = fitName(o.ID.Name)
	switch {
	case o.Minutes == 0:
		o.Minutes = DefaultMinutes
	case o.Minutes < 0:
		o.Minutes = 0
	case o.Minutes > 999:
		o.Minutes = 999
	}
	switch {
	case o.Moves == 0:
		o.Moves = DefaultMoves
	case o.Moves < 0:
		o.Moves = 0
	case o.Moves > 999:
		o.Moves = 999
	}
	if o.FollowerColor != board.Black {
		o.FollowerColor = board.White
	}
	if o.Games < 1 {
		o.Games = 1
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = DefaultIdleTimeout
	}
	if o.MaxMoveTime == 0 {
		o.MaxMoveTime = DefaultMaxMoveTime
	}
	return o
}

// followerClock returns the clock a follower plays req by: the peer's
// time control, each search bounded by MaxMoveTime, unless Limit is set.
func (o Options) followerClock(req GameRequest) *clock {
	c := newClock(o.Limit, req.Minutes, req.Moves)
	c.most = o.MaxMoveTime
	return c
}

// moveWait is how long to wait for the peer's move in a game of the given
// minutes per side.
func (o Options) moveWait(minutes int) time.Duration {
	if o.MoveTimeout > 0 {
		return o.MoveTimeout
	}
	return time.Duration(minutes)*time.Minute + time.Minute
}

// fitName returns name as a name field can hold it: DefaultName if empty,
// without leading spaces (the protocol forbids them), NUL bytes replaced,
// at most 32 bytes.
func fitName(name string) string {
	b := []byte(name)
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	if len(b) > nameLen {
		b = b[:nameLen]
	}
	for i, c := range b {
		if c == 0 {
			b[i] = '?'
		}
	}
	if len(b) == 0 {
		return DefaultName
	}
	return string(b)
}
