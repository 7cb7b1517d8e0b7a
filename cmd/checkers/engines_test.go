package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mainEnv makes the test binary run the command line instead of the
// tests: the protocols' tests start it as a real process.
const mainEnv = "CHECKERS_TEST_MAIN"

func TestMain(m *testing.M) {
	if marker := os.Getenv(crashOnceEnv); marker != "" {
		os.Exit(crashOnce(marker))
	}
	if os.Getenv(mainEnv) != "" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// "checkers hub" is a Hub engine: the Hub client drives it through pipes
// and plays a game of Russian draughts against it to the end.
func TestHubCommandPlaysAGame(t *testing.T) {
	t.Setenv(mainEnv, "1")
	v := variant.Russian
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := hub.Start(ctx, os.Args[0], []string{"hub", "-variant", "english"}, hub.Options{Variant: v, Timeout: 20 * time.Second})
	require.NoError(t, err)
	defer c.Close()
	assert.Equal(t, "checkers", c.Name())
	g := checkers.New(v)
	for ply := 0; ply < 400 && !g.Result().Over(); ply++ {
		var infos int
		m, err := c.Search(ctx, g, engine.Limit{Depth: 2}, func(engine.Info) { infos++ })
		require.NoError(t, err, "ply %d", ply)
		require.NoError(t, g.Play(m))
		assert.Positive(t, infos)
	}
	assert.True(t, g.Result().Over() || g.Ply() == 400)
	require.NoError(t, c.Close())
}

// A match of the built-in player against a Hub engine (this command
// line, as a process) ends with legal games written to the PDN file.
func TestMatchCommand(t *testing.T) {
	t.Setenv(mainEnv, "1")
	out := filepath.Join(t.TempDir(), "games.pdn")
	stdout, stderr, code := runCLI("match", "-variant", "english", "-white", "builtin", "-black", "hub:"+os.Args[0]+" hub",
		"-games", "2", "-depth", "2", "-pdn", out)
	require.Equal(t, 0, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 3)
	assert.Contains(t, lines[0], "game 1: builtin (White) - checkers (Black)")
	assert.Contains(t, lines[1], "game 2: checkers (White) - builtin (Black)")
	assert.True(t, strings.HasPrefix(lines[2], "builtin "), lines[2])
	assert.NotContains(t, stdout, "rules infraction")

	// The file replays.
	stdout, stderr, code = runCLI("pdn", out)
	assert.Equal(t, 0, code, stdout+stderr)
}

func TestMatchCommandBadEngine(t *testing.T) {
	_, stderr, code := runCLI("match", "-white", "stockfish")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "unknown engine")
}

// "checkers dxp -listen" (a real process) plays a DXP match against
// "checkers match" with a dxp: engine, over the loopback address.
func TestDXPListenAndMatch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "dxp", "-listen", "127.0.0.1:0", "-time", "0.05")
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	defer func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	}()
	first, err := bufio.NewReader(stdout).ReadString('\n')
	require.NoError(t, err)
	addr, ok := strings.CutPrefix(strings.TrimSpace(first), "listening on ")
	require.True(t, ok, first)

	out, stderr, code := runCLI("match", "-variant", "international", "-white", "builtin", "-black", "dxp:"+addr,
		"-games", "2", "-depth", "2")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, out, "game 2:")
	assert.NotContains(t, out, "rules infraction")
	assert.NotContains(t, out, "adjudication")
}

func TestDXPCommandBadFlags(t *testing.T) {
	for _, args := range [][]string{{"dxp"}, {"dxp", "-listen", "x", "-connect", "y"}, {"dxp", "-connect", "127.0.0.1:1", "-games", "0"}} {
		_, _, code := runCLI(args...)
		assert.Equal(t, 2, code, args)
	}
}

// "checkers match -claim never" leaves English repetitions unclaimed, and
// each game's line says how it ended.
func TestMatchClaimPolicy(t *testing.T) {
	stdout, stderr, code := runCLI("match", "-variant", "english", "-white", "random", "-black", "random",
		"-games", "1", "-depth", "1", "-claim", "never", "-seed", "1")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "game 1: random (White) - random (Black): ")
	assert.Empty(t, stderr, "no progress off a terminal")
	_, stderr, code = runCLI("match", "-variant", "english", "-claim", "sometimes")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, stderr, "want at-once or never")
}

