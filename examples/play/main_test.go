package main

import (
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// The terminal game driven as a user would: a legal move, an illegal one
// (a clear message, the game unchanged), the move list, undo, resign.
func TestPlaySession(t *testing.T) {
	var out strings.Builder
	g := checkers.New(variant.English)
	play(g, strings.NewReader("9-14\n9-13\nmoves\nundo\n11-15\nresign\n"), &out)
	text := out.String()
	assert.Contains(t, text, "Not played:")
	assert.Contains(t, text, "22-18")                              // among White's moves after 9-14
	assert.Contains(t, text, "Game over: black wins: resignation") // White, to move after 11-15, resigned
	assert.Equal(t, 1, g.Ply())                                    // 11-15 after the undo
	assert.Contains(t, text, " 8    b   b   b   b\n")              // rank 8: Black men on b8, d8, f8, h8
}
