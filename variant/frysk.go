package variant

import "github.com/draughtsgo/checkers/board"

// Frysk is Frysk!, Frisian draughts started with five men a side on the
// players' own back rows: White on 46-50, Black on 1-5. Every rule is
// Frisian's.
//
// Sources: lidraughts Frysk.scala ("Frisian draughts starting with 5
// pieces each"; every rule delegated to Frisian); pydraughts. PDN 3.0 has
// no number for it; lidraughts writes GameType 97, read here, not written.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Frysk (RULES.md#frysk).
var Frysk = derive(Frisian, func(r *Rules) {
	r.Name, r.Aliases = "frysk", []string{"frysk!"}
	r.ReadGameTypes = []int{97}
	r.Setup = [2]board.Bitboard{board.Board10x10.Row(0), board.Board10x10.Row(9)}
})
