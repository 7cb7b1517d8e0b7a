package diagram

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// glyphs are the characters of one style of text diagram.
type glyphs struct {
	// pieces by colour, then kind (man, king, parachutist).
	pieces [2][3]string
	// empty is an empty playable square; captured the empty square of a
	// captured piece.
	empty, captured string
	// hLine, vLine, rising ("/"), falling ("\") and crossing diagonals
	// are the lines of Alquerque's board.
	hLine, vLine, rising, falling, crossing string
	// The frame of a square board: corners, then sides.
	topLeft, topRight, bottomLeft, bottomRight, frameH, frameV string
	// point returns an empty point joined up, down, left and right as
	// told.
	point func(up, down, left, right bool) string
}

var asciiGlyphs = glyphs{
	pieces:   [2][3]string{{"w", "W", "p"}, {"b", "B", "q"}},
	empty:    ".",
	captured: "x",
	hLine:    "-", vLine: "|", rising: "/", falling: `\`, crossing: "X",
	topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", frameH: "-", frameV: "|",
	point: func(up, down, left, right bool) string { return "+" },
}

var unicodeGlyphs = glyphs{
	pieces:   [2][3]string{{"⛀", "⛁", "△"}, {"⛂", "⛃", "▲"}},
	empty:    "·",
	captured: "×",
	hLine:    "─", vLine: "│", rising: "╱", falling: "╲", crossing: "╳",
	topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", frameH: "─", frameV: "│",
	point: junction,
}

// junction returns the box-drawing character of a point joined up, down,
// left and right as told.
func junction(up, down, left, right bool) string {
	switch {
	case up && down && left && right:
		return "┼"
	case down && left && right:
		return "┬"
	case up && left && right:
		return "┴"
	case up && down && right:
		return "├"
	case up && down && left:
		return "┤"
	case down && right:
		return "┌"
	case down && left:
		return "┐"
	case up && right:
		return "└"
	case up && left:
		return "┘"
	case up || down:
		return "│"
	case left || right:
		return "─"
	}
	return "·"
}

// Text draws p on v's board as text: one line per rank, the top one
// first, each ending in "\n", with the rank numbers on the left and a line
// of file letters at the bottom (see the package documentation for the
// characters). It returns "" if v is nil or has no board.
func Text(v *variant.Variant, p board.Position, o Options) string {
	w, ok := newView(v, p, o)
	if !ok {
		return ""
	}
	return w.text()
}

// textView is a view being drawn as text.
type textView struct {
	*view
	gl glyphs
	// width is the number of characters of a cell's content.
	width int
	// labelWidth is the width of the rank numbers, -1 without
	// coordinates.
	labelWidth int
}

func (w *view) text() string {
	t := textView{view: w, gl: asciiGlyphs, width: 1, labelWidth: len(strconv.Itoa(w.rows))}
	if w.o.Unicode {
		t.gl = unicodeGlyphs
	}
	if w.o.Numbers {
		t.width = max(1, len(strconv.Itoa(w.v.Numbering().Len())))
	}
	if w.o.NoCoordinates {
		t.labelWidth = -1
	}
	var lines []string
	if w.g.Layout() == board.Points {
		lines = t.points()
	} else {
		lines = t.squares()
	}
	if !w.o.NoCoordinates {
		lines = append(lines, t.files())
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(strings.TrimRight(l, " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// prefix returns the start of a line: the rank number label, right
// aligned, and a space; nothing without coordinates.
func (t *textView) prefix(label string) string {
	if t.labelWidth < 0 {
		return ""
	}
	return pad(label, t.labelWidth) + " "
}

// rankLabel returns the number of the rank drawn on line y.
func (t *textView) rankLabel(y int) string {
	r, _ := t.square(y, 0)
	return strconv.Itoa(r + 1)
}

// squares draws a board of squares, framed.
func (t *textView) squares() []string {
	gl := t.gl
	inner := strings.Repeat(gl.frameH, t.cols*(t.width+2))
	lines := []string{t.prefix("") + gl.topLeft + inner + gl.topRight}
	for y := 0; y < t.rows; y++ {
		var b strings.Builder
		b.WriteString(t.prefix(t.rankLabel(y)))
		b.WriteString(gl.frameV)
		for x := 0; x < t.cols; x++ {
			left, content, right := t.cell(y, x, " ", " ")
			b.WriteString(left + content + right)
		}
		b.WriteString(gl.frameV)
		lines = append(lines, b.String())
	}
	return append(lines, t.prefix("")+gl.bottomLeft+inner+gl.bottomRight)
}

// points draws Alquerque's board: lines of points joined by "-", and
// between them lines of "|", "/" and "\".
func (t *textView) points() []string {
	gl := t.gl
	step := t.width + 3 // a cell and the link after it
	var lines []string
	for y := 0; y < t.rows; y++ {
		var b strings.Builder
		b.WriteString(t.prefix(t.rankLabel(y)))
		for x := 0; x < t.cols; x++ {
			left, right := " ", " "
			if t.linkedAt(y, x, y, x-1) {
				left = gl.hLine
			}
			if t.linkedAt(y, x, y, x+1) {
				right = gl.hLine
			}
			l, content, r := t.cell(y, x, left, right)
			b.WriteString(l + content + r)
			if x < t.cols-1 {
				b.WriteString(right)
			}
		}
		lines = append(lines, b.String())
		if y == t.rows-1 {
			break
		}
		links := make([]string, t.cols*step)
		for i := range links {
			links[i] = " "
		}
		for x := 0; x < t.cols; x++ {
			centre := x*step + t.width
			if t.linkedAt(y, x, y+1, x) {
				links[centre] = gl.vLine
			}
			if x == t.cols-1 {
				continue
			}
			falling, rising := t.linkedAt(y, x, y+1, x+1), t.linkedAt(y, x+1, y+1, x)
			switch {
			case falling && rising:
				links[centre+step/2] = gl.crossing
			case falling:
				links[centre+step/2] = gl.falling
			case rising:
				links[centre+step/2] = gl.rising
			}
		}
		lines = append(lines, t.prefix("")+strings.Join(links, ""))
	}
	return lines
}

// files returns the line of file letters, each under the last character
// of its cells' content.
func (t *textView) files() string {
	var b strings.Builder
	b.WriteString(t.prefix(""))
	cell := t.width + 2 // mark, content, mark
	if t.g.Layout() == board.Points {
		cell++ // and the link
	} else {
		b.WriteString(" ") // the frame
	}
	for x := 0; x < t.cols; x++ {
		_, c := t.square(0, x)
		b.WriteString(pad(fileName(c), t.width+1))
		b.WriteString(strings.Repeat(" ", cell-t.width-1))
	}
	return b.String()
}

// cell returns the marks and content of the cell drawn at (y, x); left
// and right are the marks of an unmarked cell.
func (t *textView) cell(y, x int, left, right string) (string, string, string) {
	gl := t.gl
	s, ok := t.at(y, x)
	if !ok {
		return left, pad("", t.width), right
	}
	pc, occupied := t.p.At(s)
	var content string
	switch {
	case occupied && pc.Color <= board.Black && pc.Kind <= board.Parachutist:
		content = gl.pieces[pc.Color][pc.Kind]
	case t.captured.Has(s):
		content = gl.captured
	case t.o.Numbers:
		content = strconv.Itoa(t.v.Numbering().Number(s))
	case t.g.Layout() == board.Points:
		content = gl.point(t.linkedAt(y, x, y-1, x), t.linkedAt(y, x, y+1, x),
			t.linkedAt(y, x, y, x-1), t.linkedAt(y, x, y, x+1))
	default:
		content = gl.empty
	}
	// On Alquerque's board the line from the left runs on up to the
	// content of an unmarked point.
	fill := " "
	if t.g.Layout() == board.Points && left == gl.hLine {
		fill = left
	}
	switch {
	case t.moved.Has(s):
		left, right, fill = "[", "]", " "
	case t.captured.Has(s) && occupied:
		left, right, fill = "(", ")", " "
	case t.o.Highlight.Has(s):
		left, right, fill = "<", ">", " "
	}
	return left, padWith(content, t.width, fill), right
}

// pad right-aligns s in a field of n characters.
func pad(s string, n int) string { return padWith(s, n, " ") }

// padWith right-aligns s in a field of n characters, filled with fill.
func padWith(s string, n int, fill string) string {
	if k := n - utf8.RuneCountInString(s); k > 0 {
		return strings.Repeat(fill, k) + s
	}
	return s
}
