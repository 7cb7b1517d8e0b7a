package web

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The JavaScript API, exercised in Node by testdata/api.js: a game of
// English (the seven first moves, 11-15, an illegal move's error, undo,
// FEN and PDN both ways, load's FEN, PDN, inferred variant and errors, a
// diagram, the result), the board's geometry, multi-jumps played by route
// in International and Russian, and draws claimed (English repetition
// before the move, Czech by either player), offered, declined and
// accepted, and resignation.
func TestJavaScriptAPI(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if testing.Short() {
		t.Skip("builds the WebAssembly command")
	}
	dir := built(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	script, err := filepath.Abs(filepath.Join("testdata", "api.js"))
	require.NoError(t, err)
	cmd := exec.CommandContext(ctx, node, script, filepath.Join(dir, WasmExecFile), filepath.Join(dir, WasmFile))
	out, err := cmd.CombinedOutput()
	text := string(out)
	t.Log(text)
	require.NoError(t, err, text)

	lines := strings.Split(strings.TrimSpace(text), "\n")
	require.Equal(t, "done 0 failures", lines[len(lines)-1])
	for _, l := range lines {
		assert.False(t, strings.HasPrefix(l, "FAIL"), l)
	}
	// Every function of the API was called and checked.
	for _, name := range []string{"variants", "moves", "play", "illegal move", "undo", "fen round trip",
		"pdn", "loadPDN of no game", "load fen", "load infers", "load neither", "load replayed by none", "svg", "result", "history", "turn", "squares", "pieces", "international by route",
		"russian by full route", "russian by ends", "game over",
		"claims", "claimDraw", "drawn by rule", "claim plays its move", "claims either player", "claimDraw by either player",
		"offerDraw", "drawOffer", "offer stands through one's move", "offer declined by playing on", "acceptDraw", "resign", "clone before the resignation", "clone plays alone"} {
		assert.Contains(t, lines, "ok "+name)
	}
	assert.Contains(t, text, `message illegal move: move "21-16": illegal move: the piece on 21 can play 21-17`)
	assert.Contains(t, text, `message claim by the player not to move: checkers: no draw to claim`)
}
