package main

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playWith runs "checkers play" with args, the lines of input typed on
// standard input, and returns what it printed; it must exit with 0.
func playWith(t *testing.T, input string, args ...string) string {
	t.Helper()
	old := stdin
	t.Cleanup(func() { stdin = old })
	stdin = strings.NewReader(input)
	out, errOut, code := runCLI(append([]string{"play"}, args...)...)
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut)
	return out
}

// answers returns what play printed after each prompt, up to the next
// prompt or the end: the answers to the lines typed.
func answers(out string) []string {
	parts := strings.Split(out, " to move> ")[1:]
	for i, p := range parts {
		if i < len(parts)-1 {
			// The next prompt's colour ends the part: cut it off.
			parts[i] = p[:strings.LastIndex(p, "\n")+1]
		}
	}
	return parts
}

// The game is International draughts unless -variant names another, as
// for every other command; its board shows the square numbers, the
// variant's notation being numeric.
func TestPlayDefaultsToInternational(t *testing.T) {
	out := playWith(t, "quit\n", "-engine", "none")
	assert.True(t, strings.HasPrefix(out, "   +----------------------------------------+\n"+
		"10 |      b       b       b       b       b |\n"), out)
	assert.Contains(t, out, " 6 |     21      22      23      24      25 |\n")
	assert.Contains(t, out, " 5 | 26      27      28      29      30     |\n")
	assert.True(t, strings.HasSuffix(out, "white to move> "), out)

	help, _, code := runCLI("play", "-h")
	require.Equal(t, 0, code)
	assert.Contains(t, help, "International draughts unless -variant names another")
	assert.Contains(t, help, `(default "international")`)
}

// -numbers=false leaves the numbers out; an algebraic variant has none
// unless -numbers asks for them.
func TestPlayNumbers(t *testing.T) {
	out := playWith(t, "quit\n", "-engine", "none", "-numbers=false")
	assert.Contains(t, out, " 6 |    .     .     .     .     . |\n")
	assert.NotContains(t, out, "21")

	out = playWith(t, "quit\n", "-engine", "none", "-variant", "russian")
	assert.Contains(t, out, "5 | .     .     .     .    |\n")
	out = playWith(t, "quit\n", "-engine", "none", "-variant", "russian", "-numbers")
	assert.Contains(t, out, "5 | 13      14      15      16     |\n")
}

// help lists every command, whatever its case, and is no move.
func TestPlayHelp(t *testing.T) {
	out := playWith(t, "help\nHELP\n?\n", "-engine", "none")
	got := answers(out)
	require.Len(t, got, 4)
	for _, a := range got[:3] {
		assert.True(t, strings.HasPrefix(a, "Type a move or a command:\n"), a)
		for _, cmd := range []string{"  moves ", "  undo ", "  claim [RULE | MOVE] ", "  offer ", "  accept ",
			"  resign ", "  save FILE ", "  help ", "  quit "} {
			assert.Contains(t, a, "\n"+cmd, cmd)
		}
		assert.NotContains(t, a, "neither a move")
	}
}

// moves lists the legal moves in the order of their squares.
func TestPlayMoves(t *testing.T) {
	out := playWith(t, "moves\n", "-engine", "none")
	assert.Equal(t, "legal moves: 31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30\n", answers(out)[0])
}

// A move that cannot be played is refused with why, and what can be.
func TestPlayRefusedMoves(t *testing.T) {
	for _, tc := range []struct {
		fen, text, want string
	}{
		{"W:W28,33:B23,1", "33-29", "a capture is compulsory: 28x19"},
		{"W:W28,29:B23", "33-28", "a capture is compulsory: 28x19 or 29x18"},
		{"W:W28,33:B23", "28x17", "the piece on 28 can play 28x19"},
		// 32x21 takes 27 alone; 32x23x14 takes 28 and 19: the quantity rule.
		{"W:W32:B19,27,28", "32x21", "the capture that takes the most pieces must be played, here 2: 32x14"},
		{"", "32-26", "the piece on 32 can play 32-27 or 32-28"},
		{"", "27-22", "there is no piece on 27"},
		{"", "19-23", "the piece on 19 is black's, and white is to move"},
		{"", "41-37", "the piece on 41 cannot move; the legal moves are 31-26, 31-27, 32-27, 32-28, 33-28, 33-29, 34-29, 34-30 and 1 more"},
		{"", "51-46", "51-46: the board has no square 51 (its squares are 1 to 50)"},
		{"", "nonsense", `"nonsense" is neither a move nor a command (type help for the commands, moves for the legal moves)`},
		{"W:WK26:B31,33,40,43", "26x45", "26x45 could be 26x42x29x45 or 26x48x34x45: add a square between to choose"},
	} {
		args := []string{"-engine", "none"}
		if tc.fen != "" {
			args = append(args, "-fen", tc.fen)
		}
		out := playWith(t, tc.text+"\n", args...)
		got := answers(out)
		require.Len(t, got, 2, out)
		assert.Equal(t, tc.want+"\n", got[0], "%s %s", tc.fen, tc.text)
	}
	// Algebraic squares in an algebraic variant.
	out := playWith(t, "c3-b4\na3-b4\nc3-c4\n", "-engine", "none", "-variant", "russian", "-fen", "W:Wa3,c3:Bd4")
	got := answers(out)
	require.Len(t, got, 4, out)
	assert.Equal(t, "a capture is compulsory: c3:e5\n", got[0])
	assert.Equal(t, "a capture is compulsory: c3:e5\n", got[1])
	assert.Equal(t, "c3-c4: the board has no playable square c4\n", got[2])
}

