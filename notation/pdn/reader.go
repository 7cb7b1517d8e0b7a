package pdn

import (
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// Reader reads the games of a PDN file one at a time.
//
// It reads what PDN 3.0 defines and what real files hold besides:
//
//   - tags, one or many on a line, with spaces around the name and value
//     ([Event   "..."]), a backslash escaping a quote or a backslash in the
//     value;
//   - the variant from a GameType tag (its number, in the short "25" or
//     the long "25,W,8,8,A0,0" form; the attributes after the number are
//     not checked) or from a Variant tag naming a variant of the library
//     (as [Writer] writes for the variants without a GameType number; the
//     Variant tag wins when a game has both, and the values "Standard"
//     and "From Position" some sites write there are ignored);
//   - a FEN tag for the starting position ([notation.ParseFEN]), with or
//     without SetUp "1"; "?" for the side to move (a PDN extension) is
//     read as the variant's first mover; a FEN or GameType tag with an
//     empty or "?" value is as good as none;
//   - move numbers ("12.", "12...", "12" then dots, zero-padded "01.")
//     and "..." for an unknown move, all ignored; moves in any form
//     [notation.ParseMove] reads, also with a space after the separator
//     ("1- 6"), zero-padded squares ("06-11") or algebraic squares run
//     together ("a3b4");
//   - move-strength marks after a move ("!?", "(!?)", "*"), numeric
//     annotation glyphs ("$3"), comments in braces (not nested) or from
//     ";" to the end of the line, "%" escape lines, variations in
//     parentheses, nested;
//   - the terminators "2-0", "1-1", "0-2", "1-0", "0-1", "1/2-1/2", "0-0"
//     and "*"; a game also ends where the next game's tags begin, or at
//     the end of the input (a result inside a variation is ignored);
//   - games with no tags (movetext alone);
//   - LF, CRLF or CR line ends, a UTF-8 byte order mark, a Ctrl-Z.
//
// Lenient reading (Strict false) passes over some faults, and records each
// in the game's [Game.Warnings]: text between games that starts no game
// (not a tag, move number or move), skipped up to the next line that starts
// with a tag; a broken tag, or text that is not PDN, between the tags of a
// game (a damaged file has a literal "\r" after each tag), skipped; and a
// quiet move written with a capture mark ("10x14" for 10-14, as some files
// have it), read as the quiet move when no capture answers to the text.
// With Strict each of these is a fault.
//
// Every move is replayed ([notation.ParseMove] in the position before it),
// so a move that is not legal there, or that several legal moves answer
// to, ends the game's moves with a fault; so do a fault in the PDN itself
// (an unclosed comment, a stray character in the moves), an unknown
// variant and a bad FEN. A game's first fault is recorded in [Game.Err],
// and reading goes on with the next game.
type Reader struct {
	// Variant is the variant of the games whose tags name none. Nil
	// means International draughts, which is what PDN assumes.
	Variant *variant.Variant
	// Strict makes Read return the first fault of a game as its error,
	// and makes a fault of what lenient reading passes over.
	Strict bool

	lx      lexer
	started bool
	back    *token  // a token given back
	backTok token   // its storage
	tags    []token // the tag tokens of the game being read
	stack   []frame
}

// NewReader returns a reader of the PDN text of r. It buffers its input.
func NewReader(r io.Reader) *Reader {
	rd := &Reader{}
	rd.lx.init(r)
	return rd
}

// next returns the next token, the one given back if any.
func (r *Reader) next() token {
	if r.back != nil {
		r.back = nil
		return r.backTok
	}
	return r.lx.next()
}

// giveBack makes t the next token again.
func (r *Reader) giveBack(t token) {
	r.backTok = t
	r.back = &r.backTok
}

// Read returns the next game, or io.EOF after the last one.
//
// In lenient mode (the default) the error is nil or a read error of the
// underlying reader; a game's own fault is in its Err. With Strict, a game
// with a fault is returned with that fault as the error, and text between
// games that is not PDN gives a nil game and an [*Error]; the next call
// goes on from the next game.
func (r *Reader) Read() (*Game, error) {
	if !r.started {
		r.started = true
		if r.lx.peek() == 0xEF && r.lx.peekAt(1) == 0xBB && r.lx.peekAt(2) == 0xBF {
			r.lx.pos += 3 // a byte order mark takes no column
		}
	}
	var pre string
	var warnings []*Error
	for {
		t := r.next()
		switch {
		case t.kind == tEOF:
			if err := r.lx.ioErr(); err != nil {
				return nil, err
			}
			return nil, io.EOF
		case t.kind == tTag || t.kind == tNumber || t.kind == tMove && moveLike(t.text) ||
			t.kind == tBad && strings.HasPrefix(t.text, "["):
			r.giveBack(t)
			g := r.game(pre, warnings)
			if err := r.lx.ioErr(); err != nil {
				return nil, err
			}
			if g == nil { // nothing but broken tags
				pre, warnings = "", nil
				continue
			}
			if r.Strict && g.Err != nil {
				return g, g.Err
			}
			return g, nil
		case t.kind == tComment:
			pre = join(pre, t.text)
		case t.kind == tResult || t.kind == tDots || t.kind == tNAG || t.kind == tStrength:
			// Stray between games: nothing to keep.
		default:
			junk := t.text
			switch t.kind {
			case tOpen:
				junk = "("
			case tClose:
				junk = ")"
			}
			e := &Error{Line: t.line, Column: t.col, Text: junk, Err: syntaxError("not PDN between games")}
			pre = ""
			r.lx.skipToTags()
			if r.Strict {
				return nil, e
			}
			warnings = append(warnings, e)
		}
	}
}

// All returns an iterator over the games that are left, as Read returns
// them. It stops after the last game, at a read error (which it yields), or
// when the loop stops. In lenient mode the error it yields with a game is
// always nil; with Strict, iteration goes on after a game's fault.
func (r *Reader) All() iter.Seq2[*Game, error] {
	return func(yield func(*Game, error) bool) {
		for {
			g, err := r.Read()
			if err == io.EOF {
				return
			}
			if !yield(g, err) {
				return
			}
			if _, ok := err.(*Error); err != nil && !ok {
				return
			}
		}
	}
}

// moveLike reports whether a word between games looks like a move, so that
// it starts a game without tags rather than being skipped: a digit, or a
// letter and a digit, first, and no more than two letters in a row
// ("c3xe5").
func moveLike(s string) bool {
	if s == "" || !isDigit(int(s[0])) && !(len(s) > 1 && isLetter(int(s[0])) && isDigit(int(s[1]))) {
		return false
	}
	run := 0
	for i := 0; i < len(s); i++ {
		if isLetter(int(s[i])) {
			run++
			if run > 2 {
				return false
			}
		} else {
			run = 0
		}
	}
	return true
}

// fail records a fault at t, if the game has none yet.
func fail(g *Game, t *token, text string, err error) {
	if g.Err == nil {
		g.Err = &Error{Line: t.line, Column: t.col, Text: text, Err: err}
	}
}

// game reads one game: its tags, then its movetext. pre is a comment read
// before a game without tags, warnings the text skipped before the game. It
// returns nil if there was no game after all, only broken tags.
func (r *Reader) game(pre string, warnings []*Error) *Game {
	g := &Game{Warnings: warnings}
	r.tags = r.tags[:0]
	inTags := false
	for {
		t := r.next()
		if t.kind == tTag {
			inTags = true
			if g.Line == 0 {
				g.Line = t.line
			}
			g.Tags = append(g.Tags, Tag{Name: t.text, Value: t.value})
			r.tags = append(r.tags, t)
			continue
		}
		if t.kind == tBad && (strings.HasPrefix(t.text, "[") || inTags) {
			inTags = true
			// A broken tag, or text that is not PDN between tags.
			e := &Error{Line: t.line, Column: t.col, Text: t.text, Err: t.err}
			if !strings.HasPrefix(t.text, "[") {
				e.Err = syntaxError("not PDN between tags")
			}
			if r.Strict {
				fail(g, &t, e.Text, e.Err)
			} else {
				g.Warnings = append(g.Warnings, e)
			}
			continue
		}
		if g.Line == 0 {
			if t.kind == tEOF && g.Err == nil {
				return nil
			}
			g.Line = t.line
		}
		r.giveBack(t)
		break
	}
	if len(g.Tags) > 0 {
		pre = ""
	}
	r.setup(g)
	term := r.movetext(g, pre)
	tag, _ := g.Tag("Result")
	tag = strings.TrimSpace(tag)
	switch {
	case term != "" && term != "*":
		g.Result = term
	case results[tag]:
		g.Result = tag
	default:
		g.Result = "*"
	}
	return g
}

// gameTypes names the PDN GameType numbers of the games the library does
// not play (pdn.fmjd.org/gametype.html), for the error that says so.
var gameTypes = map[int]string{
	0:  "chess",
	1:  "Chinese chess",
	23: "American pool checkers",
	40: "Frisian draughts",
	41: "Spantsiretti draughts",
	50: "Othello",
}

// placeholder reports whether a tag value stands for no value.
func placeholder(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || s == "?" || s == "-"
}

// setup finds the game's variant and starting position from its tags.
func (r *Reader) setup(g *Game) {
	var vt, gt, fen *token
	for i := range r.tags {
		t := &r.tags[i]
		switch {
		case strings.EqualFold(t.text, "Variant") && vt == nil:
			vt = t
		case strings.EqualFold(t.text, "GameType") && gt == nil:
			gt = t
		case strings.EqualFold(t.text, "FEN") && fen == nil:
			fen = t
		}
	}
	v := r.Variant
	if v == nil {
		v = variant.International
	}
	at := func(t *token) *token { return &token{line: t.valueLine, col: t.valueCol} }
	switch {
	case vt != nil && !placeholder(vt.value) && !ignoredVariant(vt.value):
		nv, err := variant.ByName(vt.value)
		if err != nil {
			fail(g, at(vt), vt.value, err)
			return
		}
		v = nv
	case gt != nil && !placeholder(gt.value):
		num, _, _ := strings.Cut(gt.value, ",")
		n, err := strconv.Atoi(strings.TrimSpace(num))
		if err != nil {
			fail(g, at(gt), gt.value, syntaxError("GameType is not a number"))
			return
		}
		nv, err := variant.ByGameType(n)
		if err != nil {
			if name, ok := gameTypes[n]; ok {
				err = fmt.Errorf("%w: GameType %d is %s, which this library does not play", variant.ErrUnknownVariant, n, name)
			}
			fail(g, at(gt), gt.value, err)
			return
		}
		v = nv
	}
	g.Variant = v
	g.Start = v.Start()
	if fen != nil && !placeholder(fen.value) {
		s := fen.value
		if rest, ok := strings.CutPrefix(strings.TrimSpace(s), "?"); ok {
			s = "W" + rest
			if v.FirstToMove() == board.Black {
				s = "B" + rest
			}
		}
		p, err := notation.ParseFEN(v, s)
		if err != nil {
			t := at(fen)
			if fe, ok := err.(*notation.FENError); ok {
				t.col += fe.Offset
			}
			fail(g, t, fen.value, err)
			g.Start = board.Position{}
			return
		}
		g.Start = p
	}
}

// ignoredVariant reports whether a Variant tag's value names no variant but
// the plain game of the GameType (as draughts sites write).
func ignoredVariant(s string) bool {
	s = strings.ToLower(strings.Join(strings.Fields(s), ""))
	return s == "standard" || s == "fromposition"
}

// frame is a line of moves being read: the main line or a variation.
type frame struct {
	line  []*Node
	pos   board.Position // after the line's last move
	owner *Node          // the move a variation replaces; nil for the main line
	pre   string         // a comment before the line's first move
	dummy bool           // opened after the game's fault: only counts depth
}

// movetext reads the moves of a game up to its end and returns its
// terminator ("" if it has none). After a fault it only looks for the end.
func (r *Reader) movetext(g *Game, pre string) (term string) {
	dead := g.Err != nil
	stack := append(r.stack[:0], frame{pos: g.Start, pre: pre})
	defer func() {
		clear(stack)
		r.stack = stack[:0]
	}()
	var t token
loop:
	for {
		t = r.next()
		top := &stack[len(stack)-1]
		var last *Node
		if n := len(top.line); n > 0 {
			last = top.line[n-1]
		}
		switch t.kind {
		case tEOF:
			break loop
		case tTag:
			r.giveBack(t)
			break loop
		case tBad:
			if strings.HasPrefix(t.text, "[") {
				r.giveBack(t)
				break loop
			}
			fail(g, &t, t.text, t.err)
			dead = true
		case tResult:
			if len(stack) == 1 {
				term = t.text
				break loop
			}
		case tComment:
			if dead || t.text == "" {
				break
			}
			if last != nil {
				last.Comment = join(last.Comment, t.text)
			} else {
				top.pre = join(top.pre, t.text)
			}
		case tNAG:
			if !dead && last != nil {
				last.NAGs = append(last.NAGs, t.nag)
			}
		case tStrength:
			if !dead && last != nil {
				strength(last, t.strength)
			}
		case tOpen:
			if !dead && last == nil {
				fail(g, &t, "(", syntaxError("variation before any move"))
				dead = true
			}
			if dead {
				stack = append(stack, frame{dummy: true})
				break
			}
			stack = append(stack, frame{pos: last.Before, owner: last})
		case tClose:
			if len(stack) == 1 {
				if !dead {
					fail(g, &t, ")", syntaxError("no variation to close"))
					dead = true
				}
				break
			}
			close1(stack)
			stack = stack[:len(stack)-1]
		case tMove:
			if dead {
				break
			}
			m, err := notation.ParseMove(g.Variant, top.pos, normalize(t.text))
			if err != nil && !r.Strict && errors.Is(err, notation.ErrIllegal) {
				// A quiet move written with a capture mark, as some
				// files do ("10x14"), when no capture answers to it.
				if alt := strings.Map(quietMark, normalize(t.text)); alt != normalize(t.text) {
					if qm, qerr := notation.ParseMove(g.Variant, top.pos, alt); qerr == nil && !qm.IsCapture() {
						g.Warnings = append(g.Warnings, &Error{Line: t.line, Column: t.col, Text: t.text,
							Err: fmt.Errorf("read as the quiet move %s: %w", alt, err)})
						m, err = qm, nil
					}
				}
			}
			if err != nil {
				fail(g, &t, t.text, err)
				dead = true
				break
			}
			n := &Node{Move: m, Text: t.text, Before: top.pos}
			if t.strength != "" {
				strength(n, t.strength)
			}
			top.line = append(top.line, n)
			top.pos = top.pos.Apply(m)
		}
	}
	if len(stack) > 1 && !dead {
		text := t.text
		if t.kind == tTag {
			text = "[" + t.text
		}
		fail(g, &t, text, syntaxError("variation not closed"))
	}
	for len(stack) > 1 {
		close1(stack)
		stack = stack[:len(stack)-1]
	}
	g.Moves = stack[0].line
	g.Comment = stack[0].pre
	return term
}

// close1 ends the variation on top of the stack, adding it to the move it
// replaces.
func close1(stack []frame) {
	f := &stack[len(stack)-1]
	if f.dummy || f.owner == nil || len(f.line) == 0 {
		return
	}
	f.line[0].Pre = f.pre
	f.owner.Variations = append(f.owner.Variations, f.line)
}

// quietMark maps a capture mark to the quiet move's separator.
func quietMark(r rune) rune {
	if r == 'x' || r == 'X' || r == ':' {
		return '-'
	}
	return r
}

// join joins two comments with a space.
func join(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

// glyphs are the move-strength marks that stand for NAGs 1 to 7.
var glyphs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6, "*": 7}

// strength records a move-strength mark on n.
func strength(n *Node, s string) {
	k := s
	if len(k) > 2 && k[0] == '(' && k[len(k)-1] == ')' {
		k = k[1 : len(k)-1]
	}
	if nag, ok := glyphs[k]; ok {
		n.NAGs = append(n.NAGs, nag)
		return
	}
	n.Strength += s
}

// normalize rewrites the forms of a move that files use and
// notation.ParseMove does not read: zero-padded numbers ("06-11") and
// algebraic squares run together ("a3b4").
func normalize(s string) string {
	pad, run := false, true
	letters := 0
	for i := 0; i < len(s); i++ {
		c := int(s[i])
		if c == '0' && (i == 0 || !isDigit(int(s[i-1])) && !isLetter(int(s[i-1]))) && i+1 < len(s) && isDigit(int(s[i+1])) {
			pad = true
		}
		if isLetter(c) {
			letters++
			if i > 0 && isLetter(int(s[i-1])) {
				run = false
			}
		} else if !isDigit(c) {
			run = false
		}
	}
	together := run && letters > 1 && isLetter(int(s[0]))
	if !pad && !together {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		start := i == 0 || !isDigit(int(s[i-1])) && !isLetter(int(s[i-1]))
		if c == '0' && start && i+1 < len(s) && isDigit(int(s[i+1])) {
			for i+1 < len(s) && s[i] == '0' && isDigit(int(s[i+1])) {
				i++
			}
			c = s[i]
		}
		if together && i > 0 && isLetter(int(c)) && isDigit(int(s[i-1])) {
			b.WriteByte('-')
		}
		b.WriteByte(c)
	}
	return b.String()
}
