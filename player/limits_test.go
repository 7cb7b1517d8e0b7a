package player_test

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/search"
	"github.com/draughtsgo/checkers/variant"
)

// positions sets how many crowded random positions per variant
// TestTimeLimitOnCrowdedPositions searches; 0 (the default) means 8, or 2
// with -short. The issue that asked for the test asked for 1,000 a
// variant, some twenty minutes:
//
//	go test ./player -run TestTimeLimitOnCrowdedPositions -positions 1000 -timeout 60m -v
var positions = flag.Int("positions", 0, "crowded random positions per variant for TestTimeLimitOnCrowdedPositions (0: 8, or 2 with -short)")

// overrunMargin is how late a search with a time limit may return: the
// search itself stops within about a millisecond of its limit (256
// nodes, see Builtin.Search); the rest is room for a slow, shared machine
// (CI's two cores run other packages' tests meanwhile) and the garbage
// collector.
const overrunMargin = 50 * time.Millisecond

// tries is how many times a search that overran its margin is run again
// before the test judges it. A loaded machine can take the processor away
// from a search for longer than the margin: on a two-core machine running
// fuzzers and race tests (load 9), one search in fifty overran by 50 ms to
// 2 s, and the same searches, alone, stopped on time. It rarely does so to
// each of three searches of the same position, while a search that ignores
// its limit overruns every time.
const tries = 3

// lateness is how late a search returned: by the clock, and by the
// processor time it used.
type lateness struct {
	wall, cpu time.Duration
	// cpuKnown is false where the platform does not tell processor time.
	cpuKnown bool
}

// onTime reports whether the search returned within overrunMargin of its
// limit, or, when it did not, used no more processor time than that: the
// machine, not the search, was late (the process was not running).
func (l lateness) onTime() bool {
	return l.wall <= overrunMargin || (l.cpuKnown && l.cpu <= overrunMargin)
}

// overrun runs search, which searches with a time limit of limit, until it
// returns within overrunMargin of limit or has run tries times, and
// returns how late its first run was and its best run (the least late by
// the clock, or, if none was on time by the clock, one on time by the
// processor).
func overrun(limit time.Duration, search func()) (first, best lateness) {
	for i := range tries {
		cpu0, ok0 := cpuTime()
		start := time.Now()
		search()
		l := lateness{wall: time.Since(start) - limit}
		cpu1, ok1 := cpuTime()
		l.cpu, l.cpuKnown = cpu1-cpu0-limit, ok0 && ok1
		if i == 0 {
			first, best = l, l
		}
		if l.wall < best.wall || (!best.onTime() && l.onTime()) {
			best = l
		}
		if best.wall <= overrunMargin {
			break
		}
	}
	return first, best
}

// TestTimeLimitOnCrowdedPositions: in crowded random positions of every
// variant, three tenths to two fifths of the board for each side and half
// the pieces kings, a search of 50 ms returns a legal move within
// overrunMargin of its limit (see tries and lateness.onTime). The variants
// run one after another, so that they do not slow one another down.
func TestTimeLimitOnCrowdedPositions(t *testing.T) {
	n := *positions
	switch {
	case n > 0:
	case testing.Short():
		n = 2
	default:
		n = 8
	}
	const limit = 50 * time.Millisecond
	b := player.New()
	var worstFirst, worst time.Duration
	retried, byCPU := 0, 0
	for i, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(i), 50))
			var variantFirst, variantWorst time.Duration
			for range n {
				g := crowdedGame(v, rng)
				first, best := overrun(limit, func() {
					m, err := b.Search(context.Background(), g, search.Limit{Time: limit}, nil)
					require.NoError(t, err)
					requireLegal(t, g, m)
				})
				fen := notation.FormatFEN(v, g.Position())
				assert.True(t, best.onTime(), "%s: %d searches of %v overran by %v at best (%v of processor time)",
					fen, tries, limit, best.wall, best.cpu)
				if first.wall > overrunMargin {
					retried++
					t.Logf("%s: overran by %v (processor %v), then by %v (processor %v)", fen, first.wall, first.cpu, best.wall, best.cpu)
				}
				if best.wall > overrunMargin && best.onTime() {
					byCPU++
				}
				variantFirst, variantWorst = max(variantFirst, first.wall), max(variantWorst, best.wall)
			}
			t.Logf("%d positions, worst overrun %v (%v the first time)", n, variantWorst, variantFirst)
			worstFirst, worst = max(worstFirst, variantFirst), max(worst, variantWorst)
		})
	}
	t.Logf("%d positions per variant searched for %v: worst overrun %v, %v the first time; %d searched again, %d on time by the processor only",
		n, limit, worst, worstFirst, retried, byCPU)
}

