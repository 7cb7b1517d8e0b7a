package variant

import "github.com/draughtsgo/checkers/board"

// International is international draughts on 10x10 (FMJD rules): flying
// kings, men capturing backwards, the most pieces must be taken, and a man
// that passes the last rank during a capture stays a man.
//
// Sources: FMJD rules articles 3.9, 4.1, 4.11, 4.13, 4.15 (as cited in dctl
// include/dctl/core/rules/international.hpp); PDN GameType 20
// ("20,W,10,10,N2,0"), and 99 in lidraughts' exports of games from a set
// position; BrainKing tp=115.
//
// Its rules in words, its choices and its sources: RULES.md, section
// International (RULES.md#international).
var International = must(Rules{
	Name:           "international",
	Aliases:        []string{"international-draughts", "fmjd", "polish", "10x10"},
	GameType:       20,
	ReadGameTypes:  []int{99}, // lidraughts' "From Position": International from a FEN; read, not written
	Board:          board.Board10x10,
	FirstToMove:    board.White,                // FMJD art. 2.4: White moves first
	Setup:          setup(board.Board10x10, 4), // White on squares 31-50, Black on 1-20
	ManSteps:       forwardDiagonals,
	ManCaptures:    [2]board.DirSet{board.Diagonals, board.Diagonals}, // FMJD 4.1: men capture backwards too
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true,        // FMJD 3.9, 4.3
	Removal:        RemoveAtEnd, // FMJD 4.11: pieces are removed after the capture, and may not be jumped twice
	CrownInCapture: PassThrough, // FMJD 4.15: a man passing the last rank in a capture is not crowned
	Promotion:      lastRanks(board.Board10x10),
	Precedence:     []Criterion{MostPieces}, // FMJD 4.13: the quantity rule, men and kings counting equally
	Notation:       Numeric,
	NumberFrom:     board.TopLeft, // 1 = b10, 46 = a1
	CaptureMark:    'x',
	Draws:          fmjdDraws(), // FMJD articles 6.1-6.4
})
