package egdb

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The parts of a split slice are every position once, each in the part
// its men's ranks name: the ranks worked out from the squares' rows, not
// from the index's arithmetic.
func TestPartsCoverTheSlice(t *testing.T) {
	for _, c := range []struct {
		v *variant.Variant
		m Material
	}{
		{variant.English, Material{Men: [2]int{2, 1}, Kings: [2]int{0, 1}}},
		{variant.International, Material{Men: [2]int{1, 2}}},
		{variant.Russian, Material{Men: [2]int{1, 1}, Kings: [2]int{1, 0}}},
	} {
		s := NewSlice(c.v, c.m)
		ps, rs := s.split(c.v)
		require.Greater(t, len(ps), 1, c.m)
		g := c.v.Board()
		seen := make([]bool, s.Size())
		for i, p := range ps {
			for l := range rs[i].size {
				n := rs[i].global(l)
				at, in := rs[i].local(n)
				require.True(t, in)
				require.Equal(t, l, at)
				require.False(t, seen[n], "%v index %d in two parts", c.m, n)
				seen[n] = true
				pos := s.position(n)
				want := Part{}
				for _, sq := range g.Squares() {
					row, _ := g.Coord(sq)
					if pos.Men[board.White].Has(sq) {
						want.W = max(want.W, row+1) // rank from White's side
					}
					if pos.Men[board.Black].Has(sq) && (want.B == 0 || g.Rows()-row < want.B) {
						want.B = g.Rows() - row // rank from Black's side
					}
				}
				require.Equal(t, want, p, "%v index %d", c.m, n)
			}
		}
		for n, ok := range seen {
			require.True(t, ok, "%v index %d in no part", c.m, n)
		}
	}
}

// A split slice has the values of the same slice solved whole, every one:
// every slice of English to four pieces and International, Turkish and
// Frisian to three, solved both ways in memory.
func TestSplitGivesTheSameValues(t *testing.T) {
	for _, c := range []struct {
		v *variant.Variant
		n int
	}{{variant.English, 4}, {variant.International, 3}, {variant.Turkish, 3}, {variant.Frisian, 3}} {
		// With -short (the race run), International alone: the other
		// three take 40 s and more without the race detector.
		if testing.Short() && c.v != variant.International {
			continue
		}
		whole, err := Build(c.v, c.n, Options{SplitAbove: 1 << 62})
		require.NoError(t, err)
		split, err := Build(c.v, c.n, Options{SplitAbove: 1})
		require.NoError(t, err)
		splits := 0
		for m, tw := range whole.mem {
			ts := split.mem[m]
			require.NotNil(t, ts, m)
			if ps, _ := NewSlice(c.v, m).split(c.v); len(ps) > 1 {
				splits++
			}
			for side := range tw.values {
				require.Equal(t, tw.values[side], ts.values[side], "%v %v side %d", c.v, m, side)
			}
		}
		assert.Greater(t, splits, 5, c.v)
	}
}

// The jobs of a split slice, its parts and the join, write the files the
// job of the whole slice writes, byte for byte: every split slice of
// English to three pieces (two with -short), each part from the parts solved before it.
func TestPartJobsWriteTheSameFiles(t *testing.T) {
	v := variant.English
	whole, split := t.TempDir(), t.TempDir()
	pieces := 3
	if testing.Short() {
		pieces = 2
	}
	plan, err := Plan(v, pieces, Options{SplitAbove: 1})
	require.NoError(t, err)
	joined := 0
	for _, tg := range plan.Targets {
		switch {
		case tg.Join:
			require.NoError(t, JoinParts(v, tg.Material, split))
			joined++
		case tg.Split:
			require.NoError(t, BuildPart(v, tg.Material, tg.Part, split, 2))
			built, err := PartBuilt(v, tg.Material, tg.Part, split)
			require.NoError(t, err)
			assert.True(t, built)
		default:
			require.NoError(t, BuildSlice(v, tg.Material, split, 2))
		}
		if !tg.Split || tg.Join {
			require.NoError(t, BuildSlice(v, tg.Material, whole, 2))
			assert.True(t, SliceBuilt(v, tg.Material, split))
		}
	}
	assert.Greater(t, joined, 5)
	files, err := filepath.Glob(filepath.Join(whole, v.Name(), "*"))
	require.NoError(t, err)
	left, err := filepath.Glob(filepath.Join(split, v.Name(), "*"))
	require.NoError(t, err)
	require.Len(t, left, len(files), "the parts' files removed once joined")
	for _, f := range files {
		a, err := os.ReadFile(f)
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(split, v.Name(), filepath.Base(f)))
		require.NoError(t, err)
		assert.True(t, bytes.Equal(a, b), filepath.Base(f))
	}
}

// Parachute's slices are never split (its parachutists index parts of
// their own), so a build told to split everything builds them whole, with
// the values of a build that splits nothing.
func TestParachuteIsNotSplit(t *testing.T) {
	v := variant.Parachute
	whole, err := Build(v, 3, Options{SplitAbove: 1 << 62})
	require.NoError(t, err)
	split, err := Build(v, 3, Options{SplitAbove: 1})
	require.NoError(t, err)
	for m, tw := range whole.mem {
		ps, _ := NewSlice(v, m).split(v)
		require.Len(t, ps, 1, m)
		for side := range tw.values {
			require.Equal(t, tw.values[side], split.mem[m].values[side], "%v side %d", m, side)
		}
	}
}
