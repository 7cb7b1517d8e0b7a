package egdb_test

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every position of up to three pieces (two in the larger Antidraughts
// and Turkish), in variants of each goal and board (a side with no move
// loses; wins, in Antidraughts; the first king crowned wins, in
// Breakthrough; 10x10, flying kings, orthogonal moves), reads
// back from the files as the solver left it, the positions with a
// capture at hand (not stored) found through their captures.
//
// With -short (as under the race detector in CI) two pieces in each.
func TestFilesHoldTheSolversValues(t *testing.T) {
	for v, pieces := range map[*variant.Variant]int{variant.Russian: 3, variant.Breakthrough: 3, variant.Antidraughts: 2, variant.Turkish: 2} {
		if testing.Short() {
			pieces = min(pieces, 2)
		}
		t.Run(v.Name(), func(t *testing.T) {
			_, built, opened := buildAndOpen(t, v, pieces)
			for n := 1; n <= pieces; n++ {
				for _, m := range egdb.Materials(n) {
					s := egdb.NewSlice(v, m)
					for i := range s.Size() {
						p := s.Position(i)
						for range 2 {
							p.Turn = p.Turn.Opponent()
							want, err := built.Probe(p)
							require.NoError(t, err)
							got, err := opened.Probe(p)
							require.NoError(t, err, "%v %d", m, i)
							require.Equal(t, want, got, "%v %d", m, i)
							o, err := opened.ProbeWDL(p)
							require.NoError(t, err)
							require.Equal(t, want.Outcome, o)
						}
					}
				}
			}
		})
	}
}

// English to four pieces read with a cache of 600 KB (room for a few
// decoded blocks of the 281 the files hold) and of 4 MB: random probes
// from four goroutines, many more blocks than fit, give the solver's
// values, and the bytes the cache holds never pass the budget.
//
// With -short (as under the race detector in CI), English to three pieces
// with budgets of 128 KB and 512 KB, which its 1 MB or so of decoded
// blocks still overflow.
func TestCacheBudgetHolds(t *testing.T) {
	if egdb.RaceDetector {
		t.Skip("a sweep of many positions: left to the run without the race detector")
	}
	v := variant.English
	pieces, budgets := 4, []int64{600 << 10, 4 << 20}
	if testing.Short() {
		pieces, budgets = 3, []int64{128 << 10, 512 << 10}
	}
	dir := t.TempDir()
	built, err := egdb.Build(v, pieces, egdb.Options{})
	require.NoError(t, err)
	db, err := egdb.Build(v, pieces, egdb.Options{Dir: dir})
	require.NoError(t, err)
	db.Close()
	mats := egdb.Materials(pieces)
	for _, budget := range budgets {
		db, err := egdb.Open(dir, v, egdb.Options{CacheBytes: budget})
		require.NoError(t, err)
		var wg sync.WaitGroup
		var most int64
		var mu sync.Mutex
		for w := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				rng := rand.New(rand.NewPCG(uint64(w), uint64(budget)))
				for range 1500 {
					s := egdb.NewSlice(v, mats[rng.IntN(len(mats))])
					p := s.Position(rng.Uint64N(s.Size()))
					p.Turn = p.Turn.Opponent()
					want, err := built.Probe(p)
					if !assert.NoError(t, err) {
						return
					}
					got, err := db.Probe(p)
					if !assert.NoError(t, err) || !assert.Equal(t, want, got) {
						return
					}
					held := egdb.CacheHeld(db)
					mu.Lock()
					most = max(most, held)
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		db.Close()
		assert.LessOrEqual(t, most, budget)
		assert.Greater(t, most, budget/4, "the cache is used")
	}
}
