package egdb

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// A slice whose way of coding is chosen on a sample of its blocks has
// every block coded the chosen way, and its values read back from each
// block wherever that way stores them: made-up values of English 2k-2k
// (seven outcomes' blocks, four distances' blocks), sampled every second
// or third block. White's threats are a win, a draw or a loss at random, every
// other position of White's a win in 1 to 13 plies and Black's a loss,
// so that leaving White's threats out pays, and no block is all one value.
func TestSampledChoiceCodesEveryBlock(t *testing.T) {
	defer func(n uint64) { sampleBlocks = n }(sampleBlocks)
	sampleBlocks = 2
	v := variant.English
	m, ok := ParseMaterial("2k-2k")
	require.True(t, ok)
	s := NewSlice(v, m)
	size := s.Size()
	nw, np := (2*size+wdlBlock-1)/wdlBlock, (size+pliesBlock-1)/pliesBlock
	require.Greater(t, sampleEvery(nw), uint64(1), "outcomes sampled")
	require.Greater(t, sampleEvery(np), uint64(1), "distances sampled")

	rng := rand.New(rand.NewPCG(1, 2))
	tb := &table{slice: s, notStored: notStored(v, s)}
	dc := tb.notStored
	for c := range tb.values {
		tb.values[c] = make([]cell, size)
		for i := range size {
			switch {
			case c == 0 && !isSet(dc[0], i) && isSet(dc[1], i):
				tb.values[c][i] = cell(rng.IntN(200)) // 0 a draw, odd a win, even a loss
			case c == 0:
				tb.values[c][i] = cell(1 + 2*rng.IntN(7)) // a win
			default:
				tb.values[c][i] = cell(2 + 2*rng.IntN(7)) // a loss
			}
		}
	}
	wdl, threats, plies, side := encodeSlice(v, tb)
	require.Equal(t, 0, threats, "White's threats left out")
	require.Len(t, wdl, int(nw))
	require.Len(t, plies, int(np))

	outcome := func(turn, i uint64) uint16 { return uint16(tb.values[turn][i].value().Outcome) }
	ws, ps := make([]uint16, wdlBlock), make([]uint16, pliesBlock)
	for b, data := range wdl {
		require.Equal(t, encodeOutcomeBlock(size, codingStride(s), outcome, dc, threats+1, uint64(b), ws), data, "outcomes' block %d", b)
	}
	for b, data := range plies {
		require.Equal(t, encodePliesBlock(tb, dc, side, uint64(b), pliesStrides(s), ps), data, "distances' block %d", b)
	}
	checked := 0
	for b, data := range wdl {
		lo, hi := uint64(b)*wdlBlock, min(2*size, uint64(b+1)*wdlBlock)
		out := make([]byte, (hi-lo+3)/4)
		require.NoError(t, decodeWDLBlock(data, int(hi-lo), codingStride(s), out), "block %d", b)
		for n := lo; n < hi; n++ {
			turn, i := n/size, n%size
			if isSet(dc[turn], i) || int(turn) == threats && isSet(dc[1-turn], i) {
				continue // not stored: any value
			}
			got := out[(n-lo)/4] >> (2 * ((n - lo) % 4)) & 3
			require.Equal(t, uint8(tb.values[turn][i].value().Outcome), got, "outcome of %d, %d to move", i, turn)
			checked++
		}
	}
	for b, data := range plies {
		lo, hi := uint64(b)*pliesBlock, min(size, uint64(b+1)*pliesBlock)
		out := make([]uint16, hi-lo)
		require.NoError(t, decodePliesBlock(data, pliesStrides(s), out), "block %d", b)
		for i := lo; i < hi; i++ {
			val := tb.values[side][i].value()
			if isSet(dc[side], i) || val.Outcome == Draw {
				continue
			}
			require.Equal(t, uint16(val.Plies), out[i-lo], "distance of %d", i)
			checked++
		}
	}
	require.Greater(t, checked, int(size), "values checked")
}
