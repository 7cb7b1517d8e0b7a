package movegen_test

import (
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/reference"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// sameMoves reports whether two move lists hold the same moves by identity
// (from, to, captured set, promotion), whatever their order and paths.
func sameMoves(a, b []board.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		found := false
		for j := range b {
			if a[i].SameAs(&b[j]) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// agreeWithReference checks the generator against the slow second
// implementation on one position.
func agreeWithReference(t *testing.T, v *variant.Variant, p board.Position) bool {
	t.Helper()
	got := movegen.Generate(v, p, nil)
	want := reference.Moves(v, p)
	if sameMoves(got, want) {
		return true
	}
	text := func(ms []board.Move) []string {
		var out []string
		for _, m := range ms {
			out = append(out, notation.FormatMovePath(v, m))
		}
		return out
	}
	assert.Fail(t, "generator and reference disagree", "%s %s\ngenerator: %v\nreference: %v",
		v.Name, notation.FormatFEN(v, p), text(got), text(want))
	return false
}

// The generator agrees with the reference on every position of random
// games: kings, long captures and promotions in mid-game positions.
func TestAgreesWithReferenceOnRandomGames(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name, func(t *testing.T) {
			failures := 0
			randomGames(v, 100, 11, func(p board.Position) {
				if failures < 3 && !agreeWithReference(t, v, p) {
					failures++
				}
			})
		})
	}
}

// randomPosition scatters men and kings of both colours at random (men
// never on their own promotion squares), with either side to move: crowded
// positions with many captures that games rarely reach.
func randomPosition(v *variant.Variant, rng *rand.Rand) board.Position {
	var p board.Position
	for _, s := range v.Board.Squares() {
		switch r := rng.IntN(100); {
		case r < 18 && !v.Promotion[board.White].Has(s):
			p.Men[board.White] = p.Men[board.White].With(s)
		case r >= 18 && r < 40 && !v.Promotion[board.Black].Has(s):
			p.Men[board.Black] = p.Men[board.Black].With(s)
		case r >= 40 && r < 44:
			p.Kings[board.White] = p.Kings[board.White].With(s)
		case r >= 44 && r < 48:
			p.Kings[board.Black] = p.Kings[board.Black].With(s)
		}
	}
	p.Turn = board.Color(rng.IntN(2))
	return p
}

// The generator agrees with the reference on random crowded positions.
func TestAgreesWithReferenceOnRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for _, v := range variant.All() {
		t.Run(v.Name, func(t *testing.T) {
			failures := 0
			for range n {
				if failures < 3 && !agreeWithReference(t, v, randomPosition(v, rng)) {
					failures++
				}
			}
		})
	}
}
