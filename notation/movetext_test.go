package notation_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// position reads a FEN the test relies on.
func position(t *testing.T, v *variant.Variant, fen string) board.Position {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err, fen)
	return p
}

// sameMove reports whether a and b are the same move.
func sameMove(a, b board.Move) bool { return a == b }

// jump returns the capture from the first of the numbered squares through
// the others, taking the numbered pieces.
func jump(t *testing.T, v *variant.Variant, squares []int, taken []int, promotes bool) board.Move {
	t.Helper()
	return board.NewCapture(num(t, v, squares[0]), num(t, v, squares[len(squares)-1]), numbers(t, v, taken...), promotes)
}

// assertParses checks that every text reads as want in p.
func assertParses(t *testing.T, v *variant.Variant, p board.Position, want board.Move, texts ...string) {
	t.Helper()
	for _, text := range texts {
		got, err := notation.ParseMove(v, p, text)
		if assert.NoError(t, err, "%s %q", v.Name(), text) {
			assert.True(t, sameMove(want, got), "%s %q read as %s, want %s", v.Name(), text,
				notation.FormatMovePath(v, p, got), notation.FormatMovePath(v, p, want))
		}
	}
}

// assertFails checks that every text fails in p with the sentinel want,
// wrapped in a *MoveError that holds the text and the position.
func assertFails(t *testing.T, v *variant.Variant, p board.Position, want error, texts ...string) {
	t.Helper()
	for _, text := range texts {
		_, err := notation.ParseMove(v, p, text)
		if !assert.ErrorIs(t, err, want, "%s %q", v.Name(), text) {
			continue
		}
		var me *notation.MoveError
		if assert.ErrorAs(t, err, &me) {
			assert.Equal(t, text, me.Text)
			assert.Equal(t, p, me.Position)
			if want != notation.ErrAmbiguous {
				assert.Empty(t, me.Candidates)
			}
		}
	}
}

// The squares of a move may be written as numbers in the variant's
// numbering or as algebraic names, in either case and mixed, whatever the
// variant's own notation (RULES.md#notation: on 8x8, 11 = f6, 15 = e5,
// 22 = c3, 18 = d4, 8 = g7; on 10x10, 32 = d4, 28 = e5, 23 = f6).
func TestParseMoveNumbersAndNames(t *testing.T) {
	e, i, r := variant.English, variant.International, variant.Russian

	// English: Black, first to move, plays f6-e5.
	assertParses(t, e, e.Start(), board.NewStep(num(t, e, 11), num(t, e, 15), false),
		"11-15", "f6-e5", "F6-E5", "11-e5", "011-015")

	// International: White opens d4-e5.
	assertParses(t, i, i.Start(), board.NewStep(num(t, i, 32), num(t, i, 28), false),
		"32-28", "d4-e5")
	// The man on d4 (32) jumps e5 (28) and lands on f6 (23).
	assertParses(t, i, position(t, i, "W:W32:B28"), jump(t, i, []int{32, 23}, []int{28}, false),
		"32x23", "d4xf6", "d4:f6", "32-23")

	// Russian: c3-d4, and the capture c3:e5:g7 over d4 and f6.
	assertParses(t, r, r.Start(), board.NewStep(named(t, r, "c3"), named(t, r, "d4"), false),
		"c3-d4", "22-18", "C3-D4")
	assertParses(t, r, position(t, r, "W:Wc3:Bd4,f6"),
		board.NewCapture(named(t, r, "c3"), named(t, r, "g7"),
			names(t, r, "d4", "f6"), false),
		"c3:g7", "c3:e5:g7", "22:8", "22x15x8", "c3xg7", "C3XG7", "c3-e5-g7", "22-8")
}

