package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/movetest"
	"github.com/draughtsgo/checkers/variant"
)

// num and named find squares by the board package rather than by the code
// under test.
var (
	num   = movetest.Numbered
	named = movetest.Named
)

// numbers returns the squares numbered ns.
func numbers(t *testing.T, v *variant.Variant, ns ...int) board.Bitboard {
	t.Helper()
	var b board.Bitboard
	for _, n := range ns {
		b = b.With(num(t, v, n))
	}
	return b
}

// names returns the squares named ns.
func names(t *testing.T, v *variant.Variant, ns ...string) board.Bitboard {
	t.Helper()
	var b board.Bitboard
	for _, n := range ns {
		b = b.With(named(t, v, n))
	}
	return b
}

// span returns the squares numbered lo to hi.
func span(t *testing.T, v *variant.Variant, lo, hi int) board.Bitboard {
	t.Helper()
	var b board.Bitboard
	for n := lo; n <= hi; n++ {
		b = b.With(num(t, v, n))
	}
	return b
}
