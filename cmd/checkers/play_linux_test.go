package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game in a real terminal, keys typed one line at a time: the board
// with its square numbers, help, a refused quiet move while a capture is
// due, the winning capture, the board with it marked, and the result.
func TestPlayOnTerminal(t *testing.T) {
	term := startOnTerminal(t, nil, "play", "-engine", "random", "-fen", "W:W28,33:B23")
	term.waitFor(t, "white to move> ", 1)
	assert.Contains(t, term.text(), " 5 | 26      27       w      29      30     |\n")

	term.typeLine(t, "help")
	term.waitFor(t, "white to move> ", 2)
	assert.Contains(t, term.text(), "help\nType a move or a command:\n")
	assert.Contains(t, term.text(), "\n  save FILE ")

	term.typeLine(t, "33-29")
	term.waitFor(t, "white to move> ", 3)
	assert.Contains(t, term.text(), "33-29\na capture is compulsory: 28x19\n")

	term.typeLine(t, "28x19")
	require.NoError(t, term.wait(t))
	text := term.text()
	assert.Contains(t, text, " 7 | 16      17      18     [ w]     20     |\n")
	assert.Contains(t, text, " 5 | 26      27     [28]     29      30     |\n")
	assert.True(t, strings.HasSuffix(text, "\nyou won: black has no pieces left\n"), text)
}

// "quit" in a terminal ends the game at once, with status 0.
func TestPlayOnTerminalQuit(t *testing.T) {
	term := startOnTerminal(t, nil, "play", "-engine", "none", "-variant", "english")
	term.waitFor(t, "black to move> ", 1)
	term.typeLine(t, "moves")
	term.waitFor(t, "legal moves: 9-13 9-14 10-14 10-15 11-15 11-16 12-16\n", 1)
	term.typeLine(t, "quit")
	require.NoError(t, term.wait(t))
}

// Ctrl-C at the prompt ends the game at once, with status 0, as quit does.
func TestPlayOnTerminalInterrupt(t *testing.T) {
	term := startOnTerminal(t, nil, "play", "-engine", "builtin")
	term.waitFor(t, "white to move> ", 1)
	_, err := term.master.Write([]byte{3}) // Ctrl-C: the terminal sends SIGINT
	require.NoError(t, err)
	require.NoError(t, term.wait(t))
}

// On a terminal, match shows the game in progress on standard error, one
// line rewritten move after move and cleared at the end; standard output
// is the same as elsewhere.
func TestMatchProgressOnTerminal(t *testing.T) {
	var stdout syncBuffer
	term := startOnTerminal(t, &stdout, "match", "-variant", "english", "-white", "random", "-black", "random",
		"-games", "1", "-depth", "1", "-seed", "7")
	require.NoError(t, term.wait(t))
	shown := term.screen.String()
	assert.True(t, strings.HasPrefix(shown, "\r\033[Kgame 1/1, ply 1: random (black) played "), "%q", shown)
	assert.True(t, strings.HasSuffix(shown, "\r\033[K"), "%q", shown)
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	require.Len(t, lines, 2, stdout.String())
	assert.True(t, strings.HasPrefix(lines[0], "game 1: random (White) - random (Black): "), lines[0])
}

// A terminal is one; /dev/null, a character device too, is not.
func TestIsTerminal(t *testing.T) {
	_, slave := openPTY(t)
	defer slave.Close()
	assert.True(t, isTerminal(slave))
	null, err := os.OpenFile("/dev/null", os.O_WRONLY, 0)
	require.NoError(t, err)
	defer null.Close()
	assert.False(t, isTerminal(null))
}