// A capture may be written with its first and last squares only, or with
// some of the landing squares between, and is resolved against the legal
// moves; the squares between must lie on its path, in order. The English
// man on 28 (h2) takes 24 (g3), 15 (e5) and 7 (e7), landing on 19 (f4),
// 10 (d6) and 3 (f8), where it is crowned: its only move.
func TestParseMovePartialPath(t *testing.T) {
	v := variant.English
	p := position(t, v, "W:W28:B24,15,7")
	want := jump(t, v, []int{28, 19, 10, 3}, []int{24, 15, 7}, true)
	assertParses(t, v, p, want,
		"28x3", "28x10x3", "28x19x3", "28x19x10x3", "h2xf8", "h2:d6:f8", "28-3", "28-19-10-3")
	assertFails(t, v, p, notation.ErrIllegal,
		"28x11x3",    // 11 is not on the path
		"28x10x19x3", // the landing squares out of order
		"28x10",      // the capture does not stop on 10
		"28x3x3")     // 3 is the last landing, not one before it
}

// The International king on 26 (a5), facing black men on 31 (b4), 33 (f4),
// 40 (i3) and 43 (f2), must take three pieces, and reaches 45 (j2) two
// ways (FMJD 4.11: pieces leave the board after the capture):
//
//   - over b4 to d2 (42), over f4 to g5 (29), over i3 to j2: 31, 33, 40;
//   - over b4 to e1 (48), over f2 to h4 (34), over i3 to j2: 31, 43, 40.
//
// No capture takes four: after b4 the king lands on c3, d2 or e1; from c3
// no piece stands on a diagonal, from d2 only f4 and then i3 can follow
// (and nothing from j2: i3 is taken and i1 is on the edge), and from e1
// only f2, after which g3 leads over f4 to e5, d6, c7, b8 or a9 (nothing
// more to take there) and h4 over i3 to j2. So the seven legal moves are
// the two routes to j2 and the five that end on the diagonal e5-a9, and
// "26x45" names two of them.
func TestParseMoveAmbiguousKingCapture(t *testing.T) {
	v := variant.International
	p := position(t, v, "W:WK26:B31,33,40,43")
	viaF4 := jump(t, v, []int{26, 42, 29, 45}, []int{31, 33, 40}, false)
	viaF2 := jump(t, v, []int{26, 48, 34, 45}, []int{31, 43, 40}, false)
	require.Len(t, movegen.Generate(v, p, nil), 7)

	for _, text := range []string{"26x45", "a5xj2", "26-45"} {
		_, err := notation.ParseMove(v, p, text)
		require.ErrorIs(t, err, notation.ErrAmbiguous, text)
		var me *notation.MoveError
		require.ErrorAs(t, err, &me)
		require.Len(t, me.Candidates, 2)
		a, b := me.Candidates[0], me.Candidates[1]
		assert.True(t, sameMove(a, viaF4) && sameMove(b, viaF2) || sameMove(a, viaF2) && sameMove(b, viaF4),
			"candidates %s, %s", notation.FormatMovePath(v, p, a), notation.FormatMovePath(v, p, b))
	}

	// One landing square tells them apart; FormatMove writes the first.
	assertParses(t, v, p, viaF4, "26x42x45", "26x29x45", "26x42x29x45", "a5xd2xj2")
	assertParses(t, v, p, viaF2, "26x48x45", "26x34x45", "26x48x34x45", "a5:e1:j2")
	assert.Equal(t, "26x42x45", notation.FormatMove(v, p, viaF4))
	assert.Equal(t, "26x48x45", notation.FormatMove(v, p, viaF2))
	// The other five end on squares of their own: 28, 22, 17, 11 and 6.
	for _, to := range []int{28, 22, 17, 11, 6} {
		m := jump(t, v, []int{26, 48, 39, to}, []int{31, 43, 33}, false)
		assert.Equal(t, "26x"+notation.FormatSquare(v, num(t, v, to)), notation.FormatMove(v, p, m))
	}
}

// Hub engines write a capture as its first and last squares, then the
// captured squares in any order; they match as a set, and only the whole
// set does. The positions are those of the two tests above.
func TestParseMoveHubForm(t *testing.T) {
	i := variant.International
	p := position(t, i, "W:WK26:B31,33,40,43")
	assertParses(t, i, p, jump(t, i, []int{26, 42, 29, 45}, []int{31, 33, 40}, false),
		"26x45x40x31x33", "26x45x33x40x31", "26x45x31x33x40")
	assertParses(t, i, p, jump(t, i, []int{26, 48, 34, 45}, []int{31, 43, 40}, false),
		"26x45x43x40x31", "a5xj2xf2xi3xb4")
	assertFails(t, i, p, notation.ErrIllegal,
		"26x45x31x40",       // a set too small
		"26x45x31x33x40x43", // a set too large
		"26x45x31x33x43")    // no route takes these three

	e := variant.English
	assertParses(t, e, position(t, e, "W:W28:B24,15,7"),
		jump(t, e, []int{28, 19, 10, 3}, []int{24, 15, 7}, true),
		"28x3x7x15x24", "28x3x15x24x7")
}

