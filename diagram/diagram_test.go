package diagram_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// svgDoc is the part of an SVG picture the tests read.
type svgDoc struct {
	Width   string     `xml:"width,attr"`
	Height  string     `xml:"height,attr"`
	ViewBox string     `xml:"viewBox,attr"`
	Title   string     `xml:"title"`
	Groups  []svgGroup `xml:"g"`
}

type svgGroup struct {
	Class     string     `xml:"class,attr"`
	Transform string     `xml:"transform,attr"`
	Polylines []svgShape `xml:"polyline"`
	Paths     []svgShape `xml:"path"`
}

type svgShape struct {
	Points string `xml:"points,attr"`
	D      string `xml:"d,attr"`
}

func parseSVG(t *testing.T, data []byte) svgDoc {
	t.Helper()
	requireXML(t, data)
	var doc svgDoc
	require.NoError(t, xml.Unmarshal(data, &doc))
	return doc
}

// pieces returns the squares' centres (as "translate(x y)") of the piece
// groups by class ("piece white man").
func (d svgDoc) pieces() map[string][]string {
	out := map[string][]string{}
	for _, g := range d.Groups {
		if strings.HasPrefix(g.Class, "piece ") {
			tr, _, _ := strings.Cut(g.Transform, ")")
			out[g.Class] = append(out[g.Class], tr+")")
		}
	}
	return out
}

func (d svgDoc) group(class string) (svgGroup, bool) {
	for _, g := range d.Groups {
		if g.Class == class {
			return g, true
		}
	}
	return svgGroup{}, false
}

func mustFEN(t *testing.T, v *variant.Variant, fen string) board.Position {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err)
	return p
}

func mustSquare(t *testing.T, v *variant.Variant, name string) board.Square {
	t.Helper()
	s, err := notation.ParseSquare(v, name)
	require.NoError(t, err)
	return s
}

// A nil variant and the zero Variant have no board: nothing is drawn, and
// nothing panics, whatever the options.
func TestNoBoard(t *testing.T) {
	p := variant.English.Start()
	m := board.NewStep(1, 2, false)
	o := diagram.Options{Flip: true, Numbers: true, Unicode: true, LastMove: &m, Highlight: p.Occupied()}
	for _, v := range []*variant.Variant{nil, {}} {
		assert.Empty(t, diagram.Text(v, p, o))
		assert.Nil(t, diagram.SVG(v, p, o))
		assert.Empty(t, diagram.Text(v, board.Position{}, diagram.Options{}))
		assert.Nil(t, diagram.SVG(v, board.Position{}, diagram.Options{}))
	}
}

// The English start as White sees it: Black's men on the top three ranks,
// a1 dark at the lower left, light squares blank and empty dark ones dots.
func TestTextEnglishStart(t *testing.T) {
	v := variant.English
	want := `  +------------------------+
8 |    b     b     b     b |
7 | b     b     b     b    |
6 |    b     b     b     b |
5 | .     .     .     .    |
4 |    .     .     .     . |
3 | w     w     w     w    |
2 |    w     w     w     w |
1 | w     w     w     w    |
  +------------------------+
    a  b  c  d  e  f  g  h
`
	assert.Equal(t, want, diagram.Text(v, v.Start(), diagram.Options{}))

	flipped := diagram.Text(v, v.Start(), diagram.Options{Flip: true})
	lines := strings.Split(flipped, "\n")
	assert.Equal(t, "1 |    w     w     w     w |", lines[1], "h1 at the upper left")
	assert.Equal(t, "8 | b     b     b     b    |", lines[8])
	assert.Equal(t, "    h  g  f  e  d  c  b  a", lines[10])

	bare := diagram.Text(v, v.Start(), diagram.Options{NoCoordinates: true})
	assert.True(t, strings.HasPrefix(bare, "+---"), bare)
	assert.NotContains(t, bare, "a  b")
}

// With square numbers each empty playable square shows its number in the
// variant's numbering: English 13 is a5 and 20 is h4.
func TestTextNumbers(t *testing.T) {
	v := variant.English
	lines := strings.Split(diagram.Text(v, v.Start(), diagram.Options{Numbers: true}), "\n")
	assert.Equal(t, "5 | 13      14      15      16     |", lines[4])
	assert.Equal(t, "4 |     17      18      19      20 |", lines[5])
	assert.Equal(t, "     a   b   c   d   e   f   g   h", lines[10])
}

