package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The replayer reads a real English game and prints its moves and end.
func TestReplay(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "pdn", "english", "parse_simple.pdn"))
	require.NoError(t, err)
	defer f.Close()
	var out strings.Builder
	require.NoError(t, replay(f, variant.English, &out))
	text := out.String()
	assert.True(t, strings.HasPrefix(text, "Game 1: "), text)
	assert.Contains(t, text, "20 moves")
	assert.NotContains(t, text, "not replayed")
}

// A record that goes on past an automatic draw is replayed whole, and the
// replayer says where the rules ended it: kurnik.pdn's third game draws by
// threefold repetition at ply 157 (the root package's
// TestFromPDNKeepsMovesPastTheRulesEnd works it out) and goes on to ply
// 165, a draw as the file says.
func TestReplayPastTheRulesEnd(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "pdn", "international", "kurnik.pdn"))
	require.NoError(t, err)
	defer f.Close()
	var out strings.Builder
	require.NoError(t, replay(f, nil, &out))
	text := out.String()
	assert.NotContains(t, text, "not replayed")
	_, third, ok := strings.Cut(text, "Game 3: ")
	require.True(t, ok, text)
	third, _, _ = strings.Cut(third, "Game 4: ")
	assert.Contains(t, third, "  165 moves, ")
	assert.Contains(t, third, "drawn: repetition (the file says 1/2-1/2)")
	assert.Contains(t, third, "  the rules ended it at ply 157: drawn: repetition (repetition)\n")
}
