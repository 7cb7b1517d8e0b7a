// Package engine is the vocabulary of game-playing programs (engines),
// which the players, the engine protocols and the programs that run
// engines share: a [Searcher] chooses a move
// within a [Limit] and reports its progress as [Info]; a [GameStarter] is
// told when a game begins; an [Engine] is one side of a game driven from
// Go, which every protocol's client is, and an [ID] says who an engine is;
// and the kinds of an engine's faults ([ErrIllegalMove], [ErrTimeout])
// and of its answers that end a game in place of a move ([ErrResigned],
// [ErrDrawClaimed]) are errors that every protocol's own errors are of,
// so that a program that runs engines tells them apart with errors.Is
// whatever the protocol.
//
// It holds no search of its own: the built-in player and the random
// player are in package player, and the Hub and DXP protocols (packages
// hub and dxp) serve any Searcher and drive outside engines. Those
// packages import this one, and none of them imports another, so that a
// protocol needs no player and a player no protocol.
package engine
