// Package variant describes the rules of each draughts variant as data: a
// [Variant] value drives the one move generator and the one capture search
// of package movegen, and plays moves under its rules ([Variant.Apply]).
// A rule is a field of [Rules], never
// a branch on a variant's name.
//
// A Variant is made once by [New] from a Rules value and never changes:
// nothing, not even a caller holding one of this package's variants, can
// change its rules, so the move generator compiles its tables once per
// variant and keeps them with it. To play by other rules, take a copy with
// [Variant.Rules], change it, and make a new variant of it.
//
// The variants are registered by name ([ByName], case-insensitive, with
// aliases), by PDN GameType number ([ByGameType]) and listed by [All]. A
// variant of one's own, made by New, joins them with [Register], and is
// then found by name like the package's own: by PDN files and by the
// command-line tool.
//
// The rules of every variant, the choices the library makes where the
// sources disagree or say nothing, and the sources themselves, are written
// out for players and programmers in the rules document, RULES.md at the
// root of the repository, one section per variant (RULES.md#russian). Each
// variant lives in its own file, whose doc comment says how it differs from
// its nearest relative and cites its section of RULES.md, and whose fields
// cite their rule source.
package variant

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gendata"
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

// Variant is one draughts variant, checked and fixed: its rules cannot
// change once [New] has made it, so it is safe to share between goroutines
// and the move generator compiles its tables for it once, on first use, and
// keeps them with it. Its rules are read whole through [Variant.Rules] (a
// copy), the few that are read all the time through methods of their own,
// and it plays moves under them ([Variant.Apply]). To play by other rules,
// change a copy of its Rules and make a new variant of it with New. The
// registered variants of this package ([All]) are made this way.
//
// The zero Variant has no board and is not a usable variant: make variants
// with New.
type Variant struct {
	rules     Rules
	numbering *board.Numbering
	gen       gendata.Slots
	play      playKey // the rules SameMoves compares
}

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

// MaxKingMoveLimit is the largest [Rules.KingMoveLimit] New accepts, so
// that a count is one digit in a FEN.
const MaxKingMoveLimit = 9

// ErrInvalid is wrapped by the errors of [New].
var ErrInvalid = errors.New("variant: invalid rules")

// New checks the rules r and returns the variant they describe, ready for
// use. The variant keeps its own copy of r: changing r afterwards changes
// nothing. Its name and aliases are kept in lower case, without
// surrounding spaces ("Russian-Short " becomes "russian-short"): the form
// in which [ByName] looks names up and [Register] compares them.
func New(r Rules) (*Variant, error) {
	v := r.clone()
	v.Name = normalName(v.Name)
	if v.Name == "" {
		return nil, fmt.Errorf("%w: no name", ErrInvalid)
	}
	if err := checkName(v.Name); err != nil {
		return nil, err
	}
	seen := map[string]bool{v.Name: true}
	for i, a := range v.Aliases {
		a = normalName(a)
		if a == "" {
			return nil, fmt.Errorf("%w: %s has an empty alias", ErrInvalid, v.Name)
		}
		if err := checkName(a); err != nil {
			return nil, err
		}
		nameLookups.Add(1)
		if seen[a] {
			return nil, fmt.Errorf("%w: %s names %q twice", ErrInvalid, v.Name, a)
		}
		seen[a] = true
		v.Aliases[i] = a
	}
	if err := checkGameTypes(v.Name, v.GameType, v.ReadGameTypes); err != nil {
		return nil, err
	}
	if v.Board == nil {
		return nil, fmt.Errorf("%w: %s has no board", ErrInvalid, v.Name)
	}
	for c := range v.Setup {
		if !v.Setup[c].Or(v.SetupParas[c]).AndNot(v.Board.Valid()).IsEmpty() {
			return nil, fmt.Errorf("%w: %s sets up %v on unplayable squares", ErrInvalid, v.Name, board.Color(c))
		}
	}
	all := [2]board.Bitboard{v.Setup[0].Or(v.SetupParas[0]), v.Setup[1].Or(v.SetupParas[1])}
	if !all[0].And(all[1]).IsEmpty() || !v.Setup[0].Or(v.Setup[1]).And(v.SetupParas[0].Or(v.SetupParas[1])).IsEmpty() {
		return nil, fmt.Errorf("%w: %s sets up two pieces on one square", ErrInvalid, v.Name)
	}
	if v.KingMoveLimit < 0 || v.KingMoveLimit > MaxKingMoveLimit {
		return nil, fmt.Errorf("%w: %s limits a king to %d quiet moves in a row, not 0 to %d", ErrInvalid, v.Name, v.KingMoveLimit, MaxKingMoveLimit)
	}
	if err := checkDraws(v.Draws); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrInvalid, v.Name, err)
	}
	if v.CaptureMark == 0 {
		v.CaptureMark = 'x'
	}
	if strings.IndexByte(CaptureMarks, v.CaptureMark) < 0 {
		return nil, fmt.Errorf("%w: %s writes captures with %q, which move text cannot read back (one of %q)", ErrInvalid, v.Name, v.CaptureMark, CaptureMarks)
	}
	return &Variant{rules: v, numbering: v.Board.Numbering(v.NumberFrom), play: playKeyOf(&v)}, nil
}

