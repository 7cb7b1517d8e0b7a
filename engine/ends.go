package engine

import "errors"

// The kinds of an engine's answer that ends the game in place of a move,
// where its protocol lets it say so (a DXP GAMEEND; the Hub has no such
// message). A protocol's error for such an answer is of one of these
// kinds (see dxp.EndError), so that the program that runs the engine
// (package match) ends the game as the engine said, whatever the
// protocol. The rules decide such a game where they can (a resignation, a
// draw they let the engine claim); elsewhere a match scores it as the
// engine claims, by adjudication.
var (
	// ErrResigned: the engine gave the game up.
	ErrResigned = errors.New("the engine resigned")
	// ErrDrawClaimed: the engine said the game is drawn: by the rule that
	// lets it claim a draw, if one does; else a match scores the game
	// drawn as the engine claims.
	ErrDrawClaimed = errors.New("the engine claimed a draw")
	// ErrWinClaimed: the engine said it has won, which the rules do not
	// say of a game they have not ended (the engine may know the position
	// from its endgame databases): a match scores the game won as the
	// engine claims.
	ErrWinClaimed = errors.New("the engine claimed a win")
	// ErrEndedNoResult: the engine ended the game without saying how it
	// ended (a DXP program at the end of the moves its time control
	// states does): a match scores the game drawn, neither side having
	// won it.
	ErrEndedNoResult = errors.New("the engine ended the game without a result")
)