// Every kind of piece has its own character, in ASCII and in Unicode.
func TestTextPieces(t *testing.T) {
	v := variant.Parachute
	p := mustFEN(t, v, "W:Wc3,Ke5,Pb8:Bd6,Kf4,Pa1")
	ascii := diagram.Text(v, p, diagram.Options{NoCoordinates: true}) // no file b
	uni := diagram.Text(v, p, diagram.Options{Unicode: true})
	for _, c := range []string{"w", "W", "p", "b", "B", "q"} {
		assert.Equal(t, 1, strings.Count(ascii, " "+c+" "), "ASCII %q", c)
	}
	for _, c := range []string{"⛀", "⛁", "△", "⛂", "⛃", "▲"} {
		assert.Equal(t, 1, strings.Count(uni, c), "Unicode %q", c)
	}
	assert.Contains(t, uni, "┌")
	assert.Contains(t, uni, "·")
}

// The last move marks its starting square and each landing square with
// brackets and its captured pieces with x; highlights use angle brackets.
func TestTextLastMoveAndHighlight(t *testing.T) {
	v := variant.International
	before := mustFEN(t, v, "W:W32,40,K46:B27,17,18,10,K5")
	m, err := notation.ParseMove(v, before, "32x23")
	require.NoError(t, err)
	after := v.Apply(before, m)
	o := diagram.Options{LastMove: &m, LastPath: movegen.Path(v, before, m),
		Highlight: board.SquareSet(mustSquare(t, v, "28"), mustSquare(t, v, "32"))}
	lines := strings.Split(diagram.Text(v, after, o), "\n")
	// Rank 4: 32 (d4) is where the move started, and highlighted too.
	assert.Equal(t, " 4 |    .    [.]    .     .     . |", lines[7])
	// Rank 5: 27 (c5) captured, 28 (e5) highlighted.
	assert.Equal(t, " 5 | .     x    <.>    .     .    |", lines[6])
	// Rank 6: landed on 21 (b6), ended on 23 (f6).
	assert.Equal(t, " 6 |   [.]    .    [w]    .     . |", lines[5])
	// Rank 7: 17 (c7) and 18 (e7) captured; rank 8: landed on 12 (d8).
	assert.Equal(t, " 7 | .     x     x     .     .    |", lines[4])
	assert.Equal(t, " 8 |    .    [.]    .     .     . |", lines[3])

	// Drawn on the position before the move, the captured men stand in
	// parentheses.
	lines = strings.Split(diagram.Text(v, before, diagram.Options{LastMove: &m, LastPath: o.LastPath}), "\n")
	assert.Equal(t, " 5 | .    (b)    .     .     .    |", lines[6])
	assert.Equal(t, " 4 |    .    [w]    .     .     . |", lines[7])
}

// Alquerque's board is points joined by its lines: diagonals only
// through the points whose file+rank is even.
func TestTextPoints(t *testing.T) {
	v := variant.Alquerque
	want := `5  b---b---b---b---b
   | \ | / | \ | / |
4  b---b---b---b---b
   | / | \ | / | \ |
3  b---b---+---w---w
   | \ | / | \ | / |
2  w---w---w---w---w
   | / | \ | / | \ |
1  w---w---w---w---w
   a   b   c   d   e
`
	assert.Equal(t, want, diagram.Text(v, v.Start(), diagram.Options{}))
	uni := diagram.Text(v, v.Start(), diagram.Options{Unicode: true, Flip: true})
	assert.True(t, strings.HasPrefix(uni, "1  ⛀───⛀"), uni)
	assert.Contains(t, uni, "┼") // the empty centre, c3
	assert.Contains(t, uni, "╲")
	assert.Contains(t, uni, "╱")
}

// In SVG a1 is at the lower left for White and at the upper right
// flipped; every piece is drawn once, with its colour and kind.
func TestSVGOrientation(t *testing.T) {
	v := variant.English
	p := mustFEN(t, v, "W:Wa1,Kc1:Bh8,Kf8")
	doc := parseSVG(t, diagram.SVG(v, p, diagram.Options{}))
	// 8x8: a frame of 48 units, squares of 100.
	assert.Equal(t, "0 0 896 896", doc.ViewBox)
	assert.Equal(t, "400", doc.Width)
	assert.Equal(t, "400", doc.Height)
	assert.Equal(t, "english, White to move", doc.Title)
	assert.Equal(t, map[string][]string{
		"piece white man":  {"translate(98 798)"},
		"piece white king": {"translate(298 798)"},
		"piece black man":  {"translate(798 98)"},
		"piece black king": {"translate(598 98)"},
	}, doc.pieces())

	doc = parseSVG(t, diagram.SVG(v, p, diagram.Options{Flip: true, Size: 640}))
	assert.Equal(t, "640", doc.Width)
	assert.Equal(t, map[string][]string{
		"piece white man":  {"translate(798 98)"},
		"piece white king": {"translate(598 98)"},
		"piece black man":  {"translate(98 798)"},
		"piece black king": {"translate(298 798)"},
	}, doc.pieces())
}

