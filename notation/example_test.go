package notation_test

import (
	"errors"
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
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

// FormatMove writes the shortest text that tells a move apart from the
// other legal moves. The International king on 26 takes three pieces in
// seven ways; two of them end on 45, one over 42 and 29, one over 48 and
// 34, so their texts need one landing square more.
func ExampleFormatMove() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:WK26:B31,33,40,43")
	if err != nil {
		panic(err)
	}
	for _, m := range movegen.Generate(v, p, nil) {
		fmt.Printf("%-12s %s\n", notation.FormatMovePath(v, p, m), notation.FormatMove(v, p, m))
	}
	// Output:
	// 26x42x29x45  26x42x45
	// 26x48x39x28  26x28
	// 26x48x39x22  26x22
	// 26x48x39x17  26x17
	// 26x48x39x11  26x11
	// 26x48x39x6   26x6
	// 26x48x34x45  26x48x45
}

// ParseMove reads every form of a move text and finds the legal move it
// denotes; a text that could mean two moves is an error that lists them,
// and an illegal one says why (here the king must capture).
func ExampleParseMove() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:WK26:B31,33,40,43")
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"26x42x45", "a5:e1:j2", "26x45x40x31x33", "26x28!", "26x45", "32-28"} {
		m, err := notation.ParseMove(v, p, text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(text, "is", notation.FormatMovePath(v, p, m))
	}
	// Output:
	// 26x42x45 is 26x42x29x45
	// a5:e1:j2 is 26x48x34x45
	// 26x45x40x31x33 is 26x42x29x45
	// 26x28! is 26x48x39x28
	// move "26x45": ambiguous move: 26x42x29x45 or 26x48x34x45
	// move "32-28": illegal move: a capture is compulsory: 26x6, 26x11, 26x17, 26x22, 26x28, 26x42x45 or 26x48x45
}

// An illegal move's error says why, in words and as a Reason with the
// moves that may be played instead.
func ExampleMoveError_Why() {
	v := variant.English
	_, err := notation.ParseMove(v, v.Start(), "12-17")
	fmt.Println(err)
	var me *notation.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Why())
		fmt.Println(me.Reason == notation.PieceMoves, notation.FormatMove(v, me.Position, me.Legal[0]))
	}
	// Output:
	// move "12-17": illegal move: the piece on 12 can play 12-16
	// the piece on 12 can play 12-16
	// true 12-16
}

// IllegalMove is the error of a move given as squares, not as text, that
// is not legal: a man of Black's that moves backwards.
func ExampleIllegalMove() {
	v := variant.English
	p, err := notation.ParseFEN(v, "B:W28:B14")
	if err != nil {
		panic(err)
	}
	from, _ := notation.ParseSquare(v, "14")
	to, _ := notation.ParseSquare(v, "9")
	fmt.Println(notation.IllegalMove(v, p, board.Move{From: from, To: to}))
	// Output:
	// move "14-9": illegal move: the piece on 14 can play 14-17 or 14-18
}

// FormatMovePath writes every landing square of a capture, in the
// variant's own notation. A move carries no path: the position gives it.
func ExampleFormatMovePath() {
	v := variant.English
	p, _ := notation.ParseFEN(v, "W:W28,32:B24,15")
	for _, m := range movegen.Generate(v, p, nil) {
		fmt.Println(notation.FormatMovePath(v, p, m))
	}

	r := variant.Russian
	q, _ := notation.ParseFEN(r, "W:Wc3:Bd4,f6")
	for _, m := range movegen.Generate(r, q, nil) {
		fmt.Println(notation.FormatMovePath(r, q, m))
	}
	// Output:
	// 28x19x10
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

// lidraughts' FEN: the counters, and a ghost (a man taken by a capture
// still going on).
func ExampleParseFENFields() {
	v := variant.International
	p, f, _ := notation.ParseFENFields(v, "B:WG28,33:BK19:H0:F31")
	fmt.Println(notation.FormatFEN(v, p))
	fmt.Println(f.Ghosts().Count(), f.HalfMove, f.FullMove)
	fmt.Println(notation.FormatFENFields(v, p, f))
	// Output:
	// B:W33:BK19
	// 1 0 31
	// B:WG28,33:BK19:H0:F31
}

// A move named by its final square alone, as on lidraughts' board.
func ExampleMatchMove() {
	v := variant.International
	to, _ := notation.ParseSquare(v, "27")
	_, err := notation.MatchMove(v, v.Start(), notation.MoveQuery{From: board.NoSquare, To: to})
	fmt.Println(err)
	from, _ := notation.ParseSquare(v, "32")
	m, _ := notation.MatchMove(v, v.Start(), notation.MoveQuery{From: from, To: to})
	fmt.Println(notation.FormatMove(v, v.Start(), m))
	// Output:
	// move "?-27": ambiguous move: 31-27 or 32-27
	// 32-27
}

func ExampleFormatFENFields() {
	v := variant.International
	fmt.Println(notation.FormatFENFields(v, v.Start(), notation.FENFields{Counters: true, HalfMove: 0, FullMove: 1}))
	// Output: W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20:H0:F1
}

// A program with a move form of its own reads the squares and lets
// MatchPath find the legal move they name.
func ExampleMatchPath() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:W34:B30")
	if err != nil {
		panic(err)
	}
	from, _ := v.Numbering().Square(34)
	to, _ := v.Numbering().Square(25)
	m, err := notation.MatchPath(v, p, []board.Square{from, to}, "34 25")
	fmt.Println(notation.FormatMove(v, p, m), err)

	_, err = notation.MatchPath(v, p, []board.Square{from, board.NoSquare}, "34 ?")
	fmt.Println(errors.Is(err, notation.ErrSquare))
	// Output:
	// 34x25 <nil>
	// true
}
