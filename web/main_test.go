package web

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// The tests that need the WebAssembly build share one, made on first use
// in a directory removed when the tests end.
var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// built returns the directory holding checkers.wasm and wasm_exec.js.
func built(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "checkers-web-test")
		if buildErr != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		buildErr = Build(ctx, "go", buildDir)
	})
	require.NoError(t, buildErr)
	return buildDir
}

// Build writes both files; the wasm_exec.js is the toolchain's.
func TestBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly command")
	}
	dir := built(t)
	wasm, err := os.ReadFile(filepath.Join(dir, WasmFile))
	require.NoError(t, err)
	require.Equal(t, []byte("\x00asm"), wasm[:4], "a WebAssembly module")
	exec, err := os.ReadFile(filepath.Join(dir, WasmExecFile))
	require.NoError(t, err)
	require.Contains(t, string(exec), "globalThis.Go")
}
