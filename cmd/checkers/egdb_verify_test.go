package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// egdb verify reads every block: whole files pass, and a byte changed in
// a block (which Open, reading headers only, does not see) fails naming
// the file and the block.
func TestEgdbVerify(t *testing.T) {
	dir := t.TempDir()
	_, errOut, code := runCLI("egdb", "build", "-variant", "english", "-pieces", "2", "-o", dir)
	require.Equal(t, 0, code, errOut)
	out, errOut, code := runCLI("egdb", "verify", "-variant", "english", "-dir", dir)
	require.Equal(t, 0, code, errOut)
	// 14 slices, one block of outcomes and one of distances each.
	assert.Contains(t, out, "28 blocks, every one whole")

	path := filepath.Join(dir, "english", "1k-1k.egdb")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	data[len(data)-1] ^= 0x40
	require.NoError(t, os.WriteFile(path, data, 0o644))
	_, errOut, code = runCLI("egdb", "verify", "-variant", "english", "-dir", dir)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "1k-1k.egdb: block 0's checksum does not match")
}
