package variant

import "github.com/draughtsgo/checkers/board"

// Pool is American pool checkers: Russian draughts' men and flying kings
// (men capture backwards, free choice among captures), but a man that
// reaches the far row in the middle of a capture goes on as a man and is
// crowned only if the move ends there (as Brazilian, which it is without
// the majority rule); Black moves first, and the squares are numbered as
// in English checkers.
//
// Sources: APCA tournament rules 2, 5, 7 and the Pool rules of play after
// Ramsey and Kaplan (R. 2-9: backward captures, flying kings, free choice,
// crowning only at the end of a move); PDN GameType 23 ("23,B,8,8,N1,0");
// dctl pool.hpp.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Pool (RULES.md#pool).
var Pool = must(Rules{
	Name:           "pool",
	Aliases:        []string{"american-pool", "pool-checkers", "american-pool-checkers"},
	GameType:       23,
	Board:          board.Board8x8,
	FirstToMove:    board.Black, // APCA rule 7
	Setup:          setup(board.Board8x8, 3),
	ManSteps:       forwardDiagonals,
	ManCaptures:    [2]board.DirSet{board.Diagonals, board.Diagonals}, // R. 4: forward and backward
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true, // R. 6
	Removal:        RemoveAtEnd,
	CrownInCapture: PassThrough, // R. 5: crowned only when the move ends on the far row
	Promotion:      lastRanks(board.Board8x8),
	Precedence:     nil, // R. 7: free choice
	Notation:       Numeric,
	NumberFrom:     board.TopLeft, // 1 = b8, as English
	CaptureMark:    'x',
	Draws:          poolDraws(), // R. 10; repetition after dctl
})
