package capture_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/capture"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The criteria applied apart, one after another, keep what the generators
// keep applying them as they search: on every position with a capture of
// random games of every variant, Precedence on All's routes keeps exactly
// Routes' routes, in the same order, and its moves are the legal moves.
// In a variant without criteria, All is Routes.
func TestPrecedenceAgreesWithTheEngines(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(v.Name()))))
			sifted := 0
			for game := 0; game < 20; game++ {
				p := v.Start()
				for ply := 0; ply < 120; ply++ {
					moves := movegen.Generate(v, p, nil)
					if len(moves) == 0 {
						break
					}
					if moves[0].IsCapture() {
						sifted++
						checkSifting(t, v, p, moves)
					}
					// The same position with every other man a king, where
					// the criteria that read kings have work to do.
					if q := crowned(p); q != p {
						if legal := movegen.Generate(v, q, nil); len(legal) > 0 && legal[0].IsCapture() {
							sifted++
							checkSifting(t, v, q, legal)
						}
					}
					p = v.Apply(p, moves[rng.IntN(len(moves))])
				}
			}
			t.Logf("%d positions with captures", sifted)
		})
	}
}

// crowned returns p with every other man of each side, in square order,
// made a king.
func crowned(p board.Position) board.Position {
	for c := range p.Men {
		i := 0
		for s := range p.Men[c].Squares() {
			if i++; i%2 == 0 {
				p.Men[c] = p.Men[c].Without(s)
				p.Kings[c] = p.Kings[c].With(s)
			}
		}
	}
	p.Key = p.ComputeKey()
	return p
}

// checkSifting checks one position with captures whose legal moves are
// legal.
func checkSifting(t *testing.T, v *variant.Variant, p board.Position, legal []board.Move) {
	t.Helper()
	all := capture.All(v, p, nil)
	s := capture.Precedence(v, p, all)
	routes := capture.Routes(v, p, nil)
	if !assert.Equal(t, routes, s.Kept, notation.FormatFEN(v, p)) {
		t.FailNow()
	}
	assert.ElementsMatch(t, legal, s.Moves(), notation.FormatFEN(v, p))
	if len(v.Rules().Precedence) == 0 {
		assert.Equal(t, routes, all)
	}
	removed := 0
	for _, step := range s.Steps {
		removed += len(step.Removed)
	}
	assert.Equal(t, len(all), len(s.Kept)+removed, "each route is kept or removed once")
}

// No function panics on a variant it cannot play or a side to move that
// is neither colour: each appends nothing, and Path is nil.
func TestUnplayable(t *testing.T) {
	p, err := notation.ParseFEN(variant.English, "W:W22:B18")
	require.NoError(t, err)
	require.NotEmpty(t, capture.All(variant.English, p, nil), "White can capture")
	m := capture.Captures(variant.English, p, nil)[0]
	badTurn := p
	badTurn.Turn = 2
	for _, c := range []struct {
		name string
		v    *variant.Variant
		p    board.Position
	}{
		{"nil variant", nil, p},
		{"zero variant", &variant.Variant{}, p},
		{"zero variant, zero position", &variant.Variant{}, board.Position{}},
		{"turn out of range", variant.English, badTurn},
		{"turn out of range, 12x12", variant.Canadian, badTurn},
	} {
		t.Run(c.name, func(t *testing.T) {
			assert.Empty(t, capture.Captures(c.v, c.p, nil))
			assert.Empty(t, capture.All(c.v, c.p, nil))
			assert.Empty(t, capture.Routes(c.v, c.p, nil))
			assert.Empty(t, capture.Paths(c.v, c.p, nil))
			assert.Nil(t, capture.Path(c.v, c.p, m))
			r := capture.Route{Move: m, Path: []board.Square{m.To}}
			assert.Empty(t, capture.Precedence(c.v, c.p, nil).Steps)
			assert.Equal(t, capture.Tally{Pieces: 1}, capture.TallyOf(c.v, c.p, r))
		})
	}
}

// A route that is no capture of the position (a program's own, or
// garbage) gives a tally of what can be read of it, and no panic: a jump
// whose line holds no captured piece takes nothing.
func TestTallyOfForeignRoute(t *testing.T) {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:W32:B19,27,28")
	require.NoError(t, err)
	for _, r := range []capture.Route{
		{},
		{Move: board.Move{From: board.NoSquare, To: 200}, Path: []board.Square{board.NoSquare, 200, 3}},
		{Move: board.Move{From: 5, To: 5, Captured: board.Bitboard{Lo: ^uint64(0), Hi: ^uint64(0)}}, Path: []board.Square{5, 5}},
	} {
		assert.NotPanics(t, func() {
			capture.TallyOf(v, p, r)
			capture.Precedence(v, p, []capture.Route{r, r}).Moves()
		})
	}
}
