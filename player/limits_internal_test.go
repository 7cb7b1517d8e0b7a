package player

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// CrowdedFEN is an International position with 24 White pieces and 14
// Black, nearly all kings, Black to move, where both sides have half a
// dozen captures at every ply: the reproducer of the issue "every search,
// wait and buffer bounded", Hub position string
// BBeeWBWeBeeBBWBWWwWeWWBWWBWBWWBWeWBBeeWWWweWeBBWeWW. With the capture
// search counted in plies alone (a cap of 16), depth 1 took 43 million
// nodes, and the search, which did not look at its limits before depth 1
// was done, took 27 seconds when given 100 ms. It is exported to the tests
// of package player_test (this file is compiled only with the tests).
const CrowdedFEN = "B:WK4,K6,K13,K15,K16,17,K18,K20,K21,K23,K24,K26,K28,K29,K31,K33,K38,K39,K40,41,K43,K47,K49,K50" +
	":BK1,K5,K8,K11,K12,K14,K22,K25,K27,K30,K34,K35,K45,K46"

// TestNodeLimitInDepthOne: a node limit stops the search inside depth 1,
// capture search included, at the limit exactly: depth 1 of CrowdedFEN
// takes thousands of nodes, and a search limited to fewer visits no more
// than its limit and returns a legal move, the first legal move when it
// has searched no root move in full.
func TestNodeLimitInDepthOne(t *testing.T) {
	g := game(t, variant.International, CrowdedFEN)
	b := New()
	var full uint64
	_, err := b.Search(context.Background(), g, engine.Limit{Depth: 1}, func(i engine.Info) { full = i.Nodes })
	require.NoError(t, err)
	require.Greater(t, full, uint64(2000), "depth 1 takes more than the limits below")

	for _, limit := range []uint64{1, 10, 100, 1000, 2000} {
		called := false
		m, err := b.Search(context.Background(), g, engine.Limit{Nodes: limit}, func(engine.Info) { called = true })
		require.NoError(t, err)
		assert.False(t, called, "limit %d: depth 1 not completed", limit)
		assert.LessOrEqual(t, b.nodes, limit)
		found := false
		for _, l := range g.LegalMoves() {
			found = found || l.SameAs(&m)
		}
		assert.True(t, found, "limit %d: %v is legal", limit, m)
		if limit <= 10 {
			assert.Equal(t, g.LegalMoves()[0], m, "limit %d", limit)
		}
	}
}

// lookCounter is a context that counts the looks a search takes at it
// and is done from its doneAt-th look on: a counting stub that tells, in
// nodes rather than in time, how soon a search sees its context end.
type lookCounter struct {
	context.Context
	looks, doneAt int
}

func (c *lookCounter) Err() error {
	c.looks++
	if c.looks >= c.doneAt {
		return context.Canceled
	}
	return nil
}

// CrowdedGame returns a game of v from a random crowded position, the side
// to move random, that has a move to choose: three tenths to two fifths of
// the board for each side, half the pieces kings. A position the variant
// cannot reach (a Breakthrough king of the side to move), or that is
// already over, is drawn again, with fewer kings after every ten such. It
// is exported to the tests of package player_test.
func CrowdedGame(v *variant.Variant, rng *rand.Rand) *checkers.Game {
	squares := v.Board().Squares()
	kingShare := 0.5
	for attempt := 1; ; attempt++ {
		if attempt%10 == 0 {
			kingShare /= 2
		}
		var p board.Position
		free := rng.Perm(len(squares))
		for c := board.White; c <= board.Black; c++ {
			lo, hi := len(squares)*3/10, len(squares)*2/5
			for range lo + rng.IntN(hi-lo+1) {
				s := squares[free[0]]
				free = free[1:]
				kind := board.Man
				if rng.Float64() < kingShare || v.Promotion()[c].Has(s) {
					kind = board.King
				}
				p = p.Put(s, board.Piece{Color: c, Kind: kind})
			}
		}
		p.Turn = board.Color(rng.IntN(2))
		g := checkers.NewFromPosition(v, p)
		if g.Err() == nil && !g.Result().Over() && len(g.LegalMoves()) > 0 {
			return g
		}
	}
}

// crowdedGames are the position and, for every variant, two
// crowded random positions.
func crowdedGames(t *testing.T) []*checkers.Game {
	games := []*checkers.Game{game(t, variant.International, CrowdedFEN)}
	for i, v := range variant.All() {
		rng := rand.New(rand.NewPCG(uint64(i), 50))
		games = append(games, CrowdedGame(v, rng), CrowdedGame(v, rng))
	}
	return games
}

// requireLegalMove fails the test unless m is one of g's legal moves.
func requireLegalMove(t *testing.T, g *checkers.Game, m board.Move) {
	t.Helper()
	for _, l := range g.LegalMoves() {
		if l.SameAs(&m) {
			return
		}
	}
	t.Fatalf("%v is not a legal move of %v", m, notation.FormatFEN(g.Variant(), g.Position()))
}

// TestContextSeenWithinAnInterval: a search with no limit but its
// context's, on crowded positions of every variant, sees its context end
// at its next look, and looks every checkInterval+1 nodes, in depth 1 as
// in any other: with a context done from its third look, it visits at
// most three intervals of nodes, and returns a legal move. Depth 1 of the
// issue's position takes thousands of nodes: a search that looked only
// between depths (it once took 27 s given 100 ms) visits them all. The
// nodes are counted, not timed, so that a loaded machine cannot fail the
// test.
func TestContextSeenWithinAnInterval(t *testing.T) {
	const looks = 3
	b := New()
	for _, g := range crowdedGames(t) {
		ctx := &lookCounter{Context: context.Background(), doneAt: looks}
		m, err := b.Search(ctx, g, engine.Limit{Depth: MaxDepth}, nil)
		require.NoError(t, err)
		requireLegalMove(t, g, m)
		fen := notation.FormatFEN(g.Variant(), g.Position())
		assert.LessOrEqual(t, b.nodes, uint64(looks*(checkInterval+1)), "%s: nodes", fen)
	}
}

// TestTimeSeenAtTheFirstLook: a time limit already past when the search
// first looks at the clock (1 ns) stops the search there, inside depth 1,
// after checkInterval+1 nodes at most, on crowded positions of every
// variant; no depth of the position is completed, and a legal move
// is returned all the same.
func TestTimeSeenAtTheFirstLook(t *testing.T) {
	b := New()
	for i, g := range crowdedGames(t) {
		completed := false
		m, err := b.Search(context.Background(), g, engine.Limit{Time: time.Nanosecond}, func(engine.Info) { completed = true })
		require.NoError(t, err)
		requireLegalMove(t, g, m)
		assert.LessOrEqual(t, b.nodes, uint64(checkInterval+1), "%s: nodes", notation.FormatFEN(g.Variant(), g.Position()))
		if i == 0 {
			assert.False(t, completed, "depth 1 of the issue's position completed")
		}
	}
}

// TestZeroLimitIsDefaultTime: the zero Limit searches for DefaultTime at
// most: its deadline is DefaultTime after the start, and it has no depth
// or node limit of its own.
func TestZeroLimitIsDefaultTime(t *testing.T) {
	b := New()
	start := time.Now()
	assert.Equal(t, MaxDepth, b.setLimit(engine.Limit{}, start))
	assert.Equal(t, start.Add(DefaultTime), b.deadline)
	assert.Zero(t, b.nodeLimit)
	assert.Equal(t, 4, b.setLimit(engine.Limit{Depth: 4}, start))
	assert.True(t, b.deadline.IsZero(), "a depth alone sets no time")
}
