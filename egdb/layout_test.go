package egdb

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The folder layout, DIR/VARIANT/MATERIAL.egdb, as README and the
// package documentation give it; the folders of registered variants are
// found, a file of a variant's name or another folder is not.
func TestLayout(t *testing.T) {
	m := Material{Men: [2]int{1, 0}, Kings: [2]int{1, 1}}
	assert.Equal(t, "english/1m1k-1k.egdb", SliceFile(variant.English, m))
	assert.Equal(t, filepath.Join("db", "english", "1m1k-1k.egdb"), SlicePath("db", variant.English, m))
	assert.Equal(t, filepath.Join("db", "russian"), VariantDir("db", variant.Russian))

	dir := t.TempDir()
	for _, name := range []string{"russian", "english", "nonsense"} {
		require.NoError(t, os.Mkdir(filepath.Join(dir, name), 0o755))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "turkish"), nil, 0o644))
	var names []string
	for _, v := range Variants(dir) {
		names = append(names, v.Name())
	}
	assert.Equal(t, []string{"english", "russian"}, names) // variant.All's order
	assert.Empty(t, Variants(filepath.Join(dir, "missing")))

	for name, want := range map[string]bool{"1m1k-1k.egdb": true, "1m1k-1k": false, "1m1k-1k.txt": false,
		"13k-0.egdb": false, "12k-0.egdb": true, // MaxPieces is 12
		"x.egdb": false} {
		_, ok := sliceMaterial(name)
		assert.Equal(t, want, ok, name)
	}
}