// A text that lists every square of a move means that move, even when it
// is also a shorter way to write a longer move. A Gothic king (one square,
// eight directions, free choice among captures: RULES.md#gothic) on e1,
// with White men on d1, c2, d2 and f2, has three captures: over f2 to g3;
// over d1, c2 and d2 round c1 and c3 back to e1 (its own start counts as
// empty, RULES.md#jumps) and then over f2 to g3 (either way round, one move);
// and over d1 to c1, d2 to e3 and f2 to g1.
// "e1xg3" is the whole of the first, so it is not ambiguous with the second,
// which needs a square between.
func TestParseMoveWholePathWins(t *testing.T) {
	v := variant.Gothic
	p := position(t, v, "B:Wd1,c2,d2,f2:BKe1")
	legal := movegen.Generate(v, p, nil)
	require.Len(t, legal, 3)
	e1, g3 := named(t, v, "e1"), named(t, v, "g3")
	single := board.NewCapture(e1, g3, names(t, v, "f2"), false)
	assertParses(t, v, p, single, "e1xg3", "e1xg3xf2", "e1-g3")
	assert.Equal(t, "e1xg3", notation.FormatMove(v, p, single))

	var round board.Move
	for _, m := range legal {
		if m.To == g3 && m.Captured == names(t, v, "d1", "c2", "d2", "f2") {
			round = m
		}
	}
	require.Equal(t, e1, round.From)
	assertParses(t, v, p, round, "e1xc1xg3", "e1xc3xg3", "e1xe1xg3", "e1xg3xd1xc2xd2xf2")
	assert.Contains(t, []string{"e1xc1xg3", "e1xc3xg3"}, notation.FormatMove(v, p, round))
}

// Text that is not a move is ErrSyntax; a square off the board or not
// playable is ErrSquare; a well-formed move that no legal move matches is
// ErrIllegal: a square without a piece to move, the other side's move, a
// quiet move written with a capture mark. In the English start Black is to
// move and 11-15 is legal.
func TestParseMoveErrors(t *testing.T) {
	v := variant.English
	p := v.Start()
	assertFails(t, v, p, notation.ErrSyntax,
		"", "   ", "!!", "11-", "-15", "11--15", "11/15", "eleven", "11 15", "11-15-",
		"c3d4", "1a-15", "11x", "x", "11-15\x00", "\xff")
	assertFails(t, v, p, notation.ErrSquare,
		"11-33", "a2-b3", "0-1", "i1-h2", "11-1000")
	assertFails(t, v, p, notation.ErrIllegal,
		"22-18", // White's move
		"15-19", // no piece on 15
		"11-18", // not a step
		"11x15", // a quiet move is no capture
		"11")    // a square alone is only a Konane lift

	// Each error wraps exactly one sentinel.
	_, err := notation.ParseMove(v, p, "11x15")
	assert.False(t, errors.Is(err, notation.ErrSyntax))
	assert.False(t, errors.Is(err, notation.ErrAmbiguous))
}

