package dxp_test

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
)

func ExampleMove_Marshal() {
	// White's opening 32-28, and a capture 5x25 of four pieces that took
	// twelve seconds.
	for _, m := range []dxp.Move{
		{From: 32, To: 28},
		{Time: 12, From: 5, To: 25, Captured: []int{22, 12, 23, 20}},
	} {
		b, err := m.Marshal()
		if err != nil {
			panic(err)
		}
		fmt.Printf("%s\n", b)
	}
	// Output:
	// M0000322800
	// M001205250422122320
}

func ExampleGameRequest_Marshal() {
	req := dxp.GameRequest{Name: "draughtsgo", FollowerColor: board.Black, Minutes: 10, Moves: 50}
	b, err := req.Marshal()
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q\n", b)
	// Output:
	// "R01draughtsgo                      Z010050A"
}

func ExampleParse() {
	m, err := dxp.Parse([]byte("E31"))
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	_, err = dxp.Parse([]byte("M0000512800"))
	fmt.Println(err)
	// Output:
	// GAMEEND I win, no more games
	// dxp: malformed message: MOVE: from "51" is not a square 01-50
}
