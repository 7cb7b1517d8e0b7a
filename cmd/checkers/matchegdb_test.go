package main

import (
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// "checkers match -egdb DIR" gives the built-in player the databases:
// from an English king against a lone man (White's king on 1, Black's man
// on 13), which the databases hold as a win for White in 11 plies, both
// sides play by them, one ply deep, so White wins in exactly those 11
// plies, Black taking the longest loss (without them, today's search one
// ply deep draws it by repetition). Without -variant
// the match plays the folder's variant; another variant named is
// refused, saying what the folder holds.
func TestMatchPlaysByTheDatabases(t *testing.T) {
	dir := t.TempDir()
	db, err := egdb.Build(variant.English, 2, egdb.Options{Dir: dir, Threads: 1})
	require.NoError(t, err)
	require.NoError(t, db.Close())

	probe, errOut, code := runCLI("egdb", "probe", "-variant", "english", "-dir", dir, "-fen", "W:WK1:B13")
	require.Equal(t, 0, code, errOut)
	require.Contains(t, probe, "win in 11\n")

	out, errOut, code := runCLI("match", "-egdb", dir, "-white", "builtin", "-black", "builtin",
		"-fen", "W:WK1:B13", "-games", "1", "-depth", "1")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "game 1: builtin (White) - builtin (Black): white wins: no pieces after 11 plies\n")
	assert.Contains(t, out, "builtin 1 - 0 builtin (+1 =0 -0)")

	_, errOut, code = runCLI("match", "-egdb", dir, "-variant", "russian", "-depth", "1")
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "it holds english: pass -variant english")
}
