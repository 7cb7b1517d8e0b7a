package variant

// Breakthrough is International draughts won by the first side to crown a
// king; a side without a legal move still loses. A man crowned in the
// middle of a capture is not (it passes through, as in International), so
// the game is won by a man that ends its move on the far row.
//
// Sources: lidraughts.org/variant/breakthrough and lidraughts'
// Breakthrough.scala; Scan 3.1 (variant "bt"); pydraughts. It has no draw
// rule: until a king appears every move is a man's move or a capture, so no
// position comes back. lidraughts writes GameType 96, read here, not
// written.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Breakthrough (RULES.md#breakthrough).
var Breakthrough = derive(International, func(r *Rules) {
	r.Name, r.Aliases = "breakthrough", []string{"bt", "breakthrough-draughts"}
	r.ReadGameTypes = []int{96}
	r.Goal = CrownWins
	r.Draws = nil // lidraughts: "there are no draws in breakthrough"
})
