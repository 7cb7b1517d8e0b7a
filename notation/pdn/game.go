package pdn

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Tag is one PDN tag pair, [Name "Value"].
type Tag struct {
	Name, Value string
}

// Game is one game of a PDN file.
//
// The moves form a tree: Moves is the main line, and each [Node] may hold
// variations, other lines played instead of its move from the same
// position. Every node carries its move as the rules give it, the text it
// was written as, and the position before it.
type Game struct {
	// Tags are the tag pairs in the order of the file, duplicates kept.
	Tags []Tag
	// Variant is the variant the game is played under: the one its
	// GameType or Variant tag names, else [Reader.Variant], else the one
	// inferred from the game (Guessed is then set). It is nil when the
	// tags name a variant the library does not have (Err then says which),
	// and when the game names none and has nothing to infer it from (no
	// move with squares, no FEN tag, and no game before it in the file):
	// such a game has no moves and no fault, and its start is the zero
	// Position.
	Variant *variant.Variant
	// Guessed reports that Variant was inferred: the tags name none and
	// the reader was given none, so the game is read under the variant
	// its moves and FEN tag point to, the first under which it replays
	// whole (see [Binder]). A guessed game with a fault replays whole under
	// no candidate; its Variant is then the one it replays furthest under.
	Guessed bool
	// Start is the position before the first move: the FEN tag's, or the
	// variant's start position.
	Start board.Position
	// Comment is the comment written before the first move (or the comment
	// of a game with no moves).
	Comment string
	// Moves is the main line.
	Moves []*Node
	// Result is the result of the game, one of "2-0", "1-1", "0-2" (the
	// International scoring), "1-0", "0-1", "1/2-1/2", "0-0" (a double
	// forfeit) and "*" (unknown or unfinished): the game's terminator if
	// it has one other than "*", else its Result tag if that holds one of
	// these, else "*". A lone "-" ending the moves counts as the
	// terminator "*"; a Result tag of "-" or "?" holds none of these.
	Result string
	// Err is the first fault found in the game, an [*Error], or nil. The
	// tags are all kept, but the moves stop before the fault: Moves and
	// the variations hold what was read until then.
	Err error
	// Warnings are the faults lenient reading passed over without ending
	// the game, in the order of the file (see [Reader] for the details):
	// text that is not PDN (a broken tag, a stray character) between the
	// game's tags or before the game, which is read as if the text were
	// not there; a quiet move written with a capture mark ("10x14" for
	// 10-14), which is read as the quiet move; a fault inside a variation
	// (a move that cannot be played, a stray character, variations nested
	// too deep), from which the rest of the variation is left out; and a
	// lone "-" ending the moves, which is read as "*". With
	// [Reader.Strict] they are faults.
	Warnings []*Error
	// Line is the line of the game's first tag, or of its first token
	// when it has no tags.
	Line int
}

// Node is one move of a game, with what the file writes about it.
type Node struct {
	// Move is the legal move, as the move generator lists it.
	Move board.Move
	// Text is the move as written in the file, without the spaces some
	// files put inside a move ("1- 6") and without its strength mark.
	Text string
	// Strength is a move-strength mark written after the move that is not
	// one of the six that stand for NAGs 1 to 6, as written: "(!?!!!)".
	// Those six ("!", "?", "!!", "??", "!?", "?!", also in parentheses)
	// and "*" (NAG 7, a forced move) are recorded in NAGs instead.
	Strength string
	// NAGs are the numeric annotation glyphs of the move ($1 is 1), in the
	// order written, the strength mark's first.
	NAGs []int
	// Pre is the comment written before the move at the start of a
	// variation. (Before the main line's first move it is [Game.Comment];
	// elsewhere a comment belongs to the move before it.)
	Pre string
	// Comment is the comment written after the move; several are joined
	// by a space. The spaces and line breaks inside a comment are read as
	// single spaces.
	Comment string
	// Variations are the lines played instead of this move, from Before;
	// each starts with the alternative move.
	Variations [][]*Node
	// Before is the position the move is played in.
	Before board.Position
}

// After returns the position after the node's move, played under v (the
// game's Variant).
func (n *Node) After(v *variant.Variant) board.Position { return v.Apply(n.Before, n.Move) }

// Tag returns the value of the game's first tag called name, the name
// compared ignoring case, and whether there is one.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// End returns the position at the end of the main line.
func (g *Game) End() board.Position {
	if len(g.Moves) == 0 {
		return g.Start
	}
	return g.Moves[len(g.Moves)-1].After(g.Variant)
}
