package egdb_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The stats of English to two pieces: every material of one and two
// pieces (4 and 10) with each side to move; king against king with White
// to move by the published census (230 won, 654 drawn, 108 lost, the
// longest win 11 plies); a lone king to move wins in 1 wherever it stands
// (it moves, and the other side has no move): 32 wins; with the other
// side to move, 32 losses in 0.
func TestStats(t *testing.T) {
	v := variant.English
	dir := t.TempDir()
	db, err := egdb.Build(v, 2, egdb.Options{Dir: dir})
	require.NoError(t, err)
	defer db.Close()
	stats, err := egdb.Stats(dir, v)
	require.NoError(t, err)
	require.Len(t, stats, 2*(4+10))
	of := func(m string, c board.Color) egdb.SliceStats {
		mat, ok := egdb.ParseMaterial(m)
		require.True(t, ok)
		for _, st := range stats {
			if st.Material == mat && st.Turn == c {
				return st
			}
		}
		t.Fatalf("no stats of %s", m)
		return egdb.SliceStats{}
	}
	kk := of("1k-1k", board.White)
	assert.Equal(t, [3]uint64{230, 654, 108}, [3]uint64{kk.Wins, kk.Draws, kk.Losses})
	assert.Equal(t, 11, kk.LongestWin)
	value, err := db.Probe(kk.Longest)
	require.NoError(t, err)
	assert.Equal(t, egdb.Value{Outcome: egdb.Win, Plies: 11}, value)
	assert.Equal(t, egdb.Material{Kings: [2]int{1, 1}}, egdb.MaterialOf(&kk.Longest))

	k := of("1k-0", board.White)
	assert.Equal(t, [4]uint64{32, 0, 0, 1}, [4]uint64{k.Wins, k.Draws, k.Losses, uint64(k.LongestWin)})
	k = of("1k-0", board.Black)
	assert.Equal(t, egdb.SliceStats{Material: k.Material, Turn: board.Black, Losses: 32}, k)

	// A slice gone: an error that names it, no stats.
	require.NoError(t, os.Remove(egdb.SlicePath(dir, v, egdb.Material{Kings: [2]int{1, 1}})))
	_, err = egdb.Stats(dir, v)
	assert.ErrorContains(t, err, "1k-1k")
	_, err = egdb.Stats(filepath.Join(dir, "none"), v)
	assert.Error(t, err)
}
