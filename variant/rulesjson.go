package variant

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
)

// The JSON form of Rules writes its sets of squares as the variant's
// players name the squares: by number ("21 22 23") where its Notation is
// Numeric, counting from its NumberFrom corner, and by name ("a1 c1 e1")
// where it is Algebraic. Both forms are read back whatever the notation.
// Every other field is written by its own text form (the board by its
// size and layout, directions and enumerations by name).

// plainRules is Rules without its JSON methods.
type plainRules Rules

// plainDraw is DrawRule without its JSON form of LoneKingOn.
type plainDraw DrawRule

// rulesJSON is the JSON form of Rules: its sets of squares in the
// variant's square names, the rest as it is.
type rulesJSON struct {
	plainRules
	Setup        [2]squareText
	SetupParas   [2]squareText
	StepBarred   [2]squareText
	OpeningLifts [2]squareText
	Promotion    [2]squareText
	Draws        []drawJSON
	// CaptureMark is written as the character it is ("x", ":").
	CaptureMark string
}

// drawJSON is the JSON form of a DrawRule.
type drawJSON struct {
	plainDraw
	LoneKingOn squareText
}

// squareText is a set of squares written in a board's square names.
type squareText string

// MarshalJSON writes the rules as JSON, their sets of squares as the
// variant's players name the squares (see the package documentation of
// the JSON form above). Rules without a board have no square names: they
// fail.
func (r Rules) MarshalJSON() ([]byte, error) {
	if r.Board == nil || r.Board.Len() == 0 {
		return nil, errors.New("variant: rules JSON: no board, so no square names")
	}
	names := squareNamer(r)
	j := rulesJSON{plainRules: plainRules(r), Draws: make([]drawJSON, len(r.Draws))}
	if r.CaptureMark != 0 {
		j.CaptureMark = string(rune(r.CaptureMark))
	}
	sets := func(dst *[2]squareText, src [2]board.Bitboard) {
		dst[0], dst[1] = names(src[0]), names(src[1])
	}
	sets(&j.Setup, r.Setup)
	sets(&j.SetupParas, r.SetupParas)
	sets(&j.StepBarred, r.StepBarred)
	sets(&j.OpeningLifts, r.OpeningLifts)
	sets(&j.Promotion, r.Promotion)
	for i, d := range r.Draws {
		j.Draws[i] = drawJSON{plainDraw: plainDraw(d), LoneKingOn: names(d.LoneKingOn)}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads rules as MarshalJSON writes them. A set of squares
// may name its squares by number (in the numbering of the rules' Board
// from their NumberFrom corner) or by name, in any mix. r is left
// unchanged on error.
func (r *Rules) UnmarshalJSON(data []byte) error {
	var j rulesJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	out := Rules(j.plainRules)
	if err := checkGameTypes(out.Name, out.GameType, out.ReadGameTypes); err != nil {
		return fmt.Errorf("variant: rules JSON: %w", err)
	}
	switch {
	case j.CaptureMark == "":
		out.CaptureMark = 0
	case len(j.CaptureMark) == 1:
		out.CaptureMark = j.CaptureMark[0]
	default:
		return fmt.Errorf("variant: rules JSON: CaptureMark: %w: %q is not one character", board.ErrUnknownValue, j.CaptureMark)
	}
	numbering := out.Board.Numbering(out.NumberFrom)
	var err error
	read := func(field string, dst *board.Bitboard, text squareText) {
		if err != nil {
			return
		}
		if *dst, err = readSquares(out.Board, numbering, string(text)); err != nil {
			err = fmt.Errorf("variant: rules JSON: %s: %w", field, err)
		}
	}
	for c := range 2 {
		read("Setup", &out.Setup[c], j.Setup[c])
		read("SetupParas", &out.SetupParas[c], j.SetupParas[c])
		read("StepBarred", &out.StepBarred[c], j.StepBarred[c])
		read("OpeningLifts", &out.OpeningLifts[c], j.OpeningLifts[c])
		read("Promotion", &out.Promotion[c], j.Promotion[c])
	}
	out.Draws = nil
	for i, d := range j.Draws {
		rule := DrawRule(d.plainDraw)
		read(fmt.Sprintf("Draws[%d].LoneKingOn", i), &rule.LoneKingOn, d.LoneKingOn)
		out.Draws = append(out.Draws, rule)
	}
	if err != nil {
		return err
	}
	*r = out
	return nil
}

// squareNamer returns the function that writes a set of squares of r's
// board as r's players name them: numbers in increasing order, or names
// in the board's order of squares.
func squareNamer(r Rules) func(board.Bitboard) squareText {
	numbering := r.Board.Numbering(r.NumberFrom)
	return func(b board.Bitboard) squareText {
		var out []string
		if r.Notation == Numeric {
			var ns []int
			for s := range b.Squares() {
				ns = append(ns, numbering.Number(s))
			}
			slices.Sort(ns)
			for _, n := range ns {
				out = append(out, strconv.Itoa(n))
			}
		} else {
			for s := range b.Squares() {
				out = append(out, r.Board.Name(s))
			}
		}
		return squareText(strings.Join(out, " "))
	}
}

// readSquares reads squares written by number in numbering or by name on
// g, separated by spaces or commas.
func readSquares(g *board.Geometry, numbering *board.Numbering, text string) (board.Bitboard, error) {
	var b board.Bitboard
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		s, ok := squareNamed(g, numbering, f)
		if !ok {
			return board.Bitboard{}, fmt.Errorf("%w: no square %q on a %s board", board.ErrUnknownValue, f, boardName(g))
		}
		b = b.With(s)
	}
	return b, nil
}

// squareNamed returns the square a number or a name stands for.
func squareNamed(g *board.Geometry, numbering *board.Numbering, f string) (board.Square, bool) {
	if n, err := strconv.Atoi(f); err == nil {
		return numbering.Square(n)
	}
	for _, s := range g.Squares() {
		if g.Name(s) == strings.ToLower(f) {
			return s, true
		}
	}
	return 0, false
}

// boardName writes g as its text form does, "?" for none.
func boardName(g *board.Geometry) string {
	text, err := g.MarshalText()
	if err != nil {
		return "?"
	}
	return string(text)
}

// MarshalJSON writes the variant as its rules ([Rules.MarshalJSON]), the
// form [New] makes a variant of again once they are read back. The zero
// Variant, which has no board, fails.
func (v *Variant) MarshalJSON() ([]byte, error) { return json.Marshal(v.rules) }
