package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Turkish 180-degree rule: a king may not turn straight back between
// two jumps. The king on d4 takes d5 (landing d6, d7 or d8) or d2 (landing
// d1). With d5 gone at once, coming back down the file to take d2 would be
// possible, but it is a 180-degree turn, so each capture takes one piece.
// Without the rule the king takes both, in either order; the three routes
// up the file then down to d1 are one move (same pieces, same end).
func TestTurkishKingMayNotTurnBack(t *testing.T) {
	fen := "W:WKd4:Bd5,d2"
	assert.ElementsMatch(t, []string{"d4xd6", "d4xd7", "d4xd8", "d4xd1"}, legal(t, variant.Turkish, fen))

	free := variant.Turkish.Rules()
	free.Name, free.NoReversal = "turkish-without-180-rule", false
	v, err := variant.New(free)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"d4xd6xd1", "d4xd1xd6", "d4xd1xd7", "d4xd1xd8"}, legal(t, v, fen))
}

// A Turkish king crosses the square of a piece it took earlier in the same
// move, since that piece left the board at once. From a1 it takes b1
// (landing c1), c2 (c3), b3 (a3) and a2 (back to a1), then goes east along
// rank 1 over the empty b1, c1 and d1 to take e1: five pieces, the most, so
// the only captures are those, ending on f1, g1 or h1. Starting with a2
// instead gives at most four: the final turn east from a1 would reverse
// the jump over b1.
func TestTurkishKingRecrossesRemovedPiece(t *testing.T) {
	assert.ElementsMatch(t, []string{"a1xc1xc3xa3xa1xf1", "a1xc1xc3xa3xa1xg1", "a1xc1xc3xa3xa1xh1"},
		legal(t, variant.Turkish, "W:WKa1:BKb1,c2,b3,a2,Ke1"))
}

// Turkish men step and capture forward and sideways, not diagonally or
// back; a man crowned by a capture stops there.
func TestTurkishMen(t *testing.T) {
	assert.ElementsMatch(t, []string{"d4-d5", "d4-c4", "d4-e4"}, legal(t, variant.Turkish, "W:Wd4:Bc5,e5,d3,c3"))
	assert.ElementsMatch(t, []string{"d4xf4"}, legal(t, variant.Turkish, "W:Wd4:Be4,d3"))
	assert.ElementsMatch(t, []string{"b6xb8=K"}, legal(t, variant.Turkish, "W:Wb6:Bb7,c8,d7"))
}

// A Dameo man passes the last rank inside a capture without being crowned:
// b6 takes b7 (landing b8), then c8 sideways (d8), then d7 backwards (d6),
// and ends the move on d6 a man. (Turkish men, which are crowned on
// reaching the last rank and stop, take only b7.)
func TestDameoManPassesLastRankUncrowned(t *testing.T) {
	assert.ElementsMatch(t, []string{"b6xb8xd8xd6"}, legal(t, variant.Dameo, "W:Wb6:Bb7,c8,d7"))
}

// Dameo men capture only orthogonally, kings too (at a distance), though a
// king moves like a queen.
func TestDameoCapturesOrthogonally(t *testing.T) {
	// The man on d4 cannot take e5 diagonally; it steps.
	assert.ElementsMatch(t, []string{"d4-d5", "d4-c5"}, legal(t, variant.Dameo, "W:Wd4:Be5"))
	// The king on a1 takes a5 from a distance up the file, not the piece
	// on the long diagonal.
	assert.ElementsMatch(t, []string{"a1xa6", "a1xa7", "a1xa8"}, legal(t, variant.Dameo, "W:WKa1:Ba5,c3"))
}

// Gothic men move and capture one square forward, diagonally forward and
// sideways; kings one square in all eight directions.
func TestGothicMenAndKings(t *testing.T) {
	assert.ElementsMatch(t, []string{"d4xf4"}, legal(t, variant.Gothic, "W:Wd4:Be4"))
	assert.ElementsMatch(t, []string{"d4xf6"}, legal(t, variant.Gothic, "W:Wd4:Be5"))
	assert.ElementsMatch(t, []string{"d4-c5", "d4-d5", "d4-e5", "d4-c4", "d4-e4"}, legal(t, variant.Gothic, "W:Wd4:Bd3,c3,e3"))
	assert.ElementsMatch(t, []string{"d4xb2"}, legal(t, variant.Gothic, "W:WKd4:Bc3"))
	// Free choice: the man's one capture and the king's two are both legal.
	assert.ElementsMatch(t, []string{"a1xa3", "h1xh3xh5"}, legal(t, variant.Gothic, "W:Wa1,Kh1:Ba2,h2,h4"))
}
