// Package movegen lists the legal moves of a position: the captures if the
// side to move has any (as the capture package selects them), otherwise its
// quiet moves. Three entry points agree on every position: [HasMoves],
// [Count] and [Generate]. [Perft] and [Divide] count the leaves of the move
// tree, the standard check of a move generator.
package movegen

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Generate appends the legal moves of p under v to dst and returns the
// extended slice.
func Generate(v *variant.Variant, p board.Position, dst []board.Move) []board.Move {
	panic("todo")
}

// Count returns the number of legal moves of p under v.
func Count(v *variant.Variant, p board.Position) int { panic("todo") }

// HasMoves reports whether the side to move has a legal move.
func HasMoves(v *variant.Variant, p board.Position) bool { panic("todo") }

// Perft returns the number of leaves of the legal-move tree of depth depth
// below p, making every move down to the leaves.
func Perft(v *variant.Variant, p board.Position, depth int) uint64 { panic("todo") }

// PerftBulk returns the same number as [Perft], counting the moves of the
// last ply without making them.
func PerftBulk(v *variant.Variant, p board.Position, depth int) uint64 { panic("todo") }

// DivideEntry is one root move and the number of leaves below it.
type DivideEntry struct {
	Move  board.Move
	Nodes uint64
}

// Divide returns, for each legal move of p in [Generate] order, the perft
// of depth depth-1 of the position after it. depth must be at least 1.
func Divide(v *variant.Variant, p board.Position, depth int) []DivideEntry { panic("todo") }
