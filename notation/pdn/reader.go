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
//   - LF, CRLF or CR line ends, a UTF-8 byte order mark, a Ctrl-Z;
//   - lines, comments and tag values of any length, and variations nested
//     up to 1000 deep.
//
// Lenient reading (Strict false) passes over these faults, and records each
// in the game's [Game.Warnings] as an [*Error] that says where it is:
//
//   - text between games that starts no game (not a tag, move number or
//     move): skipped to the end of its line, or to a tag on that line,
//     together with the lines of such text right after it, and reported
//     once, as a warning of the game that follows (text after the last
//     game has no game to go with, and is dropped);
//   - a broken tag, or text that is not PDN, between the tags of a game
//     (a damaged file has a literal "\r" after each tag): skipped;
//   - a quiet move written with a capture mark ("10x14" for 10-14, as
//     some files have it): read as the quiet move when no capture answers
//     to the text;
//   - a fault inside a variation: a move that is not legal there, that
//     several legal moves answer to, or that is no move text; a stray
//     character; a variation opened before the variation's first move, or
//     nested more than 1000 deep. The variation keeps the moves before the
//     fault, the rest of it is skipped up to its closing parenthesis (with
//     the variations, comments and results in it), and reading goes on
//     after that parenthesis. A variation left with no move is dropped;
//   - a lone "-" where a game ends (the next game's tags or the end of the
//     input follow it), as some files write for a game not played: read
//     as the terminator "*". (A Result tag "-" is read as "*" without a
//     warning, like any tag value that is no result; see [Game.Result].)
//
// With Strict each of these is a fault.
//
// Every move is replayed ([notation.ParseMove] in the position before
// it), so a move of the main line that is not legal there, or that several
// legal moves answer to, ends the game's moves with a fault; so do a fault
// in the PDN itself (an unclosed comment, a stray character in the main
// line, a ")" with no variation open, a variation not closed), an unknown
// variant and a bad FEN; and with Strict, any fault inside a variation. A
// game's first fault is recorded in [Game.Err], and reading goes on with
// the next game.
//
// Reading takes time and memory in proportion to the input, whatever its
// shape: many comments after one move, long lines, deep variations.
type Reader struct {
	// Variant is the variant of the games whose tags name none. Nil
	// means International draughts, which is what PDN assumes.
	Variant *variant.Variant
	// Strict makes Read return the first fault of a game as its error,
	// and makes a fault of what lenient reading passes over.
	Strict bool

	lx      lexer
	started bool
	back    *token // a token given back
	backTok token  // its storage
	stack   []frame
	// pre gathers the comments between games, for a game without tags.
	pre []byte
	// stray: the last text between games was stray text, already
	// reported; the stray lines that follow it are skipped with it.
	stray bool
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
	r.pre = r.pre[:0]
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
			r.stray = false
			g := r.game(string(r.pre), warnings)
			if err := r.lx.ioErr(); err != nil {
				return nil, err
			}
			if g == nil { // nothing but broken tags
				r.pre, warnings = r.pre[:0], nil
				continue
			}
			if r.Strict && g.Err != nil {
				return g, g.Err
			}
			return g, nil
		case t.kind == tComment:
			r.pre = addComment(r.pre, t.text)
		case t.kind == tResult || t.kind == tDots || t.kind == tNAG || t.kind == tStrength:
			// Stray between games: nothing to keep.
		default:
			// Stray text: skipped to the end of its line (or to a tag on
			// it), with the lines of stray text right after it.
			junk := t.text
			switch t.kind {
			case tOpen:
				junk = "("
			case tClose:
				junk = ")"
			}
			r.pre = r.pre[:0]
			reported := r.stray
			r.stray = true
			r.skipStray()
			if reported {
				continue
			}
			e := &Error{Line: t.line, Column: t.col, Text: junk, Err: syntaxError("not PDN between games")}
			if r.Strict {
				return nil, e
			}
			warnings = append(warnings, e)
		}
	}
}

