package narrow

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Perft's side paths (sidePerft) do what its general code does, on the
// positions of random games of every variant on this package's boards
// where the side to move takes one: the same captures (as sets), each made
// by applyMan as apply makes it, and the same leaves below the steps to
// one and two plies. The perft fixtures and the reference's perft check
// the counts themselves.
func TestSidePerftAgreesWithPerft(t *testing.T) {
	games, plies := 40, 160
	if testing.Short() {
		games = 8
	}
	taken, withKings := 0, 0 // positions checked; captures of a king made
	for _, v := range variant.All() {
		if v.Board().Bits() > 64 || tablesOf(v).sideFlat == [2]uint8{} {
			continue
		}
		t.Run(v.Name(), func(t *testing.T) {
			e := newGenerator(v)
			lists := make([][]board.Move, 3)
			check := func(p *board.Position) {
				q := fromPosition(p)
				side := e.sideOf(&q, p.Turn)
				if side == 0 {
					return
				}
				taken++
				want := e.captures(&q, p.Turn, nil)
				if got, ok := e.sideCaptures(side, &q, nil); ok {
					require.Equal(t, sortedMoves(want), sortedMoves(got), "%+v", *p)
				}
				for i := range want {
					m := &want[i]
					if fromBoard(m.Captured).and(q.kings).any() {
						withKings++
					}
					require.Equal(t, e.apply(&q, m), e.applyMan(&q, m), "%+v: %+v", *p, *m)
				}
				if len(want) == 0 {
					for depth := range 2 {
						assert.Equal(t, e.perftQuiet(&q, p.Turn, depth, false, lists),
							e.sidePerftQuiet(side, &q, depth, false, lists), "%+v, depth %d", *p, depth)
					}
				}
			}
			rng := rand.New(rand.NewPCG(43, uint64(len(v.Name()))))
			for range games {
				p := v.Start()
				for range plies {
					check(&p)
					moves := Generate(v, &p, nil)
					if len(moves) == 0 {
						break
					}
					p = v.Apply(p, moves[rng.IntN(len(moves))])
				}
			}
		})
	}
	assert.Positive(t, taken, "no position took a side path")
	if !testing.Short() {
		assert.Positive(t, withKings, "no man took a king on a side path")
	}
}
