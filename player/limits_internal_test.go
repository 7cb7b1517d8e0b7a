package player

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/search"
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
	_, err := b.Search(context.Background(), g, search.Limit{Depth: 1}, func(i search.Info) { full = i.Nodes })
	require.NoError(t, err)
	require.Greater(t, full, uint64(2000), "depth 1 takes more than the limits below")

	for _, limit := range []uint64{1, 10, 100, 1000, 2000} {
		called := false
		m, err := b.Search(context.Background(), g, search.Limit{Nodes: limit}, func(search.Info) { called = true })
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
