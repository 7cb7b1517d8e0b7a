package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/player"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crashOnceEnv makes the test binary a Hub engine, "crasher", that dies
// at its first search unless the file the variable names exists, which it
// creates as it dies: the first process dies in its first game, the next
// plays as the built-in player.
const crashOnceEnv = "CHECKERS_TEST_CRASH_ONCE"

// crashOnce serves the crasher on the standard files and returns its exit
// status.
func crashOnce(marker string) int {
	s := &crasher{marker: marker, Builtin: player.New()}
	opts := hub.Options{ID: engine.ID{Name: "crasher", Author: "tests"}}
	if err := hub.Serve(context.Background(), s, os.Stdin, os.Stdout, opts); err != nil {
		return 1
	}
	return 0
}

// crasher is the built-in player, but for a process that finds no marker
// file: it creates it and exits at its first search.
type crasher struct {
	*player.Builtin
	marker string
}

func (c *crasher) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	if _, err := os.Stat(c.marker); errors.Is(err, os.ErrNotExist) {
		os.WriteFile(c.marker, nil, 0o600)
		os.Exit(3)
	}
	return c.Builtin.Search(ctx, g, limit, info)
}

// A Hub engine whose process dies in game 1 of two: by default the match
// starts it again, and game 2 is played to its end by the new process;
// with -restart=false game 2 is lost unstarted. Either way the command
// exits with status 1 and says how many games could not be played: one
// with the restart, both without.
func TestMatchRestartsACrashedEngine(t *testing.T) {
	for name, tc := range map[string]struct {
		args    []string
		failed  string
		game2   string // in game 2's line
		unfair2 bool   // game 2 lost unstarted
	}{
		"restart":    {nil, "1 of 2 games could not be played", "game 2: random (White) - crasher (Black): ", false},
		"no restart": {[]string{"-restart=false"}, "2 of 2 games could not be played", "game 2: random (White) - crasher (Black): white wins: adjudication after 0 plies", true},
	} {
		t.Run(name, func(t *testing.T) {
			t.Setenv(crashOnceEnv, filepath.Join(t.TempDir(), "crashed"))
			args := append([]string{"match", "-variant", "english", "-white", "hub:" + os.Args[0], "-black", "random",
				"-games", "2", "-depth", "1", "-seed", "1"}, tc.args...)
			stdout, stderr, code := runCLI(args...)
			assert.Equal(t, 1, code, stdout+stderr)
			assert.Contains(t, stderr, tc.failed)
			lines := strings.Split(stdout, "\n")
			require.Greater(t, len(lines), 2, stdout)
			// English: Black (random) moves first, and White dies at its
			// first move.
			assert.Contains(t, lines[0], "game 1: crasher (White) - random (Black): black wins: adjudication after 1 plies")
			game2 := lines[1]
			if !tc.unfair2 {
				assert.Equal(t, "restarting hub:"+os.Args[0]+" for the next game", lines[1])
				game2 = lines[2]
				assert.NotContains(t, game2, "adjudication", "game 2 is played to its end")
			}
			assert.Contains(t, game2, tc.game2)
		})
	}
}
