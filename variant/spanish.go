package variant

// Spanish is Spanish draughts: the rules of Portuguese draughts, under its
// own name and PDN GameType 24 ("24,W,8,8,N1,1").
//
// Sources: dctl include/dctl/core/rules/spanish.hpp; PDN GameType table.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Spanish (RULES.md#spanish).
var Spanish = derive(Portuguese, func(r *Rules) {
	r.Name, r.Aliases, r.GameType = "spanish", []string{"spanish-draughts"}, 24
})
