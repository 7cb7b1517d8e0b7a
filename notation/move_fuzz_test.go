package notation_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// fuzzPosition is a position of some variant that the fuzz target reads
// move texts in.
type fuzzPosition struct {
	v *variant.Variant
	p board.Position
}

// fuzzPositions returns, for every variant, its start and the first
// positions of a fixed random game where the side to move must capture,
// with a few hand-made ones whose texts the seeds name.
func fuzzPositions(f *testing.F) []fuzzPosition {
	var out []fuzzPosition
	rng := rand.New(rand.NewPCG(9, 4))
	for _, v := range variant.All() {
		out = append(out, fuzzPosition{v, v.Start()})
		p, captures := v.Start(), 0
		for ply := 0; ply < 200 && captures < 3; ply++ {
			legal := movegen.Generate(v, p, nil)
			if len(legal) == 0 {
				break
			}
			if legal[0].IsCapture() {
				out = append(out, fuzzPosition{v, p})
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
		out = append(out, fuzzPosition{c.v, p})
	}
	return out
}

// FuzzParseMove reads arbitrary text as a move in positions of every
// variant. It must never panic; an error must be a *MoveError holding the
// text and wrapping exactly one sentinel, with at least two legal
// candidates when it is ErrAmbiguous; a move it reads must be legal, and
// its texts from FormatMove and FormatMovePath must read back as the same
// move. The seed corpus is in testdata/fuzz/FuzzParseMove.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"32-28", "c3-d4", "11-15!?", " 26x45 ", "26x42x45", "26x45x40x31x33",
		"c3:g7", "c3:e5:g7", "22x8", "28x3", "h2:d6:f8", "28-19-10-3",
		"e1xg3", "e1xc1xg3", "c1-c4", "d5", "d5!", "e4", "a5xj2xf2xi3xb4",
		"", "x", "11--15", "11-33", "a2-b3", "1000-1", "\xff", "11x15*+",
	} {
		f.Add(s)
	}
	positions := fuzzPositions(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, fp := range positions {
			m, err := notation.ParseMove(fp.v, fp.p, s)
			if checkRead(t, fp, s, m, err) {
				for _, text := range []string{notation.FormatMove(fp.v, fp.p, m), notation.FormatMovePath(fp.v, fp.p, m)} {
					back, err := notation.ParseMove(fp.v, fp.p, text)
					checkReadBack(t, fp, s, m, text, back, err)
				}
			}
		}
	})
}

// checkRead fails t unless the move m and error err read from s in fp are
// as every move reader promises: an error a *MoveError holding s and
// wrapping exactly one sentinel, with two or more legal candidates when it
// is ErrAmbiguous; a move legal. It reports whether a move was read.
func checkRead(t *testing.T, fp fuzzPosition, s string, m board.Move, err error) bool {
	t.Helper()
	v, p := fp.v, fp.p
	legal := movegen.Generate(v, p, nil)
	if err == nil {
		if !isLegal(legal, m) {
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
			if !isLegal(legal, c) {
				t.Fatalf("%s: %q: candidate %s is not legal", v.Name(), s, notation.FormatMovePath(v, p, c))
			}
		}
	}
	return false
}

// checkReadBack fails t unless text, written for the move m read from s,
// read back as m.
func checkReadBack(t *testing.T, fp fuzzPosition, s string, m board.Move, text string, back board.Move, err error) {
	t.Helper()
	if err != nil || !sameMove(m, back) {
		v, p := fp.v, fp.p
		t.Fatalf("%s %s: %q read as %s, written %q, which reads as %s (%v)", v.Name(),
			notation.FormatFEN(v, p), s, notation.FormatMovePath(v, p, m), text,
			notation.FormatMovePath(v, p, back), err)
	}
}

// isLegal reports whether m is one of the legal moves, path included.
func isLegal(legal []board.Move, m board.Move) bool {
	for _, l := range legal {
		if sameMove(l, m) {
			return true
		}
	}
	return false
}
