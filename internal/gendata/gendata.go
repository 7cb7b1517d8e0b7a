// Package gendata gives the move generator a place in every
// variant.Variant to keep what it derives from the variant's rules: the
// tables the generators compile once, on first use, and then only read.
//
// Package variant owns the room (an unexported field of each Variant) and
// hands it out through variant.Variant.GeneratorTables; the generators fill it.
// A Variant's rules never change, so what is kept there never goes stale,
// and any number of variants used in turn cost nothing extra.
package gendata

import (
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
)

// Slots is the generators' room in one variant: one slot for the generator of
// 64-bit boards, one for the generator of 128-bit boards. A slot holds the
// generator's tables as an opaque pointer, which the generator converts back to
// its own type: one load per call, where an atomic.Value would cost an
// interface's two and a type assertion.
type Slots struct {
	Narrow, Wide atomic.Pointer[Tables]
}

// Tables stands for a generator's own tables type in a slot; nothing is
// ever read through it.
type Tables struct{}

// Paths receives the paths of the captures a generator lists for package
// capture: the landing squares of each capture, one capture after
// another, in Squares, and in Ends where each one's squares end. A Paths
// is reused from call to call; the generator resets Ends and appends.
type Paths struct {
	Squares []board.Square
	Ends    []int
}

// Path returns the landing squares of capture i.
func (p *Paths) Path(i int) []board.Square {
	start := 0
	if i > 0 {
		start = p.Ends[i-1]
	}
	return p.Squares[start:p.Ends[i]]
}
