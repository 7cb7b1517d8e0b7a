package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// showCommand draws a position as text or, with -svg, as an SVG picture.
//
// The position is the one -fen gives, or the variant's start. With -last
// MOVE, MOVE (in any form notation.ParseMove reads) is a legal move of that
// position: it is played, and the position after it is drawn with the move
// marked (its starting and landing squares, its route and the pieces it
// took). -highlight marks squares, listed by number or name and separated
// by commas. The text form ends with the last move, the side to move and
// the FEN of the position drawn; the SVG form is the picture alone.
func showCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	name := fs.String("variant", "international", "variant name or alias (checkers variants lists them)")
	fen := fs.String("fen", "", "position, squares as numbers or algebraic names (default the variant's start)")
	last := fs.String("last", "", "a legal move of the position: play it and draw the position after it, the move marked")
	svg := fs.Bool("svg", false, "write an SVG picture instead of text")
	size := fs.Int("size", diagram.DefaultSize, "width of the SVG picture in pixels")
	flip := fs.Bool("flip", false, "draw the board as Black sees it, Black at the bottom")
	numbers := fs.Bool("numbers", false, "write the square numbers on the squares")
	unicode := fs.Bool("unicode", false, "text with Unicode draughts symbols and box-drawing lines")
	highlight := fs.String("highlight", "", "squares to highlight, by number or name, separated by commas (28,33 or c3,e5)")
	rules := rulesFlag(fs)
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	if *size < 1 {
		return fmt.Errorf("-size must be at least 1, got %d", *size)
	}
	if err := registerRules(*rules); err != nil {
		return err
	}
	v, err := variant.ByName(*name)
	if err != nil {
		return err
	}
	p := v.Start()
	if *fen != "" {
		if p, err = notation.ParseFEN(v, *fen); err != nil {
			return err
		}
	}
	o := diagram.Options{Flip: *flip, Numbers: *numbers, Unicode: *unicode, Size: *size}
	if o.Highlight, err = parseSquares(v, *highlight); err != nil {
		return err
	}
	var lastText string
	if *last != "" {
		m, err := notation.ParseMove(v, p, *last)
		if err != nil {
			return err
		}
		lastText = notation.FormatMove(v, p, m)
		o.LastMove, o.LastPath = &m, movegen.Path(v, p, m)
		p = v.Apply(p, m)
	}
	if *svg {
		_, err := out.Write(diagram.SVG(v, p, o))
		return err
	}
	var b strings.Builder
	b.WriteString(diagram.Text(v, p, o))
	if lastText != "" {
		fmt.Fprintf(&b, "last move: %s\n", lastText)
	}
	turn := "White"
	if p.Turn == board.Black {
		turn = "Black"
	}
	fmt.Fprintf(&b, "%s to move\nFEN: %s\n", turn, notation.FormatFEN(v, p))
	_, err = io.WriteString(out, b.String())
	return err
}

// parseSquares reads a list of squares separated by commas, each a number
// or an algebraic name; the empty text is no square.
func parseSquares(v *variant.Variant, list string) (board.Bitboard, error) {
	var set board.Bitboard
	if strings.TrimSpace(list) == "" {
		return set, nil
	}
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		s, err := notation.ParseSquare(v, f)
		if err != nil {
			return board.Bitboard{}, fmt.Errorf("-highlight: %q is not a square of the %s board", f, v.Name())
		}
		set = set.With(s)
	}
	return set, nil
}
