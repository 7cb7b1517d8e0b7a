package dxp

import (
	"fmt"
	"strconv"
)

// EndReason is why a side ends a game, seen from the side that sends the
// GAMEEND.
type EndReason uint8

// The reasons the protocol defines. Parse accepts any digit; a program
// that answers a GAMEEND sends ReasonNone.
const (
	// ReasonNone: no reason given, always allowed.
	ReasonNone EndReason = 0
	// ReasonLoss: the sender gives up, or has lost.
	ReasonLoss EndReason = 1
	// ReasonDraw: the game is drawn (a repetition, say).
	ReasonDraw EndReason = 2
	// ReasonWin: the sender has won.
	ReasonWin EndReason = 3
)

// String describes the reason from the sender's side: "no reason", "I
// lose", "draw", "I win", or "reason N".
func (r EndReason) String() string {
	switch r {
	case ReasonNone:
		return "no reason"
	case ReasonLoss:
		return "I lose"
	case ReasonDraw:
		return "draw"
	case ReasonWin:
		return "I win"
	}
	return "reason " + strconv.Itoa(int(r))
}

// gameEndLen is the length of a GAMEEND: header, reason and stop code.
const gameEndLen = 3

// GameEnd is a GAMEEND message: the side to move ends the game in place of
// a move, and the other side answers with a GAMEEND too.
type GameEnd struct {
	// Reason is why the game ends, 0 to 9.
	Reason EndReason
	// Stop is true when the sender wants no next game (stop code 1), false
	// when another game is welcome (0).
	Stop bool
}

// Header returns 'E'.
func (GameEnd) Header() byte { return 'E' }

// Marshal writes "E", the reason and the stop code.
func (m GameEnd) Marshal() ([]byte, error) {
	if !fits(int(m.Reason), 1) {
		return nil, invalid("GAMEEND", "reason %d is not one digit", m.Reason)
	}
	stop := byte('0')
	if m.Stop {
		stop = '1'
	}
	return []byte{'E', '0' + byte(m.Reason), stop}, nil
}

// String describes the message for logs.
func (m GameEnd) String() string {
	next := "another game welcome"
	if m.Stop {
		next = "no more games"
	}
	return fmt.Sprintf("GAMEEND %v, %s", m.Reason, next)
}

func (GameEnd) message() {}

// parseGameEnd reads a GAMEEND. The stop code is 0 or 1, the only two the
// protocol has.
func parseGameEnd(b []byte) (GameEnd, error) {
	if len(b) != gameEndLen {
		return GameEnd{}, malformed("GAMEEND", "%d bytes, not %d", len(b), gameEndLen)
	}
	reason, ok := number(b[1:2])
	if !ok {
		return GameEnd{}, malformed("GAMEEND", "reason %q is not a digit", b[1])
	}
	if b[2] != '0' && b[2] != '1' {
		return GameEnd{}, malformed("GAMEEND", "stop code %q is neither 0 nor 1", b[2])
	}
	return GameEnd{Reason: EndReason(reason), Stop: b[2] == '1'}, nil
}
