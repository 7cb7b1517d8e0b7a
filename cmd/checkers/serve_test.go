package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/draughtsgo/checkers/web"
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
	e := englishEndgames(t)
	go func() { done <- serve(ctx, ln, "go", e, &out, &errOut) }()

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
	var info endgameInfo
	getJSON(t, url+"egdb/info", http.StatusOK, &info)
	assert.Equal(t, map[string]int{"english": 2}, info.Variants)
	pageShowsEndgame(t, url)

	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(hang):
		t.Fatal("serve did not stop")
	}
}

// englishEndgames are the English databases of up to two pieces, built
// into a folder of the test's.
func englishEndgames(t *testing.T) endgames {
	t.Helper()
	dir := t.TempDir()
	db, err := egdb.Build(variant.English, 2, egdb.Options{Dir: dir})
	require.NoError(t, err)
	db.Close()
	e, err := openEndgames(dir)
	require.NoError(t, err)
	t.Cleanup(e.Close)
	return e
}

// getJSON gets url, checks its status, and decodes its JSON into v.
func getJSON(t *testing.T, url string, status int, v any) {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, status, resp.StatusCode, url)
	assert.Equal(t, "application/json", resp.Header.Get("Content-Type"))
	require.NoError(t, json.NewDecoder(resp.Body).Decode(v))
}

// pageShowsEndgame opens the page at url on the king against king win in
// 11 (egdb's published census) in a headless Chromium, if there is one,
// and checks that it shows the databases' verdict under the status.
func pageShowsEndgame(t *testing.T, url string) {
	var browser string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		t.Log("no chromium binary found: the page's endgame line not checked")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dom, err := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-dev-shm-usage", "--no-first-run", "--user-data-dir="+t.TempDir(),
		"--virtual-time-budget=20000", "--dump-dom", url+"?variant=english&fen=W:WK29:BK4").Output()
	require.NoError(t, err)
	assert.Regexp(t, `<div id="endgame" class="endgame" aria-live="polite">Endgame database: White to move, win in 11 \(best [^)]+\)\.<span class="line">Best line: (\S+ ){10}\S+</span></div>`, string(dom))
}

// The endgame answers: the value and best line of a position held, a
// position held by no slice, and clear errors for a bad variant or FEN.
func TestServeEndgames(t *testing.T) {
	srv := httptest.NewServer(englishEndgames(t).handler())
	defer srv.Close()
	var a endgameAnswer
	getJSON(t, srv.URL+"/egdb/probe?variant=english&fen=W:WK29:BK4", http.StatusOK, &a)
	assert.True(t, a.Covered)
	assert.Equal(t, "win in 11", a.Value)
	assert.Equal(t, "win", a.Outcome)
	assert.Equal(t, 11, a.Plies)
	assert.NotEmpty(t, a.Best)
	assert.Len(t, a.Line, 11, "the line plays the win out")
	assert.Contains(t, a.Best, a.Line[0])

	a = endgameAnswer{}
	getJSON(t, srv.URL+"/egdb/probe?variant=english&fen=W:W21,22:BK4", http.StatusOK, &a)
	assert.Equal(t, endgameAnswer{}, a, "three pieces: not held")

	for query, want := range map[string]string{
		"variant=nonsense&fen=W:WK29:BK4":      "unknown variant",
		"variant=international&fen=W:WK29:BK4": "no endgame databases of international",
		"variant=english&fen=W:WK99:BK4":       "99",
	} {
		var e map[string]string
		getJSON(t, srv.URL+"/egdb/probe?"+query, http.StatusBadRequest, &e)
		assert.Contains(t, e["error"], want, query)
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

	err = serveCommand([]string{"-egdb", t.TempDir()}, &out, &errOut)
	require.ErrorContains(t, err, "no endgame databases there")

	for _, addr := range []string{"127.0.0.1:0", "[::1]:0", "localhost:8080"} {
		assert.NoError(t, loopback(addr), addr)
	}
}

// testLimits are short limits, for the tests of what they cut off.
var testLimits = httpLimits{
	ReadHeader:     200 * time.Millisecond,
	Read:           400 * time.Millisecond,
	Write:          300 * time.Millisecond,
	Idle:           300 * time.Millisecond,
	MaxHeaderBytes: 4 << 10,
}

// startPage serves the page's handler on the files of dir within l, on a
// loopback port, until the test ends, and returns the address. The
// server's connections that close are sent on closed, if not nil.
func startPage(t *testing.T, dir string, l httpLimits, closed chan<- net.Conn) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := newServer(web.Handler(os.DirFS(dir)), l)
	if closed != nil {
		srv.ConnState = func(c net.Conn, s http.ConnState) {
			if s == http.StateClosed {
				closed <- c
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveHTTP(ctx, ln, srv) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			assert.NoError(t, err)
		case <-time.After(hang):
			t.Error("the server did not stop")
		}
	})
	return ln.Addr().String()
}

// hang bounds every wait of the tests that a broken server could make
// endless: generous, so that only a hang, never a loaded machine, fails a
// test. The limits a test checks are short (testLimits), and a server
// without them would keep the connection past hang.
const hang = 30 * time.Second

// dialRaw opens a TCP connection to addr, closed with the test; no read
// or write on it lasts more than hang.
func dialRaw(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, hang)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close() })
	require.NoError(t, c.SetDeadline(time.Now().Add(hang)))
	return c
}

// closedByServer reads c until the server closes it and returns the bytes
// read; a read that times out (hang) fails the test.
func closedByServer(t *testing.T, c net.Conn) int64 {
	t.Helper()
	n, err := io.Copy(io.Discard, c)
	if err != nil {
		var ne net.Error
		require.False(t, errors.As(err, &ne) && ne.Timeout(), "the server kept the connection open: %v", err)
		// A reset: the server closed with the answer unread.
	}
	return n
}

