package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Counted on several goroutines, perft and divide give what one goroutine
// gives, for every variant, both ways of counting, at depths 1 to 4, and
// the progress reports count the jobs up to the last.
func TestPerftWithThreads(t *testing.T) {
	for _, v := range variant.All() {
		p := v.Start()
		for depth := 0; depth <= 4; depth++ {
			for _, bulk := range []bool{false, true} {
				want := movegen.Perft(v, p, depth, movegen.PerftOptions{})
				var last movegen.Progress
				calls := 0
				o := movegen.PerftOptions{Bulk: bulk, Threads: 3, Progress: func(pr movegen.Progress) {
					calls++
					assert.Equal(t, last.Done+1, pr.Done)
					assert.GreaterOrEqual(t, pr.Nodes, last.Nodes)
					last = pr
				}}
				require.Equal(t, want, movegen.Perft(v, p, depth, o), "%s depth %d bulk %v", v.Name(), depth, bulk)
				if depth > 0 && want > 0 {
					assert.Equal(t, last.Jobs, calls)
					assert.Equal(t, want, last.Nodes)
				}
				one := movegen.Divide(v, p, depth, movegen.PerftOptions{Bulk: bulk})
				all := movegen.Divide(v, p, depth, movegen.PerftOptions{Bulk: bulk, Threads: -1})
				assert.Equal(t, one, all, "%s depth %d", v.Name(), depth)
			}
		}
	}
	assert.Equal(t, uint64(0), movegen.Perft(variant.English, variant.English.Start(), -1, movegen.PerftOptions{}))
	assert.Nil(t, movegen.Divide(nil, variant.English.Start(), 3, movegen.PerftOptions{Threads: 2}))
}
