package checkers_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// A game accepts moves as text and knows when it is over: White's man
// takes the last Black piece.
func ExampleGame_PlayText() {
	g, err := checkers.NewFromFEN(variant.International, "W:W28:B23")
	if err != nil {
		panic(err)
	}
	if err := g.PlayText("28x19"); err != nil {
		panic(err)
	}
	fmt.Println(g.Result())
	// Output: white wins: no pieces
}

// The legal moves of a game, in the variant's notation.
func ExampleGame_LegalMoves() {
	g := checkers.New(variant.English)
	for _, m := range g.LegalMoves() {
		fmt.Print(g.MoveText(m), " ")
	}
	fmt.Println()
	// Output: 9-14 10-15 11-16 9-13 10-14 11-15 12-16
}

// What a program asks of a game after a move: the position as FEN, the
// side to move, the move played and its text, and the board.
func ExampleGame_LastMove() {
	g := checkers.New(variant.English)
	if err := g.PlayText("11-15"); err != nil {
		panic(err)
	}
	m, _ := g.LastMove()
	fmt.Println(g.Turn(), g.Ply(), g.HistoryTexts(), g.IsLegal(m))
	fmt.Println(g.FEN())
	back, _ := g.Undo()
	fmt.Println(g.MoveText(back), g.IsLegal(back))
	// Output:
	// white 1 [11-15] false
	// W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
	// 11-15 true
}

// A game prints as its board, the last move marked, and a line saying
// where it stands.
func ExampleGame_String() {
	g := checkers.New(variant.English)
	if err := g.PlayText("11-15"); err != nil {
		panic(err)
	}
	fmt.Println(g)
	// Output:
	//   +------------------------+
	// 8 |    b     b     b     b |
	// 7 | b     b     b     b    |
	// 6 |    b     b    [.]    b |
	// 5 | .     .    [b]    .    |
	// 4 |    .     .     .     . |
	// 3 | w     w     w     w    |
	// 2 |    w     w     w     w |
	// 1 | w     w     w     w    |
	//   +------------------------+
	//     a  b  c  d  e  f  g  h
	// english, 1. 11-15, White to move
}

// An illegal move is refused, and the game is unchanged.
func ExampleGame_Play() {
	g := checkers.New(variant.Russian)
	err := g.PlayText("c3-c4")
	fmt.Println(err != nil, g.Ply())
	// Output: true 0
}

// The same position three times draws an International game.
func ExampleGame_Result() {
	g, _ := checkers.NewFromFEN(variant.International, "W:WK46:BK1")
	for range 2 {
		for _, m := range []string{"46-41", "1-6", "41-46", "6-1"} {
			_ = g.PlayText(m)
		}
	}
	fmt.Println(g.Result())
	// Output: drawn: repetition
}

// A game file's record survives the trip through a Game: tags, comments
// and the declared result are read by FromPDN and written back by
// WritePDN.
func ExampleFromPDN() {
	text := `[Event "Club night"]
[White "Ann"]
[Black "Bob"]
[Result "0-1"]
[GameType "21"]
[Termination "resignation"]

1. 11-15 {the Old Faithful} 23-19 0-1
`
	pg, err := pdn.NewReader(strings.NewReader(text)).Read() // package notation/pdn
	if err != nil {
		panic(err)
	}
	g, err := checkers.FromPDN(pg) // tags, comments, result and moves
	if err != nil {
		panic(err) // g still holds the moves before the fault
	}
	white, _ := g.Tag("White")
	fmt.Println(white, g.HistoryTexts(), g.Comment(1), g.Result()) // Ann [11-15 23-19] the Old Faithful black wins: resignation
	if err := g.WritePDN(os.Stdout); err != nil {
		panic(err)
	}
	// Output:
	// Ann [11-15 23-19] the Old Faithful black wins: resignation
	// [Event "Club night"]
	// [White "Ann"]
	// [Black "Bob"]
	// [Result "0-1"]
	// [GameType "21"]
	// [Termination "resignation"]
	//
	// 1. 11-15 {the Old Faithful} 1... 23-19 0-1
}

// Clone makes an independent copy, to explore a line without touching the
// game.
func ExampleGame_Clone() {
	g := checkers.New(variant.English)
	_ = g.PlayText("11-15")
	trial := g.Clone()
	_ = trial.PlayText("23-19")
	fmt.Println(g.HistoryTexts(), trial.HistoryTexts())
	// Output: [11-15] [11-15 23-19]
}

// A game marshals to JSON with its variant, start, moves, tags and result.
func ExampleGame_MarshalJSON() {
	g := checkers.New(variant.Russian)
	_ = g.PlayText("c3-d4")
	g.SetTag("White", "Ann")
	_ = g.Resign(board.Black)
	data, _ := json.Marshal(g)
	fmt.Println(string(data))
	// Output:
	// {"variant":"russian","start":"W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8","moves":["c3-d4"],"tags":[{"name":"White","value":"Ann"}],"result":"white wins: resignation"}
}

