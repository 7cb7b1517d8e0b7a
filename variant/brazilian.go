package variant

import "github.com/draughtsgo/checkers/board"

// Brazilian is International draughts played on the 8x8 board with 12 men
// each; only the board differs. Written in algebraic notation.
//
// Sources: BrainKing tp=120 ("identical to the International Checkers ...
// 8x8 with 12 pieces"); dctl (brazilian = international rules); PDN GameType
// 26 ("26,W,8,8,A0,0").
//
// Its rules in words, its choices and its sources: RULES.md, section
// Brazilian (RULES.md#brazilian).
var Brazilian = must(Rules{
	Name:           "brazilian",
	Aliases:        []string{"brazilian-draughts"},
	GameType:       26,
	Board:          board.Board8x8,
	FirstToMove:    board.White,
	Setup:          setup(board.Board8x8, 3),
	ManSteps:       forwardDiagonals,
	ManCaptures:    [2]board.DirSet{board.Diagonals, board.Diagonals},
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true,
	Removal:        RemoveAtEnd,
	CrownInCapture: PassThrough,
	Promotion:      lastRanks(board.Board8x8),
	Precedence:     []Criterion{MostPieces},
	Notation:       Algebraic,
	NumberFrom:     board.TopLeft,
	CaptureMark:    'x',
	Draws:          draughts64Draws(), // the draughts-64 rules, as Russian; option brazilian-cbd
})
