//go:build unix

package egdb_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A FIFO where a slice file should be is refused by Open, which does not
// wait for a writer (the 30 s are a guard against a hang, not a time
// tested).
func TestHostileFIFO(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "english"), 0o755))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "english", "1k-1k.egdb"), 0o644))
	done := make(chan error, 1)
	go func() {
		_, err := egdb.Open(dir, variant.English)
		done <- err
	}()
	select {
	case err := <-done:
		assert.ErrorIs(t, err, egdb.ErrCorrupt)
		assert.ErrorContains(t, err, "not a regular file")
	case <-time.After(30 * time.Second):
		t.Fatal("Open waits on a FIFO")
	}
}