// crowdedGame returns a game of v from a random crowded position, the side
// to move random, that has a move to choose. A position the variant cannot
// reach (a Breakthrough king of the side to move), or that is already over,
// is drawn again, with fewer kings after every ten such.
func crowdedGame(v *variant.Variant, rng *rand.Rand) *checkers.Game {
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

// TestLimitsOnCrowdedPosition: the position, searched for 100 ms,
// or with no limit but its context's, cancelled after 100 ms, returns a
// legal move within overrunMargin (see tries and lateness.onTime); and
// depth 1 alone, with its capture search, takes thousands of nodes, not
// millions.
func TestLimitsOnCrowdedPosition(t *testing.T) {
	g := fen(t, variant.International, player.CrowdedFEN)
	const limit = 100 * time.Millisecond

	first, best := overrun(limit, func() { mustSearch(t, player.New(), g, search.Limit{Time: limit}) })
	assert.True(t, best.onTime(), "time limit: overran by %v (processor %v)", best.wall, best.cpu)
	t.Logf("time limit: overran by %v (%v the first time)", best.wall, first.wall)

	first, best = overrun(limit, func() {
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		defer cancel()
		m, err := player.New().Search(ctx, g, search.Limit{Depth: player.MaxDepth}, nil)
		require.NoError(t, err)
		requireLegal(t, g, m)
	})
	assert.True(t, best.onTime(), "context: overran by %v (processor %v)", best.wall, best.cpu)
	t.Logf("context: overran by %v (%v the first time)", best.wall, first.wall)

	_, infos := mustSearch(t, player.New(), g, search.Limit{Depth: 1})
	require.Len(t, infos, 1)
	assert.Less(t, infos[0].Nodes, uint64(100_000), "the capture search below depth 1 is bounded")
}

// TestCancelledBeforeCrowdedSearch: a context done before the search
// starts stops it within its first 256 nodes, at once (see tries and
// lateness.onTime). Depth 1 of the position takes more, so none is
// completed, no info is sent, and the move is the first legal move, with a
// nil error, as from any stopped search.
func TestCancelledBeforeCrowdedSearch(t *testing.T) {
	g := fen(t, variant.International, player.CrowdedFEN)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, best := overrun(0, func() {
		called := false
		m, err := player.New().Search(ctx, g, search.Limit{}, func(search.Info) { called = true })
		require.NoError(t, err)
		requireLegal(t, g, m)
		assert.Equal(t, g.LegalMoves()[0], m)
		assert.False(t, called, "no depth completed")
	})
	assert.True(t, best.onTime(), "took %v (processor %v)", best.wall, best.cpu)
}

// TestTimeLimitInDepthOne: a time limit shorter than depth 1 of the
// issue's position (some thousands of nodes, milliseconds) stops the
// search inside depth 1, at its first look at the clock: no depth is
// completed, and a legal move is returned all the same.
func TestTimeLimitInDepthOne(t *testing.T) {
	g := fen(t, variant.International, player.CrowdedFEN)
	_, best := overrun(time.Microsecond, func() {
		_, infos := mustSearch(t, player.New(), g, search.Limit{Time: time.Microsecond}) // the move checked legal
		assert.Empty(t, infos, "no depth completed")
	})
	assert.True(t, best.onTime(), "overran by %v (processor %v)", best.wall, best.cpu)
}
