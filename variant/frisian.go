package variant

import "github.com/draughtsgo/checkers/board"

// Frisian is Frisian draughts: International's board, setup, men and
// flying kings, with three differences. Men and kings also capture along
// the files and ranks, jumping to the next dark square but one (eight
// directions in all); the capture of the most value must be taken, a king
// counting more than one man and less than two, and among equal values a
// king's capture goes first; and a side that has kings and men may not
// move the same king more than three times in a row without capturing
// (Art. 17; the runs are position state, see board.KingRuns). Kings move (without capturing) diagonally only.
//
// Sources: the Official Rules for Frisian Draughts (2011), articles 1-22
// (cited "Art." below); PDN GameType 40 ("40,W,10,10,N2,0"); dctl
// frisian.hpp; Scan 3.1 (variant "frisian"); lidraughts Frisian.scala. The
// draw rules are Art. 18 (two kings against one must win within seven
// moves) and 21.1 (king against king is drawn unless a capture is at
// hand); there is no repetition rule. Option frisian-lidraughts counts as
// lidraughts does.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Frisian (RULES.md#frisian).
var Frisian = must(Rules{
	Name:           "frisian",
	Aliases:        []string{"frisian-draughts", "fries"},
	GameType:       40,
	Board:          board.Board10x10,
	FirstToMove:    board.White,                                   // Art. 6
	Setup:          setup(board.Board10x10, 4),                    // Art. 4: White on 31-50, Black on 1-20
	ManSteps:       forwardDiagonals,                              // Art. 7
	ManCaptures:    [2]board.DirSet{board.AllDirs, board.AllDirs}, // Art. 7: "a choice of eight"
	KingSteps:      board.Diagonals,                               // Art. 9: a king moves along the diagonals
	KingCaptures:   board.AllDirs,                                 // Art. 9: and captures in up to eight directions
	FlyingKings:    true,                                          // Art. 9
	Removal:        RemoveAtEnd,                                   // Art. 13-14
	CrownInCapture: PassThrough,                                   // Art. 8: crowned only if the move ends on the far row
	Promotion:      lastRanks(board.Board10x10),
	Precedence:     []Criterion{MostValue, WithKing}, // Art. 11, then Art. 12
	KingMoveLimit:  3,                                // Art. 17
	Notation:       Numeric,
	NumberFrom:     board.TopLeft, // Art. 3: 1 = b10, 46 = a1
	CaptureMark:    'x',
	Draws:          frisianDraws(), // Art. 18 and 21.1
})
