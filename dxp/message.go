package dxp

import (
	"bytes"
	"strconv"
)

// Message is one DXP message: a Chat, GameRequest, GameAccept, Move,
// GameEnd, BackupRequest or BackupAccept, the only types that implement it.
type Message interface {
	// Header returns the message's type letter: 'C', 'R', 'A', 'M', 'E',
	// 'B' or 'K'.
	Header() byte
	// Marshal returns the message as the protocol writes it, without the
	// NUL that ends it on the wire. A field that the layout cannot hold
	// gives an error wrapping ErrInvalid.
	Marshal() ([]byte, error)
	// String describes the message for logs.
	String() string

	// message closes the set of messages to those of this package, which
	// Parse knows.
	message()
}

// Parse reads one message, without the NUL that ends it on the wire. It
// never panics: input that does not follow the layout of its header's
// message (or has an unknown header, or a NUL byte) gives an error wrapping
// ErrMalformed. Parse keeps no reference to b.
func Parse(b []byte) (Message, error) {
	if len(b) == 0 {
		return nil, malformed("message", "empty")
	}
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return nil, malformed("message", "NUL byte at offset %d", i)
	}
	switch b[0] {
	case 'C':
		return either(parseChat(b))
	case 'R':
		return either(parseGameRequest(b))
	case 'A':
		return either(parseGameAccept(b))
	case 'M':
		return either(parseMove(b))
	case 'E':
		return either(parseGameEnd(b))
	case 'B':
		return either(parseBackupRequest(b))
	case 'K':
		return either(parseBackupAccept(b))
	}
	return nil, malformed("message", "unknown header %q", b[0])
}

// either returns m as a Message, or nil and err: never a message with an
// error, which a typed zero value in the interface would be.
func either[M Message](m M, err error) (Message, error) {
	if err != nil {
		return nil, err
	}
	return m, nil
}

// nameLen is the width of the name fields of GAMEREQ and GAMEACC.
const nameLen = 32

// number reads the field b, which must be all decimal digits (no sign, no
// space), and reports whether it is.
func number(b []byte) (int, bool) {
	if len(b) == 0 {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// appendNumber appends n in width digits with leading zeroes. The caller
// has checked that n is between 0 and the largest number of width digits.
func appendNumber(dst []byte, n, width int) []byte {
	s := strconv.Itoa(n)
	for i := len(s); i < width; i++ {
		dst = append(dst, '0')
	}
	return append(dst, s...)
}

// fits reports whether n can be written in width digits.
func fits(n, width int) bool {
	limit := 1
	for range width {
		limit *= 10
	}
	return n >= 0 && n < limit
}

// readName reads a name field: the name is the field without its trailing
// spaces.
func readName(b []byte) string {
	return string(bytes.TrimRight(b, " "))
}

// appendName appends name padded with spaces to the field's width. The
// caller has checked it with checkName.
func appendName(dst []byte, name string) []byte {
	dst = append(dst, name...)
	for i := len(name); i < nameLen; i++ {
		dst = append(dst, ' ')
	}
	return dst
}

// checkName reports why name cannot fill a name field, or nil.
func checkName(kind, name string) error {
	if len(name) > nameLen {
		return invalid(kind, "name %q is longer than %d bytes", name, nameLen)
	}
	if i := indexNUL(name); i >= 0 {
		return invalid(kind, "name %q holds a NUL byte", name)
	}
	return nil
}

// indexNUL returns the offset of the first NUL byte of s, or -1.
func indexNUL(s string) int {
	for i := range len(s) {
		if s[i] == 0 {
			return i
		}
	}
	return -1
}

// quote writes the start of a faulty field or message for an error:
// enough to recognise it, however long the input.
func quote(b []byte) string {
	const most = 40
	if len(b) > most {
		return strconv.Quote(string(b[:most])) + "..."
	}
	return strconv.Quote(string(b))
}
