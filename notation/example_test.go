package notation_test

import (
	"errors"
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func ExampleParseFEN() {
	p, err := notation.ParseFEN(variant.International, "W:W31-50:B1-20")
	if err != nil {
		panic(err)
	}
	fmt.Println(p == variant.International.Start())
	fmt.Println(p.Pieces(board.White).Count(), p.Pieces(board.Black).Count())

	_, err = notation.ParseFEN(variant.International, "W:W31,32,33,51")
	fmt.Println(errors.Is(err, notation.ErrSquare))
	fmt.Println(err)
	// Output:
	// true
	// 20 20
	// true
	// fen: square 51 at offset 12: square out of range or not playable
}

func ExampleFormatFEN() {
	fmt.Println(notation.FormatFEN(variant.English, variant.English.Start()))

	p, _ := notation.ParseFEN(variant.Russian, "W:W29-32,K5:B")
	fmt.Println(notation.FormatFEN(variant.Russian, p))
	// Output:
	// B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12
	// W:Wa1,c1,e1,g1,Ka7:B
}

func ExampleFormatMove() {
	v := variant.English
	sq := func(s string) board.Square { n, _ := notation.ParseSquare(v, s); return n }
	fmt.Println(notation.FormatMove(v, board.NewStep(sq("32"), sq("28"), false)))
	jump := board.NewCapture(sq("28"), []board.Square{sq("19"), sq("10")}, board.SquareSet(sq("24"), sq("15")), false)
	fmt.Println(notation.FormatMove(v, jump))

	r := variant.Russian
	rsq := func(s string) board.Square { n, _ := notation.ParseSquare(r, s); return n }
	fmt.Println(notation.FormatMove(r, board.NewStep(rsq("c3"), rsq("d4"), false)))
	fmt.Println(notation.FormatMove(r, board.NewCapture(rsq("c3"), []board.Square{rsq("e5"), rsq("g7")},
		board.SquareSet(rsq("d4"), rsq("f6")), false)))
	// Output:
	// 32-28
	// 28x19x10
	// c3-d4
	// c3:e5:g7
}

func ExampleParseSquare() {
	a, _ := notation.ParseSquare(variant.English, "29")
	b, _ := notation.ParseSquare(variant.English, "a1")
	fmt.Println(a == b)
	// Output: true
}

func ExampleFormatSquare() {
	sq, _ := notation.ParseSquare(variant.English, "g1")
	fmt.Println(notation.FormatSquare(variant.English, sq), notation.FormatSquare(variant.Russian, sq))
	// Output: 32 g1
}
