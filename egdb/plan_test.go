package egdb

import (
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The plan of English to two pieces, by the published census: 120
// positions of one piece and 6,972 of two a side to move, 14,184 in all,
// in 4 + 10 slices. King against king (1k-1k): 2 x 32 x 31 = 1,984
// positions, 14 bytes each to solve, and 2 bytes for each of the 2 x 32
// positions of the two slices of a lone king it captures into: 28,032
// bytes. Each target comes after those it depends on.
func TestPlanEnglishTwoPieces(t *testing.T) {
	plan, err := Plan(variant.English, 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(14184), plan.Positions)
	require.Len(t, plan.Targets, 14)
	seen := map[Material]bool{}
	var kk *Target
	for i, tg := range plan.Targets {
		for _, d := range tg.Dependencies {
			assert.True(t, seen[d], "%v before %v", d, tg.Material)
		}
		seen[tg.Material] = true
		if tg.Material == (Material{Kings: [2]int{1, 1}}) {
			kk = &plan.Targets[i]
		}
	}
	require.NotNil(t, kk)
	assert.Equal(t, "english/1k-1k.egdb", kk.File)
	assert.Equal(t, uint64(1984), kk.Positions)
	assert.Equal(t, uint64(1984*14+2*64*2), kk.Memory)
	assert.ElementsMatch(t, []Material{{Kings: [2]int{1, 0}}, {Kings: [2]int{0, 1}}}, kk.Dependencies)

	var b strings.Builder
	require.NoError(t, plan.WriteMakefile(&b, "/usr/bin/checkers"))
	mk := b.String()
	assert.True(t, strings.HasPrefix(mk, "# The endgame databases of english to 2 pieces, 14 slices, 14184 positions, in\n# 14 jobs, the largest 1m-1m: 1520 positions, 28.7 kB.\n"))
	assert.Contains(t, mk, "\nCHECKERS ?= /usr/bin/checkers\nDIR ?= egdb\nTHREADS ?= 1\n\nall: ")
	_, all, _ := strings.Cut(mk, "\nall: ")
	all, _, _ = strings.Cut(all, "\n")
	assert.Len(t, strings.Fields(all), 14)
	assert.Contains(t, strings.Fields(all), "$(DIR)/english/1k-1k.egdb")
	assert.Contains(t, mk, "\n# 1k-1k: 1984 positions, 28.0 kB to solve\n$(DIR)/english/1k-1k.egdb: ")
	assert.Contains(t, mk, "\n\t$(CHECKERS) egdb slice -variant english -material 1k-1k -dir $(DIR) -threads $(THREADS)\n")

	for _, n := range []int{0, MaxPieces + 1} {
		_, err := Plan(variant.English, n)
		assert.Error(t, err, n)
	}
	// Frisian's slices count the runs of king moves: 1m1k-0 holds 45*49
	// placements of the man and the king, each with no run or one of 1 to
	// 3 moves, by side to move: 45*49*4*2 positions.
	frisian, err := Plan(variant.Frisian, 2)
	require.NoError(t, err)
	var sized bool
	for _, j := range frisian.Targets {
		if j.Material.String() == "1m1k-0" {
			sized = true
			assert.Equal(t, uint64(45*49*4*2), j.Positions)
		}
	}
	assert.True(t, sized)
}

// A path goes into the Makefile as one word of a recipe: quoted for the
// shell when it needs it, "$" doubled for make; one no Makefile line can
// hold falls back on the checkers found on PATH.
func TestMakeWord(t *testing.T) {
	for path, want := range map[string]string{
		"/usr/local/bin/checkers": "/usr/local/bin/checkers",
		"C:/Go/bin/checkers.exe":  "C:/Go/bin/checkers.exe",
		"/home/a b/checkers":      "'/home/a b/checkers'",
		"/home/it's/checkers":     `'/home/it'\''s/checkers'`,
		"/opt/$x/checkers":        "'/opt/$$x/checkers'",
		"/opt/#1/checkers":        "checkers",
		"/opt/one\ntwo/checkers":  "checkers",
		"":                        "checkers",
	} {
		assert.Equal(t, want, makeWord(path), path)
	}
}

// The goal of the split: every job of International to six pieces and
// English to seven holds at most 16 GB, where the largest whole slice's
// job, with its dependencies, takes 73 GB (International 1m2k-1m2k: its
// 4.6 billion positions at 14 bytes, and 2 bytes each of the slices it
// captures and crowns into) and 48 GB (English 1m2k-2m2k). Each target
// comes after the files it needs.
func TestPlanJobsFitSixteenGB(t *testing.T) {
	if testing.Short() {
		t.Skip("plans of 6 and 7 pieces")
	}
	for _, c := range []struct {
		v *variant.Variant
		n int
	}{{variant.International, 6}, {variant.English, 7}} {
		plan, err := Plan(c.v, c.n)
		require.NoError(t, err)
		assert.LessOrEqual(t, plan.Largest().Memory, uint64(16e9), "%v %d: %+v", c.v, c.n, plan.Largest())
		made := map[string]bool{}
		for _, tg := range plan.Targets {
			for _, f := range tg.Needs {
				require.True(t, made[f], "%s before %s", f, tg.File)
			}
			made[tg.File] = true
		}
	}
}
