package variant

import "github.com/draughtsgo/checkers/board"

// English is English draughts, American checkers (BrainKing "Dam"): short
// kings, men that never capture backwards, free choice among captures, and a
// man crowned in a capture ends the move there. Black moves first.
//
// Sources: the English Draughts Association rulebook and PDN GameType 21
// ("21,B,8,8,N1,0": Black first, squares 1-32 from b8); BrainKing tp=7;
// dctl include/dctl/core/rules/checkers.hpp.
//
// Its rules in words, its choices and its sources: RULES.md, section
// English (RULES.md#english).
var English = must(Rules{
	Name:           "english",
	Aliases:        []string{"dam", "checkers", "american", "american-checkers", "english-draughts"},
	GameType:       21, // pdn.fmjd.org/gametype.html
	Board:          board.Board8x8,
	FirstToMove:    board.Black,              // rulebook: the player with the dark pieces moves first
	Setup:          setup(board.Board8x8, 3), // White on squares 21-32, Black on 1-12
	ManSteps:       forwardDiagonals,
	ManCaptures:    forwardDiagonals, // men jump forward only
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    false,        // a king moves one square
	Removal:        RemoveAtEnd,  // dctl checkers.hpp: is_passing_capture = false
	CrownInCapture: CrownAndStop, // rulebook: a man that reaches the king row ends the move
	Promotion:      lastRanks(board.Board8x8),
	Precedence:     nil, // free choice among captures
	Notation:       Numeric,
	NumberFrom:     board.TopLeft, // 1 = b8, 32 = g1
	CaptureMark:    'x',
	Draws:          englishDraws(), // WCDF 1.32.1 and 1.32.2, both claimed
})
