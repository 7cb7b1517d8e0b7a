// Package match plays games between engines (the built-in player, a random
// player, a Hub engine process, a DXP peer), checks every move they send
// against the rules, and writes the games as PDN.
//
// An engine is an [engine.Engine]: every protocol's client is one (a
// hub.Client, a dxp.Client), [engine.FromSearcher] makes any searcher one,
// and [players.Open] opens one of each kind from a text. A match tells an engine's
// faults (engine.ErrIllegalMove, engine.ErrTimeout) and its resignations
// and the other ends they send in place of a move (engine.ErrResigned,
// ErrDrawClaimed, ErrWinClaimed, ErrEndedNoResult) by their kinds, whatever the protocol that reported them: it keeps no list of
// any protocol's errors.
package match
