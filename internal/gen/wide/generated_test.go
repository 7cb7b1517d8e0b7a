package wide

import (
	"os"
	"testing"

	"github.com/draughtsgo/checkers/internal/gen/widen/widening"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The generated files must be what widen makes of package narrow today:
// if this fails, run go generate ./internal/gen/narrow.
func TestGeneratedFilesAreCurrent(t *testing.T) {
	files, err := widening.Files("../narrow")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for name, want := range files {
		got, err := os.ReadFile(name)
		require.NoError(t, err, "%s is missing: run go generate ./internal/gen/narrow", name)
		assert.Equal(t, string(want), string(got), "%s is stale: run go generate ./internal/gen/narrow", name)
	}
}
