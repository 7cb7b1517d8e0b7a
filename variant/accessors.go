package variant

import "github.com/draughtsgo/checkers/board"

// The rules of a variant are read whole with Rules. The few rules that
// move text, FEN, judging a game's end and the players read all the time
// have an accessor of their own, which returns the field of the same name
// of [Rules] (see there for what it means) without copying the rules.

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

// GameType returns [Rules.GameType].
func (v *Variant) GameType() int { return v.rules.GameType }

// Board returns [Rules.Board].
func (v *Variant) Board() *board.Geometry { return v.rules.Board }

// FirstToMove returns [Rules.FirstToMove].
func (v *Variant) FirstToMove() board.Color { return v.rules.FirstToMove }

// Promotion returns [Rules.Promotion].
func (v *Variant) Promotion() [2]board.Bitboard { return v.rules.Promotion }

// KingMoveLimit returns [Rules.KingMoveLimit].
func (v *Variant) KingMoveLimit() int { return v.rules.KingMoveLimit }

// Notation returns [Rules.Notation].
func (v *Variant) Notation() Notation { return v.rules.Notation }

// CaptureMark returns [Rules.CaptureMark].
func (v *Variant) CaptureMark() byte { return v.rules.CaptureMark }

// Goal returns [Rules.Goal].
func (v *Variant) Goal() Goal { return v.rules.Goal }
