package movegen_test

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// The quantity rule of International draughts: the man's capture of three
// pieces must be played, not the king's capture of two. It is the only
// legal move, so its text needs no landing square between the first and
// the last (the full path is 46x37x26x17).
func ExampleCaptures() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5")
	if err != nil {
		panic(err)
	}
	for _, m := range movegen.Captures(v, p, nil) {
		fmt.Println(notation.FormatMove(v, p, m))
	}
	// Output: 46x17
}

// A move is its identity, without a path; Path gives the squares where
// the capture's jumps land. Here a Russian man on b6 takes c7, is crowned
// on d8 and flies on as a king over f6, to g5 or h4: two moves.
func ExamplePath() {
	v := variant.Russian
	p, err := notation.ParseFEN(v, "W:Wb6:Bc7,f6")
	if err != nil {
		panic(err)
	}
	for _, m := range movegen.Captures(v, p, nil) {
		var squares []string
		for _, s := range movegen.Path(v, p, m) {
			squares = append(squares, notation.FormatSquare(v, s))
		}
		fmt.Println(strings.Join(squares, " "))
	}
	// Unordered output:
	// d8 g5
	// d8 h4
}

// Routes gives every way to play each capture: a Frisian man on 33 takes
// the men on 28, 29 and 23 round a triangle and comes back to 33, either
// way round; the two routes are one move.
func ExampleRoutes() {
	v := variant.Frisian
	p, err := notation.ParseFEN(v, "W:W33:B28,29,23")
	if err != nil {
		panic(err)
	}
	routes := movegen.Routes(v, p, nil)
	fmt.Println(len(routes), "routes of", len(movegen.Captures(v, p, nil)), "move")
	fmt.Println(routes[0].Move == routes[1].Move)
	// Output:
	// 2 routes of 1 move
	// true
}
