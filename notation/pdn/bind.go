package pdn

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// Binder chooses the variant of each parsed game of a file and replays
// the game under it ([Replay]): the second and third stages of reading,
// which [Reader.Read] runs after its [Parser]. Use one Binder per file, in
// the order of the file: it remembers the variant of the game before. A
// Binder is not safe for concurrent use; the zero Binder infers every
// variant.
//
// The variant of a game is, in this order:
//
//   - the one its Variant or GameType tag names (see [Reader]); a name or
//     number the library does not know is the game's fault, and the game
//     has no variant;
//   - else Variant, when set;
//   - else the one inferred from the game's evidence, and then
//     [Game.Guessed] is set. The candidates are the registered variants
//     whose board holds the squares the moves are written with (their
//     highest number, or their files and ranks), that write squares the
//     way the moves do (numbers or algebraic names; the FEN tag's when
//     there is no move) and under which the FEN tag reads, if the game
//     has one. They are tried in this order: the variants a tag mentions
//     by name or alias, as whole words (the longest mention first: "Dama
//     Italiana" names Italian before Czech's "dama"); then the variant of
//     the previous game of the file (the last one whose tags named it,
//     that the Binder was given, or that replayed whole); then, for a
//     game without moves, those whose first mover the FEN tag has to move
//     and on whose start squares most of its men stand, with no king
//     (English 11-man ballots have Black to move, Italian ones White, on
//     the same squares); then smaller boards before
//     larger; then the order of [variant.All]. The first the game replays
//     under whole, every move of its main line and variations legal, is
//     the game's variant, so that the common case, the next game of a
//     file, costs one replay; when none does, the one it replays furthest
//     under (its first fault latest in the file), with that fault. A game
//     that has neither moves with squares nor a FEN tag has nothing to
//     tell its variant by: it keeps the previous game's variant, or has
//     none (a nil Variant, no fault). A game whose evidence no variant
//     fits is read under the previous game's variant, or International.
type Binder struct {
	// Variant is the variant of the games whose tags name none. Nil
	// means each is inferred from its evidence.
	Variant *variant.Variant
	// Strict makes a fault of what lenient replay passes over (see
	// [Replay]).
	Strict bool

	// last is the variant of the previous game of the file, nil if none.
	last *variant.Variant
	// names finds the variants by the words of their names.
	names *nameIndex
}

// Bind chooses the variant of the parsed game g and returns g replayed
// under it. It never changes g.
func (b *Binder) Bind(g *RawGame) *Game {
	v, err := tagVariant(g)
	switch {
	case err != nil:
		game := newGame(g)
		game.Err = firstFault(err, g.Err)
		game.Warnings = g.Warnings[:g.headerWarnings]
		return game
	case v == nil && b.Variant == nil:
		return b.infer(g)
	case v == nil:
		v = b.Variant
	}
	b.last = v
	game, _ := replay(g, v, b.Strict)
	return game
}

// tagVariant returns the variant the game's Variant or GameType tag names
// (the Variant tag wins), nil when they name none, or the fault of a tag
// that names no variant of the library.
func tagVariant(g *RawGame) (*variant.Variant, *Error) {
	vt, gt := g.tag("Variant"), g.tag("GameType")
	at := func(t *RawTag, err error) *Error {
		return &Error{Line: t.ValueLine, Column: t.ValueColumn, Text: t.Value, Err: err}
	}
	switch {
	case vt != nil && !placeholder(vt.Value) && !ignoredVariant(vt.Value):
		v, err := variant.ByName(vt.Value)
		if err != nil {
			return nil, at(vt, err)
		}
		return v, nil
	case gt != nil && !placeholder(gt.Value):
		num, _, _ := strings.Cut(gt.Value, ",")
		n, err := strconv.Atoi(strings.TrimSpace(num))
		if err != nil {
			return nil, at(gt, syntaxError("GameType is not a number"))
		}
		v, err := variant.ByGameType(n)
		if err != nil {
			if name, ok := gameTypes[n]; ok {
				err = fmt.Errorf("%w: GameType %d is %s, which this library does not play", variant.ErrUnknownVariant, n, name)
			}
			return nil, at(gt, err)
		}
		return v, nil
	}
	return nil, nil
}

// gameTypes names the PDN GameType numbers of the games the library does
// not play (pdn.fmjd.org/gametype.html), for the error that says so.
var gameTypes = map[int]string{
	0:  "chess",
	1:  "Chinese chess",
	41: "Spantsiretti draughts",
	50: "Othello",
}

// placeholder reports whether a tag value stands for no value.
func placeholder(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || s == "?" || s == "-"
}

// ignoredVariant reports whether a Variant tag's value names no variant but
// the plain game of the GameType (as draughts sites write).
func ignoredVariant(s string) bool {
	s = strings.ToLower(strings.Join(strings.Fields(s), ""))
	return s == "standard" || s == "fromposition"
}

