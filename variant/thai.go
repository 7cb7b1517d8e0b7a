package variant

import "github.com/draughtsgo/checkers/board"

// Thai is Thai draughts (mak-hos): 8 men each on the two nearest ranks,
// English men (forward only), and a flying king that captures from a
// distance but lands on the square right behind its victim. Captured pieces
// leave the board one by one as they are jumped, so a king may turn back
// along its line. Free choice among captures; Black moves first.
//
// Sources: dctl include/dctl/core/rules/thai.hpp (is_long_ranged_king,
// is_land_behind_piece, is_passing_capture, initial_position_gap = 4);
// checkers.fandom.com "Mak-hot" (immediate removal as in Turkish);
// coldmoon.io (kings may continue "even in the direction where they have
// come from"); PDN GameType 31 ("31,B,8,8,N2,0": Black first, numbered from
// Black's upper left, so 1 = g1 and 32 = b8).
//
// Its rules in words, its choices and its sources: RULES.md, section
// Thai (RULES.md#thai).
var Thai = must(Rules{
	Name:                 "thai",
	Aliases:              []string{"mak-hos", "makhos", "mak-hot", "thai-draughts"},
	GameType:             31,
	Board:                board.Board8x8,
	FirstToMove:          board.Black,              // PDN GameType 31
	Setup:                setup(board.Board8x8, 2), // White a1 ... h2, Black a7 ... h8
	ManSteps:             forwardDiagonals,
	ManCaptures:          forwardDiagonals, // forward only
	KingSteps:            board.Diagonals,
	KingCaptures:         board.Diagonals,
	FlyingKings:          true, // moves any distance, captures from a distance
	KingLandsRightBehind: true, // ... landing right behind the captured piece
	Removal:              RemoveImmediately,
	CrownInCapture:       CrownAndStop,
	Promotion:            lastRanks(board.Board8x8),
	Precedence:           nil, // free choice
	Notation:             Numeric,
	NumberFrom:           board.BottomRight, // Black's upper left
	CaptureMark:          'x',
	Draws:                []DrawRule{repetition(3)}, // no source gives a rule; option agreement-only
})
