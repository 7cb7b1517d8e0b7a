package capture

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gen/narrow"
	"github.com/draughtsgo/checkers/internal/gen/wide"
	"github.com/draughtsgo/checkers/internal/gendata"
	"github.com/draughtsgo/checkers/variant"
)

// playable reports whether the generators can list the captures of p under
// v: v is a variant with a board, and p has a side to move. It is the one
// check of each entry point; the generators themselves trust their input.
func playable(v *variant.Variant, p *board.Position) bool {
	return v != nil && v.Board() != nil && p.Turn <= board.Black
}

// wideBoard reports whether v's board needs the 128-bit generator.
func wideBoard(v *variant.Variant) bool { return v.Board().Bits() > 64 }

// Captures appends the legal captures of p under v to dst and returns the
// extended slice: the complete captures the precedence criteria allow,
// each move once. It appends nothing if the side to move cannot capture.
// When it appends something, those are exactly the legal moves of p, in
// the order movegen.Generate lists them.
//
// Captures returns dst unchanged if v is nil or has no board (the zero
// Variant), or if p.Turn is neither White nor Black: there is no capture
// without a board and a side to move.
func Captures(v *variant.Variant, p board.Position, dst []board.Move) []board.Move {
	if !playable(v, &p) {
		return dst
	}
	if wideBoard(v) {
		return wide.Captures(v, &p, dst)
	}
	return narrow.Captures(v, &p, dst)
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
// necessarily [Captures]'s), and returns the extended slice. It is Path for
// every capture at once: what notation needs to write or read any of them.
// It returns dst unchanged where Captures does.
func Paths(v *variant.Variant, p board.Position, dst []Route) []Route {
	return routes(v, &p, dst, search)
}

// Routes appends to dst every route of the legal captures of p under v,
// each with its path, and returns the extended slice. Where two routes make
// one move (the same from, to, captured set and promotion: a piece that
// takes the same pieces in another order), [Paths] gives one of them and
// Routes both, so that a move written along either route can be read.
// A flying king's straight-on continuations are searched from one landing
// square only, so routes that differ only in such a landing square are one
// route. Routes returns dst unchanged where Captures does.
func Routes(v *variant.Variant, p board.Position, dst []Route) []Route {
	return routes(v, &p, dst, searchRoutes)
}

// Path returns the landing squares of the capture m of p under v, in
// order: those of the first of its routes the search finds (see [Paths]).
// It returns nil if m is not a legal capture of p: a quiet move, a lift, a
// move of another position, or when v or p cannot be played (see
// [Captures]). The slice is new; the caller may keep it.
func Path(v *variant.Variant, p board.Position, m board.Move) []board.Square {
	if !m.IsCapture() {
		return nil
	}
	for _, r := range routes(v, &p, nil, search) {
		if r.Move == m {
			return r.Path
		}
	}
	return nil
}

// The searches routes runs: the legal captures with one route each, with
// every route, or every complete capture before precedence.
const (
	search = iota
	searchRoutes
	searchAll
)

// routes appends the routes the search which finds. The paths share one
// new array, each cut to its length, so that appending to one cannot
// write over the next.
func routes(v *variant.Variant, p *board.Position, dst []Route, which int) []Route {
	if !playable(v, p) {
		return dst
	}
	var paths gendata.Paths
	var moves []board.Move
	switch {
	case which == searchAll && wideBoard(v):
		moves = wide.AllCapturePaths(v, p, nil, &paths)
	case which == searchAll:
		moves = narrow.AllCapturePaths(v, p, nil, &paths)
	case wideBoard(v):
		moves = wide.CapturePaths(v, p, nil, &paths, which == searchRoutes)
	default:
		moves = narrow.CapturePaths(v, p, nil, &paths, which == searchRoutes)
	}
	for i, m := range moves {
		path := paths.Path(i)
		dst = append(dst, Route{Move: m, Path: path[:len(path):len(path)]})
	}
	return dst
}
