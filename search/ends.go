package search

import "errors"

// The kinds of an engine's answer that ends the game in place of a move,
// where its protocol lets it say so (a DXP GAMEEND; the Hub has no such
// message). A protocol's error for such an answer is of one of these
// kinds (see dxp.EndError), so that the program that runs the engine
// (package match) ends the game as the engine said, whatever the
// protocol.
var (
	// ErrResigned: the engine gave the game up.
	ErrResigned = errors.New("the engine resigned")
	// ErrDrawClaimed: the engine said the game is drawn; whether it is,
	// the rules say (a match lets the claim stand only where the rules
	// let the engine claim a draw).
	ErrDrawClaimed = errors.New("the engine claimed a draw")
)
