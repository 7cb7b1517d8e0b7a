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
var Canadian = must(Rules{
	Name:           "canadian",
	Aliases:        []string{"canadian-draughts", "12x12"},
	GameType:       27,
	Board:          board.Board12x12,
	FirstToMove:    board.White,
	Setup:          setup(board.Board12x12, 5), // White on squares 43-72, Black on 1-30
	ManSteps:       forwardDiagonals,
	ManCaptures:    [2]board.DirSet{board.Diagonals, board.Diagonals},
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true,
	Removal:        RemoveAtEnd,
	CrownInCapture: PassThrough,
	Promotion:      lastRanks(board.Board12x12),
	Precedence:     []Criterion{MostPieces},
	Notation:       Numeric,
	NumberFrom:     board.TopLeft, // 1 = b12, 67 = a1
	CaptureMark:    'x',
	Draws:          fmjdDraws(), // FMJD practice; windames.free.fr: 3 kings v 1, 16 moves each
})
