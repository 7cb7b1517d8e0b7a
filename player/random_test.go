package player_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// maxPlies ends the games of these tests that the rules have not ended.
const maxPlies = 300

// playGame plays a game of g's variant from g between white and black, at
// most maxPlies plies, checking every move, and returns the game.
func playGame(t *testing.T, g *checkers.Game, white, black engine.Searcher, limit engine.Limit) *checkers.Game {
	t.Helper()
	for g.Ply() < maxPlies && !g.Result().Over() {
		s := white
		if g.Position().Turn == board.Black {
			s = black
		}
		m, err := s.Search(context.Background(), g, limit, nil)
		require.NoError(t, err, "ply %d of %v", g.Ply(), g)
		requireLegal(t, g, m)
		require.NoError(t, g.Play(m))
	}
	return g
}

// TestRandomPlaysLegalMoves plays a game of random players in every
// variant: every move is legal, and a game that ends leaves the players
// with ErrNoMoves.
func TestRandomPlaysLegalMoves(t *testing.T) {
	for i, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			r := player.Random(uint64(i))
			g := playGame(t, checkers.New(v), r, r, engine.Limit{})
			if g.Result().Over() {
				_, err := r.Search(context.Background(), g, engine.Limit{}, nil)
				assert.ErrorIs(t, err, engine.ErrNoMoves)
			}
		})
	}
}

// TestRandomSeed: the same seed chooses the same moves, and the choice
// is spread over the legal moves.
func TestRandomSeed(t *testing.T) {
	g := checkers.New(variant.International)
	a, b := player.Random(7), player.Random(7)
	seen := map[board.Move]int{}
	for range 200 {
		ma, err := a.Search(context.Background(), g, engine.Limit{}, nil)
		require.NoError(t, err)
		mb, err := b.Search(context.Background(), g, engine.Limit{}, nil)
		require.NoError(t, err)
		require.Equal(t, ma, mb)
		seen[ma]++
	}
	// 9 moves, 200 draws: each comes up about 22 times; a move never
	// drawn would be a 1 in 10^10 chance for a fair choice.
	assert.Len(t, seen, 9)
}

// TestBuiltinBeatsRandom plays the built-in player, searching two plies,
// against the random player in English checkers, with each colour: the
// games go by legal moves only, and the built-in player does not lose.
func TestBuiltinBeatsRandom(t *testing.T) {
	for _, c := range []board.Color{board.White, board.Black} {
		builtin, random := engine.Searcher(player.New()), player.Random(uint64(c)+1)
		white, black := builtin, random
		if c == board.Black {
			white, black = random, builtin
		}
		g := playGame(t, checkers.New(variant.English), white, black, engine.Limit{Depth: 2})
		if winner, ok := g.Result().Winner(); ok {
			assert.Equal(t, c, winner, "%v", g)
		}
		t.Logf("built-in player as %v: %v after %d plies", c, g.Result(), g.Ply())
	}
}

// TestEveryVariantGames plays, in every variant, the built-in player
// against the random player and against itself: every move legal, every
// search answering. It takes a few seconds, so -short skips it.
func TestEveryVariantGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a few dozen games")
	}
	for i, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			b := player.New()
			g := playGame(t, checkers.New(v), b, player.Random(uint64(i)), engine.Limit{Depth: 3})
			t.Logf("against random: %v after %d plies", g.Result(), g.Ply())
			g = playGame(t, checkers.New(v), b, player.New(), engine.Limit{Nodes: 3000})
			t.Logf("against itself: %v after %d plies", g.Result(), g.Ply())
		})
	}
}
