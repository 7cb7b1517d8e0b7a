package notation

import (
	"slices"
	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// ParseMove returns the legal move of p (as [movegen.Generate] lists them)
// that text denotes. It reads every form players and programs write:
//
//   - squares as numbers in v's numbering or as algebraic names, for every
//     variant and mixed at will ("32-28", "d4-e5", "c3:g7", "22:g7");
//   - "-" between the squares of a quiet move, and of a capture where the
//     source writes captures so (Thai, Czech); "x" (or "X") or ":" between
//     the squares of a capture only;
//   - a capture's full path, its starting square then each landing square
//     ("19x30x41"), or its starting and final squares only ("19x41"), or
//     these with some of the landing squares between ("19x30x41" for a
//     longer path): a capture matches when its starting and final squares
//     are the first and last written, and the squares written between
//     appear among its earlier landing squares in the same order;
//   - the form of Hub engines: the starting and final squares, then the
//     captured squares in any order (International "28x19x23" for the
//     capture from 28 to 19 that takes 23); a capture matches when the
//     squares after the first two are exactly its captured set;
//   - a square alone for a move that lifts the piece on it off the board
//     (Konane's opening: "d5");
//   - trailing annotation marks ("!", "?", "!!", "?!", "!?", "*", "+", any
//     run of the characters !?*+) and surrounding spaces, which it ignores.
//
// A capture written along a route other than the one Generate keeps for
// its move (the same pieces taken in another order) is read as that move.
//
// A text with three or more squares is read both as a path and as a Hub
// move; the legal moves that match either way are its candidates. When the
// text lists every square of some of them (the starting square and each
// landing square in order, as [FormatMovePath] writes it), only those are:
// when a Gothic king on e1 may take f2 alone, landing on g3, or first take
// d1, c2 and d2 round c1 and c3 and come back to e1 to take f2, "e1xg3" is
// the single jump and the longer capture needs a square between
// ("e1xc1xg3").
//
// The error is a [*MoveError] wrapping [ErrSyntax] (not a move text),
// [ErrSquare] (a square number out of range, or the name of a cell that is
// not playable on v's board), [ErrIllegal] (no legal move matches; the
// error's Reason says why: no piece on the first square, the opponent's
// piece, a capture compulsory, or what the piece may play) or
// [ErrAmbiguous] (several do; the error lists them), or [ErrNoVariant] if
// v is nil or has no board. ParseMove never panics on any text.
func ParseMove(v *variant.Variant, p board.Position, text string) (board.Move, error) {
	if !usable(v) {
		return board.Move{}, &MoveError{Text: text, Position: p, Err: ErrNoVariant}
	}
	t, err := readMoveText(v, text)
	if err != nil {
		return board.Move{}, &MoveError{Text: text, Position: p, Err: err, v: v}
	}
	return t.find(v, p, text)
}

// find returns the legal move of p that t denotes, or the error of
// ParseMove for text.
func (t *moveText) find(v *variant.Variant, p board.Position, text string) (board.Move, error) {
	buf := legalRoutes.Get().(*[]movegen.Route)
	defer legalRoutes.Put(buf)
	legal := routesOf(v, p, (*buf)[:0])
	*buf = legal
	found := t.resolve(legal)
	if len(found) == 0 && len(t.squares) > 2 {
		found = t.byRoute(v, p, legal)
	}
	switch len(found) {
	case 0:
		e := &MoveError{Text: text, Position: p, Err: ErrIllegal, v: v}
		e.explain(v, t.squares[0], t.capture)
		e.explainCapture(v, t.matches)
		return board.Move{}, e
	case 1:
		return legal[found[0]].Move, nil
	}
	candidates := make([]board.Move, len(found))
	for i, k := range found {
		candidates[i] = legal[k].Move
	}
	return board.Move{}, &MoveError{Text: text, Position: p, Candidates: candidates, Err: ErrAmbiguous, v: v}
}

// legalRoutes lends ParseMove and FormatMove a list for the legal moves, so
// that reading or writing a move does not allocate one.
var legalRoutes = sync.Pool{New: func() any {
	s := make([]movegen.Route, 0, 128)
	return &s
}}

// legalMoves lends routesOf a list for movegen.Generate.
var legalMoves = sync.Pool{New: func() any {
	s := make([]board.Move, 0, 128)
	return &s
}}

// routesOf appends the legal moves of p to dst, each with its path: the
// captures as movegen.Paths gives them (the paths notation writes), the
// quiet moves and lifts without one.
func routesOf(v *variant.Variant, p board.Position, dst []movegen.Route) []movegen.Route {
	buf := legalMoves.Get().(*[]board.Move)
	defer legalMoves.Put(buf)
	*buf = movegen.Generate(v, p, (*buf)[:0])
	if len(*buf) > 0 && (*buf)[0].IsCapture() {
		return movegen.Paths(v, p, dst)
	}
	for _, m := range *buf {
		dst = append(dst, movegen.Route{Move: m})
	}
	return dst
}

// moveText is a move text read into its squares.
type moveText struct {
	// squares are the squares as written, at least one.
	squares []board.Square
	// capture: a capture mark ("x", "X" or ":") separates some of them.
	capture bool
	// pathOnly: the squares are a path, never a Hub move's captured set
	// (lidraughts' forms).
	pathOnly bool
	// board is the geometry the squares are on.
	board *board.Geometry
}

// readMoveText reads the squares of a move text. The error is [ErrSyntax]
// or [ErrSquare].
func readMoveText(v *variant.Variant, s string) (moveText, error) {
	lo, hi := trim(s, 0, len(s))
	for hi > lo && isGlyph(s[hi-1]) {
		hi--
	}
	lo, hi = trim(s, lo, hi)
	if lo == hi {
		return moveText{}, ErrSyntax
	}
	t := moveText{board: v.Board()}
	start := lo
	for i := lo; i <= hi; i++ {
		if i < hi && !isSeparator(s[i]) {
			continue
		}
		if i < hi && isCaptureMark(s[i]) {
			t.capture = true
		}
		sq, err := parseSquare(v, s, start, i)
		if err != nil {
			return moveText{}, err.Err
		}
		t.squares = append(t.squares, sq)
		start = i + 1
	}
	return t, nil
}

// matches reports whether the legal move r is one the text denotes.
func (t *moveText) matches(r *movegen.Route) bool {
	m := &r.Move
	sq := t.squares
	if len(sq) == 1 {
		return m.Lift && m.From == sq[0]
	}
	if m.From != sq[0] || (t.capture && !m.IsCapture()) {
		return false
	}
	if m.To == sq[len(sq)-1] && (onPath(sq[1:len(sq)-1], r.Path) || onStops(t.board, sq[1:len(sq)-1], r)) {
		return true
	}
	if t.pathOnly || len(sq) < 3 || m.To != sq[1] {
		return false
	}
	var taken board.Bitboard
	for _, s := range sq[2:] {
		taken = taken.With(s)
	}
	return taken == m.Captured
}

// resolve returns the indices of the legal moves the text denotes: those
// it matches, or, when it is exactly the whole text of some of them, only
// those.
func (t *moveText) resolve(legal []movegen.Route) []int {
	var found []int
	exact := 0
	for i := range legal {
		if t.matches(&legal[i]) {
			found = append(found, i)
			if t.isWhole(&legal[i]) {
				exact++
			}
		}
	}
	if exact == 0 || exact == len(found) {
		return found
	}
	whole := found[:0]
	for _, i := range found {
		if t.isWhole(&legal[i]) {
			whole = append(whole, i)
		}
	}
	return whole
}

// byRoute returns the indices of the legal moves the text denotes along a
// route Generate does not keep: the same capture (from, to, captured set,
// promotion) taken in another order, as another program may write it
// ("33x22x24x33" for the Frisian ring Generate keeps as "33x24x22x33").
func (t *moveText) byRoute(v *variant.Variant, p board.Position, legal []movegen.Route) []int {
	var found []int
	for _, r := range movegen.Routes(v, p, nil) {
		if !t.matches(&r) {
			continue
		}
		for i := range legal {
			if legal[i].Move == r.Move && !slices.Contains(found, i) {
				found = append(found, i)
			}
		}
	}
	return found
}

// isWhole reports whether the text lists every square of m: its starting
// square and each landing square of a capture, its two squares for a quiet
// move, its one square for a lift.
func (t *moveText) isWhole(r *movegen.Route) bool {
	m, sq := &r.Move, t.squares
	switch path := r.Path; {
	case m.Lift:
		return len(sq) == 1 && sq[0] == m.From
	case len(path) == 0:
		return len(sq) == 2 && sq[0] == m.From && sq[1] == m.To
	default:
		return len(sq) == len(path)+1 && sq[0] == m.From && slices.Equal(sq[1:], path)
	}
}

// identifies reports whether the text denotes legal[idx] and no other of
// the legal moves.
func (t *moveText) identifies(legal []movegen.Route, idx int) bool {
	found := t.resolve(legal)
	return len(found) == 1 && found[0] == idx
}

// onPath reports whether the squares between appear, in this order, among
// the landing squares of path before its last.
func onPath(between, path []board.Square) bool {
	if len(between) == 0 {
		return true
	}
	if len(path) == 0 {
		return false
	}
	j := 0
	for _, s := range path[:len(path)-1] {
		if s == between[j] {
			j++
			if j == len(between) {
				return true
			}
		}
	}
	return false
}

// onStops reports whether the squares between appear, in this order, as
// stops of the capture m before its last: a landing square of its path, or,
// where the path takes two pieces one after the other along one line, any
// empty square between them. Players may write a flying king that takes
// two pieces on one line as stopping anywhere between them ("b8xe5xh2" for
// b8:d6:h2): it comes to the same move.
func onStops(g *board.Geometry, between []board.Square, r *movegen.Route) bool {
	path := r.Path
	if len(between) == 0 || len(path) < 2 {
		return len(between) == 0
	}
	j := 0
	for k := 0; k < len(path)-1 && j < len(between); k++ {
		for _, s := range stopsAt(g, r, k) {
			if s == between[j] {
				j++
				break
			}
		}
	}
	return j == len(between)
}

// stopsAt returns the squares that may stand for landing square k of m's
// path: itself, and, if the next jump goes on along the same line, the
// empty squares it crosses before its victim.
func stopsAt(g *board.Geometry, r *movegen.Route, k int) []board.Square {
	path := r.Path
	out := []board.Square{path[k]}
	prev := r.Move.From
	if k > 0 {
		prev = path[k-1]
	}
	d1, ok1 := lineDir(g, prev, path[k])
	d2, ok2 := lineDir(g, path[k], path[k+1])
	if !ok1 || !ok2 || d1 != d2 {
		return out
	}
	for s, ok := g.Neighbor(path[k], d2); ok && !r.Move.Captured.Has(s) && s != path[k+1]; s, ok = g.Neighbor(s, d2) {
		out = append(out, s)
	}
	return out
}

// lineDir returns the direction from a to b when they lie on one line.
func lineDir(g *board.Geometry, a, b board.Square) (board.Dir, bool) {
	r0, c0 := g.Coord(a)
	r1, c1 := g.Coord(b)
	dr, dc := r1-r0, c1-c0
	if (dr == 0 && dc == 0) || (dr != 0 && dc != 0 && dr != dc && dr != -dc) {
		return 0, false
	}
	sign := func(x int) int { return min(max(x, -1), 1) }
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if r, c := d.Delta(); r == sign(dr) && c == sign(dc) {
			return d, true
		}
	}
	return 0, false
}

// isSeparator reports whether c joins the squares of a move text.
func isSeparator(c byte) bool { return c == '-' || isCaptureMark(c) }

// isCaptureMark reports whether c is a separator that only captures use.
func isCaptureMark(c byte) bool { return c == 'x' || c == 'X' || c == ':' }

// isGlyph reports whether c is an annotation mark a move text may end with.
func isGlyph(c byte) bool { return c == '!' || c == '?' || c == '*' || c == '+' }
