package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// moves prints the legal moves of o.pos, one a line, in the variant's
// notation and in moveOrder.
func moves(out io.Writer, o options) error {
	var b strings.Builder
	for _, t := range moveTexts(o.v, o.pos, movegen.Generate(o.v, o.pos, nil)) {
		b.WriteString(t + "\n")
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// moveTexts writes the moves of p in the variant's notation, sorted in
// moveOrder.
func moveTexts(v *variant.Variant, p board.Position, ms []board.Move) []string {
	texts := make([]string, len(ms))
	for i, m := range ms {
		texts[i] = notation.FormatMove(v, p, m)
	}
	slices.SortFunc(texts, moveOrder)
	return texts
}

// moveOrder orders move texts by their squares, the first square first,
// then the next: squares written as numbers by their numbers, squares
// written as names by their file letters, then their rank numbers
// ("b10" after "b9", "c1" after both). A move that is the start of
// another (the same squares, fewer of them) comes first; texts alike in
// their squares are ordered as strings.
func moveOrder(a, b string) int {
	as, bs := squareTokens(a), squareTokens(b)
	for i := 0; i < len(as) && i < len(bs); i++ {
		if c := squareOrder(as[i], bs[i]); c != 0 {
			return c
		}
	}
	return cmp.Or(cmp.Compare(len(as), len(bs)), strings.Compare(a, b))
}

// squareTokens splits a move text into the squares it writes.
func squareTokens(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return !('0' <= r && r <= '9' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') || r == 'x' || r == 'X'
	})
}

// squareOrder orders two squares as written: by their letters, then by
// the number after them.
func squareOrder(a, b string) int {
	af, ar := splitSquare(a)
	bf, br := splitSquare(b)
	if c := strings.Compare(af, bf); c != 0 {
		return c
	}
	an, aerr := strconv.Atoi(ar)
	bn, berr := strconv.Atoi(br)
	if aerr != nil || berr != nil {
		return strings.Compare(ar, br)
	}
	return cmp.Compare(an, bn)
}

// splitSquare splits a square as written into its letters and its number:
// "c3" into "c" and "3", "32" into "" and "32".
func splitSquare(s string) (letters, digits string) {
	i := strings.IndexFunc(s, func(r rune) bool { return '0' <= r && r <= '9' })
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}

// joinMoves lists move texts for a message: "9x18", "9x18 or 11x25", or
// the first few and how many more.
func joinMoves(texts []string) string {
	const most = 8
	switch {
	case len(texts) == 0:
		return "none"
	case len(texts) > most:
		return strings.Join(texts[:most], ", ") + fmt.Sprintf(" and %d more (type moves to list them)", len(texts)-most)
	case len(texts) == 1:
		return texts[0]
	}
	return strings.Join(texts[:len(texts)-1], ", ") + " or " + texts[len(texts)-1]
}
