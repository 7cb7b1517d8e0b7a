package movegen_test

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// The legal moves of a position given as a FEN, in the variant's notation:
// the White man on b6 takes c7 and is crowned on d8, and as a Russian king
// it goes on at once, taking f6 from a distance and landing on g5 or h4.
// Each move is written from its first square to its last (b6:d8:g5 in
// full), which is enough to tell the two apart.
func ExampleGenerate() {
	v := variant.Russian
	p, err := notation.ParseFEN(v, "W:Wb6:Bc7,f6")
	if err != nil {
		panic(err)
	}
	for _, m := range movegen.Generate(v, p, nil) {
		fmt.Println(notation.FormatMove(v, p, m))
	}
	// Output:
	// b6:g5
	// b6:h4
}

// The README's example of the packages underneath: a variant by name, a
// FEN, its moves (as in ExampleGenerate) and a perft from the start, whose
// 37,986 leaves at depth 6 testdata/perft/russian.perft has from dctl's
// tests.
func ExampleGenerate_readme() {
	v, err := variant.ByName("russian")
	if err != nil {
		panic(err)
	}
	p, err := notation.ParseFEN(v, "W:Wb6:Bc7,f6") // numbers or algebraic names
	if err != nil {
		panic(err)
	}
	for _, m := range movegen.Generate(v, p, nil) {
		fmt.Println(notation.FormatMove(v, p, m)) // b6:g5, b6:h4 (in full b6:d8:g5, b6:d8:h4)
	}
	fmt.Println(movegen.Perft(v, v.Start(), 6, movegen.PerftOptions{})) // 37986
	// Output:
	// b6:g5
	// b6:h4
	// 37986
}

// Perft counts the leaves of the move tree: from the International start,
// 9, 81 and 658 positions after one, two and three plies.
func ExamplePerft() {
	v := variant.International
	for depth := 1; depth <= 3; depth++ {
		fmt.Println(depth, movegen.Perft(v, v.Start(), depth, movegen.PerftOptions{}))
	}
	// Output:
	// 1 9
	// 2 81
	// 3 658
}

// Divide splits a perft count by root move.
func ExampleDivide() {
	v := variant.English
	for _, e := range movegen.Divide(v, v.Start(), 2, movegen.PerftOptions{}) {
		fmt.Println(notation.FormatMove(v, v.Start(), e.Move), e.Nodes)
	}
	// Output:
	// 9-14 7
	// 10-15 7
	// 11-16 7
	// 9-13 7
	// 10-14 7
	// 11-15 7
	// 12-16 7
}

// A program that lists the moves of many positions of one variant binds
// the generator to it once and hands it each position by address: here
// the 9 moves of the International start (its men on 31-35 step to
// 26-30: 35, on the edge, has one square ahead, the others two) and the
// 9 replies to each, 81 in all, the first two counts of ExamplePerft.
func ExampleGenerator() {
	v := variant.International
	gen := movegen.NewGenerator(v)
	start := v.Start()
	moves := gen.Generate(&start, nil)
	replies := 0
	var list []board.Move // reused: Generate appends to it
	for _, m := range moves {
		p := v.Apply(start, m)
		list = gen.Generate(&p, list[:0])
		replies += len(list)
	}
	fmt.Println(len(moves), replies)
	// Output:
	// 9 81
}
