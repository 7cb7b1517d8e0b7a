package lidraughts_test

import (
	"testing"

	"github.com/draughtsgo/checkers/internal/movetest"
	"github.com/draughtsgo/checkers/lidraughts"
)

// FuzzParseUCI reads arbitrary text as a move in lidraughts' UCI and
// compact forms, in positions of every variant, with the checks of
// notation's FuzzParseMove; a move read must write back to a text of its form that
// reads as the same move. The seed corpus is in testdata/fuzz/FuzzParseUCI.
func FuzzParseUCI(f *testing.F) {
	for _, s := range []string{"3227", "3425", "261710", "2610", "2218", "FA", "zj", "Fl", "", "322", "9927", "0027", "\xff\xff"} {
		f.Add(s)
	}
	positions := movetest.Positions(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, fp := range positions {
			m, err := lidraughts.ParseUCI(fp.V, fp.P, s)
			if movetest.CheckRead(t, fp, s, m, err) {
				text := lidraughts.FormatUCI(fp.V, fp.P, m)
				back, err := lidraughts.ParseUCI(fp.V, fp.P, text)
				movetest.CheckReadBack(t, fp, s, m, text, back, err)
			}
			m, err = lidraughts.ParseCompact(fp.V, fp.P, s)
			if movetest.CheckRead(t, fp, s, m, err) {
				text := lidraughts.FormatCompact(fp.V, m)
				back, err := lidraughts.ParseCompact(fp.V, fp.P, text)
				movetest.CheckReadBack(t, fp, s, m, text, back, err)
			}
		}
	})
}
