// Package player holds engines that choose moves: the built-in player (an
// iterative-deepening alpha-beta search over the library's move generator)
// and a random player, behind one interface, [Searcher], which the Hub
// adapter (package hub) serves over a pipe and matches (package match) drive.
//
// The search is small but real: a transposition table keyed by the
// position's Zobrist key, an evaluation of material (kings worth more) and
// advancement, and a depth, node or time limit. It plays every variant the
// library knows, since it sees the rules only through the move generator
// and the Game's result.
package player

import (
	"context"
	"errors"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
)

// ErrNoMoves is returned by a search of a game that is over: there is no
// move to choose.
var ErrNoMoves = errors.New("player: the game is over, no move to choose")

// GameStarter is implemented by searchers that keep something from one
// search to the next (a transposition table kept across moves, say): the
// programs that run a searcher through games (a Hub server on "new-game",
// a match before each game) call NewGame when a new game begins. The
// searchers of this package keep nothing, and need not implement it.
type GameStarter interface {
	NewGame()
}

// The kinds of fault of an engine that plays through a protocol, which
// every protocol's own errors wrap (hub.ErrIllegalMove, dxp.ErrTimeout,
// ...), so that a program that runs engines (package match) tells them
// with errors.Is whatever the protocol.
var (
	// ErrIllegalMove: the engine answered with a move that is not legal
	// in the position it was given.
	ErrIllegalMove = errors.New("the engine played an illegal move")
	// ErrTimeout: the engine did not answer within its time.
	ErrTimeout = errors.New("the engine did not answer in time")
)

// Limit bounds a search. A zero field sets no bound; a zero Limit lets the
// built-in player search for its default time (DefaultTime), to its own
// maximum depth.
//
// The built-in player honours each bound at every depth, the first
// included, and in its capture search too, and still always returns a
// move: a search with Time t returns within t plus the time of 256
// positions (about a millisecond at most, on the most crowded boards), and
// one with Nodes n visits at most n positions. See [Builtin.Search].
type Limit struct {
	// Depth is the deepest iteration, in plies.
	Depth int
	// Time is the time the search may take for this move.
	Time time.Duration
	// Nodes is the number of positions the search may visit.
	Nodes uint64
}

// Info reports a search's progress: the built-in player sends one after
// each depth it completes.
type Info struct {
	// Depth is the depth completed, in plies.
	Depth int
	// Score is the value of the position for the side to move, in
	// hundredths of a man; a won game scores Win minus the plies to the
	// win, a lost one the negation.
	Score int
	// Nodes is the number of positions visited so far.
	Nodes uint64
	// Time is the time spent so far.
	Time time.Duration
	// PV is the line the search expects, from the position searched.
	PV []board.Move
}

// Win is the score of a won position, less the plies to the win: any
// score above Win-1000 is a forced win.
const Win = 1_000_000

// Searcher chooses a move for the side to move in a game.
type Searcher interface {
	// Search returns the move to play in g's current position within
	// limit, calling info (when not nil) as it progresses. It does not
	// change g. It stops early, returning the best move found so far,
	// when ctx is done. A game that is over gives ErrNoMoves.
	Search(ctx context.Context, g *checkers.Game, limit Limit, info func(Info)) (board.Move, error)
}
