package engine

import (
	"context"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
)

// searcherEngine is a Searcher driven as an Engine.
type searcherEngine struct {
	name string
	s    Searcher
}

// FromSearcher makes a searcher (the built-in player, the random player,
// a Go engine of one's own) an [Engine] called name.
func FromSearcher(name string, s Searcher) Engine {
	return &searcherEngine{name: name, s: s}
}

func (e *searcherEngine) Name() string { return e.name }

// NewGame clears what the searcher keeps between searches, if it keeps
// anything (a GameStarter).
func (e *searcherEngine) NewGame(ctx context.Context, g *checkers.Game, side board.Color) error {
	if gs, ok := e.s.(GameStarter); ok {
		gs.NewGame()
	}
	return nil
}

func (e *searcherEngine) Move(ctx context.Context, g *checkers.Game, limit Limit) (board.Move, error) {
	return e.s.Search(ctx, g, limit, nil)
}

func (e *searcherEngine) GameOver(ctx context.Context, g *checkers.Game) error { return nil }

func (e *searcherEngine) Close() error { return nil }
