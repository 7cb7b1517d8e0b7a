package egdb

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// decodeAll decodes a block of n positions into symbols.
func decodeAll(data []byte, n int) ([]uint16, error) {
	out := make([]uint16, n)
	err := decodeRuns(data, n, func(sym uint16, at, length int) {
		for i := range length {
			out[at+i] = sym
		}
	})
	return out, err
}

// Blocks of random runs, with don't-cares, decode to their symbols where
// defined, and a don't-care takes the symbol of the run before it (of the
// first defined one at the start).
func TestRunsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		n := 1 + rng.IntN(5000)
		if trial%50 == 0 {
			n = 1 << 18
		}
		alphabet := 1 + rng.IntN(300)
		syms := make([]uint16, n)
		for i := 0; i < n; {
			l := 1 + rng.IntN(1+rng.IntN(2000))
			s := uint16(rng.IntN(alphabet))
			if rng.IntN(4) == 0 {
				s = dontCare
			}
			for j := i; j < min(n, i+l); j++ {
				syms[j] = s
			}
			i += l
		}
		data := encodeRuns(syms)
		got, err := decodeAll(data, n)
		require.NoError(t, err)
		prev := uint16(dontCare)
		for i, s := range syms {
			if s != dontCare {
				require.Equal(t, s, got[i], "trial %d position %d", trial, i)
				prev = s
			} else if prev != dontCare {
				require.Equal(t, prev, got[i], "trial %d position %d", trial, i)
			}
		}
		// Runs past the block's end: refused.
		if n > 1 {
			_, err = decodeAll(data, n-1)
			require.Error(t, err)
		}
	}
}
