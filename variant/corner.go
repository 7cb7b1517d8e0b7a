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
