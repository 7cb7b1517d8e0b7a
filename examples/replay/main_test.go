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
