package variant

import "github.com/draughtsgo/checkers/board"

// Czech is Czech draughts (dáma): English men (forward only) with flying
// kings, and one precedence rule: if a king can capture, a king must
// capture; otherwise the choice is free (no quantity rule, so a king's
// single capture beats a man's triple). Written in algebraic notation.
//
// Sources: the rules of the Czech draughts federation as quoted on the
// BrainKing forum (board bc=28: "you must capture with your queen if you
// can", captured pieces removed after the move); BrainKing tp=29; dctl
// include/dctl/core/rules/czech.hpp (precedence = is_with_king); PDN
// GameType 29 ("29,W,8,8,A0,0").
//
// Its rules in words, its choices and its sources: RULES.md, section
// Czech (RULES.md#czech).
var Czech = must(Rules{
	Name:           "czech",
	Aliases:        []string{"dama", "czech-draughts"},
	GameType:       29,
	Board:          board.Board8x8,
	FirstToMove:    board.White,
	Setup:          setup(board.Board8x8, 3),
	ManSteps:       forwardDiagonals,
	ManCaptures:    forwardDiagonals, // men capture forward only
	KingSteps:      board.Diagonals,
	KingCaptures:   board.Diagonals,
	FlyingKings:    true,         // the queen slides and captures at a distance
	Removal:        RemoveAtEnd,  // federation: pieces leave after the whole move
	CrownInCapture: CrownAndStop, // crowned at once; a man cannot go on backwards anyway
	Promotion:      lastRanks(board.Board8x8),
	Precedence:     []Criterion{WithKing}, // a queen must capture if one can
	Notation:       Algebraic,
	NumberFrom:     board.TopLeft,
	CaptureMark:    ':',
	Draws:          czechDraws(), // FMJD brief rules: repetition claimed, the fifteen-move rule
})
