package dxp

import (
	"fmt"
	"strconv"

	"github.com/draughtsgo/checkers/board"
)

// The lengths of BACKREQ (header, move number, colour) and BACKACC
// (header, code).
const (
	backupRequestLen = 1 + 3 + 1
	backupAcceptLen  = 1 + 1
)

// BackupRequest is a BACKREQ message: the sender asks to go back to the
// position of a move number with a side to move. It is meant for a human
// playing at one end; the players of this package answer it with
// BackupNotSupported.
type BackupRequest struct {
	// Move is the number of the move to go back to, 1 to 999; the first
	// move of a game is move 1.
	Move int
	// Turn is the side to move at that move.
	Turn board.Color
}

// Header returns 'B'.
func (BackupRequest) Header() byte { return 'B' }

// Marshal writes "B", the move number in three digits and the colour.
func (m BackupRequest) Marshal() ([]byte, error) {
	if m.Move < 1 || !fits(m.Move, 3) {
		return nil, invalid("BACKREQ", "move number %d not between 1 and 999", m.Move)
	}
	colour, ok := colourLetter(m.Turn)
	if !ok {
		return nil, invalid("BACKREQ", "colour %d is neither white nor black", m.Turn)
	}
	out := make([]byte, 0, backupRequestLen)
	out = append(out, 'B')
	out = appendNumber(out, m.Move, 3)
	return append(out, colour), nil
}

// String describes the message for logs.
func (m BackupRequest) String() string {
	return fmt.Sprintf("BACKREQ move %d, %v to move", m.Move, m.Turn)
}

func (BackupRequest) message() {}

// parseBackupRequest reads a BACKREQ.
func parseBackupRequest(b []byte) (BackupRequest, error) {
	if len(b) != backupRequestLen {
		return BackupRequest{}, malformed("BACKREQ", "%d bytes, not %d", len(b), backupRequestLen)
	}
	n, ok := number(b[1:4])
	if !ok || n < 1 {
		return BackupRequest{}, malformed("BACKREQ", "move number %s is not 001-999", quote(b[1:4]))
	}
	turn, ok := readColour(b[4])
	if !ok {
		return BackupRequest{}, malformed("BACKREQ", "colour %q is neither W nor Z", b[4])
	}
	return BackupRequest{Move: n, Turn: turn}, nil
}

// BackupCode is the answer to a BACKREQ.
type BackupCode uint8

// The answers the protocol defines. Parse accepts any digit.
const (
	// BackupAccepted: the sender has gone back to the position asked for.
	BackupAccepted BackupCode = 0
	// BackupNotSupported: the sender does not take moves back.
	BackupNotSupported BackupCode = 1
	// BackupRefused: the sender does not take these moves back.
	BackupRefused BackupCode = 2
)

// String describes the code: "accepted", "not supported", "refused", or
// "code N".
func (c BackupCode) String() string {
	switch c {
	case BackupAccepted:
		return "accepted"
	case BackupNotSupported:
		return "not supported"
	case BackupRefused:
		return "refused"
	}
	return "code " + strconv.Itoa(int(c))
}

// BackupAccept is a BACKACC message, the answer to a BACKREQ.
type BackupAccept struct {
	// Code is the answer, 0 to 9.
	Code BackupCode
}

// Header returns 'K'.
func (BackupAccept) Header() byte { return 'K' }

// Marshal writes "K" and the code.
func (m BackupAccept) Marshal() ([]byte, error) {
	if !fits(int(m.Code), 1) {
		return nil, invalid("BACKACC", "code %d is not one digit", m.Code)
	}
	return []byte{'K', '0' + byte(m.Code)}, nil
}

// String describes the message for logs.
func (m BackupAccept) String() string { return "BACKACC " + m.Code.String() }

func (BackupAccept) message() {}

// parseBackupAccept reads a BACKACC.
func parseBackupAccept(b []byte) (BackupAccept, error) {
	if len(b) != backupAcceptLen {
		return BackupAccept{}, malformed("BACKACC", "%d bytes, not %d", len(b), backupAcceptLen)
	}
	code, ok := number(b[1:2])
	if !ok {
		return BackupAccept{}, malformed("BACKACC", "code %q is not a digit", b[1])
	}
	return BackupAccept{Code: BackupCode(code)}, nil
}
