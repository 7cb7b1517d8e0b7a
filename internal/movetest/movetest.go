// Package movetest holds the checks that every reader of move text is held
// to, shared by the tests of notation's and lidraughts' readers and their
// fuzz targets. Only test files import it.
package movetest

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// Position is a position of some variant that move texts are read in.
type Position struct {
	V *variant.Variant
	P board.Position
}

// Positions returns, for every variant, its start and the first positions
// of a fixed random game where the side to move must capture, with a few
// hand-made ones whose texts the fuzz targets' seeds name.
func Positions(f testing.TB) []Position {
	var out []Position
	rng := rand.New(rand.NewPCG(9, 4))
	for _, v := range variant.All() {
		out = append(out, Position{v, v.Start()})
		p, captures := v.Start(), 0
		for ply := 0; ply < 200 && captures < 3; ply++ {
			legal := movegen.Generate(v, p, nil)
			if len(legal) == 0 {
				break
			}
			if legal[0].IsCapture() {
				out = append(out, Position{v, p})
				captures++
			}
			p = v.Apply(p, legal[rng.IntN(len(legal))])
		}
	}
	for _, c := range []struct {
		v   *variant.Variant
		fen string
	}{
		{variant.International, "W:WK26:B31,33,40,43"},
		{variant.English, "W:W28:B24,15,7"},
		{variant.Russian, "W:Wc3:Bd4,f6"},
		{variant.Gothic, "B:Wd1,c2,d2,f2:BKe1"},
		{variant.Dameo, "W:Wc1,c2,c3:B"},
	} {
		p, err := notation.ParseFEN(c.v, c.fen)
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, Position{c.v, p})
	}
	return out
}

// CheckRead fails t unless the move m and error err read from s in fp are
// as every move reader promises: an error a *notation.MoveError holding s
// and wrapping exactly one sentinel, with two or more legal candidates when
// it is ErrAmbiguous; a move legal. It reports whether a move was read.
func CheckRead(t testing.TB, fp Position, s string, m board.Move, err error) bool {
	t.Helper()
	v, p := fp.V, fp.P
	legal := movegen.Generate(v, p, nil)
	if err == nil {
		if !IsLegal(legal, m) {
			t.Fatalf("%s %s: %q read as %s, not a legal move", v.Name(), notation.FormatFEN(v, p), s,
				notation.FormatMovePath(v, p, m))
		}
		return true
	}
	var me *notation.MoveError
	if !errors.As(err, &me) {
		t.Fatalf("%s %s: %q: error %v is not a *MoveError", v.Name(), notation.FormatFEN(v, p), s, err)
	}
	if me.Text != s {
		t.Fatalf("%s: %q: error holds the text %q", v.Name(), s, me.Text)
	}
	kinds := 0
	for _, e := range []error{notation.ErrSyntax, notation.ErrSquare, notation.ErrIllegal, notation.ErrAmbiguous} {
		if errors.Is(err, e) {
			kinds++
		}
	}
	if kinds != 1 {
		t.Fatalf("%s: %q: error %v wraps %d sentinels", v.Name(), s, err, kinds)
	}
	if errors.Is(err, notation.ErrAmbiguous) {
		if len(me.Candidates) < 2 {
			t.Fatalf("%s: %q: ambiguous with %d candidates", v.Name(), s, len(me.Candidates))
		}
		for _, c := range me.Candidates {
			if !IsLegal(legal, c) {
				t.Fatalf("%s: %q: candidate %s is not legal", v.Name(), s, notation.FormatMovePath(v, p, c))
			}
		}
	}
	return false
}

// CheckReadBack fails t unless text, written for the move m read from s,
// read back as m.
func CheckReadBack(t testing.TB, fp Position, s string, m board.Move, text string, back board.Move, err error) {
	t.Helper()
	if err != nil || m != back {
		v, p := fp.V, fp.P
		t.Fatalf("%s %s: %q read as %s, written %q, which reads as %s (%v)", v.Name(),
			notation.FormatFEN(v, p), s, notation.FormatMovePath(v, p, m), text,
			notation.FormatMovePath(v, p, back), err)
	}
}

// IsLegal reports whether m is one of the legal moves, path included.
func IsLegal(legal []board.Move, m board.Move) bool {
	for _, l := range legal {
		if l == m {
			return true
		}
	}
	return false
}

// Numbered returns the square numbered n in v's numbering, found by the
// board package rather than by the code under test.
func Numbered(t testing.TB, v *variant.Variant, n int) board.Square {
	t.Helper()
	s, ok := v.Numbering().Square(n)
	if !ok {
		t.Fatalf("%s has no square numbered %d", v.Name(), n)
	}
	return s
}

// Named returns the square with algebraic name name ("c3", lower case),
// found from its file and rank by the board package.
func Named(t testing.TB, v *variant.Variant, name string) board.Square {
	t.Helper()
	rank := 0
	for _, c := range name[1:] {
		rank = rank*10 + int(c-'0')
	}
	s, ok := v.Board().Square(rank-1, int(name[0]-'a'))
	if !ok {
		t.Fatalf("%s has no square %s", v.Name(), name)
	}
	return s
}
