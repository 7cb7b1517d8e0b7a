package main

import (
	"context"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
)

// bestMoveArgs are the options of Game.bestMove: a search depth in plies
// or a time in milliseconds (half a second when neither is given, and
// never more than ten seconds: the page waits for the answer).
type bestMoveArgs struct {
	Depth int `json:"depth"`
	Time  int `json:"time"`
}

// maxThinking bounds a search the page asked for.
const maxThinking = 10 * time.Second

// bestMove returns the built-in player's choice in g's position, as the
// moves method describes moves, without playing it.
func (a *api) bestMove(g *checkers.Game, args bestMoveArgs) (moveInfo, error) {
	if a.player == nil {
		a.player = player.New()
	}
	limit := engine.Limit{Depth: max(0, min(args.Depth, 64)), Time: time.Duration(args.Time) * time.Millisecond}
	switch {
	case limit.Time > maxThinking:
		limit.Time = maxThinking
	case limit.Time <= 0 && limit.Depth > 0:
		limit.Time = maxThinking // a depth alone still stops in time
	case limit.Time <= 0:
		limit.Time = 500 * time.Millisecond
	}
	m, err := a.player.Search(context.Background(), g, limit, nil)
	if err != nil {
		return moveInfo{}, err
	}
	return describe(g.Variant(), g.Position(), m), nil
}
