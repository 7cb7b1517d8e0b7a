package dxp

import (
	"errors"
	"fmt"

	"github.com/draughtsgo/checkers/engine"
)

// Errors of the package. Test for them with errors.Is: the errors
// returned wrap one of them and say more.
var (
	// ErrMalformed: a message that does not follow the protocol's layout:
	// an unknown header, a wrong length, a field that is not what it
	// should be.
	ErrMalformed = errors.New("dxp: malformed message")
	// ErrTooLong: a message longer than MaxMessageLen bytes.
	ErrTooLong = errors.New("dxp: message too long")
	// ErrInvalid: a message whose fields cannot be written in the
	// protocol's layout (a number too large, a name too long, a NUL in a
	// text).
	ErrInvalid = errors.New("dxp: message cannot be encoded")
	// ErrTimeout: the peer did not answer within the time allowed.
	// It wraps engine.ErrTimeout.
	ErrTimeout = fmt.Errorf("dxp: timed out waiting for the peer: %w", engine.ErrTimeout)
	// ErrIllegalMove: a MOVE that is not a legal move of the position.
	// It wraps engine.ErrIllegalMove.
	ErrIllegalMove = fmt.Errorf("dxp: illegal move: %w", engine.ErrIllegalMove)
	// ErrPosition: a position that DXP cannot carry, or that is not one
	// of International draughts.
	ErrPosition = errors.New("dxp: unusable position")
	// ErrProtocol: the peer sent a message the protocol does not allow at
	// that point.
	ErrProtocol = errors.New("dxp: unexpected message")
	// ErrGameEnded: the peer ended the game (see EndError).
	ErrGameEnded = errors.New("dxp: the peer ended the game")
	// ErrRefused: the peer refused the game (see RefusedError).
	ErrRefused = errors.New("dxp: the peer refused the game")
	// ErrVariant: a game of another variant than International draughts,
	// the only one DXP plays.
	ErrVariant = errors.New("dxp: DXP plays International draughts only")
	// ErrNoGame: a move or an end asked for with no game in progress.
	ErrNoGame = errors.New("dxp: no game in progress")
	// ErrOutOfSync: the game given does not continue the moves exchanged
	// with the peer (moves taken back, or a move of the peer's side that
	// the peer did not play).
	ErrOutOfSync = errors.New("dxp: the game does not follow the moves exchanged")
	// ErrBusy: a Server refused a peer, serving as many as it may.
	ErrBusy = errors.New("dxp: serving as many peers as allowed")
)

// EndError is the error of a game the peer ended with a GAMEEND in place
// of a move. It wraps ErrGameEnded, and is of the kind its reason gives
// (see Is); End holds the peer's message, with its reason and stop code.
type EndError struct {
	End GameEnd
}

// Error says that the peer ended the game, and why.
func (e *EndError) Error() string {
	return fmt.Sprintf("%v: %v", ErrGameEnded, e.End)
}

// Unwrap returns ErrGameEnded.
func (e *EndError) Unwrap() error { return ErrGameEnded }

// Is reports whether the peer's end is of the kind target names, as its
// reason says: engine.ErrResigned for ReasonLoss (the peer gives up),
// engine.ErrDrawClaimed for ReasonDraw, engine.ErrWinClaimed for
// ReasonWin, and engine.ErrEndedNoResult for ReasonNone and every reason
// the protocol does not define.
func (e *EndError) Is(target error) bool {
	switch target {
	case engine.ErrResigned:
		return e.End.Reason == ReasonLoss
	case engine.ErrDrawClaimed:
		return e.End.Reason == ReasonDraw
	case engine.ErrWinClaimed:
		return e.End.Reason == ReasonWin
	case engine.ErrEndedNoResult:
		return e.End.Reason != ReasonLoss && e.End.Reason != ReasonDraw && e.End.Reason != ReasonWin
	}
	return false
}

// RefusedError is the error of a game request the peer refused. It wraps
// ErrRefused; Accept holds the peer's GAMEACC, with its name and code.
type RefusedError struct {
	Accept GameAccept
}

// Error says that the peer refused the game, and the code it gave.
func (e *RefusedError) Error() string {
	return fmt.Sprintf("%v: %s answered %v", ErrRefused, e.Accept.Name, e.Accept.Code)
}

// Unwrap returns ErrRefused.
func (e *RefusedError) Unwrap() error { return ErrRefused }

// malformed returns an error wrapping ErrMalformed about a message of
// type kind ("MOVE").
func malformed(kind, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrMalformed, kind, fmt.Sprintf(format, args...))
}

// invalid returns an error wrapping ErrInvalid about a message of type
// kind.
func invalid(kind, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrInvalid, kind, fmt.Sprintf(format, args...))
}
