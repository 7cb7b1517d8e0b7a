package lidraughts

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxLogLine bounds a line of the log: a name of a megabyte is cut.
const maxLogLine = 2048

// logf writes a line to Log with what the server gave (ids, names, its
// messages) made harmless: every control character and invalid byte is
// written as a Go escape ("\n", "\x1b"), so that no server-given text
// starts a line of its own or drives a terminal, and the line is cut at
// maxLogLine bytes.
func (b *Bot) logf(format string, args ...any) {
	if b.Log != nil {
		b.Log("%s", logText(format, args...))
	}
}

func logText(format string, args ...any) string {
	line := fmt.Sprintf(format, args...)
	if len(line) > maxLogLine {
		line = strings.ToValidUTF8(line[:maxLogLine], "") + "..."
	}
	var out strings.Builder
	for i := 0; i < len(line); {
		r, n := utf8.DecodeRuneInString(line[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&out, `\x%02x`, line[i])
		case unsafeRune(r):
			q := strconv.QuoteRuneToASCII(r)
			out.WriteString(q[1 : len(q)-1])
		default:
			out.WriteString(line[i : i+n])
		}
		i += n
	}
	return out.String()
}

// unsafeRune reports whether r may not go to a log or a PDN tag as it is:
// a control character, or one that reorders or hides text (bidirectional
// overrides, zero-width marks).
func unsafeRune(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029'
}

// tagValue makes a server-given name fit a PDN tag's value, which cannot
// hold a line break: each control character becomes a space, the spaces
// at its ends are trimmed.
func tagValue(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if unsafeRune(r) {
			return ' '
		}
		return r
	}, s))
}
