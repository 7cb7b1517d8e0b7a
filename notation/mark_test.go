package notation_test

import (
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every capture mark variant.New accepts is one the move text reads back:
// with each, International's multiple capture from 28 (over 23, 13 and 14
// in either order: two routes, one move) and its single captures are
// written and read again as the same moves, short and in full.
func TestEveryCaptureMarkReadsBack(t *testing.T) {
	for _, mark := range []byte(variant.CaptureMarks) {
		r := variant.International.Rules()
		r.Name, r.CaptureMark = "international-mark", mark
		v, err := variant.New(r)
		require.NoError(t, err)
		for _, fen := range []string{"W:W28:B23,13,14", "W:W32,33:B27,28"} {
			p, err := notation.ParseFEN(v, fen)
			require.NoError(t, err)
			moves := movegen.Generate(v, p, nil)
			require.NotEmpty(t, moves)
			for _, m := range moves {
				require.True(t, m.IsCapture())
				for _, text := range []string{notation.FormatMove(v, p, m), notation.FormatMovePath(v, p, m)} {
					assert.Contains(t, text, string(mark))
					back, err := notation.ParseMove(v, p, text)
					require.NoError(t, err, "mark %q: %s", mark, text)
					assert.True(t, back.SameAs(&m), "mark %q: %s", mark, text)
				}
			}
		}
	}
}
