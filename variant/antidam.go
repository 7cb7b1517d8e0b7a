package variant

import "github.com/draughtsgo/checkers/board"

// Antidam is English checkers played to lose (BrainKing "Anti Checkers",
// giveaway): the moves are English ones, but the side that cannot move, its
// pieces all taken or blocked, wins. Only the goal differs from English; it
// is written in English notation and has no PDN GameType number.
//
// Sources: BrainKing tp=8; everything2.com "Anti-Checkers" (the rules of
// checkers, the aim to lose every piece first); the choice that being
// blocked wins too, as having no pieces does.
//
// Its rules in words, its choices and its sources: RULES.md, section
// Antidam (RULES.md#antidam).
var Antidam = must(Rules{
	Name:           "antidam",
	Aliases:        []string{"anti-checkers", "anticheckers", "giveaway", "anti-dam"},
	GameType:       0, // none; PDN files name it with a Variant tag
	Board:          board.Board8x8,
	FirstToMove:    board.Black, // as English
	Setup:          English.Setup(),
	ManSteps:       English.ManSteps(),
	ManCaptures:    English.ManCaptures(),
	KingSteps:      English.KingSteps(),
	KingCaptures:   English.KingCaptures(),
	FlyingKings:    false,
	Removal:        RemoveAtEnd,
	CrownInCapture: CrownAndStop,
	Promotion:      English.Promotion(),
	Precedence:     nil, // free choice, as English
	Notation:       Numeric,
	NumberFrom:     board.TopLeft,
	CaptureMark:    'x',
	Goal:           NoMoveWins,                // the side with no legal move wins
	Draws:          []DrawRule{repetition(3)}, // no source gives a rule: repetition, or agreement
})
