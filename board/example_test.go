package board_test

import (
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

// Apply returns the position after a move and leaves the original alone.
func ExamplePosition_Apply() {
	g := board.Board8x8
	c3, _ := g.Square(2, 2)
	d4, _ := g.Square(3, 3)
	p := board.Position{Turn: board.White}.Put(c3, board.Piece{Color: board.White, Kind: board.Man})
	q := p.Apply(board.NewStep(c3, d4, false))
	_, before := p.At(d4)
	_, after := q.At(d4)
	fmt.Println(before, after, q.Turn)
	// Output: false true black
}
