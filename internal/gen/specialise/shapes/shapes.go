// Package shapes writes the generators' code specialised per board: the
// template flat.go.tmpl, written once against the operations of the
// generators' bb type, instantiated for each board the variants use with
// that board's shifts and masks as constants. It is shared by the
// specialise command and by the test that checks the generated files are
// up to date.
//
// A board is known by its layout, rows and columns, which fix every square's
// bit and every shift (board.Geometry): a variant made with variant.New on a
// board built anew gets the same code as the built-in variants on that board.
package shapes

import (
	"bytes"
	_ "embed"
	"fmt"
	"math/bits"
	"strings"
	"text/template"

	"github.com/draughtsgo/checkers/board"
)

//go:embed flat.go.tmpl
var flatText string

//go:embed select.go.tmpl
var selectText string

//go:embed mensearch.go.tmpl
var menSearchText string

// shape is one board the generated code is specialised for.
type shape struct {
	Name string          // suffix of the generated names: Dark10
	File string          // file name part: dark10
	Geo  *board.Geometry // the board
}

// Shapes lists the boards with code of their own, by package: every board
// of the built-in variants.
var shapes = map[string][]shape{
	"narrow": {
		{"Dark8", "dark8", board.Board8x8},
		{"Light8", "light8", board.Board8x8A1Light},
		{"Dark10", "dark10", board.Board10x10},
		{"Whole8", "whole8", board.Whole8x8},
		{"Points5", "points5", board.Points5x5},
	},
	"wide": {
		{"Dark12", "dark12", board.Board12x12},
	},
}

// dirData is what the template knows of one direction of a board.
type dirData struct {
	D     int    // the board.Dir
	Name  string // NE
	Shift int    // bits one step adds
	Mask  string // bb literal of the squares that step, all of them if no mask is needed
	Back  string // expression of a step's origin from its target s
	Jump  string // expression of a jump's origin from its landing s
	// Double is the shift of two steps at once: a jump from a square
	// known to have one (jumpNEDark10 and the like), which needs no mask.
	Double int
	Opp    string // the opposite direction's name: SW
	OppD   int    // the opposite direction's board.Dir
	// Fill holds, where a step needs no mask, the shifts of the rounds
	// after the first of a fill by doubling along this direction (2, 4,
	// ... steps at once), enough for the longest line of the board: a
	// run of empty squares found without a loop. Last marks the round
	// after which the run's own set needs no update.
	Fill []fillRound
}

// fillRound is one round of a fill by doubling (dirData.Fill).
type fillRound struct {
	Shift int
	Last  bool
}

type shapeData struct {
	Pkg, Name, Layout string
	Rows, Cols        int
	Valid             string
	All               string // bb literal of every bit: no mask
	Diagram           string
	Dirs              []dirData
	Diagonals         []dirData // the diagonal ones of Dirs
	Orthogonals       []dirData // the others
	// JumpOrder is Diagonals in the order the capture search lists a
	// man's single jumps: NE, NW, SE, SW.
	JumpOrder []dirData
	// JumpSets are the men's single jumps written for the board: in the
	// diagonals, where men jump diagonally only, and in every direction.
	JumpSets []jumpSet
	// Sides are the flat paths of men that step in the two diagonals of
	// one side of the board, north or south, one per colour and side
	// (tables.sideFlat).
	Sides []side
	// MenSearches are the side paths' men's searches, one for each set
	// of directions their men jump and go on in: with the directions as
	// constants, or from the table (menSet.Table).
	MenSearches []menSet
}

// menSet is one set of directions men jump and go on in, as the side
// paths' men's search knows it (jumpedAllDark10, jumpsNorthDark10 and the
// like).
type menSet struct {
	Name string    // of the search's functions: All, Diagonals, North, South
	What string    // the directions in words, for their comments
	Dirs []dirData // the directions, in the board's order
	// Table: the search finds a man's jumps from a table by its square
	// (menSearch.jumps), not a direction at a time.
	Table bool
}

// side is what the template knows of one colour's men stepping towards
// one side of the board on the quickest flat paths: the colour and the
// directions as constants.
type side struct {
	Name     string    // WhiteNorth
	Colour   string    // board.White
	Opponent string    // board.Black
	Lower    string    // north
	Half     string    // North: the men's search of men that capture forwards only
	Bits     int       // south<<1 | colour: the low bits of tables.sideFlat
	Forward  []dirData // the two diagonals men step in, in the board's order
	Backward []dirData // the other two
	// ForwardOrder is Forward in the order the capture search lists a
	// man's single jumps (JumpOrder).
	ForwardOrder []dirData
}

