package pdn

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
)

// roundTrip writes g, reads the text back and returns what it read and the
// text, or a description of what went wrong.
func roundTrip(g *Game) (*Game, string, error) {
	var buf bytes.Buffer
	if err := Write(&buf, g); err != nil {
		return nil, "", err
	}
	r := NewReader(bytes.NewReader(buf.Bytes()))
	r.Variant = g.Variant
	back, err := r.Read()
	if err != nil {
		return nil, buf.String(), err
	}
	if back.Err != nil {
		return back, buf.String(), fmt.Errorf("read back with an error: %w", back.Err)
	}
	return back, buf.String(), nil
}

// checkRoundTrip reports whether g, written and read back, is the same
// game, and written again gives the same text (a fixed point). It returns
// "" when all is well, else what differs.
func checkRoundTrip(g *Game) string {
	back, text, err := roundTrip(g)
	if err != nil {
		return fmt.Sprintf("%v\n%s", err, text)
	}
	if d := diffGames(g, back); d != "" {
		return d + "\n" + text
	}
	var again bytes.Buffer
	if err := Write(&again, back); err != nil {
		return err.Error()
	}
	if again.String() != text {
		return fmt.Sprintf("written twice differently:\n%s\n%s", text, again.String())
	}
	return ""
}

// diffGames returns the first difference between a game and the game read
// back from what Write wrote of it, or "": the same variant, start,
// canonical tags, result, comments and move tree.
func diffGames(a, b *Game) string {
	tags, err := canonicalTags(a)
	switch {
	case err != nil:
		return err.Error()
	case a.Variant != b.Variant:
		return fmt.Sprintf("variant %v, read back %v", a.Variant, b.Variant)
	case a.Start != b.Start:
		return "start position differs"
	case !slices.Equal(tags, b.Tags):
		return fmt.Sprintf("tags %q, read back %q", tags, b.Tags)
	case resultOf(a) != b.Result:
		return fmt.Sprintf("result %q, read back %q", a.Result, b.Result)
	case squeezeString(a.Comment) != b.Comment:
		return fmt.Sprintf("comment %q, read back %q", a.Comment, b.Comment)
	}
	return diffLines(a.Moves, b.Moves, func() string { return "main line" }, true)
}

// resultOf is the result Write writes for g.
func resultOf(g *Game) string {
	if results[g.Result] {
		return g.Result
	}
	return "*"
}

func squeezeString(s string) string { return squeeze([]byte(s)) }

// diffLines returns the first difference between two lines of moves, or
// "". where says which line they are; it is called only to tell a
// difference, so that comparing deeply nested variations takes time in
// proportion to their moves.
func diffLines(a, b []*Node, where func() string, main bool) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%s: %d moves, read back %d", where(), len(a), len(b))
	}
	for i := range a {
		x, y := a[i], b[i]
		at := func() string { return fmt.Sprintf("%s, move %d (%s)", where(), i+1, x.Text) }
		switch {
		case !x.Move.SameAs(&y.Move):
			return at() + ": another move read back: " + y.Text
		case x.Before != y.Before:
			return at() + ": position before differs"
		case x.Strength != y.Strength:
			return fmt.Sprintf("%s: strength %q, read back %q", at(), x.Strength, y.Strength)
		case !slices.Equal(x.NAGs, y.NAGs):
			return fmt.Sprintf("%s: NAGs %v, read back %v", at(), x.NAGs, y.NAGs)
		case squeezeString(x.Comment) != y.Comment:
			return fmt.Sprintf("%s: comment %q, read back %q", at(), x.Comment, y.Comment)
		case i == 0 && !main && squeezeString(x.Pre) != y.Pre:
			return fmt.Sprintf("%s: comment before %q, read back %q", at(), x.Pre, y.Pre)
		}
		var xv, yv [][]*Node
		for _, v := range x.Variations {
			if len(v) > 0 {
				xv = append(xv, v)
			}
		}
		yv = y.Variations
		if len(xv) != len(yv) {
			return fmt.Sprintf("%s: %d variations, read back %d", at(), len(xv), len(yv))
		}
		for j := range xv {
			in := func() string { return fmt.Sprintf("%s, variation %d", at(), j+1) }
			if d := diffLines(xv[j], yv[j], in, false); d != "" {
				return d
			}
		}
	}
	return ""
}

// describe is a short description of a game for test messages.
func describe(g *Game) string {
	var b strings.Builder
	for _, t := range g.Tags {
		if t.Name == "White" || t.Name == "Black" || t.Name == "Event" {
			fmt.Fprintf(&b, "%s=%q ", t.Name, t.Value)
		}
	}
	fmt.Fprintf(&b, "line %d", g.Line)
	return b.String()
}
