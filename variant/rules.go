package variant

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
)

// Rules describe a draughts variant: the input of [New], and what
// [Variant.Rules] gives back. A Rules value is plain data, free to copy and
// change; the *Variant that New makes from it is fixed for good.
type Rules struct {
	// Name is the registry name ("international"). [New] stores it, as
	// each alias, in lower case without surrounding spaces, the form in
	// which [ByName] looks names up: up to [MaxNameLen] bytes of letters,
	// digits, spaces and the marks - _ . ! + ' ( ) /.
	Name string
	// Aliases are other names [ByName] accepts ("dam", "checkers"): none
	// empty, none repeating the name or another alias.
	Aliases []string
	// GameType is the PDN GameType number, 0 for variants PDN does not
	// define; from 0 to [MaxGameType].
	GameType int
	// ReadGameTypes are further GameType numbers that mean this variant
	// when a file gives them, but are never written: numbers that sites
	// use outside PDN 3.0 (lidraughts' 96 for Breakthrough, 98 for
	// Antidraughts).
	ReadGameTypes []int
	// Board is the geometry the variant is played on.
	Board *board.Geometry
	// FirstToMove is the colour that moves first from the start position.
	FirstToMove board.Color
	// Setup holds the squares of each colour's men at the start.
	Setup [2]board.Bitboard
	// SetupParas holds the squares of each colour's parachutists at the
	// start (Parachute checkers).
	SetupParas [2]board.Bitboard

	// ManSteps are the directions in which a man of each colour makes a
	// quiet move of one square.
	ManSteps [2]board.DirSet
	// ManCaptures are the directions in which a man of each colour jumps.
	ManCaptures [2]board.DirSet
	// KingSteps are the directions in which a king moves without capturing.
	KingSteps board.DirSet
	// KingCaptures are the directions in which a king jumps.
	KingCaptures board.DirSet
	// FlyingKings: kings move any number of empty squares along a line and
	// capture at a distance, landing on any empty square beyond the captured
	// piece; otherwise they step and jump like men.
	FlyingKings bool
	// KingLandsRightBehind: a flying king that captures lands on the square
	// right behind its victim, not further (Thai).
	KingLandsRightBehind bool
	// KingHaltsBehindKing: a flying king whose capture ends with a king as
	// the last piece taken stops on the square right behind that king; a
	// capture that ends with a man may stop on any empty square beyond it,
	// and kings taken earlier in the capture change nothing (Killer).
	KingHaltsBehindKing bool
	// KingMoveLimit is how many quiet moves in a row a side that has both
	// kings and men may make with the same king; 0 for no limit. Past it
	// that king may still capture, and any capture or a move of another
	// piece ends the run (Frisian and Frysk!: 3). The runs are position
	// state, kept by Variant.Apply (see board.KingRuns). At most
	// MaxKingMoveLimit.
	KingMoveLimit int
	// MenCannotCaptureKings: a man may jump only men (Italian).
	MenCannotCaptureKings bool
	// NoReversal: a capturing king may not jump back along the line of its
	// previous jump, a 180-degree turn (Turkish). Only immediate removal
	// makes such a turn possible at all.
	NoReversal bool
	// Continuation says in which directions a man's capture goes on after
	// its first jump.
	Continuation Continuation
	// OptionalContinuation: a capture may stop after any jump, each stop a
	// move of its own (Konane); otherwise it goes on while it can.
	OptionalContinuation bool
	// StepBarred holds, per colour, the squares on which a man makes no
	// quiet move, though it may still capture (Alquerque's last rank).
	StepBarred [2]board.Bitboard
	// ParachuteJumps are the directions in which each colour's parachutists
	// capture, by a short jump towards their own side (Parachute checkers).
	// A parachutist has no quiet move and becomes a man when it jumps.
	ParachuteJumps [2]board.DirSet
	// ParachuteStops: the move ends with a parachutist's jump; otherwise
	// the new man goes on capturing as a man.
	ParachuteStops bool
	// OpeningLifts holds, per colour, the squares from which the side to
	// move lifts one of its own stones when every square is full (Konane's
	// first move).
	OpeningLifts [2]board.Bitboard
	// OpeningAnswer are the directions, from the one empty square, in which
	// the side to move lifts one of its own stones next to it (Konane's
	// second move). A lift is written as its square alone.
	OpeningAnswer board.DirSet
	// LineMoves: besides single steps, an unbroken line of two or more own
	// men lying along one of the men's step directions may advance one square
	// that way, if the square in front of its front man is empty (Dameo).
	// Such a move is written from the rear man's square to the square in
	// front of the front man.
	LineMoves bool
	// Removal says when captured pieces leave the board.
	Removal Removal
	// CrownInCapture says what happens to a man that reaches a promotion
	// square in the middle of a capture.
	CrownInCapture Crowning
	// Promotion holds, per colour, the squares on which that colour's men
	// are crowned (usually the far rank).
	Promotion [2]board.Bitboard
	// Precedence lists the criteria that restrict the choice among capture
	// sequences, most important first; empty means free choice.
	Precedence []Criterion

	// Notation says how squares are written: numbers or algebraic names.
	Notation Notation
	// NumberFrom is the corner, as White sees it, of square 1 in numeric
	// notation (PDN: English and International top left).
	NumberFrom board.Corner
	// CaptureMark is the separator of capture moves in the variant's move
	// text: 'x' for most, ':' for Russian; one of [CaptureMarks] ('x' when
	// zero).
	CaptureMark byte

	// Goal says whether a side with no legal move loses or wins.
	Goal Goal
	// Draws are the draw rules a game applies, checked in this order
	// (see [DrawRule]); none for a game that ends only by a win or by
	// agreement.
	Draws []DrawRule
}

// Derived returns a copy of r for a variant of one's own, named name: the
// copy has none of r's aliases and no PDN GameType (it reads none either),
// which stay the original variant's, so that [Register] accepts the new
// variant beside it. Change the rules of the copy, then make it with [New]:
//
//	r := variant.Russian.Rules().Derived("russian-short-kings")
//	r.FlyingKings = false
func (r Rules) Derived(name string) Rules {
	r = r.clone()
	r.Name, r.Aliases, r.GameType, r.ReadGameTypes = name, nil, 0, nil
	return r
}

// clone returns a copy of r that shares no slice with it.
func (r Rules) clone() Rules {
	r.Aliases = slices.Clone(r.Aliases)
	r.ReadGameTypes = slices.Clone(r.ReadGameTypes)
	r.Draws = slices.Clone(r.Draws)
	r.Precedence = slices.Clone(r.Precedence)
	return r
}
