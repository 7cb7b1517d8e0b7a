package variant

import "github.com/draughtsgo/checkers/board"

// Portuguese is Portuguese draughts ("damas clássicas"), on the board whose
// a1 is light: men capture forward only, kings fly, and the capture must
// take the most pieces and then the most kings (quantity, then quality).
// Spanish draughts has the same rules.
//
// Sources: the Portuguese federation's "Regras oficiais" §2.1 as cited in
// dctl include/dctl/core/rules/spanish.hpp (coloring 0, long king, no
// backward man capture, precedence = (pieces, kings)); BrainKing flags (long,
// quantity, quality); PDN GameType 28 ("28,W,8,8,N1,1": numbered from
// White's lower right, 1 = h1).
//
// Its rules in words, its choices and its sources: RULES.md, section
// Portuguese (RULES.md#portuguese).
var Portuguese = must(Rules{
	Name:           "portuguese",
	Aliases:        []string{"portuguese-draughts", "damas"},
	GameType:       28,
	Board:          board.Board8x8A1Light,
	FirstToMove:    board.White,
	Setup:          setup(board.Board8x8A1Light, 3), // White b1 ... h3 (squares 1-12), Black a6 ... g8 (21-32)
	ManSteps:       forwardDiagonals,
	ManCaptures:    forwardDiagonals, // forward only
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true,
	Removal:        RemoveAtEnd,
	CrownInCapture: CrownAndStop,
	Promotion:      lastRanks(board.Board8x8A1Light),
	Precedence:     []Criterion{MostPieces, MostKings},
	Notation:       Numeric,
	NumberFrom:     board.BottomRight, // 1 = h1
	CaptureMark:    'x',
	Draws:          damasClassicasDraws(),
})
