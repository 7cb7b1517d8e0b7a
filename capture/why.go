package capture

import (
	"strconv"

	"github.com/draughtsgo/checkers/variant"
)

// Why says in words the rule of the step's criterion and how the routes it
// kept meet it ("the capture that takes the most pieces must be played,
// here 3"): why the routes it removed may not be played. It is the wording
// the terminal game uses for a capture that the precedence rules refuse.
func (s Step) Why() string {
	b := s.Best
	switch s.Criterion {
	case variant.MostPieces:
		return "the capture that takes the most pieces must be played, here " + strconv.Itoa(b.Pieces)
	case variant.WithKing:
		return "a king must capture when one can"
	case variant.MostKings:
		return "the capture that takes the most kings must be played, here " + strconv.Itoa(b.Kings)
	case variant.EarliestKing:
		if len(b.KingJumps) == 0 {
			return "the capture that takes a king earliest must be played"
		}
		return "the capture that takes a king earliest must be played, here with jump " + strconv.Itoa(b.KingJumps[0]+1)
	case variant.MostValue:
		return "the capture that takes the most value must be played (a king is worth more than one man and less than two), here " +
			count(b.Kings, "king") + " and " + count(b.Pieces-b.Kings, "man")
	}
	return "the capture must follow the rule " + s.Criterion.String()
}

// count writes n things: "1 king", "2 kings", "0 men".
func count(n int, thing string) string {
	if n != 1 {
		if thing == "man" {
			thing = "men"
		} else {
			thing += "s"
		}
	}
	return strconv.Itoa(n) + " " + thing
}
