package movegen

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gen/narrow"
	"github.com/draughtsgo/checkers/variant"
)

// A Generator lists the legal moves of one variant's positions, as
// [Generate] does, for a program that lists them in a loop (a search, a
// database's builder): it finds the variant's tables once, when it is
// made, and takes the position by address, so that a call neither looks
// the variant up nor copies the position. Its moves are Generate's, in
// Generate's order. A Generator is a small value, safe to copy and to use
// from any number of goroutines; the zero Generator lists no move.
type Generator struct {
	b narrow.Bound
}

// NewGenerator returns the Generator of v. NewGenerator(nil), like the
// zero Generator, lists no move, as does the Generator of a variant
// without a board.
func NewGenerator(v *variant.Variant) Generator {
	return Generator{narrow.Bind(v)}
}

// Generate appends the legal moves of *p to dst and returns the extended
// slice: Generate(v, *p, dst) for the variant g was made for. It reads *p
// and does not keep it.
func (g Generator) Generate(p *board.Position, dst []board.Move) []board.Move {
	return g.b.Generate(p, dst)
}
