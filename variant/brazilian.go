package variant

import "github.com/draughtsgo/checkers/board"

// Brazilian is International draughts played on the 8x8 board with 12 men
// each; only the board differs. Written in algebraic notation.
//
// Sources: BrainKing tp=120 ("identical to the International Checkers ...
// 8x8 with 12 pieces"); dctl (brazilian = international rules); PDN GameType
// 26 ("26,W,8,8,A0,0").
//
// Its rules in words, its choices and its sources: RULES.md, section
// Brazilian (RULES.md#brazilian).
var Brazilian = derive(International, func(r *Rules) {
	r.Name, r.Aliases, r.GameType = "brazilian", []string{"brazilian-draughts"}, 26
	r.onBoard(board.Board8x8, 3)
	r.Notation = Algebraic
	r.Draws = draughts64Draws() // the draughts-64 rules, as Russian; option brazilian-cbd
})
