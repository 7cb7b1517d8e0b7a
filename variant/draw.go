package variant

import "slices"

// DrawRules are the rules that end a game drawn without the players'
// agreement. They concern a game (package checkers), not move generation.
type DrawRules struct {
	// Repetition draws when one position (the same pieces on the same
	// squares, the same side to move) occurs for the Repetition-th time;
	// 0 means no such rule.
	Repetition int
	// ReversiblePlies draws after this many plies in a row with neither a
	// capture nor a man's move (English 80: forty moves each); 0: none.
	ReversiblePlies int
	// KingPlies draws after this many plies in a row in which only kings
	// move and nothing is captured (International 50: 25 moves each); 0:
	// none.
	KingPlies int
	// Endgames are counting rules for small endings against a lone king.
	Endgames []Endgame
	// Claimed: a player may claim these draws when they arise; otherwise
	// the game ends drawn at once.
	Claimed bool
}

// clone returns a copy of d that shares no slice with it.
func (d DrawRules) clone() DrawRules {
	d.Endgames = slices.Clone(d.Endgames)
	return d
}

// Endgame is a counting rule: when one side has exactly Pieces pieces, at
// least Kings of them kings, and the other side a lone king, the game is
// drawn once Plies plies have been played without a capture in that
// material.
type Endgame struct {
	Pieces, Kings int
	Plies         int
}

// fmjdDraws are the draw rules of the FMJD (International draughts rules,
// articles 6.1-6.4): three-fold repetition; 25 moves each of kings only
// without a capture; 16 moves each with three pieces, one a king at least,
// against a lone king; 5 moves each with two pieces, one a king, against a
// lone king.
var fmjdDraws = DrawRules{
	Repetition: 3,
	KingPlies:  50,
	Endgames:   []Endgame{{Pieces: 3, Kings: 1, Plies: 32}, {Pieces: 2, Kings: 1, Plies: 10}},
}

// repetitionOnly is the draw rule of the variants whose sources give no
// other: three-fold repetition (and agreement, which needs no rule).
var repetitionOnly = DrawRules{Repetition: 3}