// jumpSet is one version of the men's single jumps of a board.
type jumpSet struct {
	Suffix   string    // of its functions' names: "" or "All"
	Diagonal bool      // in the diagonals alone
	Order    []dirData // the directions, in the order it lists the jumps
	Dirs     []dirData // the directions, in the board's order
}

type selectData struct {
	Pkg    string
	Shapes []shapeData
}

// Files returns, by path below internal/gen ("narrow/flat_dark10.go"), the
// text of every generated file.
func Files() (map[string][]byte, error) {
	flat, err := template.New("flat").Funcs(template.FuncMap{"args": args}).Parse(flatText)
	if err != nil {
		return nil, err
	}
	sel, err := template.New("select").Parse(selectText)
	if err != nil {
		return nil, err
	}
	men, err := template.New("mensearch").Parse(menSearchText)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, pkg := range []string{"narrow", "wide"} {
		sd := selectData{Pkg: pkg}
		for _, s := range shapes[pkg] {
			d := dataOf(pkg, s)
			sd.Shapes = append(sd.Shapes, d)
			text, err := render(pkg, flat, d)
			if err != nil {
				return nil, fmt.Errorf("%s %s: %w", pkg, s.Name, err)
			}
			out[pkg+"/flat_"+s.File+".go"] = text
		}
		text, err := render(pkg, sel, sd)
		if err != nil {
			return nil, fmt.Errorf("%s select: %w", pkg, err)
		}
		out[pkg+"/flat_select.go"] = text
		text, err = render(pkg, men, sd)
		if err != nil {
			return nil, fmt.Errorf("%s men's search: %w", pkg, err)
		}
		out[pkg+"/mensearch_gen.go"] = text
	}
	return out, nil
}

// args makes the data of a template the flat template calls from
// pairs of a name and a value: args "Dir" . "Board" $.Name.
func args(pairs ...any) (map[string]any, error) {
	if len(pairs)%2 != 0 {
		return nil, fmt.Errorf("args: %d values, not pairs", len(pairs))
	}
	m := map[string]any{}
	for i := 0; i < len(pairs); i += 2 {
		name, ok := pairs[i].(string)
		if !ok {
			return nil, fmt.Errorf("args: name %v is not a string", pairs[i])
		}
		m[name] = pairs[i+1]
	}
	return m, nil
}

// render executes t on data for package pkg and formats the result: in
// package narrow, whose bb is one word, with Go's operators (wordOps); in
// package wide, whose bb is two, with the operations on both written out
// (pairOps).
func render(pkg string, t *template.Template, data any) ([]byte, error) {
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return nil, err
	}
	if pkg == "narrow" {
		return wordOps(b.Bytes())
	}
	return pairOps(b.Bytes())
}

// set is a set of squares in 128 bits, as the generators' bb.
type set [2]uint64

func setOf(b board.Bitboard) set { return set{b.Lo, b.Hi} }

// shift is the generators' bb.shift without a mask: a rotation of one word
// in package narrow, a shift of two in package wide.
func (s set) shift(pkg string, n int) set {
	if pkg == "narrow" {
		return set{bits.RotateLeft64(s[0], n), 0}
	}
	if n >= 0 {
		return set{s[0] << n, s[1]<<n | s[0]>>(64-n)}
	}
	n = -n
	return set{s[0]>>n | s[1]<<(64-n), s[1] >> n}
}

func (s set) and(t set) set    { return set{s[0] & t[0], s[1] & t[1]} }
func (s set) andNot(t set) set { return set{s[0] &^ t[0], s[1] &^ t[1]} }
func (s set) empty() bool      { return s == set{} }

func literal(pkg string, s set) string {
	if pkg == "narrow" {
		if s[0] == ^uint64(0) {
			return "^bb(0)"
		}
		return fmt.Sprintf("bb(%#x)", s[0])
	}
	return fmt.Sprintf("bb{%#x, %#x}", s[0], s[1])
}

