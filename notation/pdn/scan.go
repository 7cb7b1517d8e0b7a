package pdn

import (
	"io"
	"strconv"
	"strings"
)

// scanner is a buffered byte reader that knows the line and column of the
// next byte.
type scanner struct {
	rd  io.Reader
	buf []byte
	pos int // next byte
	end int // end of the bytes read
	// err is set once rd is exhausted: io.EOF, or the read error.
	err error
	// line and col locate buf[pos]: col counts characters, so a UTF-8
	// continuation byte does not move it.
	line, col int
	// rec makes advance keep the bytes it consumes in raw.
	rec bool
	raw []byte
}

const bufSize = 64 << 10

func (s *scanner) init(rd io.Reader) {
	s.rd = rd
	s.buf = make([]byte, bufSize)
	s.line, s.col = 1, 1
}

// fill reads more bytes, keeping the unread ones; it reports whether any
// arrived.
func (s *scanner) fill() bool {
	if s.err != nil {
		return false
	}
	if s.pos > 0 {
		s.end = copy(s.buf, s.buf[s.pos:s.end])
		s.pos = 0
	}
	for range 100 {
		n, err := s.rd.Read(s.buf[s.end:])
		s.end += n
		if err != nil {
			s.err = err
		}
		if n > 0 {
			return true
		}
		if err != nil {
			return false
		}
	}
	s.err = io.ErrNoProgress
	return false
}

// peek returns the next byte, or -1 at the end of the input.
func (s *scanner) peek() int {
	if s.pos >= s.end && !s.fill() {
		return -1
	}
	return int(s.buf[s.pos])
}

// peekAt returns the byte i places after the next one, or -1. i must be
// well under the buffer's size: the lexer looks at most 256 bytes ahead.
func (s *scanner) peekAt(i int) int {
	for s.pos+i >= s.end {
		if !s.fill() {
			return -1
		}
	}
	return int(s.buf[s.pos+i])
}

// advance consumes the next byte.
func (s *scanner) advance() {
	if s.pos >= s.end && !s.fill() {
		return
	}
	c := s.buf[s.pos]
	s.pos++
	if s.rec && len(s.raw) < maxToken {
		s.raw = append(s.raw, c)
	}
	switch {
	case c == '\n':
		s.line++
		s.col = 1
	case c == '\r':
		// A lone CR ends a line too; in CRLF the LF does.
		if s.peek() != '\n' {
			s.line++
			s.col = 1
		}
	case c&0xC0 != 0x80:
		s.col++
	}
}

// ioErr returns the read error, if reading stopped on one.
func (s *scanner) ioErr() error {
	if s.err == io.EOF {
		return nil
	}
	return s.err
}

// The kinds of token.
const (
	tEOF      = iota
	tTag      // [Name "Value"]
	tNumber   // a move number, "12." or "12..."
	tMove     // a move, text and strength
	tStrength // a move-strength mark standing alone
	tNAG      // $n
	tComment  // {...} or ; to the end of the line
	tOpen     // (
	tClose    // )
	tResult   // a game terminator
	tDots     // dots standing alone: "..." for an unknown move
	tBad      // text that is not PDN
)

// token is one token of PDN text.
type token struct {
	kind      int
	line, col int
	// text: the move (spaces inside removed), the comment, the tag's
	// name, the result, or the bad text.
	text string
	// value is a tag's value, strength a move's strength mark.
	value, strength string
	// valueLine and valueCol locate a tag's value (after its quote).
	valueLine, valueCol int
	nag                 int
	// err is the fault of a tBad token.
	err error
}

// blank reports whether c is white space between tokens. Ctrl-Z ends old
// DOS files and counts as space.
func blank(c int) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0x1A
}

func isDigit(c int) bool  { return '0' <= c && c <= '9' }
func isLetter(c int) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// isWord reports whether c may be part of a move, move number or result.
func isWord(c int) bool { return isDigit(c) || isLetter(c) || c == '-' || c == ':' || c == '/' }

// isMark reports whether c may be part of a move-strength mark.
func isMark(c int) bool { return c == '!' || c == '?' }

// isStop reports whether c ends a run of bad text.
func isStop(c int) bool {
	return c < 0 || blank(c) || c == '[' || c == '{' || c == '(' || c == ')' || c == ';'
}

// results are the game terminators.
var results = map[string]bool{
	"2-0": true, "1-1": true, "0-2": true, "1-0": true, "0-1": true,
	"1/2-1/2": true, "0-0": true, "*": true,
}