// English repetition is claimed before the move that makes a position stand
// for the third time (WCDF 1.32.1): the claim names that move, which is
// played, and the game ends drawn.
func ExampleGame_ClaimDraw() {
	v := variant.English
	g, _ := checkers.NewFromFEN(v, "B:WK32:BK1")
	for _, text := range []string{"1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1"} {
		g.PlayText(text)
	}
	for _, c := range g.Claims() {
		fmt.Println(c.Rule, c.Who, c.Players, notation.FormatMove(v, g.Position(), c.Moves[0]))
		fmt.Println(g.ClaimDraw(c.Players[0], c.Rule, c.Moves[0]))
	}
	fmt.Println(g.Result(), "after", g.Ply(), "plies")
	// Output:
	// repetition side-to-move [white] 28-32
	// <nil>
	// drawn: repetition after 8 plies
}

// A draw rule that falls by itself names itself: in Frisian draughts a
// king against a king is drawn at once where no capture is at hand (Art.
// 21.1).
func ExampleGame_DrawnBy() {
	g, _ := checkers.NewFromFEN(variant.Frisian, "W:WK47:BK4")
	rule, _ := g.DrawnBy()
	fmt.Println(g.Result(), "by", rule)
	// Output:
	// drawn: endgame move count by king v king
}

// The README's first example: a game of English checkers after Black's
// 11-15. White has 7 moves: 21 steps to 17 only (on the edge), 22, 23 and
// 24 each two ways, up the board.
func ExampleGame_readme() {
	g := checkers.New(variant.English)
	if err := g.PlayText("11-15"); err != nil { // moves as players write them
		fmt.Println(err) // a *notation.MoveError: syntax, illegal or ambiguous
	}
	fmt.Println(g.Turn(), len(g.LegalMoves()), g.Result()) // white 7 ongoing
	var texts []string
	for _, m := range g.LegalMoves() {
		texts = append(texts, g.MoveText(m))
	}
	fmt.Println(texts)   // [21-17 22-18 23-19 24-20 22-17 23-18 24-19]: by direction, then square
	fmt.Println(g.FEN()) // W:W21,...,32:B1,...,10,12,15
	fmt.Println(g)       // the board, the last move marked, "english, 1. 11-15, White to move"
	// Output:
	// white 7 ongoing
	// [21-17 22-18 23-19 24-20 22-17 23-18 24-19]
	// W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15
	//   +------------------------+
	// 8 |    b     b     b     b |
	// 7 | b     b     b     b    |
	// 6 |    b     b    [.]    b |
	// 5 | .     .    [b]    .    |
	// 4 |    .     .     .     . |
	// 3 | w     w     w     w    |
	// 2 |    w     w     w     w |
	// 1 | w     w     w     w    |
	//   +------------------------+
	//     a  b  c  d  e  f  g  h
	// english, 1. 11-15, White to move
}

// Claims, offers and resignation, as the README shows them: at the start
// no draw can be claimed; an offer stands until the opponent accepts it.
func ExampleGame_claims() {
	g := checkers.New(variant.English)
	// The draws a player may claim now: none at the start, so the loop
	// prints nothing here.
	for _, c := range g.Claims() {
		fmt.Println(c.Rule, c.Who, c.Players, c.Moves) // e.g. forty-move rule either-player [white black] []
	}
	err := g.ClaimDraw(board.White, "forty-move rule") // ErrNoClaim when not entitled
	fmt.Println(errors.Is(err, checkers.ErrNoClaim))   // true
	if err := g.OfferDraw(board.Black); err != nil {   // stands until White plays on...
		panic(err)
	}
	if err := g.AcceptDraw(board.White); err != nil { // ...or accepts: drawn by agreement
		panic(err)
	}
	rule, drawn := g.DrawnBy()                        // the rule that drew the game, if one did
	fmt.Printf("%v %q %v\n", g.Result(), rule, drawn) // drawn: agreement "" false
	g = checkers.New(variant.English)                 // the game above is over: resign in a new one
	if err := g.Resign(board.White); err != nil {
		panic(err)
	}
	fmt.Println(g.Result()) // black wins: resignation
	// Output:
	// true
	// drawn: agreement "" false
	// black wins: resignation
}

// A game played by the move rules alone, as for a server that applies its
// own draw rules: the kings' shuffle brings the start position back a
// third time after ply 8, an automatic draw in International draughts,
// and the game goes on, saying where the rules ended it.
func ExampleGame_SetPlayOn() {
	g, err := checkers.NewFromFEN(variant.International, "W:WK46:BK1")
	if err != nil {
		panic(err)
	}
	g.SetPlayOn(true)
	for _, text := range strings.Fields("46-41 1-6 41-46 6-1 46-41 1-6 41-46 6-1 46-41") {
		if err := g.PlayText(text); err != nil {
			panic(err)
		}
	}
	end, _ := g.RulesEnd()
	fmt.Println(g.Ply(), g.Result())
	fmt.Printf("the rules ended it after ply %d: %s (%s)\n", end.Ply, end.Result, end.Rule)
	// Output:
	// 9 ongoing
	// the rules ended it after ply 8: drawn: repetition (repetition)
}
