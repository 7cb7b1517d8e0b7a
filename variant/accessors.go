package variant

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
)

// The rules of a variant, read one at a time; each method returns the field
// of the same name of its [Rules] (see there for what it means), as a copy
// where the field holds a slice.

// Rules returns a copy of the rules v was made from, to read them whole or
// to change a copy and make a new variant of it with [New].
func (v *Variant) Rules() Rules { return v.rules.clone() }

// Start returns the start position: the setup with FirstToMove to move.
func (v *Variant) Start() board.Position {
	var p board.Position
	p.Men, p.Paras = v.rules.Setup, v.rules.SetupParas
	p.Turn = v.rules.FirstToMove
	return p.Rehash()
}

// Numbering returns the numeric notation of the variant's squares (square 1
// in the corner NumberFrom). It exists for every variant, numeric or not.
func (v *Variant) Numbering() *board.Numbering { return v.numbering }

// String returns the variant's name.
func (v *Variant) String() string { return v.rules.Name }

// Name returns [Rules.Name].
func (v *Variant) Name() string { return v.rules.Name }

// Aliases returns [Rules.Aliases].
func (v *Variant) Aliases() []string { return slices.Clone(v.rules.Aliases) }

// GameType returns [Rules.GameType].
func (v *Variant) GameType() int { return v.rules.GameType }

// Board returns [Rules.Board].
func (v *Variant) Board() *board.Geometry { return v.rules.Board }

// FirstToMove returns [Rules.FirstToMove].
func (v *Variant) FirstToMove() board.Color { return v.rules.FirstToMove }

// Setup returns [Rules.Setup].
func (v *Variant) Setup() [2]board.Bitboard { return v.rules.Setup }

// SetupParas returns [Rules.SetupParas].
func (v *Variant) SetupParas() [2]board.Bitboard { return v.rules.SetupParas }

// ManSteps returns [Rules.ManSteps].
func (v *Variant) ManSteps() [2]board.DirSet { return v.rules.ManSteps }

// ManCaptures returns [Rules.ManCaptures].
func (v *Variant) ManCaptures() [2]board.DirSet { return v.rules.ManCaptures }

// KingSteps returns [Rules.KingSteps].
func (v *Variant) KingSteps() board.DirSet { return v.rules.KingSteps }

// KingCaptures returns [Rules.KingCaptures].
func (v *Variant) KingCaptures() board.DirSet { return v.rules.KingCaptures }

// FlyingKings returns [Rules.FlyingKings].
func (v *Variant) FlyingKings() bool { return v.rules.FlyingKings }

// KingMoveLimit returns [Rules.KingMoveLimit].
func (v *Variant) KingMoveLimit() int { return v.rules.KingMoveLimit }

// KingHaltsBehindKing returns [Rules.KingHaltsBehindKing].
func (v *Variant) KingHaltsBehindKing() bool { return v.rules.KingHaltsBehindKing }

// ReadGameTypes returns [Rules.ReadGameTypes] (a new slice).
func (v *Variant) ReadGameTypes() []int { return slices.Clone(v.rules.ReadGameTypes) }

// KingLandsRightBehind returns [Rules.KingLandsRightBehind].
func (v *Variant) KingLandsRightBehind() bool { return v.rules.KingLandsRightBehind }

// MenCannotCaptureKings returns [Rules.MenCannotCaptureKings].
func (v *Variant) MenCannotCaptureKings() bool { return v.rules.MenCannotCaptureKings }

// NoReversal returns [Rules.NoReversal].
func (v *Variant) NoReversal() bool { return v.rules.NoReversal }

// Continuation returns [Rules.Continuation].
func (v *Variant) Continuation() Continuation { return v.rules.Continuation }

// OptionalContinuation returns [Rules.OptionalContinuation].
func (v *Variant) OptionalContinuation() bool { return v.rules.OptionalContinuation }

// StepBarred returns [Rules.StepBarred].
func (v *Variant) StepBarred() [2]board.Bitboard { return v.rules.StepBarred }

// ParachuteJumps returns [Rules.ParachuteJumps].
func (v *Variant) ParachuteJumps() [2]board.DirSet { return v.rules.ParachuteJumps }

// ParachuteStops returns [Rules.ParachuteStops].
func (v *Variant) ParachuteStops() bool { return v.rules.ParachuteStops }

// OpeningLifts returns [Rules.OpeningLifts].
func (v *Variant) OpeningLifts() [2]board.Bitboard { return v.rules.OpeningLifts }

// OpeningAnswer returns [Rules.OpeningAnswer].
func (v *Variant) OpeningAnswer() board.DirSet { return v.rules.OpeningAnswer }

// LineMoves returns [Rules.LineMoves].
func (v *Variant) LineMoves() bool { return v.rules.LineMoves }

// Removal returns [Rules.Removal].
func (v *Variant) Removal() Removal { return v.rules.Removal }

// CrownInCapture returns [Rules.CrownInCapture].
func (v *Variant) CrownInCapture() Crowning { return v.rules.CrownInCapture }

// Promotion returns [Rules.Promotion].
func (v *Variant) Promotion() [2]board.Bitboard { return v.rules.Promotion }

// Precedence returns [Rules.Precedence].
func (v *Variant) Precedence() []Criterion { return slices.Clone(v.rules.Precedence) }

// Notation returns [Rules.Notation].
func (v *Variant) Notation() Notation { return v.rules.Notation }

// NumberFrom returns [Rules.NumberFrom].
func (v *Variant) NumberFrom() board.Corner { return v.rules.NumberFrom }

// CaptureMark returns [Rules.CaptureMark].
func (v *Variant) CaptureMark() byte { return v.rules.CaptureMark }

// Goal returns [Rules.Goal].
func (v *Variant) Goal() Goal { return v.rules.Goal }

// Draws returns [Rules.Draws].
func (v *Variant) Draws() []DrawRule { return slices.Clone(v.rules.Draws) }