// The route of a multi-jump goes through every landing square, from the
// starting square, and each captured piece gets a cross.
func TestSVGRoute(t *testing.T) {
	v := variant.International
	before := mustFEN(t, v, "W:W32,40,K46:B27,17,18,10,K5")
	m, err := notation.ParseMove(v, before, "32x23")
	require.NoError(t, err)
	path := movegen.Path(v, before, m)
	require.Len(t, path, 3)
	doc := parseSVG(t, diagram.SVG(v, v.Apply(before, m), diagram.Options{LastMove: &m, LastPath: path}))
	route, ok := doc.group("route")
	require.True(t, ok)
	require.Len(t, route.Polylines, 1)
	// The centres of 32 (d4), 21 (b6), 12 (d8), and short of 23 (f6),
	// with a frame of 60 units on 10x10.
	assert.Equal(t, "410,710 210,510 410,310 595.9,495.9", route.Polylines[0].Points)
	crosses, ok := doc.group("captured")
	require.True(t, ok)
	assert.Len(t, crosses.Paths, 3)
}

// A Turkish king that comes round to the square of its first victim
// stands there: the square shows the king, not a cross.
func TestComeRound(t *testing.T) {
	v := variant.Turkish
	before := mustFEN(t, v, "W:WKa1:Bg7,b5,h4,Kb1")
	m, err := notation.ParseMove(v, before, "a1xb1")
	require.NoError(t, err)
	require.True(t, m.Captured.Has(m.To))
	after := v.Apply(before, m)
	o := diagram.Options{LastMove: &m, LastPath: movegen.Path(v, before, m)}
	lines := strings.Split(diagram.Text(v, after, o), "\n")
	assert.Equal(t, "1 |[.][W] .  .  .  .  . [.]|", lines[8])
	doc := parseSVG(t, diagram.SVG(v, after, o))
	crosses, ok := doc.group("captured")
	require.True(t, ok)
	assert.Len(t, crosses.Paths, 3, "g7, b5 and h4, not b1")
}

// A lift (Hawaii's opening) has no route to draw, only its square.
func TestLift(t *testing.T) {
	v := variant.Hawaii
	m, err := notation.ParseMove(v, v.Start(), "d5")
	require.NoError(t, err)
	require.True(t, m.Lift)
	after := v.Apply(v.Start(), m)
	text := diagram.Text(v, after, diagram.Options{LastMove: &m})
	assert.Contains(t, text, "[.]")
	doc := parseSVG(t, diagram.SVG(v, after, diagram.Options{LastMove: &m}))
	_, ok := doc.group("route")
	assert.False(t, ok)
}

// Every registered variant's start is drawn with all its pieces, in every
// combination of the options, as well-formed SVG and as text whose lines
// line up.
func TestEveryVariant(t *testing.T) {
	for _, v := range variant.All() {
		p := v.Start()
		n := p.Occupied().Count()
		for i := range 16 {
			o := diagram.Options{Flip: i&1 != 0, Numbers: i&2 != 0, Unicode: i&4 != 0, NoCoordinates: i&8 != 0, Highlight: p.Pieces(board.White)}
			name := fmt.Sprintf("%s/%+v", v.Name(), o)
			doc := parseSVG(t, diagram.SVG(v, p, o))
			count := 0
			for _, at := range doc.pieces() {
				count += len(at)
			}
			assert.Equal(t, n, count, name)

			text := diagram.Text(v, p, o)
			require.True(t, strings.HasSuffix(text, "\n"), name)
			glyphs := "wWpbBq"
			if o.Unicode {
				glyphs = "⛀⛁△⛂⛃▲"
			}
			board := text
			if !o.NoCoordinates { // leave out the file letters
				board = text[:strings.LastIndex(strings.TrimSuffix(text, "\n"), "\n")]
			}
			count = 0
			for _, r := range board {
				if strings.ContainsRune(glyphs, r) {
					count++
				}
			}
			assert.Equal(t, n, count, name)
		}
	}
}

// Squares beyond the board, in the highlight or the last move, are
// ignored.
func TestOffBoardSquaresIgnored(t *testing.T) {
	v := variant.English
	// On 8x8 square 5 is b2 and 6 is d2; 4 and 13 are bits that are not
	// squares (see board.Geometry).
	m := board.NewCapture(board.NoSquare, 5, board.SquareSet(120, 127), false)
	o := diagram.Options{LastMove: &m, LastPath: []board.Square{100, 5}, Highlight: board.SquareSet(4, 6, 13, 127)}
	text := diagram.Text(v, v.Start(), o)
	assert.Equal(t, 1, strings.Count(text, "["), text)
	assert.Equal(t, 1, strings.Count(text, "<"), text)
	assert.NotContains(t, text, "x")
	svg := diagram.SVG(v, v.Start(), o)
	requireXML(t, svg)
	assert.False(t, bytes.Contains(svg, []byte("polyline")))
}
