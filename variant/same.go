package variant

import "github.com/draughtsgo/checkers/board"

// SameMoves reports whether v and o play alike: the same board and, in
// every position, the same legal moves with the same outcome (pieces'
// steps and captures, the capture precedence, crowning, the king-move
// limit and the goal). It compares every field of [Rules] but those that
// name a variant (Name, Aliases, GameType, ReadGameTypes), those that say
// how moves are written (Notation, NumberFrom, CaptureMark), its start
// (FirstToMove, Setup, SetupParas) and its draw rules (Draws). What holds
// for a position of one, a move generated, a search's score, an endgame
// database's value, holds for the other: this is how code asks "is this
// variant X", never by comparing pointers, since a variant made again
// from the same rules (with [New], from JSON) is another pointer.
//
// It is cheap, a comparison of a few hundred bytes computed once by New,
// so that a player may ask it for every search. Two nil variants play
// alike; a nil one and another do not.
func (v *Variant) SameMoves(o *Variant) bool {
	if v == nil || o == nil {
		return v == o
	}
	return v == o || v.play == o.play
}

// playKey holds the rules that decide a variant's moves and their outcome,
// as a comparable value: what SameMoves compares. A new field of Rules
// goes either here or in the list of fields SameMoves leaves out (a test
// checks that every field is one or the other).
type playKey struct {
	rows, cols            int
	layout                board.Layout
	manSteps, manCaptures [2]board.DirSet
	kingSteps, kingCaps   board.DirSet
	flying, rightBehind   bool
	haltsBehindKing       bool
	kingMoveLimit         int
	menSpareKings         bool
	noReversal            bool
	continuation          Continuation
	optionalContinuation  bool
	stepBarred            [2]board.Bitboard
	parachuteJumps        [2]board.DirSet
	parachuteStops        bool
	openingLifts          [2]board.Bitboard
	openingAnswer         board.DirSet
	lineMoves             bool
	removal               Removal
	crownInCapture        Crowning
	promotion             [2]board.Bitboard
	precedence            string // the criteria in order, one byte each
	goal                  Goal
}

// playKeyOf returns the playKey of r, whose Board is set.
func playKeyOf(r *Rules) playKey {
	prec := make([]byte, len(r.Precedence))
	for i, c := range r.Precedence {
		prec[i] = byte(c)
	}
	return playKey{
		rows: r.Board.Rows(), cols: r.Board.Cols(), layout: r.Board.Layout(),
		manSteps: r.ManSteps, manCaptures: r.ManCaptures,
		kingSteps: r.KingSteps, kingCaps: r.KingCaptures,
		flying: r.FlyingKings, rightBehind: r.KingLandsRightBehind,
		haltsBehindKing:      r.KingHaltsBehindKing,
		kingMoveLimit:        r.KingMoveLimit,
		menSpareKings:        r.MenCannotCaptureKings,
		noReversal:           r.NoReversal,
		continuation:         r.Continuation,
		optionalContinuation: r.OptionalContinuation,
		stepBarred:           r.StepBarred,
		parachuteJumps:       r.ParachuteJumps,
		parachuteStops:       r.ParachuteStops,
		openingLifts:         r.OpeningLifts,
		openingAnswer:        r.OpeningAnswer,
		lineMoves:            r.LineMoves,
		removal:              r.Removal,
		crownInCapture:       r.CrownInCapture,
		promotion:            r.Promotion,
		precedence:           string(prec),
		goal:                 r.Goal,
	}
}
