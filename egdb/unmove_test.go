package egdb

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// The unmover lists exactly the positions whose legal moves lead to a
// position without leaving its slice, as often as such moves do: for
// every variant (Frisian with its runs of king moves, Parachute with its
// parachutists), on every material of up to four pieces, 100 positions
// (30 with -short; all of a smaller slice) and either side to move, each
// position's moves that stay in the slice (movegen) lead to children
// that list it as a parent once per such move, and each parent listed
// that has no capture has that many moves to the position.
func TestUnmoverUndoesExactlyTheMovesInASlice(t *testing.T) {
	if RaceDetector {
		t.Skip("a sweep of many positions: left to the run without the race detector")
	}
	rng := rand.New(rand.NewPCG(28, 4))
	sample := uint64(100)
	if testing.Short() {
		sample = 30 // the race detector's run: every variant still, fewer positions
	}
	for _, v := range variant.All() {
		if supported(v) != nil {
			continue
		}
		u := newUnmover(v)
		var materials []Material
		for n := 2; n <= 4; n++ {
			materials = append(materials, Materials(n)...)
		}
		var parents []board.Position
		countParent := func(q board.Position, p board.Position) int {
			k := 0
			parents = u.parents(&q, parents[:0])
			for _, pp := range parents {
				if pp.Rehash() == p {
					k++
				}
			}
			return k
		}
		for _, m := range materials {
			s := NewSlice(v, m)
			for range min(sample, 2*s.Size()) {
				n := rng.Uint64N(2 * s.Size())
				p := s.Position(n % s.Size())
				p.Turn = board.Color(n / s.Size())
				p = p.Rehash()
				children := map[board.Position]int{}
				moves := movegen.Generate(v, p, nil)
				for _, mv := range moves {
					if q := v.Apply(p, mv); MaterialOf(&q) == m {
						require.True(t, mv.Captured.IsEmpty(), "%s: a capture keeps the material", v)
						children[q]++
					}
				}
				for q, k := range children {
					require.Equal(t, k, countParent(q, p), "%s %v: parents of %v from %v", v, m, q, p)
				}
				for _, pp := range u.parents(&p, nil) {
					pp = pp.Rehash()
					_, ok := s.Index(&pp)
					require.True(t, ok, "%s %v: parent %v of %v outside the slice", v, m, pp, p)
					k := 0
					moves := movegen.Generate(v, pp, nil)
					if len(moves) == 0 || !moves[0].Captured.IsEmpty() {
						continue // the game is over there, or a capture is compulsory
					}
					for _, mv := range moves {
						if v.Apply(pp, mv) == p {
							k++
						}
					}
					require.Equal(t, countParent(p, pp), k, "%s %v: moves from parent %v to %v", v, m, pp, p)
				}
			}
		}
	}
}
