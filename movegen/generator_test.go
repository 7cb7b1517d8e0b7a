package movegen_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The zero Generator lists no move and returns dst as it came.
func TestZeroGenerator(t *testing.T) {
	var g movegen.Generator
	p := variant.International.Start()
	dst := []board.Move{board.NewStep(1, 5, false)}
	assert.Equal(t, dst, g.Generate(&p, dst))
	assert.Nil(t, g.Generate(&p, nil))
}

// A Generator made for a variant whose tables are not made yet, as one
// from variant.New is, makes them, and is bound to that variant alone:
// White's man on b6 takes c7 and is crowned on d8, where a Russian
// flying king goes on over f6 to g5 or h4 and a short king stops (as in
// TestNewVariantHasItsOwnTables).
func TestGeneratorOfNewVariant(t *testing.T) {
	r := variant.Russian.Rules()
	r.Name, r.FlyingKings = "russian-short-kings-bound", false
	short, err := variant.New(r)
	require.NoError(t, err)
	for _, c := range []struct {
		v    *variant.Variant
		want []string
	}{{short, []string{"b6:d8"}}, {variant.Russian, []string{"b6:d8:g5", "b6:d8:h4"}}} {
		gen := movegen.NewGenerator(c.v)
		p, err := notation.ParseFEN(c.v, "W:Wb6:Bc7,f6")
		require.NoError(t, err)
		var got []string
		for _, m := range gen.Generate(&p, nil) {
			got = append(got, notation.FormatMovePath(c.v, p, m))
		}
		require.ElementsMatch(t, c.want, got, c.v.Name())
	}
}

// One Generator serves any number of goroutines at once: each lists the
// moves of its own random games and finds Generate's. Run with -race, the
// test also shows they share nothing they write.
func TestGeneratorSharedByGoroutines(t *testing.T) {
	for _, v := range []*variant.Variant{variant.International, variant.Frisian, variant.Canadian} {
		gen := movegen.NewGenerator(v)
		var wg sync.WaitGroup
		errs := make(chan string, 4)
		for seed := range uint64(4) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var got []board.Move // reused: a list with room, but for the first
				randomGames(v, 3, seed, func(p board.Position) {
					got = gen.Generate(&p, got[:0])
					if !slices.Equal(movegen.Generate(v, p, nil), got) {
						select {
						case errs <- notation.FormatFEN(v, p):
						default:
						}
					}
				})
			}()
		}
		wg.Wait()
		close(errs)
		for fen := range errs {
			t.Errorf("%s: the Generator disagrees with Generate on %s", v.Name(), fen)
		}
	}
}
