package board_test

import (
	"encoding/json"
	"fmt"

	"github.com/draughtsgo/checkers/board"
)

// A geometry maps squares to names and neighbours: on the 8x8 board, the
// square north-east of c3 is d4.
func ExampleGeometry_Neighbor() {
	g := board.Board8x8
	c3, _ := g.Square(2, 2)
	d4, ok := g.Neighbor(c3, board.NorthEast)
	fmt.Println(g.Name(c3), "->", g.Name(d4), ok)
	// Output: c3 -> d4 true
}

// The PDN numbering of the 10x10 board starts at the top left: 1 is b10
// and 46 is a1.
func ExampleGeometry_Numbering() {
	n := board.Board10x10.Numbering(board.TopLeft)
	s1, _ := n.Square(1)
	s46, _ := n.Square(46)
	fmt.Println(board.Board10x10.Name(s1), board.Board10x10.Name(s46))
	// Output: b10 a1
}

// MovePieces plays a move in place: here in a copy, q, leaving p as it
// was. (To play a move under a variant's rules, use its Apply, which
// returns a new position.)
func ExamplePosition_MovePieces() {
	g := board.Board8x8
	c3, _ := g.Square(2, 2)
	d4, _ := g.Square(3, 3)
	p := board.Position{Turn: board.White}.Put(c3, board.Piece{Color: board.White, Kind: board.Man})
	q := p
	q.MovePieces(board.NewStep(c3, d4, false))
	_, before := p.At(d4)
	_, after := q.At(d4)
	fmt.Println(before, after, q.Turn)
	// Output: false true black
}

// A Move prints with its squares as bit numbers, the Square values of the
// geometry (see the diagram of Geometry), to be read in logs and failing
// tests without a variant; the notation package writes moves as players
// do. On the 8x8 board c3 is bit 10 and d4 bit 15; a man on d4 that takes
// e5 and e7 (by way of f6) and ends on d8 is crowned. The path is not
// part of the move: movegen.Path gives it.
func ExampleMove_String() {
	g := board.Board8x8
	at := func(row, col int) board.Square {
		s, _ := g.Square(row, col)
		return s
	}
	c3, d4, e5, e7, d8 := at(2, 2), at(3, 3), at(4, 4), at(6, 4), at(7, 3)
	step := board.NewStep(c3, d4, false)
	capture := board.NewCapture(d4, d8, board.SquareSet(e5, e7), true)
	fmt.Println(step)
	fmt.Println(capture)
	fmt.Println(board.NewLift(c3))
	// Output:
	// #10-#15
	// #15x#33 {#20,#29} =K
	// lift #10
}

// Colours, kinds of piece and the other enumerations are written by
// encoding/json as their names.
func ExampleColor_MarshalText() {
	b, _ := json.Marshal(map[string]any{"turn": board.Black, "piece": board.King})
	fmt.Println(string(b))
	var c board.Color
	err := json.Unmarshal([]byte(`"White"`), &c)
	fmt.Println(c, err)
	// Output:
	// {"piece":"king","turn":"black"}
	// white <nil>
}
