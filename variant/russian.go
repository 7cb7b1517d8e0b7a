package variant

import "github.com/draughtsgo/checkers/board"

// Russian is Russian draughts (shashki): International rules on 8x8 except
// that the capturer chooses freely among captures and a man that reaches
// the last rank in a capture is crowned at once and goes on capturing as a
// king. Written in algebraic notation with ':' for captures.
//
// Sources: the rules of the Russian draughts federation as quoted on the
// BrainKing forum (king continuation); BrainKing tp=117; dctl
// include/dctl/core/rules/russian.hpp (is_passing_promotion = true); PDN
// GameType 25 ("25,W,8,8,A0,0", capture separator ':').
//
// Its rules in words, its choices and its sources: RULES.md, section
// Russian (RULES.md#russian).
var Russian = must(Rules{
	Name:           "russian",
	Aliases:        []string{"shashki", "russian-draughts"},
	GameType:       25,
	Board:          board.Board8x8,
	FirstToMove:    board.White,
	Setup:          setup(board.Board8x8, 3),
	ManSteps:       forwardDiagonals,
	ManCaptures:    [2]board.DirSet{board.Diagonals, board.Diagonals}, // men capture backwards
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true,
	Removal:        RemoveAtEnd,      // "Turkish strike": jumped pieces stay until the move ends
	CrownInCapture: CrownAndContinue, // crowned at once, continues as a king
	Promotion:      lastRanks(board.Board8x8),
	Precedence:     nil, // free choice among captures
	Notation:       Algebraic,
	NumberFrom:     board.TopLeft,
	CaptureMark:    ':',
	Draws:          draughts64Draws(), // the draughts-64 rules 7.2.3-7.2.8
})
