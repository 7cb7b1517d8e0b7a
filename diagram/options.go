package diagram

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// DefaultSize is the width in pixels of an SVG picture when
// [Options].Size is not set.
const DefaultSize = 400

// Options say how a diagram is drawn. The zero Options draws the board as
// White sees it (a1 at the lower left), with file letters and rank numbers
// along the edges, no square numbers, nothing marked, text in ASCII and
// SVG pictures [DefaultSize] pixels wide.
type Options struct {
	// Flip turns the board round, as Black sees it: Black's side at the
	// bottom, the highest rank's last file (h8 on 8x8) at the lower left.
	Flip bool
	// Numbers writes on the playable squares their numbers in the
	// variant's numbering ([variant.Variant.Numbering]), whatever the
	// variant's own notation: in text on each empty square, in place of
	// its dot, in SVG in a corner of every square (beside each point on
	// Alquerque's board). The coordinates stay along the edges unless
	// NoCoordinates leaves them out.
	Numbers bool
	// NoCoordinates leaves out the file letters and rank numbers along the
	// edges.
	NoCoordinates bool
	// Unicode draws text with the draughts symbols of Unicode and
	// box-drawing lines instead of ASCII (see the package documentation).
	// SVG ignores it.
	Unicode bool
	// LastMove, if not nil, is drawn on the board: its starting square and
	// each landing square of LastPath (its final square where LastPath is
	// empty) marked, its route drawn through them in SVG, and the squares
	// of the pieces it captured marked. The position drawn is normally the one
	// after the move, where those pieces are gone; the one before it may
	// be drawn too, its captured pieces then marked where they stand.
	// The final square of a capture that came round to a square it
	// emptied shows the piece standing there, as the route's end and not
	// as a capture. Squares that are not playable on the board are
	// ignored.
	LastMove *board.Move
	// LastPath is the path of LastMove, a capture: the squares where its
	// jumps land, in order, as movegen.Path gives them from the position
	// before the move. Without it a capture is drawn straight from its
	// first square to its last.
	LastPath []board.Square
	// Highlight holds squares to mark (in text with "<" and ">" around
	// the square's content, in SVG tinted green). Squares that are not
	// playable on the board are ignored.
	Highlight board.Bitboard
	// Size is the width of an SVG picture in pixels; its height follows
	// from the board's shape (the same for a square board). Zero or less
	// means [DefaultSize]. Text ignores it.
	Size int
}

// view is a board ready to draw: the geometry, the position, the options
// and the marks of the last move, with the mapping between squares and
// places on the drawing.
type view struct {
	v          *variant.Variant
	g          *board.Geometry
	p          board.Position
	o          Options
	rows, cols int
	// route is the last move's starting square, then each landing square.
	route []board.Square
	// moved holds the squares of route; captured the squares of the
	// pieces the last move takes.
	moved, captured board.Bitboard
}

// newView prepares the drawing of p, or reports false if v has no board
// to draw.
func newView(v *variant.Variant, p board.Position, o Options) (*view, bool) {
	if v == nil {
		return nil, false
	}
	g := v.Board()
	if g.Rows() == 0 || g.Cols() == 0 || g.Len() == 0 {
		return nil, false
	}
	w := &view{v: v, g: g, p: p, o: o, rows: g.Rows(), cols: g.Cols()}
	if m := o.LastMove; m != nil {
		w.route = append(w.route, m.From)
		switch path := o.LastPath; {
		case len(path) > 0:
			w.route = append(w.route, path...)
		case m.To != m.From:
			w.route = append(w.route, m.To)
		}
		// Keep only the squares of the board.
		kept := w.route[:0]
		for _, s := range w.route {
			if g.Contains(s) {
				kept = append(kept, s)
				w.moved = w.moved.With(s)
			}
		}
		w.route = kept
		w.captured = m.Captured.And(g.Valid())
	}
	return w, true
}

// square returns the row and column (0, 0 is a1) drawn at place (y, x):
// y counts from the top of the drawing, x from its left.
func (w *view) square(y, x int) (row, col int) {
	if w.o.Flip {
		return y, w.cols - 1 - x
	}
	return w.rows - 1 - y, x
}

// place returns where square s is drawn, the inverse of square, and
// whether s is a playable square of the board.
func (w *view) place(s board.Square) (y, x int, ok bool) {
	r, c := w.g.Coord(s)
	if r < 0 {
		return 0, 0, false
	}
	if w.o.Flip {
		return r, w.cols - 1 - c, true
	}
	return w.rows - 1 - r, c, true
}

// at returns the playable square drawn at place (y, x), if there is one.
func (w *view) at(y, x int) (board.Square, bool) {
	return w.g.Square(w.square(y, x))
}

// linked reports whether a line of the board joins squares a and b, which
// are next to each other.
func (w *view) linked(a, b board.Square) bool {
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if n, ok := w.g.Neighbor(a, d); ok && n == b {
			return true
		}
	}
	return false
}

// linkedAt reports whether a line joins the points drawn at (y1, x1) and
// (y2, x2).
func (w *view) linkedAt(y1, x1, y2, x2 int) bool {
	a, ok := w.at(y1, x1)
	if !ok {
		return false
	}
	b, ok := w.at(y2, x2)
	return ok && w.linked(a, b)
}

// fileName returns the letter of file col ("a" for 0).
func fileName(col int) string {
	if col < 26 {
		return string(rune('a' + col))
	}
	return "?"
}
