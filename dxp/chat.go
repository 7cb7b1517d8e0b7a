package dxp

import "strconv"

// maxChat is the longest text of a CHAT the protocol allows: a message
// holds at most 127 characters, one of them the header.
const maxChat = 126

// Chat is a CHAT message: free text, which either side may send at any
// moment, in a game or between games.
type Chat struct {
	// Text is the text, without the header. Marshal refuses a text longer
	// than 126 bytes or holding a NUL; Parse accepts any length.
	Text string
}

// Header returns 'C'.
func (Chat) Header() byte { return 'C' }

// Marshal writes "C" and the text.
func (m Chat) Marshal() ([]byte, error) {
	if len(m.Text) > maxChat {
		return nil, invalid("CHAT", "text of %d bytes, more than %d", len(m.Text), maxChat)
	}
	if i := indexNUL(m.Text); i >= 0 {
		return nil, invalid("CHAT", "NUL byte at offset %d of the text", i)
	}
	return append([]byte{'C'}, m.Text...), nil
}

// String describes the message: CHAT and the quoted text.
func (m Chat) String() string { return "CHAT " + strconv.Quote(m.Text) }

func (Chat) message() {}

// parseChat reads a CHAT: everything after the header is text. Parse has
// already refused NUL bytes.
func parseChat(b []byte) (Chat, error) {
	return Chat{Text: string(b[1:])}, nil
}
