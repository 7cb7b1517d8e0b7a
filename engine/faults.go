package engine

import "errors"

// The kinds of fault of an engine that plays through a protocol, which
// every protocol's own errors wrap (hub.ErrIllegalMove, dxp.ErrTimeout,
// ...), so that a program that runs engines (package match) tells them
// with errors.Is whatever the protocol.
var (
	// ErrIllegalMove: the engine answered with a move that is not legal
	// in the position it was given.
	ErrIllegalMove = errors.New("the engine played an illegal move")
	// ErrTimeout: the engine did not answer within its time.
	ErrTimeout = errors.New("the engine did not answer in time")
)
