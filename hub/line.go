package hub

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/draughtsgo/checkers/notation"
)

// ErrSyntax marks a line that is not a Hub command: an unclosed quote, an
// argument without a name. It is a notation.ErrSyntax, as every syntax
// error of the library is.
var ErrSyntax = fmt.Errorf("hub: %w", notation.ErrSyntax)

// MaxLine is the longest line, in bytes without its end, that either side
// reads: a longer one is an error (the client stops the engine with
// ErrLineTooLong; Serve skips the line and answers "error") rather than
// memory that grows without bound.
const MaxLine = 1 << 20

// maxEcho is the most of what it was sent that an error message repeats,
// in bytes as quoted: enough to recognise it, and a long line's answer
// stays short.
const maxEcho = 64

// echo quotes s for an error message, as strconv.Quote does, cut after
// maxEcho bytes of the quoted text (at the end of a character) and
// followed by "..." when longer.
func echo(s string) string {
	if q := strconv.Quote(s); len(q) <= maxEcho+2 {
		return q
	}
	b := []byte{'"'}
	for i := 0; i < len(s); {
		_, size := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+size])
		if len(b)+len(q)-2 > maxEcho+1 {
			break
		}
		b = append(b, q[1:len(q)-1]...)
		i += size
	}
	return string(b) + `"...`
}

// readLine reads a line of at most max bytes, without its end ("\n" or
// "\r\n"; the end of the input ends a last line without one). A longer
// line gives long true: read to its end when skip is set, so that the
// next call reads the next line, and at once, the rest unread, when not.
// Either way it holds max bytes and a buffer at most, however long the
// line.
func readLine(br *bufio.Reader, max int, skip bool) (line string, long bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !long {
			buf = append(buf, chunk...)
			// Even without a "\r\n" to come off, more than max.
			if len(buf) > max+2 {
				long, buf = true, nil
			}
		}
		switch {
		case err == bufio.ErrBufferFull:
			if long && !skip {
				return "", true, nil
			}
			continue
		case err == io.EOF && (len(buf) > 0 || long):
			// A last line without its end.
		case err != nil:
			return "", false, err
		}
		if long {
			return "", true, nil
		}
		text := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
		if len(text) > max {
			return "", true, nil
		}
		return text, false, nil
	}
}

// wireLine is one line of the protocol: a command and its arguments in order.
type wireLine struct {
	Command string
	Args    []wireArg
}

// wireArg is an argument of a line: "name=value", or a flag "name" (Flag true,
// Value empty).
type wireArg struct {
	Name, Value string
	Flag        bool
}

// Get returns the value of the first argument called name, and whether the
// line has one.
func (l wireLine) Get(name string) (string, bool) {
	for _, a := range l.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// Has reports whether the line has an argument or flag called name.
func (l wireLine) Has(name string) bool {
	_, ok := l.Get(name)
	return ok
}

// String writes the line as the protocol does, quoting the values that
// need it.
func (l wireLine) String() string {
	var b strings.Builder
	b.WriteString(l.Command)
	for _, a := range l.Args {
		b.WriteByte(' ')
		b.WriteString(a.Name)
		if a.Flag {
			continue
		}
		b.WriteByte('=')
		if a.Value == "" || strings.ContainsAny(a.Value, " \t\r\n=\"") {
			// The protocol has no escape for a quote inside a value;
			// none of ours holds one.
			b.WriteByte('"')
			b.WriteString(strings.ReplaceAll(a.Value, `"`, "'"))
			b.WriteByte('"')
		} else {
			b.WriteString(a.Value)
		}
	}
	return b.String()
}

// newLine builds a line from a command and name, value pairs.
func newLine(command string, nameValues ...string) wireLine {
	l := wireLine{Command: command}
	for i := 0; i+1 < len(nameValues); i += 2 {
		l.Args = append(l.Args, wireArg{Name: nameValues[i], Value: nameValues[i+1]})
	}
	return l
}

// flag returns l with the flag name added.
func (l wireLine) flag(name string) wireLine {
	l.Args = append(l.Args, wireArg{Name: name, Flag: true})
	return l
}

// isSpace reports whether c separates words: a space, a tab, or the end of
// a line.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// parseWireLine reads one line of the protocol. Spaces and tabs separate the
// command and the arguments; a value may be quoted. An empty line gives an
// empty command. It never panics; a malformed line gives an error wrapping
// ErrSyntax.
func parseWireLine(text string) (wireLine, error) {
	var l wireLine
	s := text
	i := 0
	skip := func() {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
	}
	word := func() string {
		start := i
		for i < len(s) && !isSpace(s[i]) && s[i] != '=' {
			i++
		}
		return s[start:i]
	}
	skip()
	l.Command = word()
	if i < len(s) && s[i] == '=' {
		return wireLine{}, fmt.Errorf("%w: %s: a command, not an argument, comes first", ErrSyntax, echo(s))
	}
	for skip(); i < len(s); skip() {
		name := word()
		if name == "" {
			return wireLine{}, fmt.Errorf("%w: %s: an argument without a name at column %d", ErrSyntax, echo(s), i+1)
		}
		if i == len(s) || s[i] != '=' {
			l.Args = append(l.Args, wireArg{Name: name, Flag: true})
			continue
		}
		i++ // '='
		var value string
		if i < len(s) && s[i] == '"' {
			end := strings.IndexByte(s[i+1:], '"')
			if end < 0 {
				return wireLine{}, fmt.Errorf("%w: %s: unclosed quote at column %d", ErrSyntax, echo(s), i+1)
			}
			value = s[i+1 : i+1+end]
			i += end + 2
		} else {
			start := i
			for i < len(s) && !isSpace(s[i]) {
				i++
			}
			value = s[start:i]
		}
		l.Args = append(l.Args, wireArg{Name: name, Value: value})
	}
	return l, nil
}
