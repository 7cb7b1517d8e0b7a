package variant

import "github.com/draughtsgo/checkers/board"

// Gothic is Gothic checkers (BrainKing), on all 64 squares with 16 men each
// on the two home ranks: men move and capture one square forward,
// diagonally forward or sideways; kings one square in any of the eight
// directions. Otherwise English checkers: free choice among captures,
// pieces removed at the end of the move, and a man crowned in a capture
// stops there.
//
// Sources: BrainKing tp=35 ("the other rules are the same as for
// Checkers"); setupgroup.com Gothic checkers (16 a side, one-square kings
// in eight directions); for the points BrainKing leaves open (removal at
// the end, crowning stops the move), the choices of RULES.md, section
// Gothic (RULES.md#gothic), which gives its rules in words.
var Gothic = must(Rules{
	Name:           "gothic",
	Aliases:        []string{"gothic-checkers", "altdeutsche-dame"},
	GameType:       0, // none; PDN files name it with a Variant tag
	Board:          board.Whole8x8,
	FirstToMove:    board.White,
	Setup:          setup(board.Whole8x8, 2), // ranks 1-2 and 7-8
	ManSteps:       gothicMen,
	ManCaptures:    gothicMen,
	KingSteps:      board.AllDirs,
	KingCaptures:   board.AllDirs,
	FlyingKings:    false, // one square
	Removal:        RemoveAtEnd,
	CrownInCapture: CrownAndStop,
	Promotion:      lastRanks(board.Whole8x8),
	Precedence:     nil, // free choice
	Notation:       Algebraic,
	NumberFrom:     board.TopLeft,
	CaptureMark:    'x',
	Draws:          []DrawRule{repetition(3)}, // no source gives a rule
})

// gothicMen are the directions of Gothic men: forward, diagonally forward
// and sideways.
var gothicMen = [2]board.DirSet{
	board.Dirs(board.North, board.NorthEast, board.NorthWest, board.East, board.West),
	board.Dirs(board.South, board.SouthEast, board.SouthWest, board.East, board.West),
}
