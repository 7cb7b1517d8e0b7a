package variant

// The parts of [Rules] that are choices among a few ways, each with a
// text form (text.go) for JSON and rules files.

// Removal says when captured pieces leave the board.
type Removal uint8

const (
	// RemoveAtEnd: jumped pieces stay until the whole move is over. They
	// cannot be jumped twice and block the way (the "Turkish strike").
	RemoveAtEnd Removal = iota
	// RemoveImmediately: each piece leaves the board as it is jumped.
	RemoveImmediately
)

// Crowning says what a man does when it reaches a promotion square in the
// middle of a capture.
type Crowning uint8

const (
	// CrownAndStop: the man is crowned and the move ends there (English,
	// Czech).
	CrownAndStop Crowning = iota
	// CrownAndContinue: the man is crowned at once and goes on capturing as a
	// king if it can (Russian).
	CrownAndContinue
	// PassThrough: the man goes on capturing as a man if it can, and is
	// crowned only if the move ends on a promotion square (International).
	PassThrough
)

// Continuation says where a man's capture may go after its first jump.
type Continuation uint8

const (
	// SameDirections: on in the directions of ManCaptures, as the first
	// jump.
	SameDirections Continuation = iota
	// AnyDirection: on in any direction the board allows, backwards too
	// (Alquerque).
	AnyDirection
	// StraightOn: on only in the direction of the previous jump (Konane).
	StraightOn
)

// Criterion is one rule that restricts the choice among capture sequences.
// Criteria are applied in order: a sequence is kept only if no other is
// better on the first criterion where they differ.
type Criterion uint8

const (
	// MostPieces: capture the most pieces, men and kings counting one each
	// (the quantity rule).
	MostPieces Criterion = iota
	// WithKing: capture with a king rather than with a man when a king can
	// capture (the preference rule).
	WithKing
	// MostKings: capture the most kings (the quality rule).
	MostKings
	// EarliestKing: among equal captures, take a king as early in the
	// sequence as possible (Italian).
	EarliestKing
	// MostValue: capture the most value, a king worth more than one man
	// and less than two (Frisian): with K kings and M men taken, the
	// higher 2K+M wins, and between equal sums the one with fewer kings,
	// so that n kings weigh less than 2n men but more than 2n-1.
	MostValue
)

// Notation says how a variant's players write squares.
type Notation uint8

const (
	// Numeric: squares are numbered 1..N (English, International).
	Numeric Notation = iota
	// Algebraic: squares are named by file and rank ("c3").
	Algebraic
)

// Goal says what having no legal move means.
type Goal uint8

const (
	// NoMoveLoses: the side to move with no legal move loses.
	NoMoveLoses Goal = iota
	// NoMoveWins: the side to move with no legal move wins (Antidam).
	NoMoveWins
	// CrownWins: the first side to crown a king wins at once: a position
	// with a king on the board has no legal move, and the king's owner has
	// won; otherwise the side to move with no legal move loses
	// (Breakthrough).
	CrownWins
)
