package variant

// Antidraughts is International draughts played to lose: the moves are
// International ones, but the side to move without a legal move, its
// pieces all taken or blocked, wins.
//
// Sources: lidraughts.org/variant/antidraughts and lidraughts'
// Antidraughts.scala (three-fold repetition its only draw rule); Scan 3.1
// (variant "losing"); pydraughts. lidraughts writes GameType 98, read
// here, not written.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Antidraughts (RULES.md#antidraughts).
var Antidraughts = derive(International, func(r *Rules) {
	r.Name, r.Aliases = "antidraughts", []string{"losing", "anti-draughts", "giveaway-draughts"}
	r.ReadGameTypes = []int{98}
	r.Goal = NoMoveWins
	r.Draws = []DrawRule{repetition(3)} // lidraughts: no 25-move rule, no ending counts
})
