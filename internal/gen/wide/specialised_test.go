package wide

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The 12x12 board's code is chosen by the board, as in package narrow.
func TestShapeIsChosenByTheBoard(t *testing.T) {
	assert.Equal(t, shapeDark12, shapeOf(board.NewDark(12, 12, true)))
	assert.Equal(t, shapeNone, shapeOf(board.NewDark(12, 10, true)))
}

// generalMoves is Generate without its shortcuts: the whole generator.
func generalMoves(v *variant.Variant, p *board.Position) []board.Move {
	e := newGenerator(v)
	q := fromPosition(p)
	return e.generate(&q, p.Turn, e.barredOf(&q, p.Turn, p.KingRuns), nil)
}

func sortedMoves(ms []board.Move) []board.Move {
	ms = append([]board.Move{}, ms...)
	slices.SortFunc(ms, func(a, b board.Move) int {
		switch {
		case a.From != b.From:
			return int(a.From) - int(b.From)
		case a.To != b.To:
			return int(a.To) - int(b.To)
		case a.Captured != b.Captured:
			if a.Captured.Lo != b.Captured.Lo {
				return map[bool]int{true: -1, false: 1}[a.Captured.Lo < b.Captured.Lo]
			}
			return map[bool]int{true: -1, false: 1}[a.Captured.Hi < b.Captured.Hi]
		case a.Promotes != b.Promotes:
			return map[bool]int{true: 1, false: -1}[a.Promotes]
		}
		return 0
	})
	return ms
}

// Generate, flat paths and all, lists the moves of the whole generator (as
// sets) on every position of a shallow perft tree and of random games of
// every variant on this package's boards, and (but with -short) takes a
// flat path on some of them wherever the variant has one, and lists some
// captures by it wherever it may (tables.flatJumps).
func TestFlatPathsAgreeWithTheGenerator(t *testing.T) {
	games, plies := 60, 160
	if testing.Short() {
		games = 10
	}
	for _, v := range variant.All() {
		if v.Board().Bits() <= 64 {
			continue
		}
		t.Run(v.Name(), func(t *testing.T) {
			tb := tablesOf(v)
			flat, flatJumps, total := 0, 0, 0
			reused := make([]board.Move, 0, 256)
			check := func(p *board.Position) []board.Move {
				want := generalMoves(v, p)
				if tb.flatGen {
					if moves, ok := tb.flat(p, nil); ok {
						flat++
						if len(moves) > 0 && moves[0].IsCapture() {
							flatJumps++
						}
					}
				}
				total++
				got := Generate(v, p, nil)
				require.Equal(t, sortedMoves(want), sortedMoves(got), "%+v", *p)
				reused = Generate(v, p, reused[:0])
				require.Equal(t, sortedMoves(want), sortedMoves(reused), "%+v", *p)
				return want
			}
			var walk func(p board.Position, depth int)
			walk = func(p board.Position, depth int) {
				moves := check(&p)
				if depth == 0 {
					return
				}
				for _, m := range moves {
					walk(v.Apply(p, m), depth-1)
				}
			}
			walk(v.Start(), 3)
			rng := rand.New(rand.NewPCG(41, uint64(len(v.Name()))))
			for range games {
				p := v.Start()
				for range plies {
					moves := check(&p)
					if len(moves) == 0 {
						break
					}
					p = v.Apply(p, moves[rng.IntN(len(moves))])
				}
			}
			// Ten games (-short) may never reach a flat path's positions
			// (Parachute's wants no parachutist left on the board).
			if tb.flatGen && !testing.Short() {
				assert.Positive(t, flat, "flat path taken on none of %d positions", total)
			}
			if tb.flatGen && (tb.flatJumps || tb.flatJumpsKingless) && tb.diagonalFlat && !testing.Short() {
				assert.Positive(t, flatJumps, "flat path listed the captures of none of %d positions", total)
			}
		})
	}
}
