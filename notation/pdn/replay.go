package pdn

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// Replay plays a parsed game under the variant v, the third stage of
// reading: it sets up the starting position (the FEN tag's, or v's start)
// and replays every move of the tree through the rules
// ([notation.ParseMove] in the position before it), which makes the
// [Game] that [Reader.Read] returns. The tags are not consulted for the
// variant: that is the [Binder]'s part.
//
// A move of the main line that is not legal, or that several legal moves
// answer to, ends the game's moves with a fault (Game.Err); so does a bad
// FEN, and the parser's own fault (RawGame.Err) where the moves stop. A
// fault inside a variation leaves out the rest of that variation, with a
// warning, unless strict, which makes it the game's fault; lenient replay
// also reads a quiet move written with a capture mark ("10x14" for 10-14)
// as the quiet move, with a warning. Replay never changes raw. A nil v
// gives the game with no variant and no moves, as [Binder] gives a game
// that has nothing to tell its variant by.
func Replay(raw *RawGame, v *variant.Variant, strict bool) *Game {
	if v == nil {
		g := newGame(raw)
		g.Err, g.Warnings = raw.Err, raw.Warnings
		return g
	}
	g, _ := replay(raw, v, strict)
	return g
}

// replayer replays one game.
type replayer struct {
	raw    *RawGame
	g      *Game
	strict bool
	// warnings are the replay's own warnings; fault is its first fault,
	// after which it stops (stop); trouble is the first place where the
	// game and the variant part: a fault, or a variation left out for a
	// move the rules refuse.
	warnings []*Error
	fault    *Error
	trouble  *Error
	stop     bool
	// setupFailed: the FEN tag does not read under the variant.
	setupFailed bool
}

// replays counts the calls of replay, so that the tests can count the
// work of inferring a game's variant instead of timing it.
var replays atomic.Int64

// replay replays raw under v, and returns the game and where the game and
// the variant part (nil when the game replays whole).
func replay(raw *RawGame, v *variant.Variant, strict bool) (*Game, *Error) {
	replays.Add(1)
	r := &replayer{raw: raw, g: newGame(raw), strict: strict}
	r.g.Variant = v
	if r.setup(v) {
		r.g.Moves = r.line(raw.Moves, r.g.Start, true)
	}
	r.finish()
	return r.g, r.trouble
}

// newGame returns the game of raw before any move is replayed: its tags,
// comment, result and line, no variant yet.
func newGame(raw *RawGame) *Game {
	return &Game{Tags: gameTags(raw.Tags), Comment: raw.Comment, Result: rawResult(raw), Line: raw.Line}
}

// rawResult is the result of a game: its terminator if it has one other
// than "*", else its Result tag if that holds a result, else "*".
func rawResult(raw *RawGame) string {
	switch term := raw.Terminator; {
	case term != "" && term != "*" && term != "-":
		return term
	}
	tag, _ := raw.Tag("Result")
	if tag = strings.TrimSpace(tag); results[tag] {
		return tag
	}
	return "*"
}

// setup sets the game's starting position, from its FEN tag if it has one,
// and reports whether that went well.
func (r *replayer) setup(v *variant.Variant) bool {
	r.g.Start = v.Start()
	fen := r.raw.tag("FEN")
	if fen == nil || placeholder(fen.Value) {
		return true
	}
	p, err := parseFEN(v, fen.Value)
	if err != nil {
		col := fen.ValueColumn
		if fe, ok := err.(*notation.FENError); ok {
			col += fe.Offset
		}
		r.fault = &Error{Line: fen.ValueLine, Column: col, Text: fen.Value, Err: err}
		r.trouble, r.setupFailed = r.fault, true
		r.g.Start = board.Position{}
		return false
	}
	r.g.Start = p
	return true
}

// parseFEN reads a FEN tag's value under v; "?" for the side to move (a
// PDN extension) is v's first mover.
func parseFEN(v *variant.Variant, s string) (board.Position, error) {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(s), "?"); ok {
		s = "W" + rest
		if v.FirstToMove() == board.Black {
			s = "B" + rest
		}
	}
	return notation.ParseFEN(v, s)
}

// line replays a line of moves from pos, the main line or a variation,
// and returns the moves replayed: up to the first that fails, or all.
func (r *replayer) line(raw []*RawNode, pos board.Position, main bool) []*Node {
	if len(raw) == 0 {
		return nil
	}
	// One allocation for the line's nodes, one for the line.
	nodes := make([]Node, len(raw))
	out := make([]*Node, 0, len(raw))
	for i, rn := range raw {
		m, ok := r.move(rn, pos, main)
		if !ok {
			return out
		}
		n := &nodes[i]
		*n = Node{Move: m, Text: rn.Text, Strength: rn.Strength, NAGs: slices.Clone(rn.NAGs),
			Pre: rn.Pre, Comment: rn.Comment, Before: pos}
		out = append(out, n)
		for _, rv := range rn.Variations {
			if moves := r.variation(rv, pos); len(moves) > 0 {
				n.Variations = append(n.Variations, moves)
			}
			if r.stop {
				return out
			}
		}
		pos = r.g.Variant.Apply(pos, m)
	}
	return out
}

