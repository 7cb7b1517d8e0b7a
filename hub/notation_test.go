package hub

import (
	"testing"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The start of International draughts as Scan writes it in the protocol's
// own example: White to move, 20 black men on 1-20, 10 empty squares,
// 20 white men on 31-50.
func TestFormatPositionInternationalStart(t *testing.T) {
	want := "W" + repeat('b', 20) + repeat('e', 10) + repeat('w', 20)
	assert.Equal(t, want, FormatPosition(international, international.Start()))
	p, err := ParsePosition(international, want)
	require.NoError(t, err)
	assert.Equal(t, international.Start(), p)
}

func repeat(c byte, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = c
	}
	return string(b)
}

// Every variant's start position reads back as it was written.
func TestPositionRoundTripEveryVariant(t *testing.T) {
	for _, v := range variant.All() {
		text := FormatPosition(v, v.Start())
		p, err := ParsePosition(v, text)
		require.NoError(t, err, v.Name())
		assert.Equal(t, v.Start(), p, v.Name())
	}
}

func TestParsePositionErrors(t *testing.T) {
	for _, bad := range []string{"", "W", "X" + repeat('e', 50), "W" + repeat('e', 49) + "k", "W" + repeat('e', 51)} {
		_, err := ParsePosition(international, bad)
		assert.ErrorIs(t, err, ErrPosition, bad)
	}
}

// Hub writes a capture as its starting and final squares, then the
// captured ones. A white man on 28 and a black man on 23: the man jumps
// over 23 (the square up and to the right of 28) and lands on 19.
func TestMoveCaptureForm(t *testing.T) {
	p, err := notation.ParseFEN(international, "W:W28:B23")
	require.NoError(t, err)
	m, err := ParseWireMove(international, p, "28x19x23")
	require.NoError(t, err)
	assert.Equal(t, "28x19x23", FormatWireMove(international, m))
	// Without its captured square it is not the move.
	_, err = ParseWireMove(international, p, "28x19")
	assert.ErrorIs(t, err, ErrMove)

	// A quiet move, and texts that are no move.
	m, err = ParseWireMove(international, international.Start(), "32-28")
	require.NoError(t, err)
	assert.Equal(t, "32-28", FormatWireMove(international, m))
	for _, bad := range []string{"", "32-26", "99-28", "a-b", "x"} {
		_, err := ParseWireMove(international, international.Start(), bad)
		assert.ErrorIs(t, err, ErrMove, bad)
	}
}

// A two-piece capture writes both captured squares, and reads them in
// either order. Squares 1-50 run five to a row from the top (b10, d10, ...;
// rows of odd index start on the a-file): 37 is c3, 32 d4, 28 e5, 22 d6
// and 17 c7. A white man on 37 with black men on 32 and 22 jumps to 28,
// then to 17: "37x17" taking 32 and 22.
func TestMoveTwoCaptures(t *testing.T) {
	p, err := notation.ParseFEN(international, "W:W37:B32,22")
	require.NoError(t, err)
	m, err := ParseWireMove(international, p, "37x17x32x22")
	require.NoError(t, err)
	m2, err := ParseWireMove(international, p, "37x17x22x32")
	require.NoError(t, err)
	assert.Equal(t, m, m2)
	assert.Equal(t, 2, m.Captured.Count())
}

// Konane's lifts are written as their square alone, and the position
// string of its 8x8 whole board has 64 squares.
func TestHawaiiLift(t *testing.T) {
	v := variant.Hawaii
	p := v.Start()
	assert.Len(t, FormatPosition(v, p), 65)
	moves := 0
	for _, m := range legal(v, p) {
		text := FormatWireMove(v, m)
		got, err := ParseWireMove(v, p, text)
		require.NoError(t, err, text)
		assert.Equal(t, m, got)
		moves++
	}
	assert.Positive(t, moves)
}