// skipStray skips the rest of a line of stray text between games: up to
// the line's end, or to a tag on the line, which it gives back.
func (r *Reader) skipStray() {
	for {
		switch c := r.lx.peek(); c {
		case -1, '\n', '\r':
			return
		case '[':
			if t := r.lx.next(); t.kind == tTag {
				r.giveBack(t)
				return
			}
			// A broken tag is part of the stray text.
		default:
			r.lx.advance()
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
	var setup setupTags
	inTags := false
	for {
		t := r.next()
		if t.kind == tTag {
			inTags = true
			if g.Line == 0 {
				g.Line = t.line
			}
			if len(g.Tags) == maxTags {
				if g.Err == nil {
					fail(g, &t, "["+t.text, syntaxError("more than "+strconv.Itoa(maxTags)+" tags"))
				}
				continue
			}
			g.Tags = append(g.Tags, Tag{Name: t.text, Value: t.value})
			setup.see(&t)
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
				warn(g, e)
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
	r.setup(g, &setup)
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
	41: "Spantsiretti draughts",
	50: "Othello",
}

// placeholder reports whether a tag value stands for no value.
func placeholder(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || s == "?" || s == "-"
}

// setupTags are the first Variant, GameType and FEN tags of a game, the
// ones setup reads; nil when the game has none.
type setupTags struct {
	variant, gameType, fen *token
}

// see notes t if it is one of the tags setup reads.
func (s *setupTags) see(t *token) {
	keep := func(p **token) {
		if *p == nil {
			c := *t
			*p = &c
		}
	}
	switch {
	case strings.EqualFold(t.text, "Variant"):
		keep(&s.variant)
	case strings.EqualFold(t.text, "GameType"):
		keep(&s.gameType)
	case strings.EqualFold(t.text, "FEN"):
		keep(&s.fen)
	}
}

// setup finds the game's variant and starting position from its tags.
func (r *Reader) setup(g *Game, tags *setupTags) {
	vt, gt, fen := tags.variant, tags.gameType, tags.fen
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

// maxNesting is how deep variations may nest: deeper ones are a fault,
// which keeps a game's tree, and what walks it, within bounds.
const maxNesting = 1000

// The bounds of one game, far beyond any real one, so that a hostile file
// cannot make the reader hold more than a few hundred megabytes: past
// them the game is a fault, and the reader skips to its end without
// keeping what it reads.
const (
	// maxMoves is the most moves a game may hold, its variations
	// included.
	maxMoves = 100_000
	// maxCommentBytes is the most comment text a game may hold.
	maxCommentBytes = 16 << 20
	// maxTags is the most tags a game may have.
	maxTags = 10_000
	// maxWarnings is the most warnings kept for one game; the last one
	// kept says that more were dropped.
	maxWarnings = 1000
)

// warn records a warning of lenient reading, up to maxWarnings.
func warn(g *Game, e *Error) {
	switch {
	case len(g.Warnings) < maxWarnings-1:
		g.Warnings = append(g.Warnings, e)
	case len(g.Warnings) == maxWarnings-1:
		g.Warnings = append(g.Warnings, &Error{Line: e.Line, Column: e.Column, Text: e.Text,
			Err: fmt.Errorf("%w (and more warnings, not kept)", e.Err)})
	}
}

// frame is a line of moves being read: the main line or a variation.
type frame struct {
	line  []*Node
	pos   board.Position // after the line's last move
	owner *Node          // the move a variation replaces; nil for the main line
	// pre gathers the comments before the line's first move; comment and
	// strength gather those after its last move and the strength marks
	// that stand for no NAG, which settle gives to the move. Gathering
	// them keeps the time linear when a move has many.
	pre, comment, strength []byte
}

// settle gives the line's last move the comments and strength marks
// gathered for it.
func (f *frame) settle() {
	if n := len(f.line); n > 0 {
		last := f.line[n-1]
		if len(f.comment) > 0 {
			last.Comment = string(f.comment)
		}
		if len(f.strength) > 0 {
			last.Strength = string(f.strength)
		}
	}
	f.comment, f.strength = f.comment[:0], f.strength[:0]
}

// mark records a move-strength mark of the line's last move: a NAG for
// the marks that stand for one, else with the move's strength marks.
func (f *frame) mark(s string) {
	k := s
	if len(k) > 2 && k[0] == '(' && k[len(k)-1] == ')' {
		k = k[1 : len(k)-1]
	}
	if nag, ok := glyphs[k]; ok {
		last := f.line[len(f.line)-1]
		last.NAGs = append(last.NAGs, nag)
		return
	}
	f.strength = append(f.strength, s...)
}

// movetext reads the moves of a game up to its end and returns its
// terminator ("" if it has none). After a fault it only looks for the end.
// In lenient mode a fault inside a variation leaves out the rest of that
// variation, with a warning, and reading goes on after it.
func (r *Reader) movetext(g *Game, pre string) (term string) {
	dead := g.Err != nil
	// skipping: the rest of a variation is being left out.
	skipping := false
	// depth counts the parentheses opened and not closed since the
	// game's fault, or since skipping began.
	depth := 0
	stack := append(r.stack[:0], frame{pos: g.Start})
	stack[0].pre = addComment(nil, pre)
	defer func() {
		clear(stack)
		r.stack = stack[:0]
	}()
	// pop ends the variation on top of the stack.
	pop := func() {
		close1(&stack[len(stack)-1])
		stack[len(stack)-1] = frame{}
		stack = stack[:len(stack)-1]
	}
	// fault records a fault at t: the game's, or in lenient mode, for a
	// fault inside a variation, a warning, and the rest of the variation
	// is skipped. opens is the number of parentheses t opens.
	fault := func(t *token, text string, err error, opens int) {
		if !r.Strict && len(stack) > 1 {
			warn(g, &Error{Line: t.line, Column: t.col, Text: text,
				Err: fmt.Errorf("variation left out from here: %w", err)})
			skipping = true
		} else {
			fail(g, t, text, err)
			dead = true
		}
		depth = opens
	}
	// moves and commentBytes count what the game holds, against its
	// bounds.
	moves, commentBytes := 0, 0
	tooBig := func(t *token, what string) {
		fail(g, t, clip(t.text), syntaxError("more than "+what+" in one game"))
		dead = true
	}
	var t token
loop:
	for {
		t = r.next()
		top := &stack[len(stack)-1]
		quiet := dead || skipping // the tokens are only counted
		switch t.kind {
		case tEOF:
			break loop
		case tTag:
			r.giveBack(t)
			break loop
		case tBad:
			switch {
			case strings.HasPrefix(t.text, "["):
				r.giveBack(t)
				break loop
			case quiet:
			case t.text == "{":
				// A comment not closed, which ran to the end of the
				// input: nothing is left to go on with.
				fail(g, &t, t.text, t.err)
				dead = true
			default:
				fault(&t, t.text, t.err, 0)
			}
		case tResult:
			if len(stack) == 1 && depth == 0 {
				term = t.text
				break loop
			}
		case tComment:
			if quiet || t.text == "" {
				break
			}
			if commentBytes += len(t.text); commentBytes > maxCommentBytes {
				tooBig(&t, strconv.Itoa(maxCommentBytes)+" bytes of comments")
				break
			}
			if len(top.line) > 0 {
				top.comment = addComment(top.comment, t.text)
			} else {
				top.pre = addComment(top.pre, t.text)
			}
		case tNAG:
			if !quiet && len(top.line) > 0 {
				last := top.line[len(top.line)-1]
				last.NAGs = append(last.NAGs, t.nag)
			}
		case tStrength:
			if !quiet && len(top.line) > 0 {
				top.mark(t.strength)
			}
		case tOpen:
			switch {
			case quiet:
				depth++
			case len(top.line) == 0:
				fault(&t, "(", syntaxError("variation before any move"), 1)
			case len(stack) > maxNesting:
				fault(&t, "(", syntaxError("variations nested more than "+strconv.Itoa(maxNesting)+" deep"), 1)
			default:
				last := top.line[len(top.line)-1]
				stack = append(stack, frame{pos: last.Before, owner: last})
			}
		case tClose:
			switch {
			case depth > 0:
				depth--
			case len(stack) == 1:
				if !dead {
					fail(g, &t, ")", syntaxError("no variation to close"))
					dead = true
				}
			default:
				skipping = false
				pop()
			}
		case tMove:
			if quiet {
				break
			}
			if t.text == "-" && len(stack) == 1 && r.lastWord() {
				// A lone "-" that ends the game: a result some files
				// write for a game not played.
				e := &Error{Line: t.line, Column: t.col, Text: t.text, Err: syntaxError(`"-" is no result; read as "*"`)}
				if r.Strict {
					fail(g, &t, e.Text, e.Err)
				} else {
					warn(g, e)
				}
				term = "*"
				break loop
			}
			m, err := notation.ParseMove(g.Variant, top.pos, normalize(t.text))
			if err != nil && !r.Strict && errors.Is(err, notation.ErrIllegal) {
				// A quiet move written with a capture mark, as some
				// files do ("10x14"), when no capture answers to it.
				if alt := strings.Map(quietMark, normalize(t.text)); alt != normalize(t.text) {
					if qm, qerr := notation.ParseMove(g.Variant, top.pos, alt); qerr == nil && !qm.IsCapture() {
						warn(g, &Error{Line: t.line, Column: t.col, Text: t.text,
							Err: fmt.Errorf("read as the quiet move %s: %w", alt, err)})
						m, err = qm, nil
					}
				}
			}
			if err != nil {
				fault(&t, t.text, err, 0)
				break
			}
			if moves++; moves > maxMoves {
				tooBig(&t, strconv.Itoa(maxMoves)+" moves")
				break
			}
			top.settle()
			top.line = append(top.line, &Node{Move: m, Text: t.text, Before: top.pos})
			top.pos = top.pos.Apply(m)
			if t.strength != "" {
				top.mark(t.strength)
			}
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
		pop()
	}
	stack[0].settle()
	g.Moves = stack[0].line
	g.Comment = string(stack[0].pre)
	return term
}

// lastWord reports whether the next token ends the game: the end of the
// input or the next game's tags. It gives the token back.
func (r *Reader) lastWord() bool {
	t := r.next()
	r.giveBack(t)
	return t.kind == tEOF || t.kind == tTag || t.kind == tBad && strings.HasPrefix(t.text, "[")
}

// close1 ends the variation f, adding it to the move it replaces.
func close1(f *frame) {
	f.settle()
	if f.owner == nil || len(f.line) == 0 {
		return
	}
	f.line[0].Pre = string(f.pre)
	f.owner.Variations = append(f.owner.Variations, f.line)
}

// quietMark maps a capture mark to the quiet move's separator.
func quietMark(r rune) rune {
	if r == 'x' || r == 'X' || r == ':' {
		return '-'
	}
	return r
}

// addComment adds a comment to the comments gathered in b, after a space.
// b at least doubles when it grows, so that gathering many comments copies
// each byte about twice.
func addComment(b []byte, c string) []byte {
	if c == "" {
		return b
	}
	if need := len(b) + 1 + len(c); need > cap(b) {
		b = append(make([]byte, 0, max(2*cap(b), need)), b...)
	}
	if len(b) > 0 {
		b = append(b, ' ')
	}
	return append(b, c...)
}

// glyphs are the move-strength marks that stand for NAGs 1 to 7.
var glyphs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6, "*": 7}

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