// skipSpace skips white space, byte order marks and "%" escape lines.
func (s *scanner) skipSpace() {
	for {
		c := s.peek()
		switch {
		case blank(c):
			s.advance()
		case c == 0xEF && s.peekAt(1) == 0xBB && s.peekAt(2) == 0xBF:
			s.advance()
			s.advance()
			s.advance()
		case c == '%' && s.col == 1:
			s.skipLine()
		default:
			return
		}
	}
}

// skipLine skips to the end of the line (not past it).
func (s *scanner) skipLine() {
	for c := s.peek(); c >= 0 && c != '\n' && c != '\r'; c = s.peek() {
		s.advance()
	}
}

// maxToken is the longest token the lexer keeps: a comment, a tag value, a
// move or a run of bad text. A longer one is read to its end but not kept,
// and becomes a fault, so that one absurd token cannot take memory without
// bound.
const maxToken = 1 << 20

// lexer turns the bytes into tokens.
type lexer struct {
	scanner
	text []byte // scratch
	// long says the token being read ran past maxToken.
	long bool
}

// keep adds c to the token's text, up to maxToken bytes.
func (l *lexer) keep(c int) {
	if len(l.text) < maxToken {
		l.text = append(l.text, byte(c))
	} else {
		l.long = true
	}
}

// clip returns the first bytes of a token's text, to name it in a fault.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	return s[:40] + "..."
}

// next returns the next token; one longer than maxToken is a bad token.
func (l *lexer) next() token {
	t := l.read()
	if l.long {
		l.long = false
		text := clip(t.text)
		switch t.kind {
		case tTag:
			text = "[" + t.text + ` "` + clip(t.value)
		case tComment:
			text = "{" + text
		}
		return l.bad(t, text, "longer than "+strconv.Itoa(maxToken)+" bytes")
	}
	return t
}

// read reads the next token, whatever its length.
func (l *lexer) read() token {
	l.skipSpace()
	t := token{line: l.line, col: l.col}
	c := l.peek()
	switch {
	case c < 0:
		t.kind = tEOF
	case c == '[':
		l.tag(&t)
	case c == '{':
		l.advance()
		l.text = l.text[:0]
		for c = l.peek(); c >= 0 && c != '}'; c = l.peek() {
			l.keep(c)
			l.advance()
		}
		if c < 0 {
			return l.bad(t, "{", "comment not closed")
		}
		l.advance()
		t.kind, t.text = tComment, squeeze(l.text)
	case c == ';':
		l.advance()
		l.text = l.text[:0]
		for c = l.peek(); c >= 0 && c != '\n' && c != '\r'; c = l.peek() {
			l.keep(c)
			l.advance()
		}
		t.kind, t.text = tComment, squeeze(l.text)
	case c == '(':
		if n := l.parenMark(); n > 0 {
			t.kind, t.strength = tStrength, l.take(n)
			break
		}
		l.advance()
		t.kind = tOpen
	case c == ')':
		l.advance()
		t.kind = tClose
	case c == '$':
		l.advance()
		l.text = l.text[:0]
		for c = l.peek(); isDigit(c); c = l.peek() {
			l.keep(c)
			l.advance()
		}
		n, err := strconv.Atoi(string(l.text))
		if err != nil || n > 1<<20 {
			return l.bad(t, "$"+string(l.text), "bad NAG")
		}
		t.kind, t.nag = tNAG, n
	case isMark(c):
		t.kind, t.strength = tStrength, l.marks()
	case c == '*':
		l.advance()
		t.kind, t.text = tResult, "*"
	case c == '.':
		for l.peek() == '.' {
			l.advance()
		}
		t.kind = tDots
	case isWord(c):
		l.word(&t)
	default:
		l.text = l.text[:0]
		for c = l.peek(); !isStop(c); c = l.peek() {
			l.keep(c)
			l.advance()
		}
		t.kind, t.text, t.err = tBad, string(l.text), ErrSyntax
	}
	return t
}

// bad makes t a bad token.
func (l *lexer) bad(t token, text, why string) token {
	t.kind, t.text, t.err = tBad, text, syntaxError(why)
	return t
}

// syntaxError is ErrSyntax with a reason.
type syntaxError string

func (e syntaxError) Error() string { return ErrSyntax.Error() + ": " + string(e) }
func (e syntaxError) Unwrap() error { return ErrSyntax }

// take consumes n bytes and returns them.
func (l *lexer) take(n int) string {
	l.text = l.text[:0]
	for range n {
		l.text = append(l.text, byte(l.peek()))
		l.advance()
	}
	return string(l.text)
}

// marks consumes a run of ! and ? and returns it.
func (l *lexer) marks() string {
	l.text = l.text[:0]
	for c := l.peek(); isMark(c); c = l.peek() {
		l.keep(c)
		l.advance()
	}
	return string(l.text)
}

