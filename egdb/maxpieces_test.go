package egdb

import (
	"math/big"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// MaxPieces is what the index can hold: with MaxPieces pieces, every
// slice of every variant Build takes has its positions (both sides to
// move) counted in 64 bits, and with one more, some slice has 2^64 or
// more. The counts are worked in big integers from the census's
// combinations (see Slice), apart from the index's code.
func TestMaxPiecesIsWhatTheIndexHolds(t *testing.T) {
	limit := new(big.Int).Lsh(big.NewInt(1), 64)
	c := func(n, k int) *big.Int { return new(big.Int).Binomial(int64(n), int64(k)) }
	fits := func(v *variant.Variant, n int) bool {
		prom := v.Promotion()
		valid := v.Board().Valid()
		wa, ba := valid.AndNot(prom[board.White]), valid.AndNot(prom[board.Black])
		both, only := wa.And(ba).Count(), wa.AndNot(ba).Count()
		for _, m := range Materials(n) {
			total := new(big.Int)
			free := valid.Count() - m.Men[0] - m.Men[1]
			for k := 0; k <= m.Men[0]; k++ {
				x := c(both, k)
				x.Mul(x, c(only, m.Men[0]-k))
				x.Mul(x, c(ba.Count()-k, m.Men[1]))
				x.Mul(x, c(free, m.Kings[0]))
				x.Mul(x, c(free-m.Kings[0], m.Kings[1]))
				total.Add(total, x)
			}
			if total.Lsh(total, 1).Cmp(limit) >= 0 {
				return false
			}
		}
		return true
	}
	over := false
	for _, v := range variant.All() {
		if supported(v) != nil {
			continue
		}
		assert.True(t, fits(v, MaxPieces), v.Name())
		over = over || !fits(v, MaxPieces+1)
	}
	assert.True(t, over, "a variant's slices of MaxPieces+1 pieces overflow")
}
