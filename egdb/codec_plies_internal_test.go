package egdb

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// Blocks of random distances (walks that step by small and large amounts,
// repeat the value one stride before, jump to the largest distance a
// file holds, and leave don't-cares) decode to the distances where
// defined, whatever the strides.
func TestPliesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 200 {
		n := 1 + rng.IntN(6000)
		if trial%40 == 0 {
			n = pliesBlock
		}
		strides := [][3]int{{}, {1, 0, 0}, {7, 49, 343}, {30, 900, 0}, {4000, 0, 0}}[trial%5]
		syms := make([]uint16, n)
		d := 1 + rng.IntN(200)
		for i := range syms {
			switch r := rng.IntN(100); {
			case r < 15:
				syms[i] = dontCare
				continue
			case r < 30 && strides[0] > 0 && i >= strides[0] && syms[i-strides[0]] != dontCare:
				d = int(syms[i-strides[0]])
			case r < 40:
				d = max(0, d+rng.IntN(9)-4)
			case r < 42:
				d = rng.IntN(1 << 16) // 0xffff too, a distance, not a don't-care
				if d == dontCare {
					d--
				}
			}
			syms[i] = uint16(d)
		}
		data := encodePlies(syms, strides)
		out := make([]uint16, n)
		require.NoError(t, decodePliesBlock(data, strides, out))
		for i, s := range syms {
			if s != dontCare {
				require.Equal(t, s, out[i], "trial %d position %d", trial, i)
			}
		}
		// Cut short by more than the coder's last bytes: refused.
		if len(data) > 6 {
			require.Error(t, decodePliesBlock(data[:len(data)-6], strides, make([]uint16, n)))
		}
	}
}

// A block of don't-cares alone is one byte, and a distance repeated along
// a block costs next to nothing: the probability of "the same again"
// climbs to 1-31/65536 within a few hundred positions (0.0007 bits each
// after that), so 2^16 of one distance take far less than a hundredth of
// a bit each.
func TestPliesLongRunIsCheap(t *testing.T) {
	syms := make([]uint16, pliesBlock)
	for i := range syms {
		syms[i] = dontCare
	}
	require.Equal(t, []byte{1}, encodePlies(syms, [3]int{}))
	for i := range syms {
		syms[i] = 37
	}
	require.Less(t, len(encodePlies(syms, [3]int{})), pliesBlock/8/100)
}

// A win's distance in plies is odd, a loss's even (where the side without
// a move loses), and neighbours mostly share their outcome: the codec
// learns the parity from the distance before. Distances that change at
// every position, keeping the parity before 19 times in 20, cost less
// than the same with the parity at random, by some 0.7 bits a position
// (a bit against the 0.29 of a 1-in-20 event); the rest of each value is
// drawn alike in both.
func TestPliesParityIsLearnt(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	kept, mixed := make([]uint16, pliesBlock), make([]uint16, pliesBlock)
	par := 0
	for i := range kept {
		if rng.IntN(20) == 0 {
			par ^= 1
		}
		half := 2 * rng.IntN(40)
		kept[i] = uint16(half + par)
		mixed[i] = uint16(half + rng.IntN(2))
	}
	k, m := len(encodePlies(kept, [3]int{})), len(encodePlies(mixed, [3]int{}))
	require.Less(t, k, m-pliesBlock/2/8, "kept %d B, mixed %d B", k, m)
}
