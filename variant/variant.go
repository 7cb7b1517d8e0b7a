package variant

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gendata"
)

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
