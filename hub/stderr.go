package hub

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// Bounds of what the client keeps of an engine's standard error to say
// why it exited: the last StderrTail bytes, of which the error shows the
// last stderrLines lines.
const (
	// StderrTail is how many bytes of its engine's standard error a
	// client keeps, the last ones, whatever Options.Stderr.
	StderrTail = 4 << 10
	// stderrLines is how many of the lines kept an error shows.
	stderrLines = 10
)

// tail keeps the last StderrTail bytes written to it. It is safe for
// concurrent use: the client's copier writes it while an error reads it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(p)
	if len(p) > StderrTail {
		p = p[len(p)-StderrTail:]
	}
	if over := len(t.buf) + len(p) - StderrTail; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	t.buf = append(t.buf, p...)
	return n, nil
}

// lines returns the last lines kept, at most stderrLines, each made
// printable (no escape sequence or control character, valid UTF-8), the blank ones dropped;
// a first line cut by the bound is dropped too, unless it is all there is.
func (t *tail) lines() []string {
	t.mu.Lock()
	text := string(t.buf)
	full := len(t.buf) == StderrTail
	t.mu.Unlock()
	all := strings.Split(strings.ToValidUTF8(text, "\uFFFD"), "\n")
	if full && len(all) > 1 {
		all = all[1:] // it began before the bytes kept
	}
	var out []string
	for _, l := range all {
		l = strings.TrimSpace(strings.Map(printable, escapes.ReplaceAllString(l, "")))
		if l != "" {
			out = append(out, l)
		}
	}
	return out[max(0, len(out)-stderrLines):]
}

// escapes are the terminal's escape sequences an engine may colour its
// errors with (ESC [ ... m).
var escapes = regexp.MustCompile("\x1b\\[[0-9;?]*[ -/]*[@-~]")

// printable maps a control character (a tab aside) to a space, so that
// nothing an engine writes moves the terminal's cursor or colours it.
func printable(r rune) rune {
	if r != '\t' && unicode.IsControl(r) {
		return ' '
	}
	return r
}

// stderrText is the end of an error about an engine that exited: the last
// lines of its standard error, or nothing when it wrote none.
func (t *tail) stderrText() string {
	lines := t.lines()
	if len(lines) == 0 {
		return ""
	}
	return "; its standard error ends:\n\t" + strings.Join(lines, "\n\t")
}
