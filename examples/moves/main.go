// Command moves prints the legal moves of a position, a small program to
// copy from: it finds a variant by name, reads a FEN and lists the moves in
// the variant's notation, with the position each one leads to.
//
//	go run ./examples/moves russian "W:Wb6:Bc7,f6"
package main

import (
	"fmt"
	"os"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func main() {
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: moves VARIANT [FEN]")
		os.Exit(2)
	}
	v, err := variant.ByName(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	p := v.Start()
	if len(os.Args) == 3 {
		if p, err = notation.ParseFEN(v, os.Args[2]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	for _, m := range movegen.Generate(v, p, nil) {
		fmt.Printf("%-12s %s\n", notation.FormatMove(v, p, m), notation.FormatFEN(v, v.Apply(p, m)))
	}
}
