package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// Czech preference: if a king can capture, a king must, even one piece
// against three. The man on c1 can take d2, f4 and f6 (landing e3, g5,
// e7); the king on a7 can take only b6 (landing c5: the White man on d4
// stops it going further). Without the king, the man's capture is the one
// legal move.
func TestCzechKingsSingleCaptureBeatsMansTriple(t *testing.T) {
	assert.ElementsMatch(t, []string{"a7xc5"}, legal(t, variant.Czech, "W:Wc1,d4,Ka7:Bd2,f4,f6,b6"))
	assert.ElementsMatch(t, []string{"c1xe3xg5xe7"}, legal(t, variant.Czech, "W:Wc1,d4:Bd2,f4,f6,b6"))
	// Brazilian (International rules) counts pieces instead: the triple.
	assert.ElementsMatch(t, []string{"c1xe3xg5xe7"}, legal(t, variant.Brazilian, "W:Wc1,d4,Ka7:Bd2,f4,f6,b6"))
}

// Portuguese quality after quantity: the men on c2 and g2 each take two
// pieces, landing on e4 first. From there c2 goes on over f5 (two men) or
// d5 (a man and a king); g2, which took the king on f3, goes on over f5 (a
// king and a man) or d5 (two kings). Only the two-king capture is legal.
func TestPortugueseTwoKingsBeatTwoMen(t *testing.T) {
	fen := "W:Wc2,g2:Bd3,f5,Kf3,Kd5"
	assert.ElementsMatch(t, []string{"g2xe4xc6"}, legal(t, variant.Portuguese, fen))
	assert.ElementsMatch(t, []string{"g2xe4xc6"}, legal(t, variant.Spanish, fen))
}

// The Italian order, one criterion at a time (kings move and jump one
// square, men jump forward only).
func TestItalianPrecedenceOrder(t *testing.T) {
	v := variant.Italian
	// 1. Most pieces: the man on c2 takes d3 and f5; the king on h1 only
	// g2. The man's double wins, though a king could capture.
	assert.ElementsMatch(t, []string{"c2xe4xg6"}, legal(t, v, "W:Wc2,Kh1:Bd3,f5,g2"))
	// 2. With as many pieces, a king's capture beats a man's: the man on c2
	// takes d3, the king on g2 takes f3, one piece each.
	assert.ElementsMatch(t, []string{"g2xe4"}, legal(t, v, "W:Wc2,Kg2:Bd3,f3"))
	// 3. With as many pieces and both by kings, the most kings: the king on
	// a2 takes two men (b3, d5), the one on h1 two kings (g2, g4).
	assert.ElementsMatch(t, []string{"h1xf3xh5"}, legal(t, v, "W:WKa2,Kh1:Bb3,d5,Kg2,Kg4"))
	// 4. With as many kings too, the king taken first: a2 takes the king b3
	// then the man d5; h1 takes the man g2 then the king g4.
	assert.ElementsMatch(t, []string{"a2xc4xe6"}, legal(t, v, "W:WKa2,Kh1:BKb3,d5,g2,Kg4"))
}

// An Italian man may not take a king: the man on c2 cannot jump the king on
// d3 and steps to b3 instead. A Portuguese man must take it.
func TestItalianManCannotTakeKing(t *testing.T) {
	assert.ElementsMatch(t, []string{"c2-b3"}, legal(t, variant.Italian, "W:Wc2:BKd3"))
	assert.ElementsMatch(t, []string{"c2xe4"}, legal(t, variant.Portuguese, "W:Wc2:BKd3"))
	// The king on d3 is no shield for the man beside it: c2 still cannot
	// take d3, and takes nothing else.
	assert.ElementsMatch(t, []string{"c2-b3"}, legal(t, variant.Italian, "W:Wc2:BKd3,b5"))
}

// A Thai king captures from a distance but lands right behind its victim,
// and since each captured piece leaves the board at once it may turn back
// along its line: from c3 it takes e5 (landing f6, not g7 or h8), then
// comes back over the empty e5, d4 and c3 to take b2, landing a1; or it
// takes b2 first and comes back to take e5. A Russian king, whose victims
// stay on the board until the move ends, cannot turn back and may land
// anywhere beyond.
func TestThaiKingLandsRightBehindAndMayTurnBack(t *testing.T) {
	fen := "W:WKc3:Be5,b2"
	assert.ElementsMatch(t, []string{"c3xf6xa1", "c3xa1xf6"}, legal(t, variant.Thai, fen))
	assert.ElementsMatch(t, []string{"c3xf6", "c3xg7", "c3xh8", "c3xa1"}, legal(t, variant.Russian, fen))
	assert.ElementsMatch(t, []string{"a1xd4"}, legal(t, variant.Thai, "W:WKa1:Bc3"))
}

// Antidam moves as English checkers does; only its goal is reversed.
func TestAntidamMovesAsEnglish(t *testing.T) {
	for _, fen := range []string{"W:Wd4:Bc3", "W:Wb6:Bc7,e7", "W:WKc3:Bd4,d6,b6,b4"} {
		assert.Equal(t, legal(t, variant.English, fen), legal(t, variant.Antidam, fen), fen)
	}
	assert.Equal(t, variant.NoMoveWins, variant.Antidam.Goal())
	assert.Equal(t, variant.NoMoveLoses, variant.English.Goal())
}
