package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// unplayable are the variants the generator cannot play: nil, and the zero
// Variant, which has no board.
var unplayable = []struct {
	name string
	v    *variant.Variant
}{{"nil", nil}, {"zero", &variant.Variant{}}}

// Every entry point takes a nil or zero variant as one without moves, at
// every depth, and does not panic.
func TestUnplayableVariant(t *testing.T) {
	positions := map[string]board.Position{
		"zero position":       {},
		"english start":       variant.English.Start(),
		"international start": variant.International.Start(),
		"canadian start":      variant.Canadian.Start(),
	}
	for _, u := range unplayable {
		for pname, p := range positions {
			t.Run(u.name+"/"+pname, func(t *testing.T) {
				dst := make([]board.Move, 2, 8)
				dst[0] = board.NewStep(1, 5, false)
				got := movegen.Generate(u.v, p, dst)
				assert.Equal(t, dst, got)
				assert.Equal(t, len(dst), len(got))
				assert.Same(t, &dst[0], &got[0], "dst is returned as it came")
				assert.Nil(t, movegen.Generate(u.v, p, nil))
				got = movegen.NewGenerator(u.v).Generate(&p, dst)
				assert.Equal(t, len(dst), len(got))
				assert.Same(t, &dst[0], &got[0], "the Generator returns dst as it came")
				assert.Nil(t, movegen.NewGenerator(u.v).Generate(&p, nil))
				assert.Zero(t, movegen.Count(u.v, p))
				assert.False(t, movegen.HasMoves(u.v, p))
				for _, depth := range []int{-1, 0, 1, 3} {
					assert.Zero(t, movegen.Perft(u.v, p, depth, movegen.PerftOptions{}), "perft %d", depth)
					assert.Zero(t, movegen.Perft(u.v, p, depth, movegen.PerftOptions{Bulk: true}), "bulk perft %d", depth)
					assert.Nil(t, movegen.Divide(u.v, p, depth, movegen.PerftOptions{}), "divide %d", depth)
					assert.Nil(t, movegen.Divide(u.v, p, depth, movegen.PerftOptions{Bulk: true}), "bulk divide %d", depth)
				}
			})
		}
	}
}

// Perft of a negative depth is 0 (there is no move sequence of negative
// length) and of depth 0 is 1; Divide needs a depth of at least 1.
func TestDepths(t *testing.T) {
	for _, v := range []*variant.Variant{variant.English, variant.International, variant.Canadian, variant.Hawaii} {
		t.Run(v.Name(), func(t *testing.T) {
			p := v.Start()
			cases := []struct {
				depth int
				perft uint64
			}{
				{-1 << 62, 0}, {-2, 0}, {-1, 0}, {0, 1}, {1, uint64(movegen.Count(v, p))},
			}
			for _, c := range cases {
				assert.Equal(t, c.perft, movegen.Perft(v, p, c.depth, movegen.PerftOptions{}), "perft %d", c.depth)
				assert.Equal(t, c.perft, movegen.Perft(v, p, c.depth, movegen.PerftOptions{Bulk: true}), "bulk perft %d", c.depth)
			}
			for _, depth := range []int{-1 << 62, -1, 0} {
				assert.Nil(t, movegen.Divide(v, p, depth, movegen.PerftOptions{}), "divide %d", depth)
				assert.Nil(t, movegen.Divide(v, p, depth, movegen.PerftOptions{Bulk: true}), "bulk divide %d", depth)
			}
			for _, bulk := range []bool{false, true} {
				d := movegen.Divide(v, p, 1, movegen.PerftOptions{Bulk: bulk})
				assert.Len(t, d, movegen.Count(v, p))
				for _, e := range d {
					assert.Equal(t, uint64(1), e.Nodes)
				}
				var sum uint64
				for _, e := range movegen.Divide(v, p, 2, movegen.PerftOptions{Bulk: bulk}) {
					sum += e.Nodes
				}
				assert.Equal(t, movegen.Perft(v, p, 2, movegen.PerftOptions{}), sum)
			}
		})
	}
}

// A position without legal moves divides into an empty list, not nil: the
// variant is playable, the position is lost.
func TestDivideNoMoves(t *testing.T) {
	d := movegen.Divide(variant.English, board.Position{}, 1, movegen.PerftOptions{})
	assert.NotNil(t, d)
	assert.Empty(t, d)
}

// A position whose side to move is neither White nor Black has no moves.
func TestTurnOutOfRange(t *testing.T) {
	for _, v := range []*variant.Variant{variant.English, variant.Canadian} {
		p := v.Start()
		p.Turn = 2
		dst := []board.Move{board.NewStep(1, 5, false)}
		assert.Equal(t, dst, movegen.Generate(v, p, dst))
		assert.Equal(t, dst, movegen.NewGenerator(v).Generate(&p, dst))
		assert.Zero(t, movegen.Count(v, p))
		assert.False(t, movegen.HasMoves(v, p))
		assert.Zero(t, movegen.Perft(v, p, 0, movegen.PerftOptions{}))
		assert.Zero(t, movegen.Perft(v, p, 2, movegen.PerftOptions{Bulk: true}))
		assert.Nil(t, movegen.Divide(v, p, 2, movegen.PerftOptions{Bulk: true}))
	}
}