// MaxGameType is the largest PDN GameType number New accepts, in
// [Rules.GameType] and [Rules.ReadGameTypes]: PDN 3.0's table numbers the
// games from 0 to 50 (pdn.fmjd.org/gametype.html), and lidraughts writes
// numbers of its own up to 99 (From Position); a GameType tag is two
// digits.
const MaxGameType = 99

// checkGameTypes returns why the GameType numbers of the variant called
// name cannot be: gameType from 0 (none) to MaxGameType, each of reads
// from 1 to MaxGameType and other than gameType.
func checkGameTypes(name string, gameType int, reads []int) error {
	if gameType < 0 || gameType > MaxGameType {
		return fmt.Errorf("%w: %s has GameType %d, not a PDN GameType number from 0 (none) to %d", ErrInvalid, name, gameType, MaxGameType)
	}
	for _, n := range reads {
		if n <= 0 || n > MaxGameType || n == gameType {
			return fmt.Errorf("%w: %s reads GameType %d, which is not a further PDN GameType number from 1 to %d", ErrInvalid, name, n, MaxGameType)
		}
	}
	return nil
}

// normalName returns a name as the registry keeps it: in lower case,
// without surrounding spaces.
func normalName(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// CaptureMarks are the characters [Rules.CaptureMark] may be: those the
// move text of package notation reads between the squares of a capture, so
// that every move a variant writes reads back.
const CaptureMarks = "xX:-"

// MaxNameLen is the longest name or alias New accepts, in bytes.
const MaxNameLen = 64

// nameMarks are the characters besides letters and digits that a name or
// alias may hold ("frysk!", "12x12", "dama-italiana").
const nameMarks = " -_.!+'()/"

// checkName returns why name (normalised) cannot be a variant's name or
// alias: a name is written in PDN Variant tags, JSON and command lines, and
// looked up again from there, so it is up to MaxNameLen bytes of letters,
// digits and the marks of nameMarks.
func checkName(name string) error {
	if len(name) > MaxNameLen || strings.TrimFunc(name, func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(nameMarks, r)
	}) != "" {
		return fmt.Errorf("%w: the name %q is not up to %d letters, digits and %q", ErrInvalid, name, MaxNameLen, nameMarks)
	}
	return nil
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

// The variants of this package are made in one of two ways: a variant of
// its own is must(Rules{...}), every field written out with its source; a
// variant that is another's with a change is derive(base, change), which
// names only what differs (Brazilian is International on the 8x8 board).

// derive returns the variant whose rules are base's changed by change,
// which names the new variant: base's aliases and PDN GameType numbers are
// not carried over (see [Rules.Derived]).
func derive(base *Variant, change func(r *Rules)) *Variant {
	r := base.Rules().Derived("")
	change(&r)
	return must(r)
}

// onBoard moves r to the board g, with each side's men on the playable
// squares of its ranks nearest ranks and crowned on the far rank.
func (r *Rules) onBoard(g *board.Geometry, ranks int) {
	r.Board, r.Setup, r.Promotion = g, setup(g, ranks), lastRanks(g)
}

// must is New for the variants of this package, whose rules are known good.
func must(v Rules) *Variant {
	nv, err := New(v)
	if err != nil {
		panic(err)
	}
	return nv
}

// forwardDiagonals are the forward diagonals of each colour's men: the
// directions most variants' men move (and, in many, capture) in.
var forwardDiagonals = [2]board.DirSet{board.NorthDiagonals, board.SouthDiagonals}

// setup returns the usual start: each side's men on the playable squares of
// its n nearest ranks.
func setup(g *board.Geometry, n int) [2]board.Bitboard {
	return [2]board.Bitboard{rows(g, 0, n-1), rows(g, g.Rows()-n, g.Rows()-1)}
}

// rows returns the playable squares of rows lo..hi of g (0 is rank 1).
func rows(g *board.Geometry, lo, hi int) board.Bitboard {
	var b board.Bitboard
	for r := lo; r <= hi; r++ {
		b = b.Or(g.Row(r))
	}
	return b
}

// squares returns the set of the named squares of g ("a1", "c3"); it
// panics on a name that is not a square of g, which only a mistake in this
// package's variant files can cause.
func squares(g *board.Geometry, names ...string) board.Bitboard {
	var b board.Bitboard
	for _, n := range names {
		found := false
		for _, s := range g.Squares() {
			if g.Name(s) == n {
				b, found = b.With(s), true
			}
		}
		if !found {
			panic("variant: no square " + n)
		}
	}
	return b
}

// lastRanks returns the usual promotion squares: White's men crown on the
// top rank, Black's on rank 1.
func lastRanks(g *board.Geometry) [2]board.Bitboard {
	return [2]board.Bitboard{g.Row(g.Rows() - 1), g.Row(0)}
}