func dataOf(pkg string, s shape) shapeData {
	g := s.Geo
	valid := setOf(g.Valid())
	d := shapeData{
		Pkg: pkg, Name: s.Name, Layout: layoutExpr(g.Layout()),
		Rows: g.Rows(), Cols: g.Cols(),
		Valid:   literal(pkg, valid),
		All:     literal(pkg, set{^uint64(0), ^uint64(0)}),
		Diagram: diagram(g),
	}
	for dir := board.Dir(0); dir < board.NumDirs; dir++ {
		from := setOf(g.From(dir))
		if from.empty() {
			continue
		}
		n := g.Shift(dir)
		// A plain shift will do where no square without a neighbour
		// that way lands on a square of the board.
		mask := set{^uint64(0), ^uint64(0)}
		if pkg == "narrow" {
			mask[1] = 0
		}
		if !valid.andNot(from).shift(pkg, n).and(valid).empty() {
			mask = from
		}
		back, jump := fmt.Sprintf("s - %d", n), fmt.Sprintf("s - %d", 2*n)
		if n < 0 {
			back, jump = fmt.Sprintf("s + %d", -n), fmt.Sprintf("s + %d", -2*n)
		}
		dd := dirData{D: int(dir), Name: dir.String(), Shift: n, Mask: literal(pkg, mask), Back: back, Jump: jump, Double: 2 * n, Opp: dir.Opposite().String(), OppD: int(dir.Opposite())}
		if mask == (set{^uint64(0), ^uint64(0)}) || pkg == "narrow" && mask == (set{^uint64(0), 0}) {
			dd.Fill = fillRounds(pkg, max(g.Rows(), g.Cols())-1, n)
		}
		d.Dirs = append(d.Dirs, dd)
		if board.Diagonals&(1<<dir) != 0 {
			d.Diagonals = append(d.Diagonals, dd)
		} else {
			d.Orthogonals = append(d.Orthogonals, dd)
		}
	}
	for _, dir := range []board.Dir{board.NorthEast, board.NorthWest, board.SouthEast, board.SouthWest} {
		for _, dd := range d.Diagonals {
			if dd.D == int(dir) {
				d.JumpOrder = append(d.JumpOrder, dd)
			}
		}
	}
	for _, sd := range []side{
		{Name: "WhiteNorth", Colour: "board.White", Opponent: "board.Black", Lower: "north", Half: "North", Bits: 0},
		{Name: "BlackNorth", Colour: "board.Black", Opponent: "board.White", Lower: "north", Half: "North", Bits: 1},
		{Name: "WhiteSouth", Colour: "board.White", Opponent: "board.Black", Lower: "south", Half: "South", Bits: 2},
		{Name: "BlackSouth", Colour: "board.Black", Opponent: "board.White", Lower: "south", Half: "South", Bits: 3},
	} {
		half := board.NorthDiagonals
		if sd.Bits&2 != 0 {
			half = board.SouthDiagonals
		}
		for _, dd := range d.Diagonals {
			if half&(1<<dd.D) != 0 {
				sd.Forward = append(sd.Forward, dd)
			} else {
				sd.Backward = append(sd.Backward, dd)
			}
		}
		for _, dd := range d.JumpOrder {
			if half&(1<<dd.D) != 0 {
				sd.ForwardOrder = append(sd.ForwardOrder, dd)
			}
		}
		d.Sides = append(d.Sides, sd)
	}
	d.MenSearches = []menSet{
		{Name: "All", What: "every direction", Dirs: d.Dirs, Table: true},
		{Name: "Diagonals", What: "the four diagonals", Dirs: d.Diagonals},
		{Name: "North", What: "the two north diagonals", Dirs: d.Sides[0].Forward},
		{Name: "South", What: "the two south diagonals", Dirs: d.Sides[2].Forward},
	}
	d.JumpSets = []jumpSet{
		{Diagonal: true, Order: d.JumpOrder, Dirs: d.Diagonals},
		{Suffix: "All", Order: d.Dirs, Dirs: d.Dirs},
	}
	return d
}

// fillRounds returns the rounds after the first of a fill by doubling
// along a direction whose step shifts by n and needs no mask, on a board
// whose longest line is longest steps: 2, 4, ... steps at once until the
// steps so far cover the line. A square without a neighbour that way
// lands off the board, so a shift of k steps goes through k squares of
// the board, or lands on one only through a square off it, which the fill
// never holds. None where package wide's shift, 1 to 63 bits, cannot make
// a round's: that direction keeps its loop.
func fillRounds(pkg string, longest, n int) []fillRound {
	var rounds []fillRound
	for k := 2; k <= longest; k *= 2 {
		if pkg == "wide" && (k*n > 63 || k*n < -63) {
			return nil
		}
		rounds = append(rounds, fillRound{Shift: k * n, Last: 2*k > longest})
	}
	return rounds
}

func layoutExpr(l board.Layout) string {
	switch l {
	case board.DarkA1Dark:
		return "board.DarkA1Dark"
	case board.DarkA1Light:
		return "board.DarkA1Light"
	case board.Whole:
		return "board.Whole"
	}
	return "board.Points"
}

// diagram draws the board's bit of each square, rank by rank from the top,
// as a comment.
func diagram(g *board.Geometry) string {
	var b strings.Builder
	for r := g.Rows() - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "//\trank %2d |", r+1)
		for c := 0; c < g.Cols(); c++ {
			if s, ok := g.Square(r, c); ok {
				fmt.Fprintf(&b, " %3d", s)
			} else {
				b.WriteString("   .")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("//\t         ")
	for c := 0; c < g.Cols(); c++ {
		fmt.Fprintf(&b, "   %c", 'a'+c)
	}
	return b.String()
}