// A client that connects and sends nothing, or half its headers, is
// dropped after the header timeout, not kept for ever (for hang at least,
// which fails the test).
func TestServeDropsSilentClient(t *testing.T) {
	addr := startPage(t, t.TempDir(), testLimits, nil)
	for _, sent := range []string{"", "GET / HTTP/1.1\r\nHost: x\r\n"} {
		c := dialRaw(t, addr)
		_, err := io.WriteString(c, sent)
		require.NoError(t, err)
		closedByServer(t, c)
	}
}

// A connection kept alive after an answer is closed once it has been idle
// for the idle timeout (the read timeout, which would stand in for an
// idle timeout unset, is made longer than hang, so that it cannot be the
// one that acts without failing the test). The close comes no sooner than
// about the idle timeout: a lower bound, which no loaded machine can
// fail.
func TestServeClosesIdleKeepAlive(t *testing.T) {
	l := testLimits
	l.Read = 2 * hang
	addr := startPage(t, t.TempDir(), l, nil)
	c := dialRaw(t, addr)
	_, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	require.NoError(t, err)
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "<title>Draughts")
	assert.False(t, resp.Close, "kept alive")
	start := time.Now()
	n, err := io.Copy(io.Discard, br)
	assert.Zero(t, n)
	assert.NoError(t, err, "closed by the server, not timed out")
	assert.GreaterOrEqual(t, time.Since(start), l.Idle/2)
}

// A client that asks for a large file and never reads it is let go after
// the write timeout: the server closes its connection (and the file),
// though the kernel may go on sending what it had buffered.
func TestServeDropsClientThatDoesNotRead(t *testing.T) {
	dir := t.TempDir()
	f, err := os.Create(filepath.Join(dir, "big.bin"))
	require.NoError(t, err)
	require.NoError(t, f.Truncate(64<<20)) // sparse: no disk written
	require.NoError(t, f.Close())
	closed := make(chan net.Conn, 1)
	addr := startPage(t, dir, testLimits, closed)
	c := dialRaw(t, addr)
	require.NoError(t, c.(*net.TCPConn).SetReadBuffer(4096))
	_, err = io.WriteString(c, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
	require.NoError(t, err)
	select {
	case sc := <-closed:
		assert.Equal(t, c.LocalAddr().String(), sc.RemoteAddr().String())
	case <-time.After(hang):
		t.Fatal("the server still holds the connection of a client that does not read")
	}
}

// Paths that no file can have (a NUL byte, bytes that are not UTF-8) are
// the client's fault: 400, where the file server alone answers 500.
// Headers past MaxHeaderBytes get 431.
func TestServeBadRequests(t *testing.T) {
	addr := startPage(t, t.TempDir(), testLimits, nil)
	for target, want := range map[string]int{
		"/%00":          http.StatusBadRequest,
		"/app.js%00":    http.StatusBadRequest,
		"/%ff":          http.StatusBadRequest,
		"/a%c3%28.js":   http.StatusBadRequest,
		"/no-such.js":   http.StatusNotFound,
		"/style.css":    http.StatusOK,
		"/caf%c3%a9":    http.StatusNotFound,
		"/../etc/hosts": http.StatusNotFound, // cleaned to /etc/hosts
	} {
		assert.Equal(t, want, rawStatus(t, addr, "GET "+target+" HTTP/1.1\r\nHost: x\r\n\r\n"), target)
	}
	big := "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 16<<10) + "\r\n\r\n"
	assert.Equal(t, http.StatusRequestHeaderFieldsTooLarge, rawStatus(t, addr, big))
}

// rawStatus sends request on a new connection to addr and returns the
// status of the answer.
func rawStatus(t *testing.T, addr, request string) int {
	t.Helper()
	c := dialRaw(t, addr)
	_, err := io.WriteString(c, request)
	require.NoError(t, err)
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	require.NoError(t, err)
	resp.Body.Close()
	return resp.StatusCode
}

// checkers serve sets every limit.
func TestPageLimitsSet(t *testing.T) {
	srv := newServer(http.NotFoundHandler(), pageLimits)
	assert.Positive(t, srv.ReadHeaderTimeout)
	assert.Positive(t, srv.ReadTimeout)
	assert.Positive(t, srv.WriteTimeout)
	assert.Positive(t, srv.IdleTimeout)
	assert.Positive(t, srv.MaxHeaderBytes)
	assert.Less(t, srv.MaxHeaderBytes, http.DefaultMaxHeaderBytes)
}

// Every route of checkers serve, the page's files and the endgame
// answers, answers GET (and HEAD) alone: POST, PUT and DELETE get 405 with
// an Allow header that says which methods it takes.
func TestServeRoutesRefuseOtherMethods(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "checkers.wasm"), []byte("\x00asm"), 0o644))
	srv := httptest.NewServer(pageHandler(dir, englishEndgames(t)))
	defer srv.Close()
	for _, route := range []string{"/", "/app.js", "/checkers.wasm", "/egdb/info", "/egdb/probe?variant=english&fen=W:WK29:BK4"} {
		resp, err := http.Get(srv.URL + route)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusOK, resp.StatusCode, "GET %s", route)
		for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
			req, err := http.NewRequest(method, srv.URL+route, strings.NewReader("x"))
			require.NoError(t, err)
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			resp.Body.Close()
			assert.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode, "%s %s", method, route)
			assert.Contains(t, resp.Header.Get("Allow"), "GET", "%s %s", method, route)
		}
	}
}
