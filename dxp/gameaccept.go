package dxp

import (
	"fmt"
	"strconv"
)

// gameAcceptLen is the length of a GAMEACC: header, name and code.
const gameAcceptLen = 1 + nameLen + 1

// AcceptCode is the follower's answer to a game request.
type AcceptCode uint8

// The answers the protocol defines. Parse accepts any digit; every code
// but Accepted is a refusal.
const (
	// Accepted: the follower plays the game.
	Accepted AcceptCode = 0
	// RefusedVersion: the request's protocol version is not the one the
	// follower expects.
	RefusedVersion AcceptCode = 1
	// RefusedGame: the follower does not play this game (its time, or its
	// position, say one with no legal move), but would play another.
	RefusedGame AcceptCode = 2
	// RefusedAll: the follower plays no game at all.
	RefusedAll AcceptCode = 3
)

// String describes the code: "accepted", "refused: ...", or "code N" for
// one the protocol does not define.
func (c AcceptCode) String() string {
	switch c {
	case Accepted:
		return "accepted"
	case RefusedVersion:
		return "refused: protocol version"
	case RefusedGame:
		return "refused: not this game"
	case RefusedAll:
		return "refused: no game at all"
	}
	return "code " + strconv.Itoa(int(c))
}

// GameAccept is a GAMEACC message, the follower's answer to a GAMEREQ.
type GameAccept struct {
	// Name is the follower's name, at most 32 bytes. Parse drops the
	// spaces that pad it.
	Name string
	// Code is Accepted, or why the follower does not play; 0 to 9.
	Code AcceptCode
}

// Header returns 'A'.
func (GameAccept) Header() byte { return 'A' }

// Marshal writes "A", the name padded to 32 bytes and the code.
func (m GameAccept) Marshal() ([]byte, error) {
	if err := checkName("GAMEACC", m.Name); err != nil {
		return nil, err
	}
	if !fits(int(m.Code), 1) {
		return nil, invalid("GAMEACC", "code %d is not one digit", m.Code)
	}
	out := make([]byte, 0, gameAcceptLen)
	out = append(out, 'A')
	out = appendName(out, m.Name)
	return appendNumber(out, int(m.Code), 1), nil
}

// String describes the answer for logs.
func (m GameAccept) String() string {
	return fmt.Sprintf("GAMEACC %q: %v", m.Name, m.Code)
}

func (GameAccept) message() {}

// parseGameAccept reads a GAMEACC.
func parseGameAccept(b []byte) (GameAccept, error) {
	if len(b) != gameAcceptLen {
		return GameAccept{}, malformed("GAMEACC", "%d bytes, not %d", len(b), gameAcceptLen)
	}
	code, ok := number(b[1+nameLen:])
	if !ok {
		return GameAccept{}, malformed("GAMEACC", "code %q is not a digit", b[1+nameLen])
	}
	return GameAccept{Name: readName(b[1 : 1+nameLen]), Code: AcceptCode(code)}, nil
}