// -fen starts from a position, the player having the side to move; the
// game ends with the board, its last move marked (the square left in
// brackets, the piece that arrived in them, the man taken as x), and the
// player's result and why.
func TestPlayFromFENToTheEnd(t *testing.T) {
	out := playWith(t, "28x19\n", "-engine", "random", "-fen", "W:W28:B23")
	assert.True(t, strings.HasSuffix(out, ""+
		" 7 | 16      17      18     [ w]     20     |\n"+
		" 6 |     21      22       x      24      25 |\n"+
		" 5 | 26      27     [28]     29      30     |\n"+
		" 4 |     31      32      33      34      35 |\n"+
		" 3 | 36      37      38      39      40     |\n"+
		" 2 |     41      42      43      44      45 |\n"+
		" 1 | 46      47      48      49      50     |\n"+
		"   +----------------------------------------+\n"+
		"      a   b   c   d   e   f   g   h   i   j\n"+
		"you won: black has no pieces left\n"), out)

	// The engine's winning move, marked the same way.
	out = playWith(t, "", "-engine", "random", "-side", "white", "-fen", "B:W28:B22", "-numbers=false")
	assert.True(t, strings.HasSuffix(out, "random plays 22x33\n"+
		"   +------------------------------+\n"+
		"10 |    .     .     .     .     . |\n"+
		" 9 | .     .     .     .     .    |\n"+
		" 8 |    .     .     .     .     . |\n"+
		" 7 | .     .     .     .     .    |\n"+
		" 6 |    .    [.]    .     .     . |\n"+
		" 5 | .     .     x     .     .    |\n"+
		" 4 |    .     .    [b]    .     . |\n"+
		" 3 | .     .     .     .     .    |\n"+
		" 2 |    .     .     .     .     . |\n"+
		" 1 | .     .     .     .     .    |\n"+
		"   +------------------------------+\n"+
		"     a  b  c  d  e  f  g  h  i  j\n"+
		"you lost: white has no pieces left\n"), out)

	// Two players: the colour that won.
	out = playWith(t, "28x19\n", "-engine", "none", "-fen", "W:W28:B23")
	assert.True(t, strings.HasSuffix(out, "\nwhite won: black has no pieces left\n"), out)
	// Black to move in the FEN: the player has Black.
	out = playWith(t, "quit\n", "-engine", "none", "-fen", "B:W28:B23")
	assert.True(t, strings.HasSuffix(out, "black to move> "), out)
}

// Resigning loses; an offer stands until the opponent accepts it or plays
// on, and an accepted one is a draw.
func TestPlayOfferAcceptResign(t *testing.T) {
	out := playWith(t, "resign\n", "-engine", "random")
	assert.True(t, strings.HasSuffix(out, "\nyou lost: white resigned\n"), out)
	out = playWith(t, "resign\n", "-engine", "none")
	assert.True(t, strings.HasSuffix(out, "\nblack won: white resigned\n"), out)

	out = playWith(t, "accept\noffer\n32-28\naccept\n", "-engine", "none")
	got := answers(out)
	require.Len(t, got, 4, out)
	assert.Equal(t, "no draw offer to accept\n", got[0])
	assert.Empty(t, got[1])
	assert.Contains(t, got[2], "white offers a draw: type accept, or play on.\n")
	assert.True(t, strings.HasSuffix(out, "\ndraw: agreement\n"), out)

	out = playWith(t, "offer\n", "-engine", "random")
	assert.Contains(t, out, "random takes no draw offers: its move declines yours.\n")
}

// undo takes back the last move, or against an engine the player's last
// move and the engine's reply; with none to take back it says so.
func TestPlayUndo(t *testing.T) {
	out := playWith(t, "32-28\nundo\nmoves\nundo\n", "-engine", "none")
	got := answers(out)
	require.Len(t, got, 5, out)
	assert.Contains(t, got[1], " 5 | 26      27      28      29      30     |\n", "the start again")
	assert.Equal(t, "legal moves: 31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30\n", got[2])
	assert.Equal(t, "no move to undo\n", got[3])

	out = playWith(t, "32-28\nundo\nmoves\n", "-engine", "random")
	got = answers(out)
	require.Len(t, got, 4, out)
	assert.Contains(t, got[0], "random plays ")
	assert.Equal(t, "legal moves: 31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30\n", got[2])

	out = playWith(t, "undo\n", "-engine", "random", "-side", "black")
	assert.Equal(t, "no move of yours to undo\n", answers(out)[0])
}

