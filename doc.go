// Package checkers is the front door of the library: a [Game] of any of
// its draughts variants, which accepts only legal moves, knows when it is
// over and why, applies the variant's draw rules, and can be taken back
// move by move.
//
// The packages below it do the work: variant holds the rules, board the
// positions and moves, movegen the legal moves, capture the captures and
// the precedence rules that choose among them, notation the text players
// write. A Game only orchestrates them.
package checkers
