package board

import (
	"fmt"
	"strconv"
)

// Layout says which cells of the grid are playable and how they are joined.
type Layout uint8

const (
	// DarkA1Dark: the dark squares of a checkered board whose a1 is dark
	// (English, International, Russian, Brazilian, Canadian, Czech, Thai).
	DarkA1Dark Layout = iota
	// DarkA1Light: the dark squares of a board whose a1 is light (Italian,
	// Spanish, Portuguese).
	DarkA1Light
	// Whole: every cell, joined orthogonally and diagonally (Turkish,
	// Dameo, Gothic, Konane).
	Whole
	// Points: Alquerque's points, joined orthogonally everywhere and
	// diagonally only through the points whose file+rank is even (a1, c1,
	// b2, ...).
	Points
)

var layoutNames = [...]string{"dark-a1-dark", "dark-a1-light", "whole", "points"}

// String returns "dark-a1-dark", "dark-a1-light", "whole" or "points".
// A value out of range prints as its type and number, "Layout(7)".
func (l Layout) String() string {
	if int(l) < len(layoutNames) {
		return layoutNames[l]
	}
	return "Layout(" + strconv.Itoa(int(l)) + ")"
}

// Geometry is a board: its rows and columns, its playable cells, the bit of
// each cell and, per direction, which cell lies next to which.
//
// # Bit layout
//
// Dark-square boards (R rows, C columns) number the cells of a grid that is
// C+1 columns wide, the extra column being a "ghost" that is never playable:
// cell (row, col) has index row*(C+1)+col (+1 when a1 is light) and bit
// index/2. Every diagonal step then adds the same number to the bit, on every
// row: NE +(C+2)/2, NW +C/2, SE -C/2, SW -(C+2)/2; a step off the left or right
// edge lands on a ghost bit. The 8x8 board with a1 dark:
//
//	rank 8 |  .  32   .  33   .  34   .  35
//	rank 7 | 27   .  28   .  29   .  30   .   (31 ghost)
//	rank 6 |  .  23   .  24   .  25   .  26
//	rank 5 | 18   .  19   .  20   .  21   .   (22 ghost)
//	rank 4 |  .  14   .  15   .  16   .  17
//	rank 3 |  9   .  10   .  11   .  12   .   (13 ghost)
//	rank 2 |  .   5   .   6   .   7   .   8
//	rank 1 |  0   .   1   .   2   .   3   .   (4 ghost)
//	         a    b   c    d   e    f   g   h
//
// NE adds 5, NW adds 4: b2 (5) + 5 = c3 (10), b2 + 4 = a3 (9). The 10x10 board
// uses 55 bits (NE +6, NW +5); the 12x12 board 78 bits (NE +7, NW +6), which
// is why a [Bitboard] has 128.
//
// Along a file or a rank of a dark-square board the dark squares lie every
// second cell, so a step North, East, South or West goes to the next dark
// square that way, two cells on (Frisian draughts jumps so). Its shift is
// the sum of two diagonal shifts: on the 8x8 board above N adds 9 (NE+NW:
// b2 + 9 = b4, 14), E adds 1 (NE+SE: b2 + 1 = d2, 6). Squares on the last
// two ranks or files that way have no such neighbour, so nothing wraps.
//
// Whole boards and Alquerque's points number every cell row by row: cell
// (row, col) is bit row*C+col (a1 = 0, h1 = 7, a2 = 8 on 8x8), N adds C, E
// adds 1, NE adds C+1, NW adds C-1. There is no ghost column, so a step is
// taken only from the squares that have a neighbour that way ([Geometry.From]).
//
// For every layout, the neighbour of square s in direction d, when there is
// one, is s + [Geometry.Shift](d).
//
// A nil *Geometry (the board of the zero variant.Variant) and the zero
// Geometry are an empty board: no rows, no columns, no playable square.
// Their methods say so ([Geometry.Len] is 0, [Geometry.Square] and
// [Geometry.Neighbor] find nothing, [Geometry.Name] is "?") and never
// panic. Boards are made with [NewDark], [NewWhole] and [NewPoints].
type Geometry struct {
	rows, cols int
	layout     Layout
	bits       int
	squares    []Square      // playable squares, increasing
	cell       []Square      // row*cols+col -> square or NoSquare
	rowOf      [MaxBits]int8 // square -> row, -1 if not playable
	colOf      [MaxBits]int8
	valid      Bitboard
	shift      [NumDirs]int
	from       [NumDirs]Bitboard
	rowMask    []Bitboard
}