// The error message names the fault and quotes the text; an ambiguous
// move's message lists the candidates by their full paths.
func TestMoveErrorMessage(t *testing.T) {
	v := variant.English
	_, err := notation.ParseMove(v, v.Start(), "22-18")
	assert.EqualError(t, err, `move "22-18": illegal move: the piece on 22 is white's, and black is to move`) // Black moves first
	_, err = notation.ParseMove(v, v.Start(), "11/15")
	assert.EqualError(t, err, `move "11/15": syntax error`)
	_, err = notation.ParseMove(v, v.Start(), "11-33")
	assert.EqualError(t, err, `move "11-33": square out of range or not playable`)

	i := variant.International
	_, err = notation.ParseMove(i, position(t, i, "W:WK26:B31,33,40,43"), "26x45")
	require.Error(t, err)
	msg := err.Error()
	assert.True(t, msg == `move "26x45": ambiguous move: 26x42x29x45 or 26x48x34x45` ||
		msg == `move "26x45": ambiguous move: 26x48x34x45 or 26x42x29x45`, msg)

	// A MoveError built by other code, without the variant, counts them.
	me := &notation.MoveError{Text: "26x45", Candidates: make([]board.Move, 2), Err: notation.ErrAmbiguous}
	assert.EqualError(t, me, `move "26x45": ambiguous move: 2 candidates`)
	assert.ErrorIs(t, me, notation.ErrAmbiguous)
}

// Trailing annotation marks and surrounding spaces are ignored.
func TestParseMoveAnnotations(t *testing.T) {
	v := variant.English
	want := board.NewStep(num(t, v, 11), num(t, v, 15), false)
	assertParses(t, v, v.Start(), want,
		"11-15!", "11-15?", "11-15!!", "11-15??", "11-15?!", "11-15!?", "11-15*", "11-15+",
		" \t11-15 \n", "11-15 !", " f6-e5!? ")
}

// Konane's first two moves lift a stone: Black lifts one of its stones on
// a8, d5, e4 or h1, written as the square alone; White then lifts one of
// its stones next to the hole (BrainKing tp=94, RULES.md#hawaii).
func TestParseMoveKonaneLift(t *testing.T) {
	v := variant.Hawaii
	p := v.Start()
	d5 := named(t, v, "d5")
	lift := board.NewLift(d5)
	assertParses(t, v, p, lift, "d5", "D5", "d5!")
	assert.Equal(t, "d5", notation.FormatMove(v, p, lift))
	assertFails(t, v, p, notation.ErrIllegal,
		"c5",    // a White stone
		"b7",    // a Black stone, but not one Black may lift
		"d5-d6", // no jump yet
		"d5xd5") // a lift is no capture

	q := v.Apply(p, lift)
	c5 := named(t, v, "c5")
	assertParses(t, v, q, board.NewLift(c5), "c5")
	assertFails(t, v, q, notation.ErrIllegal, "a1")
}

// A Dameo line of men advances as a whole, written from the rear man's
// square to the square in front of the front man: with White men on c1, c2
// and c3, "c1-c4" (Freeling's Dameo rules, Movement).
func TestParseMoveDameoLine(t *testing.T) {
	v := variant.Dameo
	p := position(t, v, "W:Wc1,c2,c3:B")
	want := board.NewStep(named(t, v, "c1"), named(t, v, "c4"), false)
	assertParses(t, v, p, want, "c1-c4", "C1-C4")
	assert.Equal(t, "c1-c4", notation.FormatMove(v, p, want))
	assert.Equal(t, "B:Wc2,c3,c4:B", notation.FormatFEN(v, v.Apply(p, want)))
}

// FormatMove writes the shortest text that tells the move apart: a quiet
// move's two squares, a capture's first and last squares when no other
// legal move shares them (Russian c3:g7 for c3:e5:g7, English 28x3 for
// 28x19x10x3), and the full path for a move that is not legal in the
// position.
func TestFormatMoveShortest(t *testing.T) {
	e, r := variant.English, variant.Russian
	assert.Equal(t, "11-15", notation.FormatMove(e, e.Start(), board.NewStep(num(t, e, 11), num(t, e, 15), false)))
	assert.Equal(t, "c3-d4", notation.FormatMove(r, r.Start(), board.NewStep(named(t, r, "c3"), named(t, r, "d4"), false)))

	russian := board.NewCapture(named(t, r, "c3"), named(t, r, "g7"),
		names(t, r, "d4", "f6"), false)
	assert.Equal(t, "c3:g7", notation.FormatMove(r, position(t, r, "W:Wc3:Bd4,f6"), russian))

	english := jump(t, e, []int{28, 19, 10, 3}, []int{24, 15, 7}, true)
	assert.Equal(t, "28x3", notation.FormatMove(e, position(t, e, "W:W28:B24,15,7"), english))
	// Not legal at the start: no path to write, only its two ends.
	assert.Equal(t, "28x3", notation.FormatMove(e, e.Start(), english))
}