// infer chooses the variant of a game whose tags name none from its
// evidence, and returns the game replayed under it.
func (b *Binder) infer(g *RawGame) *Game {
	var ev evidence
	ev.gather(g)
	if !ev.any() {
		if b.last == nil {
			return Replay(g, nil, b.Strict)
		}
		return b.guess(g, b.last)
	}
	// The common case first: the game goes on in the previous game's
	// variant, which comes first when no tag mentions another.
	var t trial
	if b.last != nil && b.lastFirst(g, &ev) {
		if game := t.try(g, b.last, b.Strict); game != nil {
			return game
		}
	}
	candidates := b.candidates(g, &ev)
	if len(candidates) == 0 {
		v := b.last
		if v == nil {
			v = variant.International
		}
		return b.guess(g, v)
	}
	for _, v := range candidates {
		if v == t.first {
			continue
		}
		if game := t.try(g, v, b.Strict); game != nil {
			b.last = v
			return game
		}
	}
	return t.furthest
}

// trial is the replay of a game under its candidates, one after the other.
type trial struct {
	// first is the first variant tried; furthest is the game as replayed
	// under the variant it replays furthest under, at the place where it
	// stops fitting that variant.
	first    *variant.Variant
	furthest *Game
	at       *Error
}

// try replays g under v, and returns the game if it replays whole, or nil.
func (t *trial) try(g *RawGame, v *variant.Variant, strict bool) *Game {
	if t.first == nil {
		t.first = v
	}
	game, trouble := replay(g, v, strict)
	game.Guessed = true
	if trouble == nil {
		return game
	}
	if t.furthest == nil || before(t.at, trouble) {
		t.furthest, t.at = game, trouble
	}
	return nil
}

// lastFirst reports whether the previous game's variant fits the evidence
// of g and comes first among its candidates: no tag mentions another
// variant more than it.
func (b *Binder) lastFirst(g *RawGame, ev *evidence) bool {
	if _, ok := ev.fits(b.last); !ok {
		return false
	}
	if b.names == nil {
		b.names = newNameIndex(variant.All())
	}
	mentions := b.names.mentions(g)
	last := slices.Index(b.names.variants, b.last)
	if last < 0 {
		return false
	}
	for _, n := range mentions {
		if n > mentions[last] {
			return false
		}
	}
	return true
}

// guess returns the game replayed under v, a guess.
func (b *Binder) guess(g *RawGame, v *variant.Variant) *Game {
	game, trouble := replay(g, v, b.Strict)
	game.Guessed = true
	if trouble == nil {
		b.last = v
	}
	return game
}

// Candidates returns the variants the Binder would try for g if its tags
// named none and Variant were nil, in the order it would try them (see
// [Binder]): empty when g has nothing to tell its variant by, or when no
// variant fits its evidence.
func (b *Binder) Candidates(g *RawGame) []*variant.Variant {
	var ev evidence
	ev.gather(g)
	if !ev.any() {
		return nil
	}
	return b.candidates(g, &ev)
}

// candidate is a variant that fits a game's evidence, with what orders it.
type candidate struct {
	v *variant.Variant
	// mention is the length in words of the longest of its names a tag
	// mentions; previous says it is the previous game's variant; start
	// that the game, which has no moves, starts from a position of its
	// start; squares and index are the size of its board and its place in
	// the registry.
	mention         int
	previous, start bool
	squares, index  int
}

// less reports whether c is tried before d.
func (c *candidate) less(d *candidate) bool {
	switch {
	case c.mention != d.mention:
		return c.mention > d.mention
	case c.previous != d.previous:
		return c.previous
	case c.start != d.start:
		return c.start
	case c.squares != d.squares:
		return c.squares < d.squares
	}
	return c.index < d.index
}

// candidates returns the variants that fit the evidence ev of g, in the
// order they are tried.
func (b *Binder) candidates(g *RawGame, ev *evidence) []*variant.Variant {
	all := variant.All()
	if b.names == nil || len(b.names.variants) != len(all) {
		b.names = newNameIndex(all)
	}
	mentions := b.names.mentions(g)
	var list []candidate
	for i, v := range all {
		start, ok := ev.fits(v)
		if !ok {
			continue
		}
		list = append(list, candidate{v: v, mention: mentions[i], previous: v == b.last,
			start: start, squares: v.Board().Len(), index: i})
	}
	slices.SortFunc(list, func(c, d candidate) int {
		switch {
		case c.less(&d):
			return -1
		case d.less(&c):
			return 1
		}
		return 0
	})
	out := make([]*variant.Variant, len(list))
	for i := range list {
		out[i] = list[i].v
	}
	return out
}
