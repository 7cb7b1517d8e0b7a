package movegen_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// checkNode asserts the properties every position must have: the three
// entry points agree, Generate lists the same moves in the same order
// into a list with room and one without, the variant's Generator lists
// Generate's moves in Generate's order, Apply leaves its receiver alone, every move is
// distinct by identity, the FEN written for the position reads back to it,
// and the Zobrist key that Apply kept up move by move is the key computed
// from scratch.
func checkNode(t *testing.T, v *variant.Variant, p board.Position) []board.Move {
	t.Helper()
	require.Equal(t, p.ComputeKey(), p.Key, "incremental Zobrist key")
	moves := movegen.Generate(v, p, nil)
	if roomy := movegen.Generate(v, p, make([]board.Move, 0, 256)); !slices.Equal(moves, roomy) {
		require.Equal(t, moves, roomy, "a list with room gets other moves or another order")
	}
	bound := p
	require.Equal(t, moves, movegen.NewGenerator(v).Generate(&bound, nil), "Generator disagrees with Generate")
	require.Equal(t, p, bound, "Generator changed its position")
	require.Equal(t, len(moves), movegen.Count(v, p), "Count disagrees with Generate")
	require.Equal(t, len(moves) > 0, movegen.HasMoves(v, p), "HasMoves disagrees with Generate")
	for i := range moves {
		for j := i + 1; j < len(moves); j++ {
			require.False(t, moves[i].SameAs(&moves[j]), "a move listed twice")
		}
		before := p
		_ = v.Apply(p, moves[i])
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
		walkTree(t, v, v.Apply(p, m), depth-1)
	}
}

// The properties hold at every node of the perft trees from the start
// positions.
func TestPropertiesOnPerftTrees(t *testing.T) {
	for _, v := range variant.All() {
		depth := map[int]int{32: 5, 50: 3, 72: 2}[v.Board().Len()]
		t.Run(v.Name(), func(t *testing.T) { walkTree(t, v, v.Start(), depth) })
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
			p = v.Apply(p, moves[rng.IntN(len(moves))])
		}
	}
}

func TestPropertiesOnRandomGames(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			randomGames(v, 30, 7, func(p board.Position) { checkNode(t, v, p) })
		})
	}
}

// Transpositions give equal keys: in English checkers, b6-a5, a3-b4,
// h6-g5, g3-h4 and the same moves in another order (h6-g5, g3-h4, b6-a5,
// a3-b4) reach one position, and so one key; a different position has a
// different key.
func TestTranspositionsHaveEqualKeys(t *testing.T) {
	v := variant.English
	play := func(p board.Position, moves ...string) board.Position {
		for _, text := range moves {
			found := false
			for _, m := range movegen.Generate(v, p, nil) {
				if v.Board().Name(m.From)+"-"+v.Board().Name(m.To) == text {
					p, found = v.Apply(p, m), true
					break
				}
			}
			require.True(t, found, "no move %s", text)
		}
		return p
	}
	a := play(v.Start(), "b6-a5", "a3-b4", "h6-g5", "g3-h4")
	b := play(v.Start(), "h6-g5", "g3-h4", "b6-a5", "a3-b4")
	require.Equal(t, a, b)
	require.Equal(t, a.Key, b.Key)
	c := play(v.Start(), "h6-g5", "g3-h4", "b6-c5", "a3-b4")
	require.NotEqual(t, a.Key, c.Key)
	require.Equal(t, a.ComputeKey(), a.Key)
}

// Every variant keeps its own compiled tables: using all of them in turn,
// and a variant made with variant.New besides, allocates nothing.
func TestVariantsInTurnAllocateNothing(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector makes sync.Pool drop what it lends")
	}
	r := variant.Russian.Rules()
	r.Name, r.FlyingKings = "russian-short-kings", false
	custom, err := variant.New(r)
	require.NoError(t, err)
	vs := append(variant.All(), custom)
	gens := make([]movegen.Generator, len(vs))
	for i, v := range vs {
		gens[i] = movegen.NewGenerator(v)
	}
	moves := make([]board.Move, 0, 256)
	run := func() {
		for i, v := range vs {
			p := v.Start()
			moves = movegen.Generate(v, p, moves[:0])
			moves = gens[i].Generate(&p, moves[:0])
			movegen.Count(v, p)
			movegen.HasMoves(v, p)
		}
	}
	run() // compiles every variant's tables once
	require.Zero(t, testing.AllocsPerRun(50, run))
}

// Perft allocates nothing in any variant, on the fast path and on the one
// that lists moves (lifts, lines, crowning that wins, runs of king moves):
// positions of random games, many with kings, counted three plies deep.
func TestPerftAllocatesNothing(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector makes sync.Pool drop what it lends")
	}
	for _, v := range variant.All() {
		var ps []board.Position
		randomGames(v, 2, 3, func(p board.Position) {
			if len(ps) < 8 {
				ps = append(ps, p)
			}
			if n := len(ps); n < 16 && !p.Kings[board.White].Or(p.Kings[board.Black]).IsEmpty() {
				ps = append(ps, p)
			}
		})
		run := func() {
			for _, p := range ps {
				movegen.Perft(v, p, 3, movegen.PerftOptions{})
				movegen.Perft(v, p, 3, movegen.PerftOptions{Bulk: true})
			}
		}
		run() // fills the pool of move lists
		require.Zero(t, testing.AllocsPerRun(5, run), v.Name())
	}
}

// A variant made with variant.New from changed rules gets tables of its
// own: Russian with short-range kings. White's man on b6 takes c7 and is
// crowned on d8; a Russian flying king goes on over f6 to g5 or h4, a short
// king on d8 has nothing next to it to take and stops there.
func TestNewVariantHasItsOwnTables(t *testing.T) {
	r := variant.Russian.Rules()
	r.Name, r.FlyingKings = "russian-short-kings", false
	short, err := variant.New(r)
	require.NoError(t, err)
	flying := []string{"b6:d8:g5", "b6:d8:h4"}
	for _, c := range []struct {
		v    *variant.Variant
		want []string
	}{{variant.Russian, flying}, {short, []string{"b6:d8"}}, {variant.Russian, flying}} {
		v := c.v
		p, err := notation.ParseFEN(v, "W:Wb6:Bc7,f6")
		require.NoError(t, err)
		var got []string
		for _, m := range movegen.Generate(v, p, nil) {
			got = append(got, notation.FormatMovePath(v, p, m))
		}
		require.ElementsMatch(t, c.want, got, v.Name())
	}
}
