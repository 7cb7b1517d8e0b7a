package pdn_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

func ExampleReader() {
	const file = `[Event "Club match"]
[White "Anna"]
[Black "Bart"]
[Result "2-0"]
[GameType "20"]

1. 32-28 19-23 2. 28x19 14x23 {an exchange} 3. 33-28
(3. 34-29 23x34 4. 40x29) 3... 23x32 4. 37x28 2-0

[Event "Club match"]
[White "Bart"]
[Black "Anna"]
1. 33-28 18-23 2. 39-33 23-28 1-1
`
	r := pdn.NewReader(strings.NewReader(file))
	for g, err := range r.All() {
		if err != nil {
			panic(err) // only a read error of the input
		}
		white, _ := g.Tag("White")
		black, _ := g.Tag("Black")
		fmt.Println(white, "vs", black, g.Variant, g.Result)
		var moves []string
		for _, n := range g.Moves {
			moves = append(moves, n.Text)
		}
		fmt.Println(strings.Join(moves, " "))
		if g.Err != nil {
			fmt.Println(g.Err)
			continue
		}
		fmt.Println(g.Moves[3].Comment, "/", len(g.Moves[4].Variations), "variation")
		fmt.Println(notation.FormatFEN(g.Variant, g.End()))
	}
	// Output:
	// Anna vs Bart international 2-0
	// 32-28 19-23 28x19 14x23 33-28 23x32 37x28
	// an exchange / 1 variation
	// B:W28,31,34,35,36,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,17,18,20
	// Bart vs Anna international 1-1
	// 33-28 18-23 39-33
	// pdn: line 13, column 25: "23-28": move "23-28": illegal move: the piece on 23 can play 23-29
}

func ExampleWrite() {
	// A Russian game built move by move.
	v := variant.Russian
	g := &pdn.Game{
		Variant: v,
		Start:   v.Start(),
		Tags:    []pdn.Tag{{Name: "Black", Value: "B"}, {Name: "White", Value: "A"}, {Name: "Event", Value: "Example"}},
		Result:  "1-1",
	}
	p := g.Start
	for _, text := range []string{"c3-d4", "f6-e5", "d4xf6", "g7xe5"} {
		m, err := notation.ParseMove(v, p, text)
		if err != nil {
			panic(err)
		}
		g.Moves = append(g.Moves, &pdn.Node{Move: m, Text: text, Before: p})
		p = v.Apply(p, m)
	}
	g.Moves[1].Comment = "offering the exchange"
	g.Moves[1].NAGs = []int{5}

	if err := pdn.Write(os.Stdout, g); err != nil {
		panic(err)
	}
	// Output:
	// [Event "Example"]
	// [White "A"]
	// [Black "B"]
	// [GameType "25"]
	//
	// 1. c3-d4 f6-e5!? {offering the exchange} 2. d4:f6 g7:e5 1-1
}

func ExampleWrite_position() {
	// A game from a position of its own, in a variant with no PDN
	// GameType number: a Variant tag, SetUp and FEN.
	v := variant.Gothic
	start, err := notation.ParseFEN(v, "B:Wd4,Ke1:Bd6,h8")
	if err != nil {
		panic(err)
	}
	m, err := notation.ParseMove(v, start, "d6-d5")
	if err != nil {
		panic(err)
	}
	g := &pdn.Game{Variant: v, Start: start, Moves: []*pdn.Node{{Move: m, Before: start}}}
	if err := pdn.Write(os.Stdout, g); err != nil {
		panic(err)
	}
	fmt.Println(start.Turn == board.Black)
	// Output:
	// [Variant "gothic"]
	// [SetUp "1"]
	// [FEN "B:WKe1,d4:Bd6,h8"]
	//
	// 1... d6-d5 *
	//
	// true
}

func ExampleReader_strict() {
	const file = `[Event "a"] 1. 32-28 19-23 2. 28x19 14x23 *
[Event "b"] 1. 32-28 19-25 *
[Event "c"] 1. 31-27 *
`
	r := pdn.NewReader(strings.NewReader(file))
	r.Strict = true
	for g, err := range r.All() {
		event, _ := g.Tag("Event")
		fmt.Println(event, len(g.Moves), err)
	}
	// Output:
	// a 4 <nil>
	// b 1 pdn: line 2, column 22: "19-25": move "19-25": illegal move: the piece on 19 can play 19-23 or 19-24
	// c 1 <nil>
}

func ExampleReader_inferred() {
	// Games whose tags name no variant: the reader infers it. Square
	// numbers up to 32 and a first move of Black's make the first English
	// checkers; the second is tried under the same variant first, and
	// replays; the FEN of the third has squares up to 50, which no 8x8
	// board has, and White to move on International's start squares.
	const file = `[Event "Club"] 1. 11-15 23-19 2. 8-11 22-17 *
[Event "Club"] 1. 9-14 22-18 *
[FEN "W:W31-50:B1-20"] *
`
	for g, err := range pdn.NewReader(strings.NewReader(file)).All() {
		if err != nil {
			panic(err)
		}
		fmt.Println(g.Variant, g.Guessed, len(g.Moves), g.Err)
	}
	// Output:
	// english true 4 <nil>
	// english true 2 <nil>
	// international true 0 <nil>
}

func ExampleParser() {
	// The parser alone: the moves as written, where they are, no rules.
	p := pdn.NewParser(strings.NewReader("[Event \"e\"]\n1. 32-28 {a comment} 19-23 (1... 18-23!) 2-0"))
	g, err := p.Next()
	if err != nil {
		panic(err)
	}
	for _, n := range g.Moves {
		fmt.Printf("%s at %d:%d %q\n", n.Text, n.Line, n.Column, n.Comment)
	}
	v := g.Moves[1].Variations[0]
	fmt.Println(v.Moves[0].Text, v.Moves[0].NAGs, g.Terminator, g.NamesVariant())

	// Then a variant, chosen or given, and the replay.
	game := pdn.Replay(g, variant.International, false)
	fmt.Println(game.Variant, len(game.Moves), game.Err)
	// Output:
	// 32-28 at 2:4 "a comment"
	// 19-23 at 2:22 ""
	// 18-23 [1] 2-0 false
	// international 2 <nil>
}
