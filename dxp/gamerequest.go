package dxp

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
)

// Version is the protocol version a GAMEREQ carries: "01", the only one.
const Version = "01"

// The lengths of a GAMEREQ: up to the start field, with the initial
// position (A), and with a position of its own (B: the side to move and 50
// squares).
const (
	gameRequestHead = 1 + 2 + nameLen + 1 + 3 + 3
	gameRequestLenA = gameRequestHead + 1
	gameRequestLenB = gameRequestLenA + 1 + squares
)

// GameRequest is a GAMEREQ message, by which the initiator asks for a game.
type GameRequest struct {
	// Version is the protocol version, two digits; "" is written as
	// Version ("01").
	Version string
	// Name is the initiator's name, at most 32 bytes. Parse drops the
	// spaces that pad it.
	Name string
	// FollowerColor is the colour the follower is asked to play.
	FollowerColor board.Color
	// Minutes is each side's thinking time for the whole game, 0 to 999.
	Minutes int
	// Moves is the number of moves to be made in that time, 0 to 999; 0
	// sets no limit.
	Moves int
	// Setup is the position the game starts from, nil for the initial
	// position of International draughts (with White to move).
	Setup *Setup
}

// Header returns 'R'.
func (GameRequest) Header() byte { return 'R' }

// Marshal writes the request: "R", the version, the name padded to 32
// bytes, the follower's colour, the minutes and the moves in three digits
// each, then "A", or "B" with the side to move and the 50 squares.
func (m GameRequest) Marshal() ([]byte, error) {
	version := m.Version
	if version == "" {
		version = Version
	}
	if _, ok := number([]byte(version)); !ok || len(version) != 2 {
		return nil, invalid("GAMEREQ", "version %q is not two digits", version)
	}
	if err := checkName("GAMEREQ", m.Name); err != nil {
		return nil, err
	}
	colour, ok := colourLetter(m.FollowerColor)
	if !ok {
		return nil, invalid("GAMEREQ", "follower colour %d is neither white nor black", m.FollowerColor)
	}
	if !fits(m.Minutes, 3) || !fits(m.Moves, 3) {
		return nil, invalid("GAMEREQ", "minutes %d or moves %d not between 0 and 999", m.Minutes, m.Moves)
	}
	out := make([]byte, 0, gameRequestLenB)
	out = append(out, 'R')
	out = append(out, version...)
	out = appendName(out, m.Name)
	out = append(out, colour)
	out = appendNumber(out, m.Minutes, 3)
	out = appendNumber(out, m.Moves, 3)
	if m.Setup == nil {
		return append(out, 'A'), nil
	}
	out = append(out, 'B')
	return m.Setup.append(out, "GAMEREQ")
}

// String describes the request for logs.
func (m GameRequest) String() string {
	start := "initial position"
	if m.Setup != nil {
		start = "position " + m.Setup.String()
	}
	return fmt.Sprintf("GAMEREQ %q: follower plays %v, %d minutes, %d moves, %s",
		m.Name, m.FollowerColor, m.Minutes, m.Moves, start)
}

func (GameRequest) message() {}

// parseGameRequest reads a GAMEREQ.
func parseGameRequest(b []byte) (GameRequest, error) {
	if len(b) != gameRequestLenA && len(b) != gameRequestLenB {
		return GameRequest{}, malformed("GAMEREQ", "%d bytes, not %d or %d", len(b), gameRequestLenA, gameRequestLenB)
	}
	var m GameRequest
	if _, ok := number(b[1:3]); !ok {
		return m, malformed("GAMEREQ", "version %s is not two digits", quote(b[1:3]))
	}
	m.Version = string(b[1:3])
	m.Name = readName(b[3 : 3+nameLen])
	at := 3 + nameLen
	colour, ok := readColour(b[at])
	if !ok {
		return m, malformed("GAMEREQ", "follower colour %q is neither W nor Z", b[at])
	}
	m.FollowerColor = colour
	if m.Minutes, ok = number(b[at+1 : at+4]); !ok {
		return m, malformed("GAMEREQ", "thinking time %s is not three digits", quote(b[at+1:at+4]))
	}
	if m.Moves, ok = number(b[at+4 : at+7]); !ok {
		return m, malformed("GAMEREQ", "number of moves %s is not three digits", quote(b[at+4:at+7]))
	}
	switch start := b[gameRequestHead]; {
	case start == 'A' && len(b) == gameRequestLenA:
		return m, nil
	case start == 'B' && len(b) == gameRequestLenB:
		s, err := readSetup(b[gameRequestLenA:], "GAMEREQ")
		if err != nil {
			return m, err
		}
		m.Setup = &s
		return m, nil
	default:
		return m, malformed("GAMEREQ", "start %q with %d bytes: want A with %d or B with %d",
			start, len(b), gameRequestLenA, gameRequestLenB)
	}
}
