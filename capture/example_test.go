package capture_test

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/capture"
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
	for _, m := range capture.Captures(v, p, nil) {
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
	for _, m := range capture.Captures(v, p, nil) {
		var squares []string
		for _, s := range capture.Path(v, p, m) {
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
	routes := capture.Routes(v, p, nil)
	fmt.Println(len(routes), "routes of", len(capture.Captures(v, p, nil)), "move")
	fmt.Println(routes[0].Move == routes[1].Move)
	// Output:
	// 2 routes of 1 move
	// true
}

// route writes a route from its first square through every landing square,
// "46x37x26x17", as a player reading the path would.
func route(v *variant.Variant, r capture.Route) string {
	text := notation.FormatSquare(v, r.Move.From)
	for _, s := range r.Path {
		text += "x" + notation.FormatSquare(v, s)
	}
	return text
}

// Before the precedence criteria, the position of ExampleCaptures has two
// captures: the man's three pieces and the king's two.
func ExampleAll() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5")
	if err != nil {
		panic(err)
	}
	for _, r := range capture.All(v, p, nil) {
		fmt.Println(route(v, r))
	}
	// Unordered output:
	// 46x37x26x17
	// 45x34x25
}

// The precedence filter, step by step: International's one criterion,
// most pieces, removes the king's capture of two.
func ExamplePrecedence() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5")
	if err != nil {
		panic(err)
	}
	s := capture.Precedence(v, p, capture.All(v, p, nil))
	for _, step := range s.Steps {
		for _, r := range step.Removed {
			fmt.Printf("%s removed %s: %s\n", step.Criterion, route(v, r), step.Why())
		}
	}
	for _, r := range s.Kept {
		fmt.Println("kept", route(v, r))
	}
	// Output:
	// most-pieces removed 45x34x25: the capture that takes the most pieces must be played, here 3
	// kept 46x37x26x17
}

// Why a capture may not be played: in Italian, a king's capture of one
// piece beats a man's, and RemovedBy names the rule. The man on c2 (26)
// takes d3 landing on e4 (19); the king on g2 (28) takes f3, landing on
// e4 too.
func ExampleSifting_RemovedBy() {
	v := variant.Italian
	p, err := notation.ParseFEN(v, "W:Wc2,Kg2:Bd3,f3")
	if err != nil {
		panic(err)
	}
	s := capture.Precedence(v, p, capture.All(v, p, nil))
	for _, r := range capture.All(v, p, nil) {
		if step, ok := s.RemovedBy(r.Move); ok {
			fmt.Printf("%s: %s\n", route(v, r), step.Why())
		} else {
			fmt.Printf("%s is legal\n", route(v, r))
		}
	}
	// Unordered output:
	// 26x19: a king must capture when one can
	// 28x19 is legal
}

// What the criteria read of a route: in Italian, the king on h1 takes the
// man on g2, then the king on g4, at its second jump.
func ExampleTallyOf() {
	v := variant.Italian
	p, err := notation.ParseFEN(v, "W:WKh1:Bg2,Kg4")
	if err != nil {
		panic(err)
	}
	for _, r := range capture.All(v, p, nil) {
		t := capture.TallyOf(v, p, r)
		fmt.Printf("pieces %d, kings %d, by a king %t, kings at jumps %v\n", t.Pieces, t.Kings, t.ByKing, t.KingJumps)
	}
	// Output: pieces 2, kings 1, by a king true, kings at jumps [1]
}

// Paths gives each legal capture once with the squares where its jumps
// land: here the Russian man on b6, crowned on d8 in the middle of its
// capture, flies on over f6 to g5 or h4.
func ExamplePaths() {
	v := variant.Russian
	p, err := notation.ParseFEN(v, "W:Wb6:Bc7,f6")
	if err != nil {
		panic(err)
	}
	for _, r := range capture.Paths(v, p, nil) {
		fmt.Println(route(v, r), r.Move.Promotes)
	}
	// Unordered output:
	// b6xd8xg5 true
	// b6xd8xh4 true
}

// The moves of the routes kept are the legal captures: Frisian's value
// rule keeps the man's capture of two men (33x22x11) over its capture of
// one king (33x35), a king being worth less than two men.
func ExampleSifting_Moves() {
	v := variant.Frisian
	p, err := notation.ParseFEN(v, "W:W33:B28,17,K34")
	if err != nil {
		panic(err)
	}
	s := capture.Precedence(v, p, capture.All(v, p, nil))
	for _, m := range s.Moves() {
		fmt.Println(notation.FormatMove(v, p, m))
	}
	for _, r := range capture.All(v, p, nil) {
		if step, ok := s.RemovedBy(r.Move); ok {
			fmt.Println(route(v, r), "removed by", step.Criterion)
		}
	}
	// Output:
	// 33x11
	// 33x35 removed by most-value
}
