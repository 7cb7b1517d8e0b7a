package engine

import (
	"context"
	"errors"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
)

// Searcher chooses a move for the side to move in a game.
type Searcher interface {
	// Search returns the move to play in g's current position within
	// limit, calling info (when not nil) as it progresses. It does not
	// change g. It stops early, returning the best move found so far,
	// when ctx is done. A game that is over gives ErrNoMoves.
	Search(ctx context.Context, g *checkers.Game, limit Limit, info func(Info)) (board.Move, error)
}

// ErrNoMoves is returned by a search of a game that is over: there is no
// move to choose.
var ErrNoMoves = errors.New("engine: the game is over, no move to choose")

// GameStarter is implemented by searchers that keep something from one
// search to the next (a transposition table kept across moves, say): the
// programs that run a searcher through games (a Hub server on "new-game",
// a DXP server or initiator before each game, a match before each game)
// call NewGame when a new game begins. A searcher that keeps nothing need
// not implement it.
type GameStarter interface {
	// NewGame drops what the searcher kept of the games before.
	NewGame()
}
