// Package capture gives the legal captures of a position: every complete
// capture sequence of the side to move, then only those the variant's
// precedence criteria allow, without duplicates.
//
// The rules it applies, all read from the variant.Variant:
//
//   - Men jump short in their capture directions (only over men where men
//     cannot capture kings, as in Italian); kings jump short, or, with
//     flying kings, cross any number of empty squares, jump one piece and
//     land on any empty square beyond it (or right behind it, in Thai), but
//     only on those from which they can jump again if there are any.
//   - A capture goes on while the piece can jump; it ends only when no jump
//     is left. Where the variant says so (Turkish), a king may not turn
//     straight back between two jumps.
//   - With removal at the end of the move, jumped pieces stay on the board
//     until the move is over: they cannot be jumped twice and they block.
//     With immediate removal (Thai) each leaves as it is jumped, so its
//     square is free for the rest of the move. The capturing piece's own
//     square counts as empty.
//   - A man that reaches a promotion square during a capture is crowned and
//     stops (English), is crowned and goes on as a king (Russian), or goes
//     on as a man and is crowned only if it ends there (International).
//   - Precedence criteria (most pieces, capture with a king, most kings,
//     earliest king) keep only the best sequences, in the variant's order.
//   - Two sequences with the same from and to squares, captured set and
//     promotion are one move. A move carries no path; [Path] gives the
//     path of the first of its routes the search finds, piece by piece,
//     which is the one notation writes.
//
// The search itself lives in the engine shared with package movegen
// (internal/engine), compiled for 64-bit and 128-bit boards.
package capture

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/engine/narrow"
	"github.com/draughtsgo/checkers/internal/engine/wide"
	"github.com/draughtsgo/checkers/internal/enginedata"
	"github.com/draughtsgo/checkers/variant"
)

// Generate appends the legal captures of p under v to dst and returns the
// extended slice; it appends nothing if the side to move cannot capture.
// When it appends something, those are exactly the legal moves of p, in
// the order movegen.Generate lists them.
//
// Generate returns dst unchanged if v is nil or has no board (the zero
// Variant), or if p.Turn is neither White nor Black: there is no capture
// without a board and a side to move.
func Generate(v *variant.Variant, p board.Position, dst []board.Move) []board.Move {
	if !playable(v, &p) {
		return dst
	}
	if v.Board().Bits() > 64 {
		return wide.Captures(v, &p, dst)
	}
	return narrow.Captures(v, &p, dst)
}

// playable reports whether v has a board and p a side to move.
func playable(v *variant.Variant, p *board.Position) bool {
	return v != nil && v.Board() != nil && p.Turn <= board.Black
}

// Route is one way to play a capture: the move, and the squares where its
// jumps land, in order (the last one is the move's To). Two routes of one
// move (a piece that takes the same pieces in another order) have equal
// Moves and different Paths.
type Route struct {
	Move board.Move
	Path []board.Square
}

// Paths appends to dst each legal capture of p under v once, with the path
// [Path] gives it, in the order the search finds them, piece by piece (not
// necessarily [Generate]'s), and returns the extended slice. It is Path for
// every capture at once: what notation needs to write or read any of them.
// It returns dst unchanged where Generate does.
func Paths(v *variant.Variant, p board.Position, dst []Route) []Route {
	return routes(v, &p, dst, false)
}

// Routes appends to dst every route of the legal captures of p under v,
// each with its path, and returns the extended slice. Where two routes make
// one move (the same from, to, captured set and promotion: a piece that
// takes the same pieces in another order), [Paths] gives one of them and
// Routes both, so that a move written along either route can be read.
// A flying king's straight-on continuations are searched from one landing
// square only, so routes that differ only in such a landing square are one
// route. Routes returns dst unchanged where Generate does.
func Routes(v *variant.Variant, p board.Position, dst []Route) []Route {
	return routes(v, &p, dst, true)
}

// Path returns the landing squares of the capture m of p under v, in
// order: those of the first of its routes the search finds (see [Paths]).
// It returns nil if m is not a legal capture of p: a quiet move, a lift, a
// move of another position, or when v or p cannot be played (see
// [Generate]). The slice is new; the caller may keep it.
func Path(v *variant.Variant, p board.Position, m board.Move) []board.Square {
	if !m.IsCapture() {
		return nil
	}
	for _, r := range routes(v, &p, nil, false) {
		if r.Move == m {
			return r.Path
		}
	}
	return nil
}

// routes is Paths, or with every route Routes. The paths share one new
// array, each cut to its length, so that appending to one cannot write
// over the next.
func routes(v *variant.Variant, p *board.Position, dst []Route, every bool) []Route {
	if !playable(v, p) {
		return dst
	}
	var paths enginedata.Paths
	var moves []board.Move
	if v.Board().Bits() > 64 {
		moves = wide.CapturePaths(v, p, nil, &paths, every)
	} else {
		moves = narrow.CapturePaths(v, p, nil, &paths, every)
	}
	for i, m := range moves {
		path := paths.Path(i)
		dst = append(dst, Route{Move: m, Path: path[:len(path):len(path)]})
	}
	return dst
}
