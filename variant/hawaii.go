package variant

import "github.com/draughtsgo/checkers/board"

// Hawaii is Konane, the Hawaiian game (BrainKing "Hawaiian Checkers"): the
// full board of alternating stones, White on the dark squares. Black opens
// by lifting one of its stones from a8, d5, e4 or h1; White answers by
// lifting one of its stones next to the hole. Afterwards every move is a
// jump along a rank or file over an adjacent enemy stone into the empty
// square beyond, which may go on in the same direction only, each stop a
// move of its own. There are no kings; the side that cannot jump loses.
// Nothing like it is among the other variants: only the one move generator is
// shared, through these fields.
//
// Sources: BrainKing tp=94; checkerschest.com "Hawaiian Checkers"; Ludii
// Konane.lud (phases); vchess (allowed first lifts a8, d5, e4, h1).
//
// Its rules in words, its choices and its sources: RULES.md, section
// Hawaii (RULES.md#hawaii).
var Hawaii = must(Rules{
	Name:                 "hawaii",
	Aliases:              []string{"konane", "hawaiian", "hawaiian-checkers"},
	Board:                board.Whole8x8,
	FirstToMove:          board.Black,
	Setup:                [2]board.Bitboard{hawaiiDark, board.Whole8x8.Valid().AndNot(hawaiiDark)},
	ManCaptures:          [2]board.DirSet{board.Orthogonals, board.Orthogonals}, // backwards too
	Continuation:         StraightOn,
	OptionalContinuation: true,
	Removal:              RemoveImmediately, // straight jumps never come back: it does not matter
	OpeningLifts:         [2]board.Bitboard{{}, squares(board.Whole8x8, "a8", "d5", "e4", "h1")},
	OpeningAnswer:        board.Orthogonals,
	Draws:                nil, // every move takes a stone: no draw can arise
	Notation:             Algebraic,
	NumberFrom:           board.TopLeft,
	CaptureMark:          'x',
})

// hawaiiDark are the dark cells of the whole 8x8 board (a1 among them),
// where Black's stones start.
var hawaiiDark = func() board.Bitboard {
	g := board.Whole8x8
	var dark board.Bitboard
	for _, s := range g.Squares() {
		if r, c := g.Coord(s); (r+c)%2 == 0 {
			dark = dark.With(s)
		}
	}
	return dark
}()
