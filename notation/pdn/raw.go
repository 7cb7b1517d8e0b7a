package pdn

import "strings"

// RawGame is one game of a PDN file as it is written, before any rule is
// applied: what a [Parser] reads. Its moves are text; nothing says yet
// under which variant they are played, nor whether they are legal. A
// [Binder] chooses the variant and [Replay] plays the moves, which makes
// a [Game].
type RawGame struct {
	// Tags are the tag pairs in the order of the file, duplicates kept,
	// each with where it stands.
	Tags []RawTag
	// Comment is the comment written before the first move (or the comment
	// of a game with no moves); several are joined by a space.
	Comment string
	// Moves is the main line, as written.
	Moves []*RawNode
	// Terminator is the game terminator as written ("2-0", "1-1", "0-2",
	// "1-0", "0-1", "1/2-1/2", "0-0" or "*"), or "-" for the lone "-" some
	// files write for a game not played (a warning, or with Strict a
	// fault), or "" when the game has none: the next game's tags or the end
	// of the input end it. TerminatorLine and TerminatorColumn locate it.
	Terminator                       string
	TerminatorLine, TerminatorColumn int
	// Line is the line of the game's first tag, or of its first token
	// when it has no tags.
	Line int
	// Err is the first fault in the PDN itself, an [*Error] wrapping
	// [ErrSyntax], or nil: the moves stop before it, and what follows it is
	// not kept. The faults of the rules (an illegal move, a bad FEN, a
	// variant the library does not have) are for the later stages.
	Err error
	// Warnings are the faults lenient parsing passed over (text that is
	// not PDN before the game or between its tags, a lone "-" ending it),
	// in the order of the file, at most 1000. A fault inside a variation
	// is kept with the variation instead ([RawVariation.Err]), since a
	// move before it may leave the whole rest of the variation out.
	Warnings []*Error

	// headerWarnings counts the warnings read before the movetext.
	headerWarnings int
}

// RawTag is one tag pair as written, [Name "Value"], and where it stands.
type RawTag struct {
	Name, Value string
	// Line and Column locate the tag's "["; ValueLine and ValueColumn the
	// first character of its value, after the opening quote. Columns count
	// characters, from 1.
	Line, Column           int
	ValueLine, ValueColumn int
}

// RawNode is one move as written, with what the file writes about it.
type RawNode struct {
	// Text is the move as written, without the spaces some files put
	// inside a move ("1- 6") and without its strength mark.
	Text string
	// Line and Column locate the move's first character.
	Line, Column int
	// Strength, NAGs, Pre and Comment are as in [Node]: the strength
	// marks that stand for no NAG, the NAGs (those of the marks first),
	// the comment before the first move of a variation, and the comments
	// after the move.
	Strength string
	NAGs     []int
	Pre      string
	Comment  string
	// Variations are the lines written instead of this move, in order.
	Variations []*RawVariation
}

// RawVariation is a line of moves written in parentheses instead of a
// move.
type RawVariation struct {
	// Moves are the variation's moves; the first replaces the move that
	// holds the variation.
	Moves []*RawNode
	// Line and Column locate its "(".
	Line, Column int
	// Err is the fault of the PDN that ended the variation early in
	// lenient parsing, an [*Error], or nil: the rest of the variation, up
	// to its ")", was left out (its variations, comments and results too).
	// Replay reports it as a warning if the moves before it replay.
	Err error
}

// Tag returns the value of the game's first tag called name, the name
// compared ignoring case, and whether there is one.
func (g *RawGame) Tag(name string) (string, bool) {
	if t := g.tag(name); t != nil {
		return t.Value, true
	}
	return "", false
}

// tag returns the game's first tag called name, or nil.
func (g *RawGame) tag(name string) *RawTag {
	for i := range g.Tags {
		if strings.EqualFold(g.Tags[i].Name, name) {
			return &g.Tags[i]
		}
	}
	return nil
}

// NamesVariant reports whether the game's tags name its variant: a
// GameType tag with a value, or a Variant tag other than the "Standard"
// and "From Position" some sites write. (The name may still be one the
// library does not know.)
func (g *RawGame) NamesVariant() bool {
	vt, gt := g.tag("Variant"), g.tag("GameType")
	return namesVariant(vt != nil, valueOf(vt), gt != nil, valueOf(gt))
}

// NamesVariant reports whether the game's tags name its variant, as
// [RawGame.NamesVariant] does: when they name none, its variant was
// given by the reader or inferred ([Game.Guessed]).
func (g *Game) NamesVariant() bool {
	vt, hasV := g.Tag("Variant")
	gt, hasG := g.Tag("GameType")
	return namesVariant(hasV, vt, hasG, gt)
}

// namesVariant reports whether a Variant and a GameType tag, when the
// game has them, name a variant.
func namesVariant(hasV bool, vt string, hasG bool, gt string) bool {
	return hasV && !placeholder(vt) && !ignoredVariant(vt) || hasG && !placeholder(gt)
}

// valueOf returns the value of t, "" for none.
func valueOf(t *RawTag) string {
	if t == nil {
		return ""
	}
	return t.Value
}

// gameTags returns the tags of a raw game as a Game holds them.
func gameTags(raw []RawTag) []Tag {
	if len(raw) == 0 {
		return nil
	}
	tags := make([]Tag, len(raw))
	for i, t := range raw {
		tags[i] = Tag{Name: t.Name, Value: t.Value}
	}
	return tags
}
