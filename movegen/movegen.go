// Package movegen lists the legal moves of a position: the captures if the
// side to move has any, otherwise its quiet moves (steps and slides, and
// Dameo's lines of men advancing as a whole, written from the rear man to
// the square in front of the line). Three entry points agree on every
// position: [HasMoves], [Count] and [Generate]. [Perft] and [Divide] count
// the leaves of the move tree, the standard check of a move generator.
//
// The captures follow the rules package capture states, where they are
// listed apart ([capture.Captures], with their paths, and [capture.All]
// and [capture.Precedence] for the precedence filter shown step by step);
// [Captures], [Path], [Paths] and [Routes] here forward to it. The generators
// apply those rules inside the one search Generate, Count and Perft run,
// so no step of package capture is on their path.
//
// Nothing here allocates per position: [Generate] appends to the caller's
// slice, and [Perft] reserves its move lists once per call. The search
// itself lives in the generators of internal/gen, one for boards of up to
// 64 bits and one generated from it for 128; each entry point makes the
// one check of its input ([playable]) and the one choice of generator
// ([wideBoard]), but Generate, whose generator makes both.
//
// A program that lists moves in a loop (a search, a database's builder)
// may bind the generator to its variant once, with [NewGenerator]: its
// [Generator.Generate] takes the position by address and lists the moves
// Generate lists, without the look-up of the variant's tables and the copy
// of the position each call of Generate makes.
//
// No entry point panics on a variant it cannot play: a nil
// *variant.Variant, or the zero Variant, which has no board. Such a
// variant, like a position whose Turn is neither White nor Black, has no
// move and no move tree: Generate, its Generator and Captures append
// nothing, Count is 0, HasMoves false, Path nil, Perft 0 and Divide nil.
package movegen

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gen/narrow"
	"github.com/draughtsgo/checkers/internal/gen/wide"
	"github.com/draughtsgo/checkers/variant"
)

// playable reports whether the generators can list the moves of p under v: v
// is a variant with a board, and p has a side to move. It is the one check
// of each entry point; the generators themselves trust their input.
func playable(v *variant.Variant, p *board.Position) bool {
	return v != nil && v.Board() != nil && p.Turn <= board.Black
}

// wideBoard reports whether v's board needs the 128-bit generator.
func wideBoard(v *variant.Variant) bool { return v.Board().Bits() > 64 }

// Generate appends the legal moves of p under v to dst and returns the
// extended slice. The order is not sorted: the captures as the capture
// search finds them (by direction or by the capturing piece's square, each
// capture depth first), the quiet moves by direction and then by square (a
// man's steps that crown may come after the others of their direction,
// and a flying king's moves come by square). It is fixed for a position,
// whatever dst holds or has room for, and it may change from one release
// to the next. A move carries no path: [Path] gives a capture's. Room for
// the moves is made once per call, so a dst with the capacity of a
// position's moves (a few dozen; 256 holds any game's) is never grown. It
// returns dst unchanged if v is nil or has no board.
//
// It is the one call a program makes most, so it is small enough to be
// inlined: the generator's Generate makes the checks of the other entry
// points (playable, wideBoard) itself, and a position's moves are one
// call away from the code that writes them.
func Generate(v *variant.Variant, p board.Position, dst []board.Move) []board.Move {
	return narrow.Generate(v, &p, dst)
}

// Count returns the number of legal moves of p under v: len(Generate(...)),
// without listing quiet moves. It is 0 if v is nil or has no board.
func Count(v *variant.Variant, p board.Position) int {
	if !playable(v, &p) {
		return 0
	}
	if wideBoard(v) {
		return wide.Count(v, &p)
	}
	return narrow.Count(v, &p)
}

// HasMoves reports whether the side to move has a legal move: Count(...) > 0,
// found as cheaply as possible. It is false if v is nil or has no board.
func HasMoves(v *variant.Variant, p board.Position) bool {
	if !playable(v, &p) {
		return false
	}
	if wideBoard(v) {
		return wide.HasMoves(v, &p)
	}
	return narrow.HasMoves(v, &p)
}

// Perft returns the number of leaves of the legal-move tree of depth depth
// below p, counted as o says: making every move down to the leaves, or with
// o.Bulk counting the moves of the last ply without making them; on one
// goroutine, or split among o.Threads (see [PerftOptions]); the count is
// the same every way. A position without moves before the last ply adds
// nothing; depth 0 is 1 (p itself). A negative depth is 0: there is no
// move sequence of negative length. Perft is 0 at every depth if v is nil
// or has no board.
//
//	movegen.Perft(v, v.Start(), 6, movegen.PerftOptions{})             // every move made
//	movegen.Perft(v, v.Start(), 9, movegen.PerftOptions{Bulk: true, Threads: -1})
func Perft(v *variant.Variant, p board.Position, depth int, o PerftOptions) uint64 {
	if depth < 0 || !playable(v, &p) {
		return 0
	}
	if depth >= 1 && (o.Threads < 0 || o.Threads > 1 || o.Progress != nil) {
		var n uint64
		for _, e := range Divide(v, p, depth, o) {
			n += e.Nodes
		}
		return n
	}
	return serialPerft(v, p, depth, o.Bulk)
}

// serialPerft is Perft on the calling goroutine.
func serialPerft(v *variant.Variant, p board.Position, depth int, bulk bool) uint64 {
	if wideBoard(v) {
		return wide.Perft(v, &p, depth, bulk)
	}
	return narrow.Perft(v, &p, depth, bulk)
}

// DivideEntry is one root move and the number of leaves below it.
type DivideEntry struct {
	Move  board.Move
	Nodes uint64
}
