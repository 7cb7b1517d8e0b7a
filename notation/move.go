package notation

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// maxSubsets bounds the sets of intermediate squares [FormatMove] tries
// before it settles for the full path. Games need one square or two, and
// even crowded random Gothic positions, whose short kings capture in many
// ways, never come near the bound; it only keeps a contrived capture of
// many jumps cheap.
const maxSubsets = 4096

// FormatMove writes m, a legal move of p, in v's move text with as few
// squares as tell it apart from p's other legal moves, so that [ParseMove]
// reads the text back as m:
//
//   - a quiet move is its two squares joined by "-" ("32-28", "c3-d4"; a
//     Dameo line move from the rear man to the square in front of the
//     line, "c1-c4");
//   - a capture is its starting and final squares joined by v's
//     CaptureMark ("28x19", Russian "c3:g7"); when another legal move
//     shares both, the fewest landing squares of its path that tell it
//     apart are written between them, in path order, the earliest such
//     squares when several would do ("26x42x45" for 26x42x29x45);
//   - a move that lifts its own piece off the board (Konane's opening) is
//     that piece's square alone ("d5").
//
// Squares are written in v's own notation ([FormatSquare]). When no subset
// of the intermediate squares tells m apart (two legal moves along one and
// the same path), or when more than 4096 subsets would have to be tried,
// FormatMove writes the full path, as [FormatMovePath] does. A legal move
// is recognised by its identity (from, to, captured set, promotion); its
// path is the one movegen.Path gives. A move that is not one of p's has
// no path to write: it is written from its first square to its last.
// FormatMove returns "" if v is nil or has no board.
func FormatMove(v *variant.Variant, p board.Position, m board.Move) string {
	if !usable(v) {
		return ""
	}
	if m.Lift {
		return FormatSquare(v, m.From)
	}
	buf := legalRoutes.Get().(*[]movegen.Route)
	defer legalRoutes.Put(buf)
	*buf = routesOf(v, p, (*buf)[:0])
	return formatAmong(v, *buf, m)
}

// formatAmong is [FormatMove] with the legal moves already listed.
func formatAmong(v *variant.Variant, legal []movegen.Route, m board.Move) string {
	idx := -1
	for i := range legal {
		if legal[i].Move == m {
			idx = i
			break
		}
	}
	if idx < 0 {
		return formatPath(v, m, nil)
	}
	// Only the moves from the same square can match a text that starts on
	// it.
	var rivals []movegen.Route
	for i := range legal {
		if legal[i].Move.From == m.From {
			if i == idx {
				idx = len(rivals)
			}
			rivals = append(rivals, legal[i])
		}
	}
	legal = rivals
	lr := &legal[idx]
	lm := &lr.Move
	mark := byte('-')
	if lm.IsCapture() {
		mark = v.CaptureMark()
	}
	t := moveText{squares: []board.Square{lm.From, lm.To}, capture: isCaptureMark(mark), board: v.Board()}
	if t.identifies(legal, idx) {
		return writeSquares(v, mark, t.squares)
	}
	path := lr.Path
	if len(path) < 2 {
		return formatPath(v, *lm, path)
	}
	inner := path[:len(path)-1]
	tries := 0
	for k := 1; k < len(inner) && tries < maxSubsets; k++ {
		// pick holds k increasing indices into inner, first combination first.
		pick := make([]int, k)
		for i := range pick {
			pick[i] = i
		}
		for tries < maxSubsets {
			tries++
			t.squares = append(t.squares[:0], lm.From)
			for _, i := range pick {
				t.squares = append(t.squares, inner[i])
			}
			t.squares = append(t.squares, lm.To)
			if t.identifies(legal, idx) {
				return writeSquares(v, mark, t.squares)
			}
			if !nextCombination(pick, len(inner)) {
				break
			}
		}
	}
	return formatPath(v, *lm, path)
}

// nextCombination advances pick, k increasing indices below n, to the next
// combination in lexicographic order; it reports false after the last one.
func nextCombination(pick []int, n int) bool {
	k := len(pick)
	i := k - 1
	for i >= 0 && pick[i] == n-k+i {
		i--
	}
	if i < 0 {
		return false
	}
	pick[i]++
	for j := i + 1; j < k; j++ {
		pick[j] = pick[j-1] + 1
	}
	return true
}

// FormatMovePath writes m, a legal move of p, in v's move text with its
// full path, squares in v's own notation ([FormatSquare]). A quiet move is
// its two squares joined by "-" ("32-28", "c3-d4"). A capture is its
// starting square, then every landing square of its path (the one
// movegen.Path gives), each after v's CaptureMark ("28x19x10", Russian
// "c3:e5:g7"), whether or not a shorter text would be unambiguous
// ([FormatMove] writes the shortest). A capture that is not one of p's is
// written from its first to its last square. A move that lifts its own
// piece off the board (Konane's opening) is written as that piece's square
// alone ("d5"). FormatMovePath returns "" if v is nil or has no board.
func FormatMovePath(v *variant.Variant, p board.Position, m board.Move) string {
	if !usable(v) {
		return ""
	}
	var path []board.Square
	if m.IsCapture() {
		path = movegen.Path(v, p, m)
	}
	return formatPath(v, m, path)
}

// formatPath is [FormatMovePath] with m's path given (none for a quiet
// move, or a capture written from its first to its last square).
func formatPath(v *variant.Variant, m board.Move, path []board.Square) string {
	if m.Lift {
		return FormatSquare(v, m.From)
	}
	switch {
	case len(path) > 0:
		return writeSquares(v, v.CaptureMark(), append([]board.Square{m.From}, path...))
	case m.IsCapture():
		return writeSquares(v, v.CaptureMark(), []board.Square{m.From, m.To})
	}
	return writeSquares(v, '-', []board.Square{m.From, m.To})
}

// writeSquares writes the squares in v's notation, joined by sep.
func writeSquares(v *variant.Variant, sep byte, squares []board.Square) string {
	var b strings.Builder
	for i, sq := range squares {
		if i > 0 {
			b.WriteByte(sep)
		}
		b.WriteString(FormatSquare(v, sq))
	}
	return b.String()
}
