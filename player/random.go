package player

import (
	"context"
	"math/rand/v2"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
)

// Random returns a player that chooses among the legal moves uniformly at
// random, from a generator seeded with seed: the same seed and the same
// positions give the same moves. It ignores the limit and the context (it
// takes no time) and calls info once, with the move chosen as a PV of one
// move at depth 0.
//
// Like a Builtin, it is not safe for concurrent use: one goroutine at a
// time may call Search.
func Random(seed uint64) engine.Searcher {
	// The second word of the PCG seed is fixed: one number is enough to
	// tell games apart, and callers need not invent two.
	return &randomPlayer{rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))}
}

// randomPlayer is the player Random returns.
type randomPlayer struct {
	rng   *rand.Rand
	moves []board.Move
}

// Search returns a legal move of g's position chosen at random, or
// engine.ErrNoMoves if the game is over.
func (r *randomPlayer) Search(_ context.Context, g *checkers.Game, _ engine.Limit, info func(engine.Info)) (board.Move, error) {
	if g.Result().Over() {
		return board.Move{}, engine.ErrNoMoves
	}
	r.moves = movegen.Generate(g.Variant(), g.Position(), r.moves[:0])
	if len(r.moves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	m := r.moves[r.rng.IntN(len(r.moves))]
	if info != nil {
		info(engine.Info{PV: []board.Move{m}})
	}
	return m, nil
}
