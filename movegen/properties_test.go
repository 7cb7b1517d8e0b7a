package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// checkNode asserts the properties every position must have: the three
// entry points agree, Apply leaves its receiver alone, every move is
// distinct by identity, and the FEN written for the position reads back
// to it.
func checkNode(t *testing.T, v *variant.Variant, p board.Position) []board.Move {
	t.Helper()
	moves := movegen.Generate(v, p, nil)
	require.Equal(t, len(moves), movegen.Count(v, p), "Count disagrees with Generate")
	require.Equal(t, len(moves) > 0, movegen.HasMoves(v, p), "HasMoves disagrees with Generate")
	for i := range moves {
		for j := i + 1; j < len(moves); j++ {
			require.False(t, moves[i].SameAs(&moves[j]), "a move listed twice")
		}
		before := p
		_ = p.Apply(moves[i])
		require.Equal(t, before, p, "Apply changed its receiver")
	}
	fen := notation.FormatFEN(v, p)
	back, err := notation.ParseFEN(v, fen)
	require.NoError(t, err, fen)
	require.Equal(t, p, back, "FEN round trip of %s", fen)
	return moves
}

// walkTree checks every node of the perft tree of depth depth below p.
func walkTree(t *testing.T, v *variant.Variant, p board.Position, depth int) {
	moves := checkNode(t, v, p)
	if depth == 0 {
		return
	}
	for _, m := range moves {
		walkTree(t, v, p.Apply(m), depth-1)
	}
}

// The properties hold at every node of the perft trees from the start
// positions.
func TestPropertiesOnPerftTrees(t *testing.T) {
	for _, v := range variant.All() {
		depth := map[int]int{32: 5, 50: 3, 72: 2}[v.Board.Len()]
		t.Run(v.Name, func(t *testing.T) { walkTree(t, v, v.Start(), depth) })
	}
}

// randomGames plays random legal games from the start and calls visit on
// every position reached: mid-game positions with kings, pending
// multi-captures and promotions that the start-position trees reach only
// deep down.
func randomGames(v *variant.Variant, games int, seed uint64, visit func(board.Position)) {
	rng := rand.New(rand.NewPCG(seed, 1))
	var moves []board.Move
	for range games {
		p := v.Start()
		for ply := 0; ply < 300; ply++ {
			visit(p)
			moves = movegen.Generate(v, p, moves[:0])
			if len(moves) == 0 {
				break
			}
			p = p.Apply(moves[rng.IntN(len(moves))])
		}
	}
}

func TestPropertiesOnRandomGames(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name, func(t *testing.T) {
			randomGames(v, 30, 7, func(p board.Position) { checkNode(t, v, p) })
		})
	}
}