// parenMark returns the length of a strength mark in parentheses, "(!?)",
// at the next byte, or 0.
func (l *lexer) parenMark() int {
	if l.peek() != '(' {
		return 0
	}
	for i := 1; i < 16; i++ {
		c := l.peekAt(i)
		switch {
		case isMark(c):
		case c == ')' && i > 1:
			return i + 1
		default:
			return 0
		}
	}
	return 0
}

// word reads a move, move number or result.
func (l *lexer) word(t *token) {
	l.text = l.text[:0]
	for {
		c := l.peek()
		if !isWord(c) {
			break
		}
		l.keep(c)
		l.advance()
		// "1- 6": a separator, spaces, then more of the move.
		if c == '-' || c == 'x' || c == 'X' || c == ':' {
			i := 0
			for d := l.peekAt(i); (d == ' ' || d == '\t') && i < 16; d = l.peekAt(i) {
				i++
			}
			if i > 0 && i < 16 && (isDigit(l.peekAt(i)) || isLetter(l.peekAt(i))) && len(l.text) > 1 {
				for range i {
					l.advance()
				}
			}
		}
	}
	text := string(l.text)
	if l.peek() == '.' && allDigits(text) {
		for l.peek() == '.' {
			l.advance()
		}
		t.kind, t.text = tNumber, text
		return
	}
	if results[text] {
		t.kind, t.text = tResult, text
		return
	}
	t.kind, t.text = tMove, text
	switch c := l.peek(); {
	case isMark(c):
		t.strength = l.marks()
	case c == '(':
		if n := l.parenMark(); n > 0 {
			t.strength = l.take(n)
		}
	case c == '*':
		l.advance()
		t.strength = "*"
	}
}

// tag reads a tag pair: "[", the name, the value in double quotes, "]".
// Spaces may stand between them, not line breaks. A backslash escapes a
// double quote or a backslash in the value.
func (l *lexer) tag(t *token) {
	l.rec, l.raw = true, l.raw[:0]
	defer func() { l.rec = false }()
	l.advance() // [
	l.spaces()
	l.text = l.text[:0]
	for c := l.peek(); c >= 0 && !blank(c) && c != '"' && c != '[' && c != ']' && c != '{' && c != '}'; c = l.peek() {
		l.keep(c)
		l.advance()
	}
	name := string(l.text)
	fail := func(why string) {
		// The rest of a broken tag, up to its "]" on the same line
		// (not past a "[" or a quote), goes with it.
		for i := 0; i < 256; i++ {
			c := l.peekAt(i)
			if c < 0 || c == '\n' || c == '\r' || c == '[' || c == '"' {
				break
			}
			if c == ']' {
				for range i + 1 {
					l.advance()
				}
				break
			}
		}
		*t = l.bad(*t, string(l.raw), why)
	}
	if name == "" {
		fail("tag without a name")
		return
	}
	l.spaces()
	if l.peek() != '"' {
		fail("tag value not in double quotes")
		return
	}
	l.advance()
	t.valueLine, t.valueCol = l.line, l.col
	l.text = l.text[:0]
	for {
		c := l.peek()
		if c < 0 || c == '\n' || c == '\r' {
			fail("tag value not closed")
			return
		}
		l.advance()
		if c == '"' {
			break
		}
		if c == '\\' {
			if d := l.peek(); d == '"' || d == '\\' {
				c = d
				l.advance()
			}
		}
		l.keep(c)
	}
	value := string(l.text)
	l.spaces()
	if l.peek() != ']' {
		fail("tag not closed by ]")
		return
	}
	l.advance()
	t.kind, t.text, t.value = tTag, name, value
}

// spaces skips spaces and tabs.
func (l *lexer) spaces() {
	for c := l.peek(); c == ' ' || c == '\t'; c = l.peek() {
		l.advance()
	}
}

// squeeze returns the text of a comment with its white space runs made
// single spaces and none at the ends.
func squeeze(b []byte) string {
	if squeezed(b) {
		return string(b)
	}
	var out strings.Builder
	out.Grow(len(b))
	space := false
	for _, c := range b {
		if blank(int(c)) {
			space = out.Len() > 0
			continue
		}
		if space {
			out.WriteByte(' ')
			space = false
		}
		out.WriteByte(c)
	}
	return out.String()
}

// squeezed reports whether squeeze would leave b as it is: no white space
// at its ends, and none but single spaces inside.
func squeezed(b []byte) bool {
	for i, c := range b {
		if blank(int(c)) && (c != ' ' || i == 0 || i == len(b)-1 || b[i-1] == ' ') {
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(int(s[i])) {
			return false
		}
	}
	return true
}
