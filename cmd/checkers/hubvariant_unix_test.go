//go:build unix

package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// antiEngine is a Hub engine that knows Antidraughts by the name "anti"
// alone, as an engine may that this program knows nothing of: it declares
// that name as its only choice, ends with an error when set to another,
// and, ready, hands the session to "checkers hub -variant antidraughts"
// (the program named by its first argument), which plays the moves.
const antiEngine = `while read -r cmd rest; do
	case $cmd in
	hub) echo 'id name=anti'; echo 'param name=variant value=anti type=enum values=anti'; echo wait ;;
	set-param) case "$rest" in *name=variant*value=anti) ;; *name=variant*) echo "unknown variant: $rest" >&2; exit 1 ;; esac ;;
	init) echo ready; exec "$1" hub -variant antidraughts ;;
	quit) exit 0 ;;
	esac
done
`

// "checkers match -hub-variant NAME" gives hub: engines that name for the
// variant: the engine that knows Antidraughts as "anti" alone plays with
// it, and without it the match does not start, saying why.
func TestMatchHubVariant(t *testing.T) {
	t.Setenv(mainEnv, "1") // for the program the script hands over to
	script := filepath.Join(t.TempDir(), "anti.sh")
	require.NoError(t, os.WriteFile(script, []byte(antiEngine), 0o644))
	engine := "hub:/bin/sh " + script + " " + os.Args[0]
	args := []string{"match", "-variant", "antidraughts", "-white", "random", "-black", engine, "-games", "1", "-depth", "1", "-seed", "1"}

	out, errOut, code := runCLI(append(args, "-hub-variant", "anti")...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "game 1: random (White) - anti (Black)")
	assert.NotContains(t, out, "adjudication")
	assert.NotContains(t, out, "rules infraction")

	_, errOut, code = runCLI(args...)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "unknown variant")
	assert.Contains(t, errOut, `"anti"`, "the engine's choices")
	assert.Contains(t, errOut, "match: -black: ")
}
