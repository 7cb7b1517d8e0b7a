package main

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/match"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// watch shows the game of a match in progress on a terminal, on one line
// rewritten after each move ("game 1/2, ply 12: builtin (white) played
// 32-28"), at most ten times a second, and clears it when each game ends.
type watch struct {
	out   io.Writer
	v     *variant.Variant
	games int // the games of the match (0: not known)

	mu    sync.Mutex
	game  int       // the game in progress, from 1
	shown time.Time // when the line was last written
}

// engine returns e, its moves shown on w; the first engine of the match
// counts the games.
func (w *watch) engine(e engine.Engine, first bool) engine.Engine {
	return &watchedEngine{Engine: e, w: w, first: first}
}

// move shows the move m that the engine called name played in g.
func (w *watch) move(g *checkers.Game, name string, m board.Move) {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := time.Now()
	if now.Sub(w.shown) < 100*time.Millisecond {
		return
	}
	w.shown = now
	game := fmt.Sprint(w.game)
	if w.games > 0 {
		game += fmt.Sprintf("/%d", w.games)
	}
	fmt.Fprintf(w.out, "\r\033[Kgame %s, ply %d: %s (%s) played %s", game, g.Ply()+1, name, g.Turn(),
		notation.FormatMove(w.v, g.Position(), m))
}

// newGame counts a game begun.
func (w *watch) newGame() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.game++
	w.shown = time.Time{}
}

// clear clears the line.
func (w *watch) clear() {
	w.mu.Lock()
	defer w.mu.Unlock()
	fmt.Fprint(w.out, "\r\033[K")
}

// watchedEngine is an engine whose moves a watch shows.
type watchedEngine struct {
	engine.Engine
	w     *watch
	first bool
}

// NewGame starts the game, counting it on the first engine.
func (e *watchedEngine) NewGame(ctx context.Context, g *checkers.Game, side board.Color) error {
	if e.first {
		e.w.newGame()
	}
	return e.Engine.NewGame(ctx, g, side)
}

// Move asks the engine for its move and shows it.
func (e *watchedEngine) Move(ctx context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	m, err := e.Engine.Move(ctx, g, limit)
	if err == nil {
		e.w.move(g, e.Name(), m)
	}
	return m, err
}

// TimeLeft is the engine's own clock, if it keeps one (match.Clocked).
func (e *watchedEngine) TimeLeft() (time.Duration, bool) {
	if c, ok := e.Engine.(match.Clocked); ok {
		return c.TimeLeft()
	}
	return 0, false
}

// GameOver tells the engine the game ended, and clears the line.
func (e *watchedEngine) GameOver(ctx context.Context, g *checkers.Game) error {
	e.w.clear()
	return e.Engine.GameOver(ctx, g)
}
