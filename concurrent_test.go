package checkers_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The library is safe for concurrent use: goroutines that share the
// variants count move trees, play games and read PDN at once, and each
// gets what one goroutine alone gets. Run with -race, it also shows that
// they share no unguarded state (the variants' compiled tables are filled
// on first use, by whichever goroutine comes first).
func TestConcurrentUse(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pdn", "english", "*.pdn"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	text, err := os.ReadFile(files[0])
	require.NoError(t, err)

	// work does a little of everything and returns what it found.
	work := func() []uint64 {
		var out []uint64
		for _, v := range variant.All() {
			out = append(out, movegen.Perft(v, v.Start(), 3, movegen.PerftOptions{Bulk: true}))
			g := checkers.New(v)
			for g.Ply() < 30 && !g.Result().Over() {
				moves := g.LegalMoves()
				if err := g.Play(moves[g.Ply()%len(moves)]); err != nil {
					panic(err)
				}
			}
			out = append(out, g.Position().Key)
		}
		r := pdn.NewReader(strings.NewReader(string(text)))
		for {
			pg, err := r.Read()
			if err != nil {
				break
			}
			out = append(out, uint64(len(pg.Moves)))
		}
		return out
	}

	const goroutines = 8
	results := make([][]uint64, goroutines)
	var wg sync.WaitGroup
	for i := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = work()
		}()
	}
	wg.Wait()
	alone := work()
	for i := range goroutines {
		assert.Equal(t, alone, results[i], "goroutine %d", i)
	}
}
