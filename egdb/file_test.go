package egdb_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A database written to files reads back the same, position by position;
// a build given the same folder reads the slices there instead of solving
// them again; a file changed by one byte is refused.
func TestFilesRoundTrip(t *testing.T) {
	if egdb.RaceDetector {
		t.Skip("a sweep of many positions: left to the run without the race detector")
	}
	v := variant.English
	dir, built, opened := buildAndOpen(t, v, 3)
	assert.Equal(t, 3, opened.Pieces())
	var raw int64
	for n := 1; n <= 3; n++ {
		for _, m := range egdb.Materials(n) {
			s := egdb.NewSlice(v, m)
			raw += int64(2 * s.Size() / 4) // two bits a position
			for i := range s.Size() {
				p := s.Position(i)
				for range 2 { // Black to move, then White
					p.Turn = p.Turn.Opponent()
					want, err := built.Probe(p)
					require.NoError(t, err)
					got, err := opened.Probe(p)
					require.NoError(t, err, m.String())
					require.Equal(t, want, got, "%v %d", m, i)
				}
			}
		}
	}
	var files int64
	filepath.Walk(dir, func(_ string, info os.FileInfo, _ error) error {
		if !info.IsDir() {
			files += info.Size()
		}
		return nil
	})
	t.Logf("English to 3 pieces: %d bytes in files, %d bytes of outcomes at 2 bits a position", files, raw)

	resumed, err := egdb.Build(v, 3, egdb.Options{Dir: dir, Progress: func(_ egdb.Material, _ uint64, solved bool) { assert.False(t, solved, "read, not solved again") }})
	require.NoError(t, err)
	defer resumed.Close()
	p := egdb.NewSlice(v, egdb.Material{Kings: [2]int{1, 1}}).Position(7)
	a, _ := resumed.Probe(p)
	b, _ := built.Probe(p)
	assert.Equal(t, b, a)

	path := filepath.Join(dir, "english", "1k-1k.egdb")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	data[len(data)-1] ^= 1 // in the last block
	require.NoError(t, os.WriteFile(path, data, 0o644))
	_, err = egdb.Build(v, 3, egdb.Options{Dir: dir})
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
	data[len(data)-1] ^= 1
	data[20] ^= 1 // in the header
	require.NoError(t, os.WriteFile(path, data, 0o644))
	_, err = egdb.Open(dir, v)
	assert.ErrorIs(t, err, egdb.ErrCorrupt)
}

// A build spread slice by slice, each job reading only its dependencies'
// files, gives the files a whole build gives; a job whose dependency is
// missing says which.
func TestBuildSliceByDependencies(t *testing.T) {
	v := variant.English
	whole, spread := t.TempDir(), t.TempDir()
	db, err := egdb.Build(v, 3, egdb.Options{Dir: whole})
	require.NoError(t, err)
	db.Close()
	m := egdb.Material{Men: [2]int{1, 0}, Kings: [2]int{1, 1}}
	assert.ErrorContains(t, egdb.BuildSlice(v, m, spread, 1), "needs")
	built := map[egdb.Material]bool{}
	var build func(m egdb.Material)
	build = func(m egdb.Material) {
		if built[m] {
			return
		}
		for _, d := range m.Dependencies() {
			require.Less(t, d.Pieces(), m.Pieces()+1)
			build(d)
		}
		require.NoError(t, egdb.BuildSlice(v, m, spread, 1), m.String())
		built[m] = true
	}
	build(m)
	for d := range built {
		a, err := os.ReadFile(filepath.Join(whole, "english", d.String()+".egdb"))
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(spread, "english", d.String()+".egdb"))
		require.NoError(t, err)
		assert.Equal(t, a, b, d.String())
	}
	assert.Greater(t, len(built), 5)
}

// Probes from many goroutines at once, of a database in files (whose
// blocks are read and cached as they are asked for) and of one in memory,
// give the values one goroutine gets.
func TestProbeConcurrently(t *testing.T) {
	v := variant.English
	_, built, opened := buildAndOpen(t, v, 2)
	s := egdb.NewSlice(v, egdb.Material{Kings: [2]int{1, 1}})
	done := make(chan error)
	for w := range 8 {
		go func() {
			for i := uint64(w); i < s.Size(); i += 8 {
				p := s.Position(i)
				a, _ := built.Probe(p)
				b, _ := opened.Probe(p)
				if a != b {
					done <- assert.AnError
					return
				}
			}
			done <- nil
		}()
	}
	for range 8 {
		assert.NoError(t, <-done)
	}
}

// Probes from many goroutines of a database whose cache holds a few
// blocks, so that blocks are dropped while other goroutines read them,
// give the values of the database in memory (and the race detector, in
// its run, sees no race between a hit and the clock hand).
func TestProbeConcurrentlyEvicting(t *testing.T) {
	v := variant.English
	dir, built, _ := buildAndOpen(t, v, 3)
	small, err := egdb.Open(dir, v, egdb.Options{CacheBytes: 64 << 10}) // a fraction of the decoded blocks
	require.NoError(t, err)
	defer small.Close()
	mats := egdb.Materials(3)
	done := make(chan error)
	for w := range 4 {
		go func() {
			rng := rand.New(rand.NewPCG(uint64(w), 7))
			for range 100 {
				s := egdb.NewSlice(v, mats[rng.IntN(len(mats))])
				p := s.Position(rng.Uint64N(s.Size()))
				p.Turn = board.Color(rng.IntN(2))
				a, errA := built.Probe(p)
				b, errB := small.Probe(p)
				if errA != nil || errB != nil || a != b {
					done <- fmt.Errorf("%v: %v %v, %v %v", p, a, errA, b, errB)
					return
				}
			}
			done <- nil
		}()
	}
	for range 4 {
		assert.NoError(t, <-done)
	}
}

// buildAndOpen builds v's databases to pieces in memory, and again into a
// new folder, which Build returns read from its files: the folder, the
// database in memory and the one read from the files (closed when the
// test ends).
func buildAndOpen(t *testing.T, v *variant.Variant, pieces int) (string, *egdb.DB, *egdb.DB) {
	t.Helper()
	dir := t.TempDir()
	built, err := egdb.Build(v, pieces, egdb.Options{})
	require.NoError(t, err)
	opened, err := egdb.Build(v, pieces, egdb.Options{Dir: dir})
	require.NoError(t, err)
	t.Cleanup(func() { opened.Close() })
	return dir, built, opened
}
