package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/require"
)

// num returns the square numbered n in v's numbering, found by the board
// package rather than by the code under test.
func num(t *testing.T, v *variant.Variant, n int) board.Square {
	t.Helper()
	s, ok := v.Numbering().Square(n)
	require.True(t, ok, "square %d", n)
	return s
}

// named returns the square with algebraic name name ("c3", lower case),
// found from its file and rank by the board package.
func named(t *testing.T, v *variant.Variant, name string) board.Square {
	t.Helper()
	rank := 0
	for _, c := range name[1:] {
		rank = rank*10 + int(c-'0')
	}
	s, ok := v.Board().Square(rank-1, int(name[0]-'a'))
	require.True(t, ok, "square %s", name)
	return s
}

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
