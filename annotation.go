package checkers

import (
	"fmt"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// Annotation is what a game's record says about one move beside its
// comment: the move's numeric annotation glyphs, its move-strength mark,
// and its variations, the lines played instead of it from the position
// before it. PDN writes them after the move, as in
// "33. 40-35?! $14 {comment} (33. 38-33 24-29 ...)".
//
// The annotation of a move of the main line is [Game.Annotation]; every
// move of a variation carries one of its own, so that variations nest.
// The zero Annotation says nothing.
type Annotation struct {
	// NAGs are the move's numeric annotation glyphs ($6 is 6), in the
	// order written. NAGs 1 to 6 stand for the marks "!", "?", "!!",
	// "??", "!?" and "?!", and 7 for "*", a forced move: a first NAG of 1
	// to 6 is written as its mark when there is no Strength, the others
	// as "$6".
	NAGs []int
	// Strength is a move-strength mark that stands for no NAG, as
	// written ("(!?!!!)"): '!' and '?', and such marks in parentheses.
	// The marks that stand for a NAG are among NAGs, and a Strength
	// holding one alone reads back as that NAG.
	Strength string
	// Variations are the lines played instead of the move, in their
	// order.
	Variations []Variation
}

// Variation is a line played instead of a move, from the position before
// that move: its first move is the one played instead.
type Variation struct {
	// Comment is the comment written before the line's first move.
	Comment string
	// Moves are the moves of the line, in order; a variation has at least
	// one.
	Moves []VariationMove
}

// VariationMove is one move of a variation, with the comment written after
// it and its own annotation (the variations of a variation among it).
type VariationMove struct {
	// Move is the move, legal in Before.
	Move board.Move
	// Before is the position the move is played in. The game sets it:
	// [Game.SetAnnotation] does not read it.
	Before board.Position
	// Comment is the comment written after the move.
	Comment string
	// Annotation is the move's NAGs, strength mark, and the variations
	// played instead of it, from Before.
	Annotation
}

// maxNAG is the largest numeric annotation glyph package notation/pdn
// reads.
const maxNAG = 1 << 20

// Annotation returns the annotation of ply, the ply-th move of the main
// line (1 for the first): its NAGs, strength mark and variations, which
// start from Positions()[ply-1]. It is a deep copy, the zero Annotation
// when the move has none or there is no such ply.
//
// [FromPDN] keeps a game file's annotations, and [Game.PDN] writes them.
func (g *Game) Annotation(ply int) Annotation {
	if ply < 1 || ply > len(g.notes) {
		return Annotation{}
	}
	return g.notes[ply-1].clone()
}

// SetAnnotation sets the annotation of ply, which must be between 1 and
// [Game.Ply]; the zero Annotation removes it. Each variation's moves must
// be legal in turn (the draw rules are not applied within variations),
// the first in the position before ply, and the first of a nested
// variation in the position before the move it stands for. NAGs must be
// from 0 to 1<<20, and a Strength holds only the marks package
// notation/pdn reads as one ("!", "?!", "(!?!!!)"). Anything else fails
// with an error that says where, and leaves the game unchanged. The game
// keeps a copy of a, with every Before set and the variations that have
// no move left out.
func (g *Game) SetAnnotation(ply int, a Annotation) error {
	if ply < 1 || ply > len(g.moves) {
		return fmt.Errorf("checkers: no ply %d to annotate (the game has %d)", ply, len(g.moves))
	}
	checked, err := checkAnnotation(g.v, g.positions[ply-1], &a)
	if err != nil {
		return fmt.Errorf("checkers: the annotation of ply %d: %w", ply, err)
	}
	g.setNote(ply, checked)
	return nil
}

// setNote sets the annotation of ply, between 1 and len(g.moves), which
// nothing else holds.
func (g *Game) setNote(ply int, a Annotation) {
	if len(g.notes) < ply {
		if a.isZero() {
			return
		}
		g.notes = append(g.notes, make([]Annotation, ply-len(g.notes))...)
	}
	g.notes[ply-1] = a
}

// isZero reports whether a says nothing.
func (a *Annotation) isZero() bool {
	return len(a.NAGs) == 0 && a.Strength == "" && len(a.Variations) == 0
}

// clone returns a deep copy of a, with nil for what it lacks.
func (a *Annotation) clone() Annotation {
	out := Annotation{Strength: a.Strength}
	if len(a.NAGs) > 0 {
		out.NAGs = slices.Clone(a.NAGs)
	}
	if len(a.Variations) > 0 {
		out.Variations = make([]Variation, len(a.Variations))
		for i, v := range a.Variations {
			moves := make([]VariationMove, len(v.Moves))
			for j := range v.Moves {
				vm := &v.Moves[j]
				moves[j] = VariationMove{Move: vm.Move, Before: vm.Before, Comment: vm.Comment, Annotation: vm.Annotation.clone()}
			}
			out.Variations[i] = Variation{Comment: v.Comment, Moves: moves}
		}
	}
	return out
}

// cloneNotes returns a deep copy of a game's annotations.
func cloneNotes(notes []Annotation) []Annotation {
	if notes == nil {
		return nil
	}
	out := make([]Annotation, len(notes))
	for i := range notes {
		out[i] = notes[i].clone()
	}
	return out
}

// checkAnnotation returns a deep copy of a, the annotation of a move
// played in before, with its variations' moves checked and their Before
// set, or what is wrong with it.
func checkAnnotation(v *variant.Variant, before board.Position, a *Annotation) (Annotation, error) {
	if err := checkMarks(a); err != nil {
		return Annotation{}, err
	}
	out := Annotation{Strength: a.Strength}
	if len(a.NAGs) > 0 {
		out.NAGs = slices.Clone(a.NAGs)
	}
	for i, line := range a.Variations {
		if len(line.Moves) == 0 {
			continue
		}
		moves := make([]VariationMove, 0, len(line.Moves))
		p := before
		for j := range line.Moves {
			vm := &line.Moves[j]
			m, ok := legalMove(v, p, vm.Move)
			if !ok {
				return Annotation{}, inVariation(i, j, "",
					&notation.MoveError{Text: notation.FormatMovePath(v, p, vm.Move), Position: p, Err: notation.ErrIllegal})
			}
			sub, err := checkAnnotation(v, p, &vm.Annotation)
			if err != nil {
				return Annotation{}, inVariation(i, j, "", err)
			}
			moves = append(moves, VariationMove{Move: m, Before: p, Comment: vm.Comment, Annotation: sub})
			p = v.Apply(p, m)
		}
		out.Variations = append(out.Variations, Variation{Comment: line.Comment, Moves: moves})
	}
	return out, nil
}

// checkMarks returns what is wrong with a's NAGs or strength mark, or nil.
func checkMarks(a *Annotation) error {
	for _, n := range a.NAGs {
		if n < 0 || n > maxNAG {
			return fmt.Errorf("the NAG %d is not from 0 to %d", n, maxNAG)
		}
	}
	if !strengthMark(a.Strength) {
		return fmt.Errorf("the strength mark %q is not made of '!' and '?'", a.Strength)
	}
	return nil
}

// variationError is a fault in a variation, nested in others maybe: the
// way to it, from the outermost variation in, and the fault.
type variationError struct {
	steps []string // innermost first
	err   error
}

// Error says where the fault is, from the outermost variation in, and
// what it is.
func (e *variationError) Error() string {
	var b strings.Builder
	for i := len(e.steps) - 1; i >= 0; i-- {
		b.WriteString(e.steps[i])
		b.WriteString(": ")
	}
	b.WriteString(e.err.Error())
	return b.String()
}

// Unwrap returns the fault.
func (e *variationError) Unwrap() error { return e.err }

// inVariation returns err, a fault of move j (from 0) of variation i, or
// within it, as a variationError that says so; the text of the move is
// added when not "". The way to a fault deep down grows by a step a
// variation, so that it takes time linear in the depth.
func inVariation(i, j int, text string, err error) error {
	step := fmt.Sprintf("variation %d, move %d", i+1, j+1)
	if text != "" {
		step += " (" + text + ")"
	}
	if ve, ok := err.(*variationError); ok {
		ve.steps = append(ve.steps, step)
		return ve
	}
	return &variationError{steps: []string{step}, err: err}
}

// legalMove returns the legal move of p that is m, as the move generator
// lists it, and whether there is one.
func legalMove(v *variant.Variant, p board.Position, m board.Move) (board.Move, bool) {
	for _, l := range movegen.Generate(v, p, nil) {
		if l.SameAs(&m) {
			return l, true
		}
	}
	return board.Move{}, false
}

// strengthMark reports whether s is made of move-strength marks as
// package notation/pdn reads them after a move: runs of '!' and '?',
// alone or in parentheses (up to 14 marks inside), or is empty.
func strengthMark(s string) bool {
	for s != "" {
		if inner, ok := strings.CutPrefix(s, "("); ok {
			end := strings.IndexByte(inner, ')')
			if end < 1 || end > 14 || strings.Trim(inner[:end], "!?") != "" {
				return false
			}
			s = inner[end+1:]
			continue
		}
		rest := strings.TrimLeft(s, "!?")
		if rest == s {
			return false
		}
		s = rest
	}
	return true
}

// pdnNote returns the annotation of n, a node of a PDN game of v whose
// move is played in before: its NAGs, strength mark and variations. A variation's move whose Before is
// the position its line has reached is taken as legal, as a pdn.Reader
// has replayed it; any other is checked.
func pdnNote(v *variant.Variant, n *pdn.Node, before board.Position) (Annotation, error) {
	out := Annotation{Strength: n.Strength}
	if len(n.NAGs) > 0 {
		out.NAGs = slices.Clone(n.NAGs)
	}
	for i, line := range n.Variations {
		if len(line) == 0 {
			continue
		}
		moves := make([]VariationMove, 0, len(line))
		p := before
		for j, vn := range line {
			m := vn.Move
			if vn.Before != p {
				var ok bool
				if m, ok = legalMove(v, p, vn.Move); !ok {
					return Annotation{}, inVariation(i, j, vn.Text,
						&notation.MoveError{Text: notation.FormatMovePath(v, p, vn.Move), Position: p, Err: notation.ErrIllegal})
				}
			}
			sub, err := pdnNote(v, vn, p)
			if err != nil {
				return Annotation{}, inVariation(i, j, vn.Text, err)
			}
			moves = append(moves, VariationMove{Move: m, Before: p, Comment: vn.Comment, Annotation: sub})
			p = v.Apply(p, m)
		}
		out.Variations = append(out.Variations, Variation{Comment: line[0].Pre, Moves: moves})
	}
	return out, nil
}

// toPDN writes a, the annotation of a move of a game of v, into node.
func (a *Annotation) toPDN(v *variant.Variant, node *pdn.Node) {
	node.Strength = a.Strength
	if len(a.NAGs) > 0 {
		node.NAGs = slices.Clone(a.NAGs)
	}
	for _, line := range a.Variations {
		nodes := make([]*pdn.Node, len(line.Moves))
		for j := range line.Moves {
			vm := &line.Moves[j]
			n := &pdn.Node{Move: vm.Move, Text: notation.FormatMove(v, vm.Before, vm.Move), Before: vm.Before, Comment: vm.Comment}
			vm.Annotation.toPDN(v, n)
			nodes[j] = n
		}
		nodes[0].Pre = line.Comment
		node.Variations = append(node.Variations, nodes)
	}
}