// Standard geometries. They are shared, read-only values.
var (
	Board8x8   = NewDark(8, 8, true)
	Board10x10 = NewDark(10, 10, true)
	Board12x12 = NewDark(12, 12, true)
	// Board8x8A1Light is the 8x8 board of Italian, Spanish and Portuguese.
	Board8x8A1Light = NewDark(8, 8, false)
	// Whole8x8 is the board of all 64 squares (Turkish, Dameo, Gothic,
	// Konane).
	Whole8x8 = NewWhole(8, 8)
	// Points5x5 is Alquerque's board of 25 points.
	Points5x5 = NewPoints(5, 5)
)

// NewDark returns the board of the dark squares of a rows x cols checkered
// board; a1Dark says whether a1 (White's lower-left corner) is dark. cols
// must be even; the layout must fit in [MaxBits] bits. NewDark panics if
// rows or cols is negative or the cells cannot be laid out so.
func NewDark(rows, cols int, a1Dark bool) *Geometry {
	off, layout := 0, DarkA1Dark
	if !a1Dark {
		off, layout = 1, DarkA1Light
	}
	return build(rows, cols, layout,
		func(r, c int) bool { return (r+c+off)%2 == 0 },
		func(r, c int) int { return (r*(cols+1) + c + off) / 2 },
		func(r, c int, d Dir) bool { return true })
}

// stride returns how many cells one step in direction d spans on a board of
// the given layout: two along a file or rank of a dark-square board (the
// next dark square, the light one between being no square), one otherwise.
func stride(layout Layout, d Dir) int {
	if (layout == DarkA1Dark || layout == DarkA1Light) && d%2 == 0 {
		return 2
	}
	return 1
}

// NewWhole returns a board on which every one of the rows x cols cells is
// playable, joined in all eight directions. It panics if rows or cols is
// negative or the cells need more than [MaxBits] bits.
func NewWhole(rows, cols int) *Geometry {
	return build(rows, cols, Whole,
		func(r, c int) bool { return true },
		func(r, c int) int { return r*cols + c },
		func(r, c int, d Dir) bool { return true })
}

// NewPoints returns Alquerque's board of rows x cols points: orthogonal
// lines everywhere, diagonal lines only through the points whose row+col is
// even (a1, c1, b2, ...). It panics if rows or cols is negative or the
// points need more than [MaxBits] bits.
func NewPoints(rows, cols int) *Geometry {
	return build(rows, cols, Points,
		func(r, c int) bool { return true },
		func(r, c int) int { return r*cols + c },
		func(r, c int, d Dir) bool { return d%2 == 0 || (r+c)%2 == 0 })
}

func build(rows, cols int, layout Layout, playable func(r, c int) bool, bitOf func(r, c int) int, linked func(r, c int, d Dir) bool) *Geometry {
	g := &Geometry{rows: rows, cols: cols, layout: layout, cell: make([]Square, rows*cols), rowMask: make([]Bitboard, rows)}
	for i := range g.rowOf {
		g.rowOf[i], g.colOf[i] = -1, -1
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			g.cell[r*cols+c] = NoSquare
			if !playable(r, c) {
				continue
			}
			b := bitOf(r, c)
			if b < 0 || b >= MaxBits {
				panic(fmt.Sprintf("board: %dx%d layout needs bit %d", rows, cols, b))
			}
			s := Square(b)
			g.cell[r*cols+c] = s
			g.rowOf[s], g.colOf[s] = int8(r), int8(c)
			g.valid = g.valid.With(s)
			g.rowMask[r] = g.rowMask[r].With(s)
			g.bits = max(g.bits, b+1)
		}
	}
	for s := range g.valid.Squares() {
		g.squares = append(g.squares, s)
		r, c := g.Coord(s)
		for d := Dir(0); d < NumDirs; d++ {
			dr, dc := d.Delta()
			k := stride(layout, d)
			n, ok := g.Square(r+k*dr, c+k*dc)
			if !ok || !linked(r, c, d) {
				continue
			}
			delta := int(n) - int(s)
			if g.shift[d] != 0 && g.shift[d] != delta {
				panic("board: layout without a constant shift per direction")
			}
			g.shift[d] = delta
			g.from[d] = g.from[d].With(s)
		}
	}
	return g
}

