package variant

// Killer is International draughts with one change to the kings' captures:
// a king whose capture ends by taking a king stops on the square right
// behind it, so that two kings can beat one.
//
// Sources: mindsports.nl "Killer Draughts" (Christian Freeling);
// zillions-of-games submission 2370; dctl killer.hpp and king_jumps.hpp;
// Scan 3.1 (variant "killer"). No source gives draw rules: International's
// repetition and 25-move king rules, without the FMJD endgame counts, which
// would defeat the variant's purpose.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Killer (RULES.md#killer).
var Killer = derive(International, func(r *Rules) {
	r.Name, r.Aliases = "killer", []string{"killer-draughts"}
	r.KingHaltsBehindKing = true
	r.Draws = killerDraws()
})
