package egdb

import (
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// Every rank of every combination of one to four squares of the 50
// squares of 10x10 and of the 72 of 12x12 (the two words of a board) is
// the rank of its combination: unrankIn's bisection, its square root for
// the second lowest square and its lowest square read straight from the
// rank agree with rankIn.
func TestUnrankInIsRankInsInverse(t *testing.T) {
	for _, v := range []*variant.Variant{variant.International, variant.Canadian} {
		among := v.Board().Valid()
		for k := 1; k <= 4; k++ {
			for r := range choose(among.Count(), k) {
				set := unrankIn(r, k, among)
				require.Equal(t, k, set.Count(), "%s k=%d r=%d", v, k, r)
				require.True(t, set.AndNot(among).IsEmpty(), "%s k=%d r=%d", v, k, r)
				require.Equal(t, r, rankIn(set, among), "%s k=%d", v, k)
			}
		}
	}
}
