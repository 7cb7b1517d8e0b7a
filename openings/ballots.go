package openings

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func ballots(v *variant.Variant, plies int) func([]byte) (*Set, error) {
	return func(raw []byte) (*Set, error) { return readBallots(v, raw, plies) }
}

// readBallots reads ballots given by their positions alone, a FEN a line,
// each reached from the start in plies plies: every line of plies legal
// moves from the start is played, and each ballot's position must be the
// end of one of them, which gives its moves (the first such line, in the
// order of the legal moves, where moves transpose). A ballot is named by
// its line's number among the ballots and its moves: "12: 32-28 19-23".
func readBallots(v *variant.Variant, raw []byte, plies int) (*Set, error) {
	reached := map[board.Position][]string{}
	var play func(p board.Position, moves []string)
	play = func(p board.Position, moves []string) {
		if len(moves) == plies {
			if _, ok := reached[p]; !ok {
				reached[p] = moves
			}
			return
		}
		for _, m := range movegen.Generate(v, p, nil) {
			next := append(moves[:len(moves):len(moves)], notation.FormatMove(v, p, m))
			play(v.Apply(p, m), next)
		}
	}
	play(v.Start(), nil)
	s := &Set{Variant: v}
	err := eachLine(raw, 1, func(f []string) error {
		p, err := notation.ParseFEN(v, f[0])
		if err != nil {
			return err
		}
		moves, ok := reached[p]
		if !ok {
			return fmt.Errorf("%s: no %d plies from the start reach it", f[0], plies)
		}
		name := strconv.Itoa(len(s.Openings)+1) + ": " + strings.Join(moves, " ")
		s.Openings = append(s.Openings, Opening{Name: name, Moves: moves, Position: p})
		return nil
	})
	return s, err
}
