package egdb

import (
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// The backward pass gives the same values whether the two sides' positions
// of a level are taken on two goroutines or one after the other: every
// level concurrent (run under -race in CI) against none, English to three
// pieces (and International with -short off).
func TestSolveSidesConcurrently(t *testing.T) {
	defer func(n int) { concurrentLevel = n }(concurrentLevel)
	variants := []*variant.Variant{variant.English, variant.International}
	if testing.Short() {
		variants = variants[:1]
	}
	for _, v := range variants {
		var built [2]*DB
		for i, level := range []int{1, 1 << 62} {
			concurrentLevel = level
			db, err := Build(v, 3, Options{Threads: 2})
			require.NoError(t, err)
			built[i] = db
		}
		require.Equal(t, len(built[1].mem), len(built[0].mem))
		for m, tb := range built[1].mem {
			require.Equal(t, tb.values, built[0].mem[m].values, "%s %v", v, m)
		}
	}
}
