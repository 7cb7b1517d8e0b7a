package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// syncBuffer is a buffer safe to write from the server's goroutine and
// read from the test's.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// serve builds the library, prints the URL, serves the page, the
// WebAssembly library and wasm_exec.js, and stops when its context ends.
func TestServe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly library")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errOut syncBuffer
	done := make(chan error, 1)
	go func() { done <- serve(ctx, ln, "go", &out, &errOut) }()

	url := "http://" + ln.Addr().String() + "/"
	deadline := time.Now().Add(5 * time.Minute)
	for !strings.Contains(out.String(), url) {
		select {
		case err := <-done:
			t.Fatalf("serve ended: %v\n%s", err, errOut.String())
		case <-time.After(50 * time.Millisecond):
		}
		require.True(t, time.Now().Before(deadline), "no URL printed")
	}
	assert.True(t, strings.HasPrefix(errOut.String(), "building...\n"), errOut.String())

	for path, want := range map[string]string{
		"":                "<title>Draughts",
		"app.js":          "checkers.newGame",
		"style.css":       "#board",
		"wasm_exec.js":    "globalThis.Go",
		"checkers.wasm":   "\x00asm",
		"no-such-file.js": "404 page not found",
	} {
		resp, err := http.Get(url + path)
		require.NoError(t, err)
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.NoError(t, err)
		assert.Contains(t, string(body), want, path)
		if path == "checkers.wasm" {
			assert.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
		}
	}

	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestServeFlags(t *testing.T) {
	var out, errOut bytes.Buffer
	err := serveCommand([]string{"-addr", "0.0.0.0:8080"}, &out, &errOut)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "only loopback addresses")
	assert.Empty(t, errOut.String(), "refused before building")

	err = serveCommand([]string{"-addr", "nonsense"}, &out, &errOut)
	require.Error(t, err)

	err = serveCommand([]string{"extra"}, &out, &errOut)
	require.ErrorContains(t, err, `unexpected argument "extra"`)

	out.Reset()
	err = serveCommand([]string{"-h"}, &out, &errOut)
	require.ErrorIs(t, err, errHelped)
	assert.Contains(t, out.String(), "usage: checkers serve [-addr 127.0.0.1:8080]")
	assert.Contains(t, out.String(), "-addr")

	for _, addr := range []string{"127.0.0.1:0", "[::1]:0", "localhost:8080"} {
		assert.NoError(t, loopback(addr), addr)
	}
}
