package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Corner: White's men are crowned only on a7 and b8, so a man on b6 is
// crowned stepping to a7 (not the last rank) but not stepping to c7; a man
// reaching d8 stays a man and, stuck, has no move; a capture onto a7
// crowns (and ends the move).
func TestCornerPromotionSquares(t *testing.T) {
	v := variant.Corner
	assert.ElementsMatch(t, []string{"b6-a7=K", "b6-c7"}, legal(t, v, "W:Wb6:Bh8"))
	assert.ElementsMatch(t, []string{"c7-b8=K", "c7-d8"}, legal(t, v, "W:Wc7:Bh8"))
	assert.Empty(t, legal(t, v, "W:Wd8:Bh8"))
	assert.ElementsMatch(t, []string{"c5xa7=K"}, legal(t, v, "W:Wc5:Bb6"))
	// Black's are crowned on h2 and g1 only.
	assert.ElementsMatch(t, []string{"g3-h2=K", "g3-f2"}, legal(t, v, "B:Wa1:Bg3"))
}

// One Way: Black's men move and capture up the board too, and are crowned
// on rank 8.
func TestOneWayBlackMovesUp(t *testing.T) {
	v := variant.OneWay
	assert.ElementsMatch(t, []string{"d4-c5", "d4-e5"}, legal(t, v, "B:Wa1:Bd4"))
	assert.ElementsMatch(t, []string{"d4xf6"}, legal(t, v, "B:We5,c3:Bd4"))
	assert.ElementsMatch(t, []string{"c7-b8=K", "c7-d8=K"}, legal(t, v, "B:Wa1:Bc7"))
}

// Parachute: a parachutist has no quiet move; it jumps towards its own side
// over an enemy piece on the rank in front of it, lands right behind as a
// man, and goes on capturing as a man: b8 takes c7 (landing d6), then e7
// (landing f8, where it is crowned and stops). With ParachuteStops the
// move ends on d6.
func TestParachutist(t *testing.T) {
	v := variant.Parachute
	assert.Empty(t, legal(t, v, "W:WPb8:BPa1"))
	assert.ElementsMatch(t, []string{"b8xd6xf8=K"}, legal(t, v, "W:WPb8:Bc7,e7"))

	stops := v.Rules()
	stops.Name, stops.ParachuteStops = "parachute-stops", true
	vs, err := variant.New(stops)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"b8xd6"}, legal(t, vs, "W:WPb8:Bc7,e7"))
}

// A parachutist is not a king for Czech preference: when a king can
// capture, the parachutist may not. Without the king, its capture is
// compulsory over the men's quiet moves.
func TestParachutistIsNoKing(t *testing.T) {
	v := variant.Parachute
	assert.ElementsMatch(t, []string{"h2xd6xf8"}, legal(t, v, "W:WPd8,Kh2:Be7,e5"))
	assert.ElementsMatch(t, []string{"d8xf6"}, legal(t, v, "W:WPd8,a3:Be7,e5"))
}

// Konane: the first two moves lift stones (written as their square); then
// every move is a jump along a rank or file, which may stop after any jump
// but never turns: d3 takes d4 and stops on d5 or goes on over d6 to d7,
// but not over e5 to the side.
func TestKonane(t *testing.T) {
	v := variant.Hawaii
	start := "B:W" + "a1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4,d4,f4,h4,a5,c5,e5,g5,b6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8" +
		":B" + "b1,d1,f1,h1,a2,c2,e2,g2,b3,d3,f3,h3,a4,c4,e4,g4,b5,d5,f5,h5,a6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8"
	assert.ElementsMatch(t, []string{"a8", "d5", "e4", "h1"}, legal(t, v, start))
	// After Black lifts d5, White lifts one of the four stones around it.
	afterD5 := "W:W" + "a1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4,d4,f4,h4,a5,c5,e5,g5,b6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8" +
		":B" + "b1,d1,f1,h1,a2,c2,e2,g2,b3,d3,f3,h3,a4,c4,e4,g4,b5,f5,h5,a6,c6,e6,g6,b7,d7,f7,h7,a8,c8,e8,g8"
	assert.ElementsMatch(t, []string{"d4", "c5", "e5", "d6"}, legal(t, v, afterD5))
	assert.ElementsMatch(t, []string{"d3xd5", "d3xd5xd7"}, legal(t, v, "B:Wd4,d6,e5:Bd3"))
	// No jump, no move: the side to move has lost.
	assert.Empty(t, legal(t, v, "B:Wa1:Bh8"))
}

// Alquerque: a capture's first jump goes in a direction the man could
// step (not back), later jumps in any direction along a line; a man on its
// last rank makes no quiet move but may capture sideways.
func TestAlquerque(t *testing.T) {
	v := variant.Alquerque
	// c3 cannot start by jumping c2 backwards: it steps (c4, b4, d4, b3, d3).
	assert.ElementsMatch(t, []string{"c3-c4", "c3-b4", "c3-d4", "c3-b3", "c3-d3"}, legal(t, v, "W:Wc3:Bc2,e2"))
	// Sideways over d3 to e3, then backwards over e2 to e1.
	assert.ElementsMatch(t, []string{"c3xe3xe1"}, legal(t, v, "W:Wc3:Bd3,e2"))
	// On the last rank: no quiet move, but a sideways capture.
	assert.Empty(t, legal(t, v, "W:Wc5:Ba1"))
	assert.ElementsMatch(t, []string{"c5xe5"}, legal(t, v, "W:Wc5:Bd5"))
	// Diagonal lines only through even points: b3 (odd) has none, so it
	// cannot take c4 diagonally and steps up or sideways.
	assert.ElementsMatch(t, []string{"b3-b4", "b3-a3", "b3-c3"}, legal(t, v, "W:Wb3:Bc4"))
}