// Every legal move of every position of random games, in every variant,
// reads back from its short text (FormatMove) and from its full path
// (FormatMovePath). The short text is no longer than the path, and it
// holds a landing square between its first and last only when fewer would
// not do: for k such squares, every choice of k-1 of the path's is
// ambiguous.
func TestMoveTextRoundTrip(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, 17))
			for range 8 {
				p := v.Start()
				for ply := 0; ply < 200; ply++ {
					legal := movegen.Generate(v, p, nil)
					if len(legal) == 0 {
						break
					}
					for _, m := range legal {
						if !checkRoundTrip(t, v, p, m) {
							return
						}
					}
					p = v.Apply(p, legal[rng.IntN(len(legal))])
				}
			}
		})
	}
}

// checkRoundTrip checks one legal move m of p, as [TestMoveTextRoundTrip]
// says, and reports whether all went well.
func checkRoundTrip(t *testing.T, v *variant.Variant, p board.Position, m board.Move) bool {
	t.Helper()
	fen := notation.FormatFEN(v, p)
	short, full := notation.FormatMove(v, p, m), notation.FormatMovePath(v, p, m)
	for _, text := range []string{short, full} {
		got, err := notation.ParseMove(v, p, text)
		if !assert.NoError(t, err, "%s %s %q", v.Name(), fen, text) ||
			!assert.True(t, sameMove(m, got), "%s %s: %q read as %s, want %s", v.Name(), fen, text,
				notation.FormatMovePath(v, p, got), full) {
			return false
		}
	}
	if !assert.LessOrEqual(t, len(short), len(full), "%s %s", v.Name(), fen) {
		return false
	}
	between := len(strings.FieldsFunc(short, isSeparator)) - 2
	if between <= 0 {
		return true
	}
	path := movegen.Path(v, p, m)
	inner := path[:len(path)-1]
	mark := string(v.CaptureMark())
	ok := true
	eachSubset(len(inner), between-1, func(pick []int) {
		text := notation.FormatSquare(v, m.From) + mark
		for _, i := range pick {
			text += notation.FormatSquare(v, inner[i]) + mark
		}
		text += notation.FormatSquare(v, m.To)
		if got, err := notation.ParseMove(v, p, text); err == nil && sameMove(m, got) {
			ok = assert.Fail(t, "a shorter text would do", "%s %s: %q for %q", v.Name(), fen, text, short)
		}
	})
	return ok
}

// eachSubset calls f with every set of k increasing indices below n.
func eachSubset(n, k int, f func([]int)) {
	pick := make([]int, 0, k)
	var rec func(from int)
	rec = func(from int) {
		if len(pick) == k {
			f(pick)
			return
		}
		for i := from; i <= n-(k-len(pick)); i++ {
			pick = append(pick, i)
			rec(i + 1)
			pick = pick[:len(pick)-1]
		}
	}
	rec(0)
}

// isSeparator reports whether c separates the squares of a move text.
func isSeparator(c rune) bool { return c == '-' || c == 'x' || c == ':' }

// A flying king that takes two pieces on one line may be written stopping
// on any empty square between them: in Czech, the king on b8 takes c7 and
// then f4 (landing g3 or h2); players write the stop after c7 as d6 or e5,
// whichever they like. All name the same move.
func TestFlyingKingIntermediateSquares(t *testing.T) {
	v := variant.Czech
	p, err := notation.ParseFEN(v, "W:WKb8:Bc7,f4")
	require.NoError(t, err)
	want, err := notation.ParseMove(v, p, "b8:h2")
	require.NoError(t, err)
	for _, text := range []string{"b8:d6:h2", "b8:e5:h2", "b8xe5xh2", "b8-d6-h2"} {
		m, err := notation.ParseMove(v, p, text)
		require.NoError(t, err, text)
		assert.True(t, m.SameAs(&want), text)
	}
	// c7 was taken, so it is no stop; nor is a square off the line.
	_, err = notation.ParseMove(v, p, "b8:c7:h2")
	assert.ErrorIs(t, err, notation.ErrIllegal)
}
