package openings

import (
	"errors"
	"fmt"
	"io"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// Reader reads openings from PDN one at a time, as [Read] reads them into
// a Set, and keeps none of them: a match from a file of a million
// openings holds one at a time.
type Reader struct {
	// Variant is the openings' variant: the one NewReader was given, or,
	// when that was nil, the first game's once it is read.
	Variant *variant.Variant

	pr *pdn.Reader
	n  int // games read
}

// NewReader returns a Reader of the openings in r, of variant v (nil: the
// variant the first game names, which every other game must have).
func NewReader(v *variant.Variant, r io.Reader) *Reader {
	pr := pdn.NewReader(r)
	pr.Variant = v
	pr.Strict = true
	return &Reader{Variant: v, pr: pr}
}

// Read returns the next opening, or io.EOF after the last. A game that
// does not read, or is of another variant than the first, is an error
// that names it by its number.
func (r *Reader) Read() (Opening, error) {
	g, err := r.pr.Read()
	if errors.Is(err, io.EOF) {
		return Opening{}, io.EOF
	}
	r.n++
	n := r.n
	if err != nil {
		return Opening{}, fmt.Errorf("game %d: %w", n, err)
	}
	if g.Err != nil {
		return Opening{}, fmt.Errorf("game %d: %w", n, g.Err)
	}
	if r.Variant == nil {
		r.Variant = g.Variant
	}
	if !g.Variant.SameMoves(r.Variant) {
		return Opening{}, fmt.Errorf("game %d: %s, not %s", n, g.Variant.Name(), r.Variant.Name())
	}
	name, _ := g.Tag("Event")
	if name == "" || name == "?" {
		name = fmt.Sprint(n)
	}
	o := Opening{Name: name, Position: g.Start}
	for _, m := range g.Moves {
		o.Moves = append(o.Moves, notation.FormatMove(g.Variant, m.Before, m.Move))
		o.Position = m.After(g.Variant)
	}
	return o, nil
}
