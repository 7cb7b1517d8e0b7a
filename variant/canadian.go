package variant

import "github.com/draughtsgo/checkers/board"

// Canadian is International draughts on the 12x12 board with 30 men each
// on the five nearest ranks; only the board differs.
//
// Sources: dctl (canadian = international rules on rectangular<12,12>);
// windames.free.fr/canadian.html; checkershistory.com (White moves first);
// PDN GameType 27 ("27,W,12,12,N2,0").
//
// Its rules in words, its choices and its sources: RULES.md, section
// Canadian (RULES.md#canadian).
var Canadian = derive(International, func(r *Rules) {
	r.Name, r.Aliases, r.GameType = "canadian", []string{"canadian-draughts", "12x12"}, 27
	r.onBoard(board.Board12x12, 5) // White on squares 43-72, Black on 1-30; 1 = b12, 67 = a1
	// The draws stay FMJD practice; windames.free.fr: 3 kings v 1, 16 moves each.
})
