package movegen

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/capture"
	"github.com/draughtsgo/checkers/variant"
)

// The captures with their paths are package capture's; these forwards keep
// the names callers of movegen know.

// Captures appends the legal captures of p under v to dst and returns the
// extended slice: [capture.Captures].
func Captures(v *variant.Variant, p board.Position, dst []board.Move) []board.Move {
	return capture.Captures(v, p, dst)
}

// Route is one way to play a capture: [capture.Route].
type Route = capture.Route

// Paths appends each legal capture of p under v once, with its path:
// [capture.Paths].
func Paths(v *variant.Variant, p board.Position, dst []Route) []Route {
	return capture.Paths(v, p, dst)
}

// Routes appends every route of the legal captures of p under v:
// [capture.Routes].
func Routes(v *variant.Variant, p board.Position, dst []Route) []Route {
	return capture.Routes(v, p, dst)
}

// Path returns the landing squares of the capture m of p under v:
// [capture.Path].
func Path(v *variant.Variant, p board.Position, m board.Move) []board.Square {
	return capture.Path(v, p, m)
}
