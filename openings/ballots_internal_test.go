package openings

import (
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A ballot file's line that no line of play reaches in its plies, or that
// is no FEN, is an error naming its line, not a ballot.
func TestReadBallotsRefuses(t *testing.T) {
	v := variant.International
	// 32-28 19-23, and the start itself: two plies reach the first only.
	good := "W:W28,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,20,23\n"
	s, err := readBallots(v, []byte(good), 2)
	require.NoError(t, err)
	require.Len(t, s.Openings, 1)
	assert.Equal(t, []string{"32-28", "19-23"}, s.Openings[0].Moves)

	start := "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20\n"
	_, err = readBallots(v, []byte(good+start), 2)
	assert.ErrorContains(t, err, "line 2: ")
	assert.ErrorContains(t, err, "no 2 plies from the start reach it")
	_, err = readBallots(v, []byte("# a comment\nW:W99:B1\n"), 2)
	assert.ErrorContains(t, err, "line 2: ")
}