// "checkers match" with a Hub engine that closes its output and sleeps, or
// one that repeats a long "param" line without end, ends at once with the
// client's error instead of hanging or growing without bound (the engine
// is killed: see package hub's tests). Should the match hang all the
// same, the test kills the engine's processes and fails.
func TestHubMatchBrokenEngine(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	for name, tc := range map[string]struct{ script, want string }{
		"closed output": {"exec >&-\nsleep 600 &\n", "the engine exited"},
		"param flood":   {`yes "param name=p type=enum values=\"$(seq -s " " 1 20000)\"" &` + "\n", "more than the client keeps"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			script, pids := filepath.Join(dir, "engine.sh"), filepath.Join(dir, "pids")
			body := "#!/bin/sh\necho $$ >> \"$1\"\n" + tc.script + "echo $! >> \"$1\"\nwait\n"
			require.NoError(t, os.WriteFile(script, []byte(body), 0o755))
			type result struct {
				stderr string
				code   int
			}
			returned := make(chan result, 1)
			go func() {
				_, stderr, code := runCLI("match", "-white", "hub:/bin/sh "+script+" "+pids, "-black", "random", "-games", "1", "-time", "0.1")
				returned <- result{stderr, code}
			}()
			select {
			case r := <-returned:
				assert.NotEqual(t, 0, r.code)
				assert.Contains(t, r.stderr, tc.want) // not a timeout's error
			case <-time.After(hang):
				data, _ := os.ReadFile(pids)
				for _, f := range strings.Fields(string(data)) {
					if pid, err := strconv.Atoi(f); err == nil {
						if p, err := os.FindProcess(pid); err == nil {
							p.Kill()
						}
					}
				}
				t.Fatal("the match did not end")
			}
		})
	}
}

// match -h shows no seed of its own making as the default: 0 means a new
// seed each run.
func TestMatchHelpSeed(t *testing.T) {
	out, _, code := runCLI("match", "-h")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "\n  -seed uint\n    \tseed of the random player (0: a new seed each run)\n")
	again, _, _ := runCLI("match", "-h")
	assert.Equal(t, out, again)
}

// A match from openings of one's own: each of the two played twice,
// colours reversed, and a line per opening; a set of another variant than
// -variant names is refused, and an unknown set is an error.
func TestMatchFromOpenings(t *testing.T) {
	file := filepath.Join(t.TempDir(), "openings.pdn")
	require.NoError(t, os.WriteFile(file, []byte(`[Event "Old Faithful"] [GameType "21"] 1. 11-15 23-19 2. 8-11 22-17 *
[Event "Double Corner"] [GameType "21"] 1. 9-14 *
`), 0o600))
	out, errOut, code := runCLI("match", "-openings", file, "-white", "builtin", "-black", "random", "-depth", "1", "-seed", "3")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 4, strings.Count("\n"+out, "\ngame "))
	assert.Regexp(t, `\nopening Old Faithful: builtin \w+ as White, \w+ as Black\n`, out)
	assert.Regexp(t, `\nopening Double Corner: builtin \w+ as White, \w+ as Black\n`, out)
	// Two engines of one name: the colours still come from the games' order.
	out, errOut, code = runCLI("match", "-openings", file, "-white", "random", "-black", "random", "-seed", "5")
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `\nopening Old Faithful: random \w+ as White, \w+ as Black\n`, out)

	_, errOut, code = runCLI("match", "-openings", "russian-idf", "-variant", "english", "-depth", "1")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "a set of russian, not english")
	_, errOut, code = runCLI("match", "-openings", "deck-of-cards", "-depth", "1")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "no set")
}

// "checkers match -nodes" bounds every move by the positions searched, on
// both sides, the Hub engine's too: a search bounded so is deterministic,
// so two matches play the same games move for move, whatever the load of
// the machine (under -time they would differ as soon as a search stopped
// at another node). -depth and -nodes together are refused.
func TestMatchCommandNodes(t *testing.T) {
	t.Setenv(mainEnv, "1")
	play := func() string {
		out := filepath.Join(t.TempDir(), "games.pdn")
		_, stderr, code := runCLI("match", "-variant", "english", "-white", "builtin", "-black", "hub:"+os.Args[0]+" hub",
			"-games", "2", "-nodes", "3000", "-pdn", out)
		require.Equal(t, 0, code, stderr)
		text, err := os.ReadFile(out)
		require.NoError(t, err)
		var moves []string
		for _, l := range strings.Split(string(text), "\n") {
			if !strings.HasPrefix(l, "[") {
				moves = append(moves, l)
			}
		}
		return strings.Join(moves, "\n")
	}
	first := play()
	assert.Contains(t, first, "1. ")
	assert.Equal(t, first, play())

	_, errOut, code := runCLI("match", "-depth", "2", "-nodes", "100")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "-nodes")
}
