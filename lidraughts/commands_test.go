package lidraughts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation/pdn"
)

func hms(h, m, s int) time.Duration {
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s)*time.Second
}

// A lidraughts broadcast export: "{[%clock w1:29:46 B1:29:40]}" after
// every move of its two games (read off the file by hand).
func TestCommandsOfALidraughtsBroadcast(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "testdata", "pdn", "international", "World_Title_Match_Women_2024.pdn"))
	require.NoError(t, err)
	defer f.Close()
	r := pdn.NewReader(f)
	g, err := r.Read()
	require.NoError(t, err)
	require.NoError(t, g.Err)

	// 1. 32-28 {[%clock w1:29:46 B1:29:40]}: Black's clock runs.
	c, rest := ParseCommands(g.Moves[0].Comment)
	require.NotNil(t, c.Clock)
	assert.Equal(t, Clock{White: hms(1, 29, 46), Black: hms(1, 29, 40), Runs: true, Running: board.Black}, *c.Clock)
	assert.Empty(t, rest)
	// 1... 17-22 {[%clock W1:29:46 b1:29:40]}: White's.
	c, _ = ParseCommands(g.Moves[1].Comment)
	assert.Equal(t, board.White, c.Clock.Running)
	// 67. 28-44?! {Inaccuracy. Best move was 28-6.} {[%clock w0:00:03
	// B0:00:00]}, the game's last move: the words stay, the clock goes.
	last := g.Moves[len(g.Moves)-1]
	c, rest = ParseCommands(last.Comment)
	assert.Equal(t, "Inaccuracy. Best move was 28-6.", rest)
	assert.Equal(t, Clock{White: hms(0, 0, 3), Runs: true, Running: board.Black}, *c.Clock)

	// Every move of both games has its clocks, and nothing of them is
	// left in the words.
	for games := 1; ; games++ {
		for i, m := range g.Moves {
			c, rest := ParseCommands(m.Comment)
			require.NotNil(t, c.Clock, "game %d ply %d: %q", games, i+1, m.Comment)
			assert.NotContains(t, rest, "[%")
		}
		if g, err = r.Read(); err != nil {
			assert.Equal(t, 2, games)
			break
		}
	}
}

func TestParseCommands(t *testing.T) {
	pieces := func(f float64) *Eval { return &Eval{Pieces: f} }
	d := func(x time.Duration) *time.Duration { return &x }
	for _, c := range []struct {
		comment string
		want    Commands
		rest    string
	}{
		// lidraughts' analysis export, both forms it writes.
		{"[%eval 0.17] [%clk 0:00:30]", Commands{Eval: pieces(0.17), Clk: d(30 * time.Second)}, ""},
		{"[%eval -1.5]", Commands{Eval: pieces(-1.5)}, ""},
		{"[%eval #7]", Commands{Eval: &Eval{Win: 7}}, ""},
		{"[%eval #-12]", Commands{Eval: &Eval{Win: -12}}, ""},
		// Neither clock running; lidraughts reads "1:29.46" as 1:29:46,
		// "1:30" as hours and minutes, and spaces or line breaks between.
		{"[%clock w0:10:00 b0:10:00]", Commands{Clock: &Clock{White: hms(0, 10, 0), Black: hms(0, 10, 0)}}, ""},
		{"good [%clock  W1:29.46\n  b1:30] move", Commands{Clock: &Clock{White: hms(1, 29, 46), Black: hms(1, 30, 0), Runs: true}}, "good move"},
		{"[%clk 0:00:03.5]", Commands{Clk: d(3500 * time.Millisecond)}, ""},
		// The last of two wins.
		{"[%eval 1] [%eval 2]", Commands{Eval: pieces(2)}, ""},
		// What is not a command it reads stays.
		{"[%clock x1:00:00 B1:00:00]", Commands{}, "[%clock x1:00:00 B1:00:00]"},
		{"[%clock W1:00:00 B1:00:00]", Commands{}, "[%clock W1:00:00 B1:00:00]"},
		{"[%clock w1:00:00]", Commands{}, "[%clock w1:00:00]"},
		{"[%clk 1:61:00]", Commands{}, "[%clk 1:61:00]"},
		{"[%clk 99999999:00:00]", Commands{}, "[%clk 99999999:00:00]"},
		{"[%clk +1:00:00]", Commands{}, "[%clk +1:00:00]"},
		{"[%clk 0:00:Inf]", Commands{}, "[%clk 0:00:Inf]"},
		{"[%eval NaN] [%eval abc] [%eval #0] [%eval 1e9]", Commands{}, "[%eval NaN] [%eval abc] [%eval #0] [%eval 1e9]"},
		{"[%csl Gd4] an arrow", Commands{}, "[%csl Gd4] an arrow"},
		{"[%clk 0:00:30", Commands{}, "[%clk 0:00:30"},
		{"a [plain] comment", Commands{}, "a [plain] comment"},
		{"", Commands{}, ""},
	} {
		got, rest := ParseCommands(c.comment)
		assert.Equal(t, c.want, got, "%q", c.comment)
		assert.Equal(t, c.rest, rest, "%q", c.comment)
	}
}

// String writes what ParseCommands reads, in lidraughts' own form.
func TestCommandsString(t *testing.T) {
	for _, text := range []string{
		"[%clock w1:29:46 B1:29:40]", "[%clock W0:00:03 b0:00:00]", "[%clock w0:10:00 b0:10:00]",
		"[%clk 0:00:30]", "[%eval 0.17]", "[%eval #-7]",
		"[%clock w1:29:46 B1:29:40] [%clk 0:00:30] [%eval 0.17]",
		// Fractions of a second are kept, as lidraughts writes tenths.
		"[%clk 0:00:59.9]", "[%clock w0:00:03.25 B0:01:00.5]", "[%clk 0:00:00.000000001]",
	} {
		c, rest := ParseCommands(text)
		assert.Empty(t, rest)
		assert.Equal(t, text, c.String())
	}
	assert.Equal(t, "", Commands{}.String())
}

// FuzzParseCommands reads arbitrary comments. It must never panic, keep
// every byte that is not a command it read (in order, spaces aside), and
// write commands that read back as themselves. The seed corpus is in
// testdata/fuzz/FuzzParseCommands.
func FuzzParseCommands(f *testing.F) {
	for _, s := range []string{"[%clock w1:29:46 B1:29:40]", "[%eval 0.17] [%clk 0:00:30]", "[%eval #-7]", "x [%clk 1:30] y", "[%", "[%]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, rest := ParseCommands(s)
		if len(rest) > len(s) {
			t.Fatalf("%q: rest %q is longer", s, rest)
		}
		back, again := ParseCommands(c.String())
		if again != "" || back.String() != c.String() {
			t.Fatalf("%q: %q reads as %q, %q", s, c.String(), back.String(), again)
		}
		if !strings.Contains(s, "[%") && rest != strings.Join(strings.Fields(s), " ") {
			t.Fatalf("%q: no command, yet rest is %q", s, rest)
		}
	})
}
