package variant

import "github.com/draughtsgo/checkers/board"

// OneWay is One Way checkers (BrainKing): Czech draughts in which the men
// of both colours move and capture towards rank 8, and both are crowned
// there; Black's men start on the a-d files, White's on the e-h files,
// ranks 1 to 6.
//
// Sources: BrainKing tp=31 (all men move in the same direction, both
// players see the board the same way); the setup of PirnaschW/BoardGames
// OneWayCheckersPosition.
//
// Its rules in words, its choices and its sources: RULES.md, section
// OneWay (RULES.md#oneway).
var OneWay = derive(Czech, func(r *Rules) {
	r.Name, r.Aliases = "oneway", []string{"one-way", "one-way-checkers"}
	g := r.Board
	r.Setup = [2]board.Bitboard{
		squares(g, "e1", "g1", "f2", "h2", "e3", "g3", "f4", "h4", "e5", "g5", "f6", "h6"),
		squares(g, "a1", "c1", "b2", "d2", "a3", "c3", "b4", "d4", "a5", "c5", "b6", "d6"),
	}
	r.ManSteps = [2]board.DirSet{board.NorthDiagonals, board.NorthDiagonals}
	r.ManCaptures = r.ManSteps
	r.Promotion = [2]board.Bitboard{g.Row(7), g.Row(7)}
})
