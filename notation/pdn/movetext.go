package pdn

import (
	"strconv"
	"strings"
)

// rawFrame is a line of moves being parsed: the main line or a variation.
type rawFrame struct {
	line  []*RawNode
	owner *RawNode // the move a variation replaces; nil for the main line
	// openLine and openCol locate a variation's "("; cut is the fault
	// that ended it early.
	openLine, openCol int
	cut               error
	// pre gathers the comments before the line's first move; comment and
	// strength gather those after its last move and the strength marks
	// that stand for no NAG, which settle gives to the move. Gathering
	// them keeps the time linear when a move has many.
	pre, comment, strength []byte
}

// settle gives the line's last move the comments and strength marks
// gathered for it.
func (f *rawFrame) settle() {
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
func (f *rawFrame) mark(s string) {
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

// close ends the variation f, adding it to the move it replaces. A
// variation left with no move is dropped, unless a fault cut it short,
// which Replay reports.
func (f *rawFrame) close() {
	f.settle()
	if f.owner == nil || len(f.line) == 0 && f.cut == nil {
		return
	}
	if len(f.line) > 0 {
		f.line[0].Pre = string(f.pre)
	}
	f.owner.Variations = append(f.owner.Variations, &RawVariation{
		Moves: f.line, Line: f.openLine, Column: f.openCol, Err: f.cut})
}

// movetext is the state of parsing one game's movetext.
type movetext struct {
	p     *Parser
	g     *RawGame
	stack []rawFrame
	// dead: after the game's fault (or for a header-only read) the tokens
	// are only followed to find the game's end. skipping: the rest of a
	// variation is being left out. depth counts the parentheses opened and
	// not closed since the game's fault, or since skipping began.
	dead, skipping bool
	depth          int
	// moves, variations and commentBytes count what the game holds,
	// against its bounds.
	moves, variations, commentBytes int
}

// movetext reads the moves of a game up to its end; keep false reads them
// without keeping them. After a fault it only looks for the end. In
// lenient mode a fault inside a variation leaves out the rest of that
// variation, and reading goes on after it.
func (p *Parser) movetext(g *RawGame, pre string, keep bool) {
	m := &movetext{p: p, g: g, dead: g.Err != nil || !keep}
	m.stack = append(p.stack[:0], rawFrame{})
	if keep {
		m.stack[0].pre = addComment(nil, pre)
	}
	defer func() {
		clear(m.stack)
		p.stack = m.stack[:0]
	}()
	var t token
	for {
		t = p.next()
		if m.step(&t) {
			break
		}
	}
	m.finish(&t)
}

// top returns the line being read.
func (m *movetext) top() *rawFrame { return &m.stack[len(m.stack)-1] }

// quiet reports whether the tokens are only followed, not kept.
func (m *movetext) quiet() bool { return m.dead || m.skipping }

// step reads the token t and reports whether it ends the game.
func (m *movetext) step(t *token) (end bool) {
	switch t.kind {
	case tEOF:
		return true
	case tTag:
		m.p.giveBack(*t)
		return true
	case tBad:
		return m.bad(t)
	case tResult:
		return m.result(t)
	case tComment:
		m.comment(t)
	case tNAG:
		if top := m.top(); !m.quiet() && len(top.line) > 0 {
			last := top.line[len(top.line)-1]
			last.NAGs = append(last.NAGs, t.nag)
		}
	case tStrength:
		if top := m.top(); !m.quiet() && len(top.line) > 0 {
			top.mark(t.strength)
		}
	case tOpen:
		m.open(t)
	case tClose:
		m.close(t)
	case tMove:
		return m.move(t)
	}
	return false
}

// fault records a fault at t: the game's, or in lenient mode, for a fault
// inside a variation, the variation's, and the rest of the variation is
// skipped. opens is the number of parentheses t opens.
func (m *movetext) fault(t *token, text string, err error, opens int) {
	if !m.p.Strict && len(m.stack) > 1 {
		m.top().cut = &Error{Line: t.line, Column: t.col, Text: text, Err: err}
		m.skipping = true
	} else {
		failAt(m.g, t, text, err)
		m.dead = true
	}
	m.depth = opens
}

// tooBig records that the game holds more than a bound allows, at t.
func (m *movetext) tooBig(t *token, what string) {
	failAt(m.g, t, clip(t.text), syntaxError("more than "+what+" in one game"))
	m.dead = true
}

// bad reads text that is not PDN, or a broken tag, which ends the game.
func (m *movetext) bad(t *token) (end bool) {
	switch {
	case strings.HasPrefix(t.text, "["):
		m.p.giveBack(*t)
		return true
	case m.quiet():
	case t.text == "{":
		// A comment not closed, which ran to the end of the input:
		// nothing is left to go on with.
		failAt(m.g, t, t.text, t.err)
		m.dead = true
	default:
		m.fault(t, t.text, t.err, 0)
	}
	return false
}

// result reads a game terminator: the game's, outside the variations (a
// result inside one is ignored).
func (m *movetext) result(t *token) (end bool) {
	if len(m.stack) > 1 || m.depth > 0 {
		return false
	}
	m.g.Terminator, m.g.TerminatorLine, m.g.TerminatorColumn = t.text, t.line, t.col
	return true
}

// comment reads a comment: before the line's first move, or after its
// last.
func (m *movetext) comment(t *token) {
	if m.quiet() || t.text == "" {
		return
	}
	if m.commentBytes += len(t.text); m.commentBytes > maxCommentBytes {
		m.tooBig(t, strconv.Itoa(maxCommentBytes)+" bytes of comments")
		return
	}
	if top := m.top(); len(top.line) > 0 {
		top.comment = addComment(top.comment, t.text)
	} else {
		top.pre = addComment(top.pre, t.text)
	}
}

// open reads a "(", which opens a variation of the line's last move.
func (m *movetext) open(t *token) {
	top := m.top()
	switch {
	case m.quiet():
		m.depth++
	case len(top.line) == 0:
		m.fault(t, "(", syntaxError("variation before any move"), 1)
	case len(m.stack) > maxNesting:
		m.fault(t, "(", syntaxError("variations nested more than "+strconv.Itoa(maxNesting)+" deep"), 1)
	default:
		if m.variations++; m.variations > maxVariations {
			failAt(m.g, t, "(", syntaxError("more than "+strconv.Itoa(maxVariations)+" variations in one game"))
			m.dead, m.depth = true, 1
			return
		}
		m.stack = append(m.stack, rawFrame{owner: top.line[len(top.line)-1], openLine: t.line, openCol: t.col})
	}
}

// close reads a ")", which ends the variation on top.
func (m *movetext) close(t *token) {
	switch {
	case m.depth > 0:
		m.depth--
	case len(m.stack) == 1:
		if !m.dead {
			failAt(m.g, t, ")", syntaxError("no variation to close"))
			m.dead = true
		}
	default:
		m.skipping = false
		m.pop()
	}
}

// pop ends the variation on top of the stack.
func (m *movetext) pop() {
	m.top().close()
	m.stack[len(m.stack)-1] = rawFrame{}
	m.stack = m.stack[:len(m.stack)-1]
}

// move reads a move, or the lone "-" that some files write for the result
// of a game not played.
func (m *movetext) move(t *token) (end bool) {
	if t.text == "-" && len(m.stack) == 1 && m.depth == 0 && !m.skipping && m.p.lastWord() {
		if !m.dead {
			e := &Error{Line: t.line, Column: t.col, Text: t.text, Err: syntaxError(`"-" is no result; read as "*"`)}
			if m.p.Strict {
				failAt(m.g, t, e.Text, e.Err)
			} else {
				warnTo(&m.g.Warnings, e)
			}
		}
		m.g.Terminator, m.g.TerminatorLine, m.g.TerminatorColumn = "-", t.line, t.col
		return true
	}
	if m.quiet() {
		return false
	}
	if m.moves++; m.moves > maxMoves {
		m.tooBig(t, strconv.Itoa(maxMoves)+" moves")
		return false
	}
	top := m.top()
	top.settle()
	n := m.node()
	*n = RawNode{Text: t.text, Line: t.line, Column: t.col}
	top.line = append(top.line, n)
	if t.strength != "" {
		top.mark(t.strength)
	}
	return false
}

// node returns a new node for the game.
func (m *movetext) node() *RawNode { return m.p.nodes.next() }

// nodeArena allocates the nodes of a game in blocks, each twice the one
// before (up to 1024 nodes), which saves an allocation per move. When
// the games read are replayed and dropped (Reader.Read), the next game
// reuses the blocks.
type nodeArena struct {
	blocks [][]RawNode
	// block is the block in use, used the nodes taken from it.
	block, used int
}

// next returns a zero node.
func (a *nodeArena) next() *RawNode {
	if len(a.blocks) == 0 || a.used == len(a.blocks[a.block]) {
		a.block, a.used = a.block+1, 0
		if len(a.blocks) == 0 {
			a.block = 0
		}
		if a.block == len(a.blocks) {
			size := 4
			if a.block > 0 {
				size = min(2*len(a.blocks[a.block-1]), 1024)
			}
			a.blocks = append(a.blocks, make([]RawNode, size))
		}
	}
	n := &a.blocks[a.block][a.used]
	a.used++
	return n
}

// reuse makes the nodes given out so far free for the next game; they
// must no longer be in use.
func (a *nodeArena) reuse() {
	for i := 0; i < a.block && i < len(a.blocks); i++ {
		clear(a.blocks[i])
	}
	if a.block < len(a.blocks) {
		clear(a.blocks[a.block][:a.used])
	}
	a.block, a.used = 0, 0
}

// finish ends the game at t, its last token: a variation still open is a
// fault, and closed.
func (m *movetext) finish(t *token) {
	if len(m.stack) > 1 && !m.dead {
		text := t.text
		if t.kind == tTag {
			text = "[" + t.text
		}
		failAt(m.g, t, text, syntaxError("variation not closed"))
	}
	for len(m.stack) > 1 {
		m.pop()
	}
	m.stack[0].settle()
	m.g.Moves = m.stack[0].line
	m.g.Comment = string(m.stack[0].pre)
}
