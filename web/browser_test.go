package web

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
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

// testServer serves the page with the WebAssembly build and, beside them,
// the self-test (testdata/selftest.js) and a stand-in for the endgame
// databases (see fakeEndgames), on the loopback interface.
func testServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("/", Handler(union{os.DirFS(built(t)), os.DirFS("testdata")}))
	mux.Handle("/egdb/", fakeEndgames())
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// fakeEndgames answers as checkers serve -egdb does for English
// databases of two pieces, with a made-up value and a line of ten moves
// for every English position of two pieces or fewer: what the page shows
// of them (a line of two rows on a desktop) is what the layout must make
// room for.
func fakeEndgames() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /egdb/info", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"variants":{"english":2}}`)
	})
	mux.HandleFunc("GET /egdb/probe", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		p, err := notation.ParseFEN(variant.English, r.URL.Query().Get("fen"))
		if r.URL.Query().Get("variant") != "english" || err != nil || p.Occupied().Count() > 2 {
			fmt.Fprint(w, `{"covered":false}`)
			return
		}
		fmt.Fprint(w, `{"covered":true,"value":"draw","outcome":"draw","best":["1-5","1-6"],`+
			`"line":["1-5","32-28","5-1","28-32","1-5","32-28","5-1","28-32","1-5","32-28"]}`)
	})
	return mux
}

// windows are the sizes the page is tested at: a desktop, and a phone
// held sideways and upright.
var windows = []struct {
	name          string
	width, height int
}{
	{"desktop", 1280, 800},
	{"phone-landscape", 844, 390},
	{"phone-portrait", 390, 844},
}

// windowFlags make the page's viewport width by height pixels. A
// headless window of --window-size alone keeps room for the browser's own
// bars, which it does not draw (a viewport 143 pixels shorter than the
// window); in kiosk mode there are none, and the window fills a screen of
// the same size (--screen-info). Scrollbars are hidden, as on phones.
func windowFlags(width, height int) []string {
	return []string{
		"--kiosk", fmt.Sprintf("--screen-info={%dx%d}", width, height),
		fmt.Sprintf("--window-size=%d,%d", width, height), "--hide-scrollbars",
	}
}

// selfTestSections are the sections of testdata/selftest.js, in order:
// the board fits the window (layout); moves by clicks, the two computer
// players and undo (moves); text that is neither FEN nor PDN
// (load-neither); the variant of an untagged PDN inferred, or an error
// that says what was expected (load-infer); the chooser among capture
// routes that end on the same square (capture-routes); the Copy buttons'
// feedback (copy); the question before a variant change throws a game
// away (confirm-variant); claims, draw offers, acceptance and resignation
// (ending).
var selfTestSections = []string{"layout", "moves", "load-neither", "load-infer", "capture-routes", "copy", "confirm-variant", "ending"}

var (
	selfTestOutcome = regexp.MustCompile(`<span id="selftest">([^<]*)</span>`)
	selfTestLog     = regexp.MustCompile(`(?s)<pre id="selftest-log">(.*?)</pre>`)
)

// The page in a real browser, at each size of windows: opened with
// ?selftest=1 it runs testdata/selftest.js, which clicks where the squares
// and buttons are drawn (checking that they are in view and not covered)
// and checks the board, the move list, FEN, PDN, status, messages and
// buttons. Each section is a subtest. When one fails, the screenshot of
// the page as it failed is kept and its path given.
func TestPageInBrowser(t *testing.T) {
	browser := chromium()
	if browser == "" {
		t.Skip("no chromium binary found")
	}
	if testing.Short() {
		t.Skip("builds the WebAssembly command and runs a browser")
	}
	srv := testServer(t)
	for _, w := range windows {
		t.Run(w.name, func(t *testing.T) {
			t.Parallel()
			shot := filepath.Join(t.TempDir(), "page.png")
			url := fmt.Sprintf("%s/?selftest=1&size=%dx%d", srv.URL, w.width, w.height)
			dom := headless(t, browser, url, append(windowFlags(w.width, w.height),
				"--virtual-time-budget=60000", "--screenshot="+shot, "--dump-dom")...)
			ok := checkSelfTest(t, dom)
			if !ok {
				t.Errorf("the self-test failed at %dx%d; screenshot of the page as it failed: %s", w.width, w.height, keepScreenshot(t, shot))
			}
		})
	}
}

// checkSelfTest checks the self-test's outcome in the page's DOM, one
// subtest per section, and reports whether all passed.
func checkSelfTest(t *testing.T, dom string) bool {
	t.Helper()
	m := selfTestOutcome.FindStringSubmatch(dom)
	if !assert.NotNil(t, m, "no self-test outcome in the page:\n%s", dom) {
		return false
	}
	outcome := html.UnescapeString(m[1])
	var lines []string
	if l := selfTestLog.FindStringSubmatch(dom); l != nil {
		lines = strings.Split(strings.TrimSpace(html.UnescapeString(l[1])), "\n")
	}
	ok := outcome == "SELFTEST OK"
	for _, name := range selfTestSections {
		ok = t.Run(name, func(t *testing.T) {
			for _, l := range lines {
				if l == "ok "+name {
					return
				}
				if strings.HasPrefix(l, "FAIL "+name+":") {
					t.Fatal(l)
				}
			}
			t.Fatalf("section not run (%s)", outcome)
		}) && ok
	}
	assert.Equal(t, "SELFTEST OK", outcome)
	assert.Contains(t, dom, `<option value="alquerque">`, "every variant offered")
	assert.Contains(t, dom, `class="hit"`, "a board drawn")
	return ok
}

// keepScreenshot copies the screenshot at shot where it outlives the
// test, named after it: into $CHECKERS_SCREENSHOT_DIR, or
// checkers-web-screenshots in the temporary directory. It returns its
// path, or why there is none.
func keepScreenshot(t *testing.T, shot string) string {
	data, err := os.ReadFile(shot)
	if err != nil {
		return "none taken: " + err.Error()
	}
	dir := os.Getenv("CHECKERS_SCREENSHOT_DIR")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "checkers-web-screenshots")
	}
	path := filepath.Join(dir, t.Name()+".png")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "not kept: " + err.Error()
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "not kept: " + err.Error()
	}
	return path
}

// A picture of the real page, for whoever runs the tests to look at:
// CHECKERS_SCREENSHOT names the file.
func TestPageScreenshot(t *testing.T) {
	shot := os.Getenv("CHECKERS_SCREENSHOT")
	if shot == "" {
		t.Skip("CHECKERS_SCREENSHOT names no file")
	}
	browser := chromium()
	if browser == "" {
		t.Skip("no chromium binary found")
	}
	path, err := filepath.Abs(shot)
	require.NoError(t, err)
	srv := testServer(t)
	headless(t, browser, srv.URL+"/?variant=international", append(windowFlags(1200, 900),
		"--virtual-time-budget=20000", "--screenshot="+path)...)
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Positive(t, info.Size())
}
