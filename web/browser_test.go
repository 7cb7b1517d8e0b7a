package web

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chromium returns the path of a Chromium or Chrome binary, or "".
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// headless runs the browser without a window on url with the given
// extra flags, in a profile of its own, and returns its standard output.
func headless(t *testing.T, browser, url string, flags ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	args := append([]string{
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--no-default-browser-check", "--disable-extensions",
		"--user-data-dir=" + t.TempDir(),
	}, flags...)
	cmd := exec.CommandContext(ctx, browser, append(args, url)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "browser: %s", stderr.String())
	return string(out)
}

// The page in a real browser: loaded from the server with ?selftest=1 it
// plays by clicking its own squares (English, an International double
// capture square by square, a Russian capture by its end square, a PDN
// pasted in, the random player; a resignation, English repetition claimed
// by its button before 28-32, draw offers declined and accepted between
// two players and declined by the random player) and checks its move
// list, FEN, PDN, status and buttons, then writes the outcome into the
// DOM.
func TestPageInBrowser(t *testing.T) {
	browser := chromium()
	if browser == "" {
		t.Skip("no chromium binary found")
	}
	if testing.Short() {
		t.Skip("builds the WebAssembly command and runs a browser")
	}
	srv := httptest.NewServer(Handler(os.DirFS(built(t))))
	defer srv.Close()

	dom := headless(t, browser, srv.URL+"/?selftest=1", "--virtual-time-budget=60000", "--dump-dom")
	m := regexp.MustCompile(`<span id="selftest">([^<]*)</span>`).FindStringSubmatch(dom)
	require.NotNil(t, m, "no self-test outcome in the page:\n%s", dom)
	require.Equal(t, "SELFTEST OK", m[1])
	assert.Contains(t, dom, `<option value="alquerque">`, "every variant offered")
	assert.Contains(t, dom, `class="hit"`, "a board drawn")

	// A picture of the real page, for whoever runs the tests to look at
	// (CHECKERS_SCREENSHOT names the file).
	if shot := os.Getenv("CHECKERS_SCREENSHOT"); shot != "" {
		path, err := filepath.Abs(shot)
		require.NoError(t, err)
		headless(t, browser, srv.URL+"/?variant=international", "--virtual-time-budget=20000",
			"--hide-scrollbars", "--window-size=1200,900", "--screenshot="+path)
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Positive(t, info.Size())
	}
}
