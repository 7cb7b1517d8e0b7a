package variant

import "github.com/draughtsgo/checkers/board"

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
