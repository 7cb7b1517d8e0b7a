package lidraughts_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/movetest"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The game of the lidraughts Bot API's own example (its game-stream
// "moves" field): 32-27 17-22 38-32 19-24 43-38 24-30, and 34x25, White's
// man on 34 taking Black's on 30. Each move reads from its UCI text and
// writes back to it.
func TestUCIGameOfTheBotAPI(t *testing.T) {
	v := variant.International
	p := v.Start()
	moves := strings.Fields("3227 1722 3832 1924 4338 2430 3425")
	for i, text := range moves {
		m, err := lidraughts.ParseUCI(v, p, text)
		require.NoError(t, err, text)
		assert.Equal(t, text, lidraughts.FormatUCI(v, p, m))
		if i == len(moves)-1 {
			assert.Equal(t, numbers(t, v, 30), m.Captured)
		} else {
			assert.False(t, m.IsCapture(), text)
		}
		p = v.Apply(p, m)
	}
}

// An English man on 26 (d2) with Black's men on 22, 23, 14 and 15 has two
// captures to 10 (d6): by 17 (b4), taking 22 and 14, and by 19 (f4),
// taking 23 and 15. The starting and final squares fit both; the path
// names one.
func TestUCIAmbiguousCapture(t *testing.T) {
	v := variant.English
	p, err := notation.ParseFEN(v, "W:W26:B14,15,22,23")
	require.NoError(t, err)
	for text, taken := range map[string][]int{"261710": {22, 14}, "261910": {23, 15}} {
		m, err := lidraughts.ParseUCI(v, p, text)
		require.NoError(t, err, text)
		assert.Equal(t, numbers(t, v, taken...), m.Captured, text)
		assert.Equal(t, text, lidraughts.FormatUCI(v, p, m))
		assert.Equal(t, "zj", lidraughts.FormatCompact(v, m))
	}
	for _, read := range []func() (board.Move, error){
		func() (board.Move, error) { return lidraughts.ParseUCI(v, p, "2610") },
		func() (board.Move, error) { return lidraughts.ParseCompact(v, p, "zj") },
	} {
		_, err := read()
		require.ErrorIs(t, err, notation.ErrAmbiguous)
		var me *notation.MoveError
		require.ErrorAs(t, err, &me)
		assert.Len(t, me.Candidates, 2)
	}
}

// An International man on 32 (d4) takes 27 (c5) landing on 21 (b6), then
// 17 (c7) landing on 12 (d8): "322112" whole, "3212" by its ends.
func TestUCICapturePath(t *testing.T) {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:W32:B27,17")
	require.NoError(t, err)
	for _, text := range []string{"322112", "3212", " 322112 "} {
		m, err := lidraughts.ParseUCI(v, p, text)
		require.NoError(t, err, text)
		assert.Equal(t, numbers(t, v, 27, 17), m.Captured)
		assert.Equal(t, num(t, v, 12), m.To)
	}
	// The squares after the first two are a path, never the Hub form's
	// captured set: 32, 12, then 27 and 17 is no path.
	_, err = lidraughts.ParseUCI(v, p, "32122717")
	assert.ErrorIs(t, err, notation.ErrIllegal)
	// lidraughts' compact form: 32 is F, 12 is l.
	m, err := lidraughts.ParseCompact(v, p, "Fl")
	require.NoError(t, err)
	assert.Equal(t, numbers(t, v, 27, 17), m.Captured)
}

// Russian names its squares by letter and digit, but lidraughts' forms by
// number, counting from b8 as on every board: c3-d4 is 22-18.
func TestUCIOnAnAlgebraicBoard(t *testing.T) {
	v := variant.Russian
	m, err := lidraughts.ParseUCI(v, v.Start(), "2218")
	require.NoError(t, err)
	assert.Equal(t, named(t, v, "c3"), m.From)
	assert.Equal(t, named(t, v, "d4"), m.To)
	assert.Equal(t, "vr", lidraughts.FormatCompact(v, m))
}

func TestUCIErrors(t *testing.T) {
	v := variant.International
	p := v.Start()
	for text, want := range map[string]error{
		"":                       notation.ErrSyntax,
		"322":                    notation.ErrSyntax,
		"32-27":                  notation.ErrSyntax,
		"32a7":                   notation.ErrSyntax,
		strings.Repeat("32", 70): notation.ErrSyntax,
		"9927":                   notation.ErrSquare,
		"0027":                   notation.ErrSquare,
		"3323":                   notation.ErrIllegal,
		"4641":                   notation.ErrIllegal,
	} {
		_, err := lidraughts.ParseUCI(v, p, text)
		assert.ErrorIs(t, err, want, "%q", text)
		var me *notation.MoveError
		require.ErrorAs(t, err, &me)
		assert.Equal(t, text, me.Text)
	}
	for text, want := range map[string]error{
		"": notation.ErrSyntax, "F": notation.ErrSyntax, "FAA": notation.ErrSyntax, "F1": notation.ErrSyntax,
		"Gw": notation.ErrIllegal,
	} {
		_, err := lidraughts.ParseCompact(v, p, text)
		assert.ErrorIs(t, err, want, "%q", text)
	}
	// English has 32 squares: X (50) is not one; Turkish has 64, too many
	// for the form.
	_, err := lidraughts.ParseCompact(variant.English, variant.English.Start(), "Xq")
	assert.ErrorIs(t, err, notation.ErrSquare)
	_, err = lidraughts.ParseCompact(variant.Turkish, variant.Turkish.Start(), "qi")
	assert.ErrorIs(t, err, notation.ErrSquare)
	_, err = lidraughts.ParseUCI(nil, p, "3227")
	assert.ErrorIs(t, err, notation.ErrNoVariant)
	_, err = lidraughts.ParseCompact(nil, p, "FA")
	assert.ErrorIs(t, err, notation.ErrNoVariant)
	assert.Equal(t, "", lidraughts.FormatUCI(nil, p, board.Move{}))
	assert.Equal(t, "", lidraughts.FormatCompact(nil, board.Move{}))
}

// Every legal move of the positions of random games of every variant
// writes to a UCI text that reads back as itself, and to a compact one
// that does too where it names one move (boards of up to 50 squares).
func TestUCIRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	for _, v := range variant.All() {
		p := v.Start()
		for ply := 0; ply < 120; ply++ {
			legal := movegen.Generate(v, p, nil)
			if len(legal) == 0 {
				break
			}
			for _, m := range legal {
				text := lidraughts.FormatUCI(v, p, m)
				back, err := lidraughts.ParseUCI(v, p, text)
				require.NoError(t, err, "%s %s %q", v.Name(), notation.FormatFEN(v, p), text)
				require.Equal(t, m, back, "%s %q", v.Name(), text)
				c := lidraughts.FormatCompact(v, m)
				if v.Board().Len() > 50 || m.Lift {
					assert.Empty(t, c)
					continue
				}
				back, err = lidraughts.ParseCompact(v, p, c)
				if errors.Is(err, notation.ErrAmbiguous) {
					continue
				}
				require.NoError(t, err, "%s %q", v.Name(), c)
				require.Equal(t, m, back, "%s %q", v.Name(), c)
			}
			p = v.Apply(p, legal[rng.IntN(len(legal))])
		}
	}
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

// num and named find squares by the board package rather than by the code
// under test.
var (
	num   = movetest.Numbered
	named = movetest.Named
)
