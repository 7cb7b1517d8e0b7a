package egdb

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// Blocks of random outcomes, runs of them and don't-cares decode to the
// outcomes where defined; a don't-care takes the outcome before it (a
// draw at the start), as the codec's comment says the encoder codes it.
func TestWDLRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 300 {
		n := 1 + rng.IntN(5000)
		if trial%50 == 0 {
			n = wdlBlock
		}
		syms := make([]uint16, n)
		for i := 0; i < n; {
			l := 1 + rng.IntN(1+rng.IntN(3000))
			s := uint16(rng.IntN(3))
			if rng.IntN(4) == 0 {
				s = dontCare
			}
			for j := i; j < min(n, i+l); j++ {
				syms[j] = s
				if rng.IntN(10) == 0 {
					syms[j] = uint16(rng.IntN(3)) // noise inside the run
				}
			}
			i += l
		}
		stride := []int{0, 1, 29, 435, 4000}[trial%5]
		data := encodeWDL(syms, stride)
		out := make([]byte, (n+3)/4)
		require.NoError(t, decodeWDLBlock(data, n, stride, out))
		prev := uint16(0)
		for i, s := range syms {
			got := uint16(out[i/4] >> (2 * (i % 4)) & 3)
			if s == dontCare {
				s = prev
			}
			require.Equal(t, s, got, "trial %d position %d", trial, i)
			prev = s
		}
		// Cut short by more than the coder's last bytes: refused.
		if len(data) > 6 {
			err := decodeWDLBlock(data[:len(data)-6], n, stride, make([]byte, (n+3)/4))
			require.Error(t, err)
		}
	}
}

// A block of one outcome throughout is one byte; with one other outcome
// in it, it costs next to nothing: the
// probability of "the same again" climbs to 1-31/65536 within a few
// hundred positions, about 0.0007 bits each after that, so 2^16 draws
// take far less than 2^16/8/100 bytes (a hundredth of a bit each).
func TestWDLLongRunIsCheap(t *testing.T) {
	syms := make([]uint16, 1<<16)
	require.Len(t, encodeWDL(syms, 0), 1, "one outcome throughout: one byte")
	syms[1<<15] = 1 // now the range coder's
	require.Less(t, len(encodeWDL(syms, 0)), (1<<16)/8/100)
}
