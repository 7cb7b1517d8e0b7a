// Package player holds engines that choose moves: the built-in player (an
// iterative-deepening alpha-beta search over the library's move generator)
// and a random player, each an [engine.Searcher], which the protocols
// (packages hub and dxp) serve and matches (package match) drive.
//
// The search is small but real: a transposition table keyed by the
// position's Zobrist key, an evaluation of material (kings worth more) and
// advancement, and a depth, node or time limit. It plays every variant the
// library knows, since it sees the rules only through the move generator
// and the Game's result.
package player
