package variant

import "github.com/draughtsgo/checkers/board"

// Corner is Corner checkers (BrainKing): Czech draughts with the armies in
// the two triangles on either side of the empty long diagonal a1-h8, and
// promotion on two corner squares only: White's men are crowned on a7 or
// b8, Black's on h2 or g1. A man that reaches its last rank elsewhere stays
// a man, stuck there. Crowning ends a capture, on a7 as on b8.
//
// Sources: BrainKing tp=30 (the promotion squares "A7 or B8", "G1 or H2");
// the setup of PirnaschW/BoardGames CornerCheckersPosition (the dark
// squares with rank-file in {2, 4, 6} for Black, file-rank in {2, 4, 6}
// for White).
//
// Its rules in words, its choices and its sources: RULES.md, section
// Corner (RULES.md#corner).
var Corner = derive(Czech, func(r *Rules) {
	r.Name, r.Aliases = "corner", []string{"corner-checkers"}
	g := r.Board
	r.Setup = [2]board.Bitboard{
		squares(g, "c1", "e1", "g1", "d2", "f2", "h2", "e3", "g3", "f4", "h4", "g5", "h6"),
		squares(g, "a3", "b4", "a5", "c5", "b6", "d6", "a7", "c7", "e7", "b8", "d8", "f8"),
	}
	r.Promotion = [2]board.Bitboard{squares(g, "a7", "b8"), squares(g, "h2", "g1")}
})

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

// Parachute is Parachute checkers (BrainKing): Czech draughts in which each
// side has 8 men on its 2nd and 3rd ranks and 4 parachutists on the
// opponent's first rank. A parachutist never moves quietly: it captures an
// enemy piece on the rank in front of it by a short jump towards its own
// side, becomes a man at once and goes on capturing as a man. It is not a
// king for the rule that a king must capture if it can.
//
// Sources: BrainKing tp=32; checkerschest.com "Parachute Checkers"; the
// setup of PirnaschW/BoardGames ParachuteCheckersPosition; the choices of
// RULES.md, section Parachute (RULES.md#parachute), which gives its rules
// in words (continuing as a man; ParachuteStops is the alternative).
var Parachute = derive(Czech, func(r *Rules) {
	r.Name, r.Aliases = "parachute", []string{"parachute-checkers"}
	g := r.Board
	r.Setup = [2]board.Bitboard{
		squares(g, "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"),
		squares(g, "a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"),
	}
	r.SetupParas = [2]board.Bitboard{squares(g, "b8", "d8", "f8", "h8"), squares(g, "a1", "c1", "e1", "g1")}
	r.ParachuteJumps = [2]board.DirSet{board.SouthDiagonals, board.NorthDiagonals}
})
