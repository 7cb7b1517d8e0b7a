package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/internal/movetest"
	"github.com/draughtsgo/checkers/notation"
)

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
	positions := movetest.Positions(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, fp := range positions {
			m, err := notation.ParseMove(fp.V, fp.P, s)
			if movetest.CheckRead(t, fp, s, m, err) {
				for _, text := range []string{notation.FormatMove(fp.V, fp.P, m), notation.FormatMovePath(fp.V, fp.P, m)} {
					back, err := notation.ParseMove(fp.V, fp.P, text)
					movetest.CheckReadBack(t, fp, s, m, text, back, err)
				}
			}
		}
	})
}
