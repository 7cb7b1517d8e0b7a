// Command randomgame plays a random game of any variant to its end and
// prints the moves and the result: a small program to copy from.
//
//	go run ./examples/randomgame -variant russian -seed 7
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func main() {
	name := flag.String("variant", "english", "variant name or alias")
	seed := flag.Uint64("seed", 1, "random seed")
	maxPlies := flag.Int("plies", 400, "stop after this many plies")
	flag.Parse()
	v, err := variant.ByName(*name)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(*seed, 0))
	g := checkers.New(v)
	var line []string
	for g.Ply() < *maxPlies && !g.Result().Over() {
		moves := g.LegalMoves()
		m := moves[rng.IntN(len(moves))]
		line = append(line, notation.FormatMove(v, g.Position(), m))
		if err := g.Play(m); err != nil {
			fmt.Fprintln(os.Stderr, err) // cannot happen: m is legal
			os.Exit(1)
		}
	}
	fmt.Println(strings.Join(line, " "))
	fmt.Println(g.Result())
}
