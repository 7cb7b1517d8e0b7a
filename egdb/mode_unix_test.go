//go:build unix

package egdb_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The slice files are written as every other output is, 0666 less the
// umask at most (0644 under the usual 022), readable by all: with the
// umask set to 022 for the test, each file is 0644, and no temporary file
// is left.
func TestSliceFilesMode(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := t.TempDir()
	_, err := egdb.Build(variant.English, 2, egdb.Options{Dir: dir, Threads: 1})
	require.NoError(t, err)
	entries, err := os.ReadDir(filepath.Join(dir, "english"))
	require.NoError(t, err)
	require.NotEmpty(t, entries)
	for _, e := range entries {
		info, err := e.Info()
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o644), info.Mode().Perm(), e.Name())
		assert.Equal(t, ".egdb", filepath.Ext(e.Name()))
	}
}
