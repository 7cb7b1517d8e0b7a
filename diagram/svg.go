package diagram

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"strconv"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// The drawing is laid out in user units of the SVG's viewBox: a square (or
// the space of a point) is unit wide, the frame around the board
// marginPerFile for each file or rank of the longer side, at least
// minMargin, or thinMargin without coordinates.
const (
	unit          = 100
	marginPerFile = 6
	minMargin     = 40
	thinMargin    = 12
)

// The colours of the drawing.
const (
	frameColor   = "#6d4c33"
	coordColor   = "#f3e3c3"
	lightColor   = "#f0d9b5"
	darkColor    = "#b58863"
	wholeColor   = "#e3c08d"
	gridColor    = "#8b6239"
	pointsColor  = "#e9cf9f"
	lineColor    = "#5a3d1e"
	movedColor   = "#ffd54f"
	markedColor  = "#43a047"
	routeColor   = "#1e64c8"
	crossColor   = "#d32f2f"
	crownColor   = "#e8b923"
	crownOutline = "#8a6a00"
)

// pieceColors are the fill, outline and ring colours of each side's pieces.
var pieceColors = [2][3]string{
	{"#f7f2e4", "#4a4a4a", "#c9bfa8"},
	{"#2b2b2b", "#0d0d0d", "#5c5c5c"},
}

// SVG draws p on v's board as a self-contained SVG document: the board in
// its frame, coordinates (and square numbers if asked), the pieces, and
// the marks of the last move and the highlighted squares (see the package
// documentation). The picture is o.Size pixels wide ([DefaultSize] if not
// set). SVG returns nil if v is nil or has no board.
func SVG(v *variant.Variant, p board.Position, o Options) []byte {
	w, ok := newView(v, p, o)
	if !ok {
		return nil
	}
	return w.svg()
}

// svgView is a view being drawn as SVG.
type svgView struct {
	*view
	b bytes.Buffer
	// m is the width of the frame, font the size of its coordinates.
	m, font int
}

func (w *view) svg() []byte {
	s := &svgView{view: w, m: max(minMargin, marginPerFile*max(w.rows, w.cols))}
	s.font = s.m * 7 / 12
	if w.o.NoCoordinates {
		s.m = thinMargin
	}
	width, height := w.cols*unit+2*s.m, w.rows*unit+2*s.m
	px := w.o.Size
	if px <= 0 {
		px = DefaultSize
	}
	pxHeight := int(math.Round(float64(px) * float64(height) / float64(width)))
	s.printf(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n",
		px, pxHeight, width, height)
	turn := "White"
	if w.p.Turn == board.Black {
		turn = "Black"
	}
	s.printf("<title>%s, %s to move</title>\n", escape(w.v.Name()), turn)
	s.printf("<desc>%s</desc>\n", escape(notation.FormatFEN(w.v, w.p)))
	if len(w.route) > 1 {
		s.printf(`<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0 0L10 5L0 10Z" fill="%s"/></marker></defs>`+"\n", routeColor)
	}
	s.printf(`<rect width="%d" height="%d" fill="%s"/>`+"\n", width, height, frameColor)
	switch w.g.Layout() {
	case board.Points:
		s.points()
	case board.Whole:
		s.whole()
	default:
		s.checkered()
	}
	if !w.o.NoCoordinates {
		s.coordinates()
	}
	if w.o.Numbers {
		s.numbers()
	}
	s.pieces()
	s.crosses()
	s.routeLine()
	s.printf("</svg>\n")
	return s.b.Bytes()
}

func (s *svgView) printf(format string, args ...any) { fmt.Fprintf(&s.b, format, args...) }

// corner returns the user coordinates of the upper left corner of the
// cell drawn at (y, x).
func (s *svgView) corner(y, x int) (int, int) { return s.m + x*unit, s.m + y*unit }

// centre returns the user coordinates of the centre of square sq.
func (s *svgView) centre(sq board.Square) (int, int) {
	y, x, _ := s.place(sq)
	cx, cy := s.corner(y, x)
	return cx + unit/2, cy + unit/2
}

// tint returns the colour square sq is tinted with, if any: the last
// move's route first, then the highlight.
func (s *svgView) tint(sq board.Square) (string, bool) {
	switch {
	case s.moved.Has(sq):
		return movedColor, true
	case s.o.Highlight.Has(sq):
		return markedColor, true
	}
	return "", false
}

// boardRect draws the board's background.
func (s *svgView) boardRect(fill string) {
	s.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", s.m, s.m, s.cols*unit, s.rows*unit, fill)
}

