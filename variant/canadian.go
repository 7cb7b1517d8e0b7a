package variant

import "github.com/draughtsgo/checkers/board"

// Canadian is International draughts on the 12x12 board with 30 men each
// on the five nearest ranks; only the board differs.
//
// Sources: dctl (canadian = international rules on rectangular<12,12>);
// windames.free.fr/canadian.html; checkershistory.com (White moves first);
// PDN GameType 27 ("27,W,12,12,N2,0").
var Canadian = must(Variant{
	Name:        "canadian",
	Aliases:     []string{"canadian-draughts", "12x12"},
	GameType:    27,
	Board:       board.Board12x12,
	FirstToMove: board.White,
	Setup: [2]board.Bitboard{
		rows(board.Board12x12, 0, 4),  // White on squares 43-72
		rows(board.Board12x12, 7, 11), // Black on squares 1-30
	},
	ManSteps:       [2]board.DirSet{board.NorthDiagonals, board.SouthDiagonals},
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
})
