package reference_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers/internal/reference"
	"github.com/draughtsgo/checkers/variant"
)

// The English start position: Black has seven opening moves, and the tree
// grows as the published counts say (testdata/perft/english.perft).
func ExamplePerft() {
	v := variant.English
	for depth := 1; depth <= 4; depth++ {
		fmt.Println(depth, reference.Perft(v, v.Start(), depth))
	}
	// Output:
	// 1 7
	// 2 49
	// 3 302
	// 4 1469
}

// White's nine opening moves in International draughts, written with the
// squares' numbers: each man of the front rank (31-35) steps to one of the
// two squares in front of it, except the man on the edge (35).
func ExampleMoves() {
	v := variant.International
	n := v.Numbering()
	var moves []string
	for _, m := range reference.Moves(v, v.Start()) {
		moves = append(moves, fmt.Sprintf("%d-%d", n.Number(m.From), n.Number(m.To)))
	}
	slices.Sort(moves) // Moves returns them in no particular order
	fmt.Println(strings.Join(moves, " "))
	// Output:
	// 31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30
}