// checkered draws a board of light and dark squares, the dark ones
// playable.
func (s *svgView) checkered() {
	s.boardRect(lightColor)
	s.printf(`<g fill="%s">`+"\n", darkColor)
	for y := 0; y < s.rows; y++ {
		for x := 0; x < s.cols; x++ {
			if _, ok := s.at(y, x); ok {
				cx, cy := s.corner(y, x)
				s.printf(`<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", cx, cy, unit, unit)
			}
		}
	}
	s.printf("</g>\n")
	s.squareTints()
}

// whole draws a board of one colour whose every square is playable,
// squares parted by grid lines.
func (s *svgView) whole() {
	s.boardRect(wholeColor)
	s.squareTints()
	s.printf(`<g stroke="%s" stroke-width="3">`+"\n", gridColor)
	for x := 1; x < s.cols; x++ {
		s.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", s.m+x*unit, s.m, s.m+x*unit, s.m+s.rows*unit)
	}
	for y := 1; y < s.rows; y++ {
		s.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", s.m, s.m+y*unit, s.m+s.cols*unit, s.m+y*unit)
	}
	s.printf("</g>\n")
}

// squareTints tints the squares of the last move and the highlighted ones.
func (s *svgView) squareTints() {
	for _, sq := range s.g.Squares() {
		if fill, ok := s.tint(sq); ok {
			y, x, _ := s.place(sq)
			cx, cy := s.corner(y, x)
			s.printf(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.6"/>`+"\n", cx, cy, unit, unit, fill)
		}
	}
}

// points draws Alquerque's board: its lines, the tints of marked points,
// and the points.
func (s *svgView) points() {
	s.boardRect(pointsColor)
	s.printf(`<g stroke="%s" stroke-width="5" stroke-linecap="round">`+"\n", lineColor)
	for _, sq := range s.g.Squares() {
		for _, d := range []board.Dir{board.North, board.NorthEast, board.East, board.NorthWest} {
			if n, ok := s.g.Neighbor(sq, d); ok {
				x1, y1 := s.centre(sq)
				x2, y2 := s.centre(n)
				s.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`+"\n", x1, y1, x2, y2)
			}
		}
	}
	s.printf("</g>\n")
	for _, sq := range s.g.Squares() {
		if fill, ok := s.tint(sq); ok {
			cx, cy := s.centre(sq)
			s.printf(`<circle cx="%d" cy="%d" r="44" fill="%s" fill-opacity="0.6"/>`+"\n", cx, cy, fill)
		}
	}
	s.printf(`<g fill="%s">`+"\n", lineColor)
	for _, sq := range s.g.Squares() {
		cx, cy := s.centre(sq)
		s.printf(`<circle cx="%d" cy="%d" r="9"/>`+"\n", cx, cy)
	}
	s.printf("</g>\n")
}

// coordinates writes the file letters below the board and the rank
// numbers on its left.
func (s *svgView) coordinates() {
	s.printf(`<g fill="%s" font-size="%d" text-anchor="middle">`+"\n", coordColor, s.font)
	lift := s.font * 7 / 20 // from the middle of a digit to its baseline
	for x := 0; x < s.cols; x++ {
		_, c := s.square(0, x)
		s.printf(`<text x="%d" y="%d">%s</text>`+"\n", s.m+x*unit+unit/2, s.m+s.rows*unit+s.m/2+lift, fileName(c))
	}
	for y := 0; y < s.rows; y++ {
		r, _ := s.square(y, 0)
		s.printf(`<text x="%d" y="%d">%d</text>`+"\n", s.m/2, s.m+y*unit+unit/2+lift, r+1)
	}
	s.printf("</g>\n")
}

// numbers writes each playable square's number: in the upper left corner
// of a square, above and left of a point.
func (s *svgView) numbers() {
	n := s.v.Numbering()
	switch s.g.Layout() {
	case board.Points:
		s.printf(`<g fill="%s" font-size="18" text-anchor="middle">`+"\n", lineColor)
	case board.Whole:
		s.printf(`<g fill="%s" font-size="18">`+"\n", lineColor)
	default:
		s.printf(`<g fill="#ffffff" font-size="18">` + "\n")
	}
	for _, sq := range s.g.Squares() {
		cx, cy := s.centre(sq)
		if s.g.Layout() == board.Points {
			s.printf(`<text x="%d" y="%d">%d</text>`+"\n", cx-18, cy-34, n.Number(sq))
		} else {
			s.printf(`<text x="%d" y="%d">%d</text>`+"\n", cx-unit/2+5, cy-unit/2+19, n.Number(sq))
		}
	}
	s.printf("</g>\n")
}

// pieces draws the pieces, each a group of class "piece", its colour and
// its kind, centred on its square.
func (s *svgView) pieces() {
	scale := ""
	if s.g.Layout() == board.Points {
		scale = " scale(0.85)" // room for the lines between the points
	}
	for _, sq := range s.g.Squares() {
		pc, ok := s.p.At(sq)
		if !ok || pc.Color > board.Black || pc.Kind > board.Parachutist {
			continue
		}
		fill, outline, ring := pieceColors[pc.Color][0], pieceColors[pc.Color][1], pieceColors[pc.Color][2]
		cx, cy := s.centre(sq)
		s.printf(`<g class="piece %s %s" transform="translate(%d %d)%s">`, pc.Color, pc.Kind, cx, cy, scale)
		switch pc.Kind {
		case board.Parachutist:
			// A canopy, its cords and the parachutist below.
			s.printf(`<path d="M-34 4A34 34 0 0 1 34 4Z" fill="%s" stroke="%s" stroke-width="3"/>`, fill, outline)
			s.printf(`<path d="M-34 4L0 30M34 4L0 30M-12 4L0 30M12 4L0 30" fill="none" stroke="%s" stroke-width="2"/>`, outline)
			s.printf(`<circle cy="30" r="7" fill="%s" stroke="%s" stroke-width="2"/>`, fill, outline)
		default:
			s.printf(`<circle r="38" fill="%s" stroke="%s" stroke-width="3"/>`, fill, outline)
			s.printf(`<circle r="27" fill="none" stroke="%s" stroke-width="3"/>`, ring)
			if pc.Kind == board.King {
				s.printf(`<path d="M-18 11L-22-12L-9-1L0-19L9-1L22-12L18 11Z" fill="%s" stroke="%s" stroke-width="2" stroke-linejoin="round"/>`,
					crownColor, crownOutline)
			}
		}
		s.printf("</g>\n")
	}
}

// crosses draws a red cross on each square whose piece the last move
// captured, but for the move's final square when a piece stands there: a
// capture that came round to a square it emptied, its piece now there.
func (s *svgView) crosses() {
	marked := s.captured
	if m := s.o.LastMove; m != nil {
		if _, ok := s.p.At(m.To); ok {
			marked = marked.Without(m.To)
		}
	}
	if marked.IsEmpty() {
		return
	}
	s.printf(`<g class="captured" stroke="%s" stroke-width="9" stroke-linecap="round">`+"\n", crossColor)
	for sq := range marked.Squares() {
		cx, cy := s.centre(sq)
		s.printf(`<path d="M%d %dL%d %dM%d %dL%d %d"/>`+"\n", cx-22, cy-22, cx+22, cy+22, cx-22, cy+22, cx+22, cy-22)
	}
	s.printf("</g>\n")
}

// arrowReach is how far the arrowhead reaches beyond the end of the
// route's line: the line stops short of the last square's centre by as
// much, and the tip of the arrowhead is on it.
const arrowReach = 20

// routeLine draws the last move's route: a line from its starting square
// through each landing square, ending in an arrowhead.
func (s *svgView) routeLine() {
	if len(s.route) < 2 {
		return
	}
	pts := make([][2]float64, len(s.route))
	for i, sq := range s.route {
		x, y := s.centre(sq)
		pts[i] = [2]float64{float64(x), float64(y)}
	}
	last, prev := pts[len(pts)-1], pts[len(pts)-2]
	if d := math.Hypot(last[0]-prev[0], last[1]-prev[1]); d > arrowReach {
		k := (d - arrowReach) / d
		pts[len(pts)-1] = [2]float64{prev[0] + (last[0]-prev[0])*k, prev[1] + (last[1]-prev[1])*k}
	}
	var list []byte
	for i, p := range pts {
		if i > 0 {
			list = append(list, ' ')
		}
		list = appendNumber(list, p[0])
		list = append(list, ',')
		list = appendNumber(list, p[1])
	}
	s.printf(`<g class="route" opacity="0.8"><polyline points="%s" fill="none" stroke="%s" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#arrowhead)"/></g>`+"\n",
		list, routeColor)
}

// appendNumber appends x rounded to one decimal, without trailing zeros.
func appendNumber(b []byte, x float64) []byte {
	return strconv.AppendFloat(b, math.Round(x*10)/10, 'f', -1, 64)
}

// escape returns s with the characters XML gives a meaning escaped.
func escape(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s)) // writing to a bytes.Buffer never fails
	return b.String()
}
