package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Frisian draughts. Squares 1-50, five to a row from the top; along a row
// the numbers run on by one (31-32-33-34-35 is rank 4, b4 to j4), and down
// a file they run on by ten (13-23-33-43 is the f file).

// A man captures in eight directions: along the file and the rank it jumps
// the next dark square, two cells on, to the one after it.
func TestFrisianOrthogonalJumps(t *testing.T) {
	fr := variant.Frisian
	// Up the f file: 33 (f4) over 23 (f6) to 13 (f8).
	assert.ElementsMatch(t, []string{"33x13"}, keys(texts(t, fr, "W:W33:B23")))
	// Left along rank 4: 33 over 32 (d4) to 31 (b4).
	assert.ElementsMatch(t, []string{"33x31"}, keys(texts(t, fr, "W:W33:B32")))
	// Right: 33 over 34 (h4) to 35 (j4).
	assert.ElementsMatch(t, []string{"33x35"}, keys(texts(t, fr, "W:W33:B34")))
	// Down: 43 (f2) has no square behind it on the f file (f0), so
	// there is no capture, only the two quiet moves.
	assert.ElementsMatch(t, []string{"33-28", "33-29"}, keys(texts(t, fr, "W:W33:B43")))
	// Nothing wraps: 35 (j4) has no neighbour to its right, 36 (a3)
	// none to its left, however the bits run on.
	assert.ElementsMatch(t, []string{"35-30"}, keys(texts(t, fr, "W:W35:B36,45")))
	// International has none of these captures.
	assert.ElementsMatch(t, []string{"33-28", "33-29"}, keys(texts(t, variant.International, "W:W33:B23")))
	// A king jumps along a file from afar and lands on any square beyond:
	// 50 (i1) up the i file over 30 (i5) to 20 (i7) or 10 (i9).
	assert.ElementsMatch(t, []string{"50x20", "50x10"}, keys(texts(t, fr, "W:WK50:B30")))
	// But its quiet moves stay diagonal.
	assert.ElementsMatch(t, []string{"50-44", "50-39", "50-33", "50-28", "50-22", "50-17", "50-11", "50-6", "50-45"},
		keys(texts(t, fr, "W:WK50:B1")))
}

// A man takes three pieces round a triangle and comes back to its own
// square: the move's from and to are the same. Either way round is one
// move.
func TestFrisianRingToOwnSquare(t *testing.T) {
	fr := variant.Frisian
	p, err := notation.ParseFEN(fr, "W:W33:B28,29,23")
	require.NoError(t, err)
	moves := movegen.Generate(fr, p, nil)
	require.Len(t, moves, 1)
	assert.Equal(t, moves[0].From, moves[0].To)
	assert.Equal(t, 3, moves[0].Captured.Count())
	assert.Equal(t, 1, movegen.Count(fr, p))
	// Written from and to, or with the squares of either route: the
	// library keeps one path, but the other way round is the same move.
	for _, text := range []string{"33x33", "33x24x22x33", "33x22x24x33"} {
		m, err := notation.ParseMove(fr, p, text)
		require.NoError(t, err, text)
		assert.True(t, m.SameAs(&moves[0]), text)
	}
	q := fr.Apply(p, moves[0])
	assert.Equal(t, "B:W33:B", notation.FormatFEN(fr, q)[:7])
	// Routes gives both ways round, each with its path.
	var routes []string
	for _, r := range movegen.Routes(fr, p, nil) {
		text := notation.FormatSquare(fr, r.Move.From)
		for _, s := range r.Path {
			text += "x" + notation.FormatSquare(fr, s)
		}
		routes = append(routes, text)
	}
	assert.ElementsMatch(t, []string{"33x24x22x33", "33x22x24x33"}, routes)
	// A route through squares no route takes is still illegal.
	_, err = notation.ParseMove(fr, p, "33x23x33")
	assert.ErrorIs(t, err, notation.ErrIllegal)
}

// The value rule: a king taken weighs more than one man and less than
// two; then a king's capture goes first.
func TestFrisianValuePrecedence(t *testing.T) {
	fr := variant.Frisian
	// 35x15 takes the king on 25 along the j file; 46x37 one man. A
	// piece count would allow both.
	assert.ElementsMatch(t, []string{"35x15"}, keys(texts(t, fr, "W:W35,46:BK25,41")))
	// Equal values (one man each): only the king's seven captures stay.
	// International allows the man's too.
	kingCaps := []string{"50x39", "50x33", "50x28", "50x22", "50x17", "50x11", "50x6"}
	assert.ElementsMatch(t, kingCaps, keys(texts(t, fr, "W:W46,K50:B41,44")))
	assert.ElementsMatch(t, append(kingCaps, "46x37"), keys(texts(t, variant.International, "W:W46,K50:B41,44")))
	// Two kings up the a file (46 over 36 to 26, over 16 to 6): value 4
	// less a little, more than the three men of 50x39x28x17 (3), which a
	// piece count would force. The library writes it from and to.
	assert.ElementsMatch(t, []string{"46x6"}, keys(texts(t, fr, "W:W46,50:BK36,K16,44,33,22")))
	assert.ElementsMatch(t, []string{"50x17"}, keys(texts(t, variant.International, "W:W46,50:BK36,K16,44,33,22")))
	// Two men beat one king: 33 takes 28 and 17 (33x22x11), not the
	// king on 34 (33x35), though a king weighs more than one man.
	assert.ElementsMatch(t, []string{"33x11"}, keys(texts(t, fr, "W:W33:B28,17,K34")))
	// One king beats one man: the man on 33 takes the king on 34, not
	// the man on 28.
	assert.ElementsMatch(t, []string{"33x35"}, keys(texts(t, fr, "W:W33:B28,K34")))
}
