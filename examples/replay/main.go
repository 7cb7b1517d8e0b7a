// Command replay reads a PDN file and replays each game through the rules,
// printing its players, its moves in the variant's notation and where it
// ends, and, for a record that goes on past the point where a draw rule
// ended the game, where the rules ended it: a small program to copy from.
//
//	go run ./examples/replay -variant english testdata/pdn/english/parse_simple.pdn
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

func main() {
	name := flag.String("variant", "", "variant of the games whose tags name none (default: inferred from each game)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: replay [-variant NAME] FILE")
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	var def *variant.Variant
	if *name != "" {
		if def, err = variant.ByName(*name); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	if err := replay(f, def, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// replay reads every game of r and prints it to out.
func replay(r io.Reader, def *variant.Variant, out io.Writer) error {
	pr := pdn.NewReader(r)
	pr.Variant = def
	n := 0
	for pg, err := range pr.All() {
		if err != nil {
			return err
		}
		n++
		white, _ := pg.Tag("White")
		black, _ := pg.Tag("Black")
		fmt.Fprintf(out, "Game %d: %s - %s\n", n, white, black)
		g, err := checkers.FromPDN(pg)
		if err != nil {
			fmt.Fprintf(out, "  not replayed: %v\n", err)
			continue
		}
		var moves []string
		for _, node := range pg.Moves {
			moves = append(moves, notation.FormatMove(g.Variant(), node.Before, node.Move))
		}
		fmt.Fprintf(out, "  %s\n", strings.Join(moves, " "))
		fmt.Fprintf(out, "  %d moves, %s, %s (the file says %s)\n",
			g.Ply(), notation.FormatFEN(g.Variant(), g.Position()), g.Result(), pg.Result)
		if end, ok := g.RulesEnd(); ok && end.Ply < g.Ply() {
			fmt.Fprintf(out, "  the rules ended it at ply %d: %s (%s)\n", end.Ply, end.Result, end.Rule)
		}
	}
	return nil
}
