package hub

import (
	"errors"
	"fmt"
	"strings"
)

// ErrSyntax marks a line that is not a Hub command: an unclosed quote, an
// argument without a name.
var ErrSyntax = errors.New("hub: syntax error")

// maxLine is the longest line either side reads; a longer one is an error
// rather than memory that grows without bound.
const maxLine = 1 << 20

// Line is one line of the protocol: a command and its arguments in order.
type Line struct {
	Command string
	Args    []Arg
}

// Arg is an argument of a line: "name=value", or a flag "name" (Flag true,
// Value empty).
type Arg struct {
	Name, Value string
	Flag        bool
}

// Get returns the value of the first argument called name, and whether the
// line has one.
func (l Line) Get(name string) (string, bool) {
	for _, a := range l.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// Has reports whether the line has an argument or flag called name.
func (l Line) Has(name string) bool {
	_, ok := l.Get(name)
	return ok
}

// String writes the line as the protocol does, quoting the values that
// need it.
func (l Line) String() string {
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
func newLine(command string, nameValues ...string) Line {
	l := Line{Command: command}
	for i := 0; i+1 < len(nameValues); i += 2 {
		l.Args = append(l.Args, Arg{Name: nameValues[i], Value: nameValues[i+1]})
	}
	return l
}

// flag returns l with the flag name added.
func (l Line) flag(name string) Line {
	l.Args = append(l.Args, Arg{Name: name, Flag: true})
	return l
}

// isSpace reports whether c separates words: a space, a tab, or the end of
// a line.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// ParseLine reads one line of the protocol. Spaces and tabs separate the
// command and the arguments; a value may be quoted. An empty line gives an
// empty command. It never panics; a malformed line gives an error wrapping
// ErrSyntax.
func ParseLine(text string) (Line, error) {
	var l Line
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
		return Line{}, fmt.Errorf("%w: %q: a command, not an argument, comes first", ErrSyntax, s)
	}
	for skip(); i < len(s); skip() {
		name := word()
		if name == "" {
			return Line{}, fmt.Errorf("%w: %q: an argument without a name at column %d", ErrSyntax, s, i+1)
		}
		if i == len(s) || s[i] != '=' {
			l.Args = append(l.Args, Arg{Name: name, Flag: true})
			continue
		}
		i++ // '='
		var value string
		if i < len(s) && s[i] == '"' {
			end := strings.IndexByte(s[i+1:], '"')
			if end < 0 {
				return Line{}, fmt.Errorf("%w: %q: unclosed quote at column %d", ErrSyntax, s, i+1)
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
		l.Args = append(l.Args, Arg{Name: name, Value: value})
	}
	return l, nil
}
