package movegen_test

import (
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legal returns the legal moves of the FEN, each as its squares' algebraic
// names joined by "x" (captures) or "-" (quiet moves), with a "=K" suffix
// when the man is crowned, and a lift (Konane) as its square alone: a
// spelling independent of the notation package.
func legal(t *testing.T, v *variant.Variant, fen string) []string {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err)
	var out []string
	for _, m := range movegen.Generate(v, p, nil) {
		out = append(out, spell(v, p, m))
	}
	return out
}

// spell writes m, a legal move of p, with the path Path gives it.
func spell(v *variant.Variant, p board.Position, m board.Move) string {
	g := v.Board()
	if m.Lift {
		return g.Name(m.From)
	}
	parts := []string{g.Name(m.From)}
	sep := "-"
	if m.IsCapture() {
		sep = "x"
		for _, s := range movegen.Path(v, p, m) {
			parts = append(parts, g.Name(s))
		}
	} else {
		parts = append(parts, g.Name(m.To))
	}
	s := strings.Join(parts, sep)
	if m.Promotes {
		s += "=K"
	}
	return s
}

// English men never capture backwards: the White man on d4 has a Black man
// behind it on c3 with b2 empty, and may only step forward to c5 or e5.
// Under Russian rules, where men capture backwards, the capture d4xb2 is
// compulsory.
func TestEnglishMenNeverCaptureBackwards(t *testing.T) {
	fen := "W:Wd4:Bc3"
	assert.ElementsMatch(t, []string{"d4-c5", "d4-e5"}, legal(t, variant.English, fen))
	assert.ElementsMatch(t, []string{"d4xb2"}, legal(t, variant.Russian, fen))
}

// An English man crowned during a capture ends its move: b6 takes c7 and is
// crowned on d8; the king could take e7 next, but the move is over. A
// Russian man in the same place is crowned at once and goes on as a flying
// king: d8 takes e7 and lands on f6, g5 or h4 (nothing follows from any).
func TestPromotionInMidCapture(t *testing.T) {
	fen := "W:Wb6:Bc7,e7"
	assert.ElementsMatch(t, []string{"b6xd8=K"}, legal(t, variant.English, fen))
	assert.ElementsMatch(t, []string{"b6xd8xf6=K", "b6xd8xg5=K", "b6xd8xh4=K"}, legal(t, variant.Russian, fen))
}

// A Russian man that reaches the last rank mid-capture continues as a
// king, here with a jump no man could make: from d8 it slides past the
// empty e7 to take f6 at a distance, landing on g5 or h4.
func TestRussianManCrownedGoesOnAsFlyingKing(t *testing.T) {
	fen := "W:Wb6:Bc7,f6"
	assert.ElementsMatch(t, []string{"b6xd8xg5=K", "b6xd8xh4=K"}, legal(t, variant.Russian, fen))
	// Under the International rules of Brazilian draughts it stays a man
	// on d8, which cannot take f6, so it stops there and is crowned.
	assert.ElementsMatch(t, []string{"b6xd8=K"}, legal(t, variant.Brazilian, fen))
}

// An International man passes the back row during a capture without being
// crowned: b8 takes c9 and lands on d10 (rank 10), can take e9 backwards,
// so it must, and ends on f8 as a man.
func TestInternationalManPassesBackRowUncrowned(t *testing.T) {
	assert.ElementsMatch(t, []string{"b8xd10xf8"}, legal(t, variant.International, "W:Wb8:Bc9,e9"))
}

// A flying king must land where it can go on capturing: the king on a1
// takes c3 and could stop on d4, e5, f6, g7 or h8, but only from e5 can it
// jump again (g3, landing on h2), so e5 is the one landing square allowed.
func TestFlyingKingMustLandWhereItCanContinue(t *testing.T) {
	assert.ElementsMatch(t, []string{"a1xe5xh2"}, legal(t, variant.Russian, "W:WKa1:Bc3,g3"))
	// With nothing to continue with, every square beyond is a landing.
	assert.ElementsMatch(t, []string{"a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"},
		legal(t, variant.Russian, "W:WKa1:Bc3"))
}

// A ring capture is counted once: the English king on c3 takes the four
// men around c5 (d4, d6, b6, b4) and comes back to c3, clockwise or
// anticlockwise. Both routes have the same from, to and captured set, so
// they are one legal move. Back on c3 it cannot take d4 again: a piece is
// jumped once.
func TestRingCaptureCountedOnce(t *testing.T) {
	moves := legal(t, variant.English, "W:WKc3:Bd4,d6,b6,b4")
	require.Len(t, moves, 1)
	assert.Contains(t, []string{"c3xe5xc7xa5xc3", "c3xa5xc7xe5xc3"}, moves[0])
}

// The quantity rule takes the most pieces whoever captures: the man on a1
// can take three (b2, b4, b6) and the king on j2 only two (i3, then i5 from
// h4; the white man on g5 stops the king on h4), so only the man's capture
// is legal. Without b4 and b6 the man takes one and the king's two win.
func TestQuantityRulePrefersMansThreeToKingsTwo(t *testing.T) {
	v := variant.International
	assert.ElementsMatch(t, []string{"a1xc3xa5xc7"}, legal(t, v, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5"))
	assert.ElementsMatch(t, []string{"j2xh4xj6"}, legal(t, v, "W:Wa1,g5,Kj2:Bb2,i3,i5"))
}

// Captures lists exactly the legal moves when the
// side to move can capture, and nothing otherwise.
func TestCapturesAreTheMovesWhenThereAreAny(t *testing.T) {
	v := variant.International
	assert.Empty(t, movegen.Captures(v, v.Start(), nil))
	p, err := notation.ParseFEN(v, "W:Wb8:Bc9,e9")
	require.NoError(t, err)
	assert.Equal(t, movegen.Generate(v, p, nil), movegen.Captures(v, p, nil))
}