// Rows returns the number of ranks.
func (g *Geometry) Rows() int {
	if g == nil {
		return 0
	}
	return g.rows
}

// Cols returns the number of files.
func (g *Geometry) Cols() int {
	if g == nil {
		return 0
	}
	return g.cols
}

// Layout returns which cells are playable and how they are joined.
func (g *Geometry) Layout() Layout {
	if g == nil {
		return 0
	}
	return g.layout
}

// Bits returns the number of bits the layout spans, ghosts included.
func (g *Geometry) Bits() int {
	if g == nil {
		return 0
	}
	return g.bits
}

// Len returns the number of playable squares.
func (g *Geometry) Len() int {
	if g == nil {
		return 0
	}
	return len(g.squares)
}

// Squares returns the playable squares in increasing order. The caller must
// not modify the slice.
func (g *Geometry) Squares() []Square {
	if g == nil {
		return nil
	}
	return g.squares
}

// Valid returns the set of all playable squares.
func (g *Geometry) Valid() Bitboard {
	if g == nil {
		return Bitboard{}
	}
	return g.valid
}

// Contains reports whether s is a playable square of g.
func (g *Geometry) Contains(s Square) bool { return g.Valid().Has(s) }

// Square returns the square at (row, col), counted from 0 at White's lower
// left (a1), and whether that cell is a playable square.
func (g *Geometry) Square(row, col int) (Square, bool) {
	if g == nil || row < 0 || row >= g.rows || col < 0 || col >= g.cols {
		return NoSquare, false
	}
	s := g.cell[row*g.cols+col]
	return s, s != NoSquare
}

// Coord returns the row and column of s (a1 is 0, 0), or -1, -1 if s is not
// playable.
func (g *Geometry) Coord(s Square) (row, col int) {
	if !g.Contains(s) {
		return -1, -1
	}
	return int(g.rowOf[s]), int(g.colOf[s])
}

// Row returns the playable squares of a row (0 is rank 1).
func (g *Geometry) Row(row int) Bitboard {
	if g == nil || row < 0 || row >= g.rows {
		return Bitboard{}
	}
	return g.rowMask[row]
}

// Shift returns the number added to a square's bit by a step in direction d.
// It is 0 for a direction in which no square has a neighbour, and for a
// value of d that is not a direction.
func (g *Geometry) Shift(d Dir) int {
	if g == nil || d >= NumDirs {
		return 0
	}
	return g.shift[d]
}

// From returns the squares that have a neighbour in direction d (none for a
// value of d that is not a direction).
func (g *Geometry) From(d Dir) Bitboard {
	if g == nil || d >= NumDirs {
		return Bitboard{}
	}
	return g.from[d]
}

// Neighbor returns the square next to s in direction d, if there is one.
func (g *Geometry) Neighbor(s Square, d Dir) (Square, bool) {
	if !g.From(d).Has(s) {
		return NoSquare, false
	}
	return Square(int(s) + g.shift[d]), true
}

// Name returns the algebraic name of s: its file letter and rank number as
// White sees the board ("a1", "h8", "l12"), or "?" if s is not playable.
func (g *Geometry) Name(s Square) string {
	r, c := g.Coord(s)
	if r < 0 {
		return "?"
	}
	return string(rune('a'+c)) + strconv.Itoa(r+1)
}