// save writes the game so far as PDN, which replays.
func TestPlaySave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.pdn")
	out := playWith(t, "32-28\n19-23\nsave "+path+"\nsave\nsave /nonexistent/dir/game.pdn\n", "-engine", "none")
	got := answers(out)
	require.Len(t, got, 6, out)
	assert.Equal(t, "saved to "+path+"\n", got[2])
	assert.Equal(t, "save needs a file name: save FILE\n", got[3])
	assert.Equal(t, "/nonexistent/dir/game.pdn: no such file or directory\n", got[4])
	text, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(text), "\n1. 32-28 19-23 *\n")
	assert.Contains(t, string(text), `[White "player"]`)
	replay, errOut, code := runCLI("pdn", path)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, path+" 1 ok international 2\n1 games, 1 ok, 0 errors\n", replay)
}

// Bad flags are refused before the game starts.
func TestPlayBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-side", "red"}, `play: -side "red": want white or black`},
		{[]string{"-time", "0"}, `play: -time must be between 0 and 3600 seconds`},
		{[]string{"-fen", "W:W51"}, `play: fen: square 51 at offset 3: square out of range or not playable`},
		{[]string{"-numbers=maybe"}, `play: invalid boolean value "maybe" for -numbers: want true or false`},
		{[]string{"extra"}, `play: unexpected argument "extra"`},
		{[]string{"-variant", "chess"}, `play: unknown variant "chess"`},
	} {
		_, errOut, code := runCLI(append([]string{"play"}, tc.args...)...)
		assert.Equal(t, 2, code, tc.args)
		assert.True(t, strings.HasPrefix(errOut, "checkers: "+tc.want), "%q: %q", tc.args, errOut)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), errOut)
	}
}

// Two players: the English kings shuttle until White may claim the
// repetition before 28-32, and does; a claim nobody may make is refused.
func TestPlayClaims(t *testing.T) {
	g, err := checkers.NewFromFEN(variant.English, "B:WK32:BK1")
	require.NoError(t, err)
	in := "claim\n1-5\n32-28\n5-1\n28-32\n1-5\n32-28\n5-1\nclaim 28-32\n"
	var out strings.Builder
	s := &session{g: g, human: board.White, out: &out}
	require.NoError(t, s.play(context.Background(), bufio.NewScanner(strings.NewReader(in))))
	text := out.String()
	assert.Equal(t, "no draw to claim\n", answers(text)[0])
	assert.Contains(t, text, "You may claim a draw by repetition before playing 28-32: type claim 28-32.\n")
	assert.True(t, strings.HasSuffix(text, "\ndraw: repetition\n"), text)
	assert.Equal(t, 8, g.Ply())
}

// A claim that names its move, made without it (claim, or claim and the
// rule), says how to make it rather than that there is none; a claim not
// open says why. English W:WK29:BK4: the kings shuttle 29-25-29 and 4-8-4;
// after 8 plies White may claim the repetition before 29-25, which brings
// the start position back a third time (WCDF 1.32.1).
func TestPlayClaimNamesItsMove(t *testing.T) {
	g, err := checkers.NewFromFEN(variant.English, "W:WK29:BK4")
	require.NoError(t, err)
	in := "29-25\n4-8\n25-29\n8-4\n29-25\n4-8\n25-29\n8-4\n" +
		"claim\nclaim repetition\nclaim forty-move rule\nclaim 29-22\nclaim 29-25\n"
	var out strings.Builder
	s := &session{g: g, human: board.White, out: &out}
	require.NoError(t, s.play(context.Background(), bufio.NewScanner(strings.NewReader(in))))
	got := answers(out.String())
	require.GreaterOrEqual(t, len(got), 12, out.String())
	// Each answer is followed by the prompt's line of the claim open.
	how := "You may claim a draw by repetition before playing 29-25: type claim 29-25.\n"
	assert.Equal(t, how+how, got[8], "claim")
	assert.Equal(t, how+how, got[9], "claim repetition")
	assert.Equal(t, "no draw to claim: \"forty-move rule\" is not met now\n"+how, got[10])
	assert.Equal(t, "move \"29-22\": illegal move: the piece on 29 can play 29-25\n"+how, got[11])
	assert.True(t, strings.HasSuffix(out.String(), "\ndraw: repetition\n"), out.String())
	assert.Equal(t, 9, g.Ply())
}
