package variant

// Antidam is English checkers played to lose (BrainKing "Anti Checkers",
// giveaway): the moves are English ones, but the side that cannot move, its
// pieces all taken or blocked, wins. Only the goal differs from English; it
// is written in English notation and has no PDN GameType number.
//
// Sources: BrainKing tp=8; everything2.com "Anti-Checkers" (the rules of
// checkers, the aim to lose every piece first); the choice that being
// blocked wins too, as having no pieces does.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Antidam (RULES.md#antidam).
var Antidam = derive(English, func(r *Rules) {
	r.Name, r.Aliases = "antidam", []string{"anti-checkers", "anticheckers", "giveaway", "anti-dam"}
	r.Goal = NoMoveWins                 // the side with no legal move wins
	r.Draws = []DrawRule{repetition(3)} // no source gives a rule: repetition, or agreement
})
