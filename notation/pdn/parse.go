package pdn

import (
	"io"
	"strconv"
	"strings"
)

// Parser reads the games of a PDN file one at a time as they are written,
// without the rules: the first stage of reading, which [Reader.Read]
// follows with a [Binder]. It reads the PDN that [Reader] describes, and
// turns each game into a [RawGame]: its tags, its movetext as a tree of
// moves written as text, with their comments, NAGs, strength marks and
// variations, its terminator, and where each move, tag, variation and
// terminator stands in the file (the file's own lines and columns).
//
// It holds one game at a time, reads in time linear in its input, and keeps
// the bounds of [Reader]: past one the game is a fault, and the parser
// skips to its end without keeping what it reads.
type Parser struct {
	// Strict makes a fault of what lenient parsing passes over: text that
	// is not PDN between games (Next then returns a nil game and an
	// [*Error]) or between a game's tags, a fault inside a variation, a
	// lone "-" ending a game.
	Strict bool

	lx      lexer
	started bool
	back    *token // a token given back
	backTok token  // its storage
	stack   []rawFrame
	// pre gathers the comments between games, for a game without tags.
	pre []byte
	// stray: the last text between games was stray text, already
	// reported; the stray lines that follow it are skipped with it.
	stray bool
	// nodes gives the games their nodes. recycle says that the game being
	// read will not be used once the next is asked for (Reader.Read
	// replays it and drops it); lent that the last game read may be in
	// use, so that its nodes may not be given to the next.
	nodes         nodeArena
	recycle, lent bool
}

// NewParser returns a parser of the PDN text of r. It buffers its input.
func NewParser(r io.Reader) *Parser {
	p := &Parser{}
	p.lx.init(r)
	return p
}

// Next returns the next game, or io.EOF after the last one.
//
// In lenient mode (the default) the error is nil or a read error of the
// underlying reader; a game's own fault is in its Err. With Strict, text
// between games that is not PDN gives a nil game and an [*Error]; the next
// call goes on from the next game.
func (p *Parser) Next() (*RawGame, error) { return p.read(true) }

// NextHeader returns the next game with its tags only, or io.EOF after
// the last one: the movetext is read to find the game's end, but not kept
// (Moves and Comment are empty; the Terminator is kept), which makes indexing a
// file's games by their tags cheap. The errors are those of Next.
func (p *Parser) NextHeader() (*RawGame, error) { return p.read(false) }

// next returns the next token, the one given back if any.
func (p *Parser) next() token {
	if p.back != nil {
		p.back = nil
		return p.backTok
	}
	return p.lx.next()
}

// giveBack makes t the next token again.
func (p *Parser) giveBack(t token) {
	p.backTok = t
	p.back = &p.backTok
}

// read reads the text up to the next game and that game, its movetext
// kept if keep.
func (p *Parser) read(keep bool) (*RawGame, error) {
	p.begin()
	p.pre = p.pre[:0]
	var warnings []*Error
	for {
		t := p.next()
		switch {
		case t.kind == tEOF:
			if err := p.lx.ioErr(); err != nil {
				return nil, err
			}
			return nil, io.EOF
		case startsGame(&t):
			p.giveBack(t)
			p.stray = false
			g := p.game(string(p.pre), warnings, keep)
			if err := p.lx.ioErr(); err != nil {
				return nil, err
			}
			if g == nil { // nothing but broken tags
				p.pre, warnings = p.pre[:0], nil
				continue
			}
			return g, nil
		case t.kind == tComment:
			p.pre = addComment(p.pre, t.text)
		case t.kind == tResult || t.kind == tDots || t.kind == tNAG || t.kind == tStrength:
			// Stray between games: nothing to keep.
		default:
			if e := p.strayText(&t); e != nil {
				if p.Strict {
					return nil, e
				}
				warnings = append(warnings, e)
			}
		}
	}
}

// begin gets ready to read a game: the nodes of the game before are
// reused unless it was lent out, and a byte order mark that starts the
// input is skipped.
func (p *Parser) begin() {
	if p.lent {
		p.nodes = nodeArena{}
	} else {
		p.nodes.reuse()
	}
	p.lent = !p.recycle
	if !p.started {
		p.started = true
		if p.lx.peek() == 0xEF && p.lx.peekAt(1) == 0xBB && p.lx.peekAt(2) == 0xBF {
			p.lx.pos += 3 // a byte order mark takes no column
		}
	}
}

