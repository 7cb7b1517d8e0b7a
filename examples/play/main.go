// Command play is a two-player game of draughts in the terminal: the board
// is drawn after each move, moves are typed in the variant's notation
// ("32-28", "c3:e5", "28x19"), and the game ends by the variant's rules.
//
//	go run ./examples/play -variant international
//
// Besides moves it takes: moves (list the legal moves), undo, claim (claim
// a draw the rules allow; "claim MOVE" for a repetition claimed before the
// move), offer and accept (a draw by agreement), resign, quit.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func main() {
	name := flag.String("variant", "english", "variant name or alias")
	fen := flag.String("fen", "", "start position (default: the variant's)")
	flag.Parse()
	v, err := variant.ByName(*name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	g := checkers.New(v)
	if *fen != "" {
		if g, err = checkers.NewFromFEN(v, *fen); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	play(g, os.Stdin, os.Stdout)
}

// play runs the game, reading commands from in and writing to out.
func play(g *checkers.Game, in io.Reader, out io.Writer) {
	v := g.Variant()
	lines := bufio.NewScanner(in)
	for {
		fmt.Fprint(out, diagram(v, g.Position()))
		if r := g.Result(); r.Over() {
			fmt.Fprintln(out, "Game over:", r)
			return
		}
		for _, c := range g.Claims() {
			fmt.Fprintf(out, "A draw may be claimed (%s): type claim", c.Rule)
			for _, m := range c.Moves {
				fmt.Fprintf(out, ", or claim %s", notation.FormatMove(v, g.Position(), m))
			}
			fmt.Fprintln(out, ".")
		}
		if by, ok := g.DrawOffer(); ok && by != g.Position().Turn {
			fmt.Fprintf(out, "%s offers a draw: type accept, or play on.\n", by)
		}
		fmt.Fprintf(out, "%s to move> ", g.Position().Turn)
		if !lines.Scan() {
			fmt.Fprintln(out)
			return
		}
		turn := g.Position().Turn
		cmd := strings.TrimSpace(lines.Text())
		word, arg, _ := strings.Cut(cmd, " ")
		switch word {
		case "":
		case "quit":
			return
		case "moves":
			var texts []string
			for _, m := range g.LegalMoves() {
				texts = append(texts, g.MoveText(m))
			}
			fmt.Fprintln(out, strings.Join(texts, " "))
		case "undo":
			if _, err := g.Undo(); err != nil {
				fmt.Fprintln(out, err)
			}
		case "claim":
			err := g.ClaimDraw(turn, "")
			if arg != "" {
				var m board.Move
				if m, err = notation.ParseMove(v, g.Position(), arg); err == nil {
					err = g.ClaimDraw(turn, "", m)
				}
			}
			if err != nil {
				fmt.Fprintln(out, err)
			}
		case "offer":
			_ = g.OfferDraw(turn)
		case "accept":
			if err := g.AcceptDraw(turn); err != nil {
				fmt.Fprintln(out, err)
			}
		case "resign":
			_ = g.Resign(turn)
		default:
			if err := g.PlayText(cmd); err != nil {
				fmt.Fprintf(out, "Not played: %v\n", err)
			}
		}
	}
}

// diagram draws p as text, rank by rank from the top as White sees the
// board: w and b are men, W and B kings, p and q parachutists, - an empty
// playable square and a space a square that is not played on.
func diagram(v *variant.Variant, p board.Position) string {
	g := v.Board()
	var b strings.Builder
	for r := g.Rows() - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for c := 0; c < g.Cols(); c++ {
			s, ok := g.Square(r, c)
			ch := byte(' ')
			if ok {
				ch = '-'
				if pc, ok := p.At(s); ok {
					ch = "wWpbBq"[int(pc.Color)*3+int(pc.Kind)]
				}
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("   ")
	for c := 0; c < g.Cols(); c++ {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + c))
	}
	b.WriteByte('\n')
	return b.String()
}
