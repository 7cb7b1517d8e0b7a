package engine

import (
	"context"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
)

// Engine is one side of a game driven from Go: anything that can be told
// a game has started and asked for its moves. Every protocol's client
// (hub.Client, dxp.Client) is an Engine, [FromSearcher] makes any
// Searcher one, and package match plays games between Engines.
type Engine interface {
	// Name says which engine this is, for the PDN's player tags.
	Name() string
	// NewGame starts game g (its start position and any moves already
	// played) with the engine playing side.
	NewGame(ctx context.Context, g *checkers.Game, side board.Color) error
	// Move returns the engine's move in g's current position, where it is
	// the engine's side to move; g's history holds every move so far,
	// the opponent's last one included.
	Move(ctx context.Context, g *checkers.Game, limit Limit) (board.Move, error)
	// GameOver tells the engine that g has ended, with g's result.
	GameOver(ctx context.Context, g *checkers.Game) error
	// Close ends the engine: stops its process or closes its connection.
	Close() error
}