// startsGame reports whether t, read between games, starts a game: a tag
// (or a broken one), a move number or a word that looks like a move.
func startsGame(t *token) bool {
	return t.kind == tTag || t.kind == tNumber || t.kind == tMove && moveLike(t.text) ||
		t.kind == tBad && strings.HasPrefix(t.text, "[")
}

// strayText skips stray text between games, starting with t, to the end of
// its line (or to a tag on it), and returns the fault to report, or nil
// when the lines of stray text before it were reported already.
func (p *Parser) strayText(t *token) *Error {
	junk := t.text
	switch t.kind {
	case tOpen:
		junk = "("
	case tClose:
		junk = ")"
	}
	p.pre = p.pre[:0]
	reported := p.stray
	p.stray = true
	p.skipStray()
	if reported {
		return nil
	}
	return &Error{Line: t.line, Column: t.col, Text: junk, Err: syntaxError("not PDN between games")}
}

// skipStray skips the rest of a line of stray text between games: up to
// the line's end, or to a tag on the line, which it gives back.
func (p *Parser) skipStray() {
	for {
		switch c := p.lx.peek(); c {
		case -1, '\n', '\r':
			return
		case '[':
			if t := p.lx.next(); t.kind == tTag {
				p.giveBack(t)
				return
			}
			// A broken tag is part of the stray text.
		default:
			p.lx.advance()
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

// failAt records a fault at t, if the game has none yet.
func failAt(g *RawGame, t *token, text string, err error) {
	if g.Err == nil {
		g.Err = &Error{Line: t.line, Column: t.col, Text: text, Err: err}
	}
}

// game reads one game: its tags, then its movetext, kept if keep. pre is a
// comment read before a game without tags, warnings the text skipped
// before the game. It returns nil if there was no game after all, only
// broken tags.
func (p *Parser) game(pre string, warnings []*Error, keep bool) *RawGame {
	g := &RawGame{}
	for _, w := range warnings {
		warnTo(&g.Warnings, w)
	}
	if !p.header(g) {
		return nil
	}
	g.headerWarnings = len(g.Warnings)
	if len(g.Tags) > 0 {
		pre = ""
	}
	p.movetext(g, pre, keep)
	return g
}

// header reads the game's tags, and the broken tags and stray text among
// them; it reports whether there is a game, which a file that ends in
// broken tags does not have.
func (p *Parser) header(g *RawGame) bool {
	inTags := false
	for {
		t := p.next()
		switch {
		case t.kind == tTag:
			inTags = true
			p.tag(g, &t)
		case t.kind == tBad && (strings.HasPrefix(t.text, "[") || inTags):
			inTags = true
			p.brokenTag(g, &t)
		default:
			if g.Line == 0 {
				if t.kind == tEOF && g.Err == nil {
					return false
				}
				g.Line = t.line
			}
			p.giveBack(t)
			return true
		}
	}
}

// tag records the tag t, up to maxTags.
func (p *Parser) tag(g *RawGame, t *token) {
	if g.Line == 0 {
		g.Line = t.line
	}
	if len(g.Tags) == maxTags {
		failAt(g, t, "["+t.text, syntaxError("more than "+strconv.Itoa(maxTags)+" tags"))
		return
	}
	g.Tags = append(g.Tags, RawTag{Name: t.text, Value: t.value,
		Line: t.line, Column: t.col, ValueLine: t.valueLine, ValueColumn: t.valueCol})
}

// brokenTag records a broken tag, or text that is not PDN between tags:
// a warning, or with Strict a fault.
func (p *Parser) brokenTag(g *RawGame, t *token) {
	e := &Error{Line: t.line, Column: t.col, Text: t.text, Err: t.err}
	if !strings.HasPrefix(t.text, "[") {
		e.Err = syntaxError("not PDN between tags")
	}
	if p.Strict {
		failAt(g, t, e.Text, e.Err)
	} else {
		warnTo(&g.Warnings, e)
	}
}

// lastWord reports whether the next token ends the game: the end of the
// input or the next game's tags. It gives the token back.
func (p *Parser) lastWord() bool {
	t := p.next()
	p.giveBack(t)
	return t.kind == tEOF || t.kind == tTag || t.kind == tBad && strings.HasPrefix(t.text, "[")
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
	// maxVariations is the most variations a game may hold.
	maxVariations = 100_000
	// maxCommentBytes is the most comment text a game may hold.
	maxCommentBytes = 16 << 20
	// maxTags is the most tags a game may have.
	maxTags = 10_000
	// maxWarnings is the most warnings kept for one game; the last one
	// kept says that more were dropped.
	maxWarnings = 1000
)