// variation replays a variation from pos, the position of the move it
// replaces. The parser's fault that cut it short is reported if the moves
// before it all replay.
func (r *replayer) variation(rv *RawVariation, pos board.Position) []*Node {
	moves := r.line(rv.Moves, pos, false)
	if r.stop || len(moves) < len(rv.Moves) || rv.Err == nil {
		return moves
	}
	var e *Error
	if !errors.As(rv.Err, &e) {
		return moves
	}
	if r.strict {
		r.fault, r.stop = e, true
		return moves
	}
	warnTo(&r.warnings, &Error{Line: e.Line, Column: e.Column, Text: e.Text,
		Err: fmt.Errorf("variation left out from here: %w", e.Err)})
	return moves
}

// move reads the move rn in pos, and reports whether it is one.
func (r *replayer) move(rn *RawNode, pos board.Position, main bool) (board.Move, bool) {
	v := r.g.Variant
	text := normalize(rn.Text)
	m, err := notation.ParseMove(v, pos, text)
	if err != nil && !r.strict && errors.Is(err, notation.ErrIllegal) {
		// A quiet move written with a capture mark, as some files do
		// ("10x14"), when no capture answers to it.
		if alt := strings.Map(quietMark, text); alt != text {
			if qm, qerr := notation.ParseMove(v, pos, alt); qerr == nil && !qm.IsCapture() {
				warnTo(&r.warnings, &Error{Line: rn.Line, Column: rn.Column, Text: rn.Text,
					Err: fmt.Errorf("read as the quiet move %s: %w", alt, err)})
				return qm, true
			}
		}
	}
	if err != nil {
		r.moveFault(rn, err, main)
		return board.Move{}, false
	}
	return m, true
}

// moveFault records that the move rn is no legal move: the game's fault,
// or in lenient mode, for a move inside a variation, a warning, and the
// rest of the variation is left out.
func (r *replayer) moveFault(rn *RawNode, err error, main bool) {
	e := &Error{Line: rn.Line, Column: rn.Column, Text: rn.Text, Err: err}
	if r.trouble == nil {
		r.trouble = e
	}
	if !r.strict && !main {
		warnTo(&r.warnings, &Error{Line: e.Line, Column: e.Column, Text: e.Text,
			Err: fmt.Errorf("variation left out from here: %w", err)})
		return
	}
	r.fault, r.stop = e, true
}

// finish sets the game's fault, the first of the parser's and the
// replay's, and its warnings: the parser's and the replay's in the order
// of the file, without the parser's after the point where the replay
// stopped.
func (r *replayer) finish() {
	r.g.Err = firstFault(r.fault, r.raw.Err)
	parsed := r.raw.Warnings
	switch {
	case r.setupFailed:
		parsed = parsed[:r.raw.headerWarnings]
	case r.fault != nil:
		n := r.raw.headerWarnings
		for n < len(parsed) && before(parsed[n], r.fault) {
			n++
		}
		parsed = parsed[:n]
	}
	r.g.Warnings = mergeWarnings(parsed, r.warnings)
}

// firstFault returns the fault of the two that comes first in the file,
// nil if neither is set.
func firstFault(e *Error, err error) error {
	var other *Error
	if err != nil && !errors.As(err, &other) {
		return err
	}
	switch {
	case e == nil && other == nil:
		return nil
	case e == nil:
		return err
	case other == nil || before(e, other):
		return e
	}
	return err
}

// before reports whether a stands before b in the file.
func before(a, b *Error) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}

// mergeWarnings merges two lists of warnings, each in the order of the
// file, into one, up to maxWarnings.
func mergeWarnings(a, b []*Error) []*Error {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]*Error, 0, min(len(a)+len(b), maxWarnings))
	for len(a) > 0 || len(b) > 0 {
		var e *Error
		if len(b) == 0 || len(a) > 0 && !before(b[0], a[0]) {
			e, a = a[0], a[1:]
		} else {
			e, b = b[0], b[1:]
		}
		if len(out) == maxWarnings {
			break
		}
		if len(out) == maxWarnings-1 {
			e = markMore(e)
		}
		out = append(out, e)
	}
	return out
}

// warnTo adds the warning e to *list, up to maxWarnings; the last one
// kept says that more were dropped.
func warnTo(list *[]*Error, e *Error) {
	switch n := len(*list); {
	case n < maxWarnings-1:
		*list = append(*list, e)
	case n == maxWarnings-1:
		*list = append(*list, markMore(e))
	}
}

// markMore returns e marked as the last warning kept.
func markMore(e *Error) *Error {
	if _, ok := e.Err.(moreWarnings); ok {
		return e
	}
	return &Error{Line: e.Line, Column: e.Column, Text: e.Text, Err: moreWarnings{e.Err}}
}

// moreWarnings is the cause of the last warning kept, which says that
// more were dropped.
type moreWarnings struct{ err error }

func (m moreWarnings) Error() string { return m.err.Error() + " (and more warnings, not kept)" }
func (m moreWarnings) Unwrap() error { return m.err }

// quietMark maps a capture mark to the quiet move's separator.
func quietMark(r rune) rune {
	if r == 'x' || r == 'X' || r == ':' {
		return '-'
	}
	return r
}
