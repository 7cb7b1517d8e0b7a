package pdn

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// width is the column movetext lines are wrapped at.
const width = 80

// roster are the tags of PGN's seven-tag roster, which a game's tags start
// with, in this order.
var roster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// Writer writes games as PDN.
type Writer struct {
	// FullPaths writes every capture with all its landing squares
	// ([notation.FormatMovePath]), as some older programs want, instead
	// of the shortest text that tells it apart from the other legal
	// moves ([notation.FormatMove]).
	FullPaths bool

	w  io.Writer
	bw *bufio.Writer
}

// NewWriter returns a writer to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes g to w as [Writer.Write] does.
func Write(w io.Writer, g *Game) error { return NewWriter(w).Write(g) }

// Write writes g: its tags, a blank line, its movetext and a blank line,
// so that games written one after another are apart.
//
// The tags are g's, in a canonical order: the roster tags (Event, Site,
// Date, Round, White, Black, Result) in this order, then the variant's
// GameType tag, or for a variant with no GameType number a Variant tag with
// its name, then SetUp "1" and a FEN tag when g does not start from the
// variant's start position, then g's other tags in their order. Tags of
// the same name keep their order. g's own GameType, Variant, SetUp and FEN
// tags are replaced, except that a GameType tag with the variant's number
// is kept as written (so its long form survives).
//
// The movetext numbers the moves (from 1 at g.Start, "12." before a move
// of the variant's first mover, "12..." before the other side's at the
// start of a line or after a comment or variation), writes each move in
// g.Variant's notation, then its strength mark or first NAG as a glyph
// ("!?"), its NAGs ("$10"), its comment in braces and its variations in
// parentheses, and ends with g.Result ("*" if that is not a result).
// Each move is written as [notation.FormatMove] writes it in the position
// the moves before it reach from g.Start (Node.Text and Node.Before are
// not used), so the moves must be legal in turn, as a [Reader] gives them.
// The comment before the main line's first move is g.Comment (that
// node's Pre is not written).
// Lines are broken between tokens and between the words of comments, so
// that none is longer than 80 characters unless one token is. A comment
// holding "}" is written from ";" to the end of its line.
//
// It fails with an error wrapping [ErrUnwritable] if g has no variant, or
// a tag name or value that PDN cannot hold (an empty name, a name with
// spaces, quotes or brackets, a line break in a value), and writes nothing
// then; otherwise only if w does.
func (w *Writer) Write(g *Game) error {
	if g.Variant == nil {
		return fmt.Errorf("pdn: the game has no variant: %w", ErrUnwritable)
	}
	tags, err := canonicalTags(g)
	if err != nil {
		return err
	}
	if w.bw == nil {
		w.bw = bufio.NewWriter(w.w)
	}
	bw := w.bw
	for _, t := range tags {
		bw.WriteString("[" + t.Name + " \"" + escape(t.Value) + "\"]\n")
	}
	bw.WriteString("\n")
	mw := movetextWriter{w: bw, v: g.Variant, full: w.FullPaths, first: g.Variant.FirstToMove()}
	if g.Start.Turn != mw.first {
		mw.odd = 1
	}
	mw.comment(g.Comment)
	mw.line(g.Moves, g.Start, 0)
	result := g.Result
	if !results[result] {
		result = "*"
	}
	mw.token(result)
	mw.flush()
	bw.WriteString("\n\n")
	return bw.Flush()
}

// canonicalTags returns the tags Write writes for g.
func canonicalTags(g *Game) ([]Tag, error) {
	v := g.Variant
	out := make([]Tag, 0, len(g.Tags)+3)
	for _, name := range roster {
		for _, t := range g.Tags {
			if strings.EqualFold(t.Name, name) {
				out = append(out, t)
			}
		}
	}
	if v.GameType() != 0 {
		gt := Tag{Name: "GameType", Value: strconv.Itoa(v.GameType())}
		if s, ok := g.Tag("GameType"); ok {
			num, _, _ := strings.Cut(s, ",")
			if n, err := strconv.Atoi(strings.TrimSpace(num)); err == nil && n == v.GameType() {
				gt.Value = s
			}
		}
		out = append(out, gt)
	} else {
		out = append(out, Tag{Name: "Variant", Value: v.Name()})
	}
	if start := v.Start(); g.Start.Men != start.Men || g.Start.Kings != start.Kings ||
		g.Start.Paras != start.Paras || g.Start.Turn != start.Turn {
		out = append(out, Tag{Name: "SetUp", Value: "1"}, Tag{Name: "FEN", Value: notation.FormatFEN(v, g.Start)})
	}
outer:
	for _, t := range g.Tags {
		for _, name := range roster {
			if strings.EqualFold(t.Name, name) {
				continue outer
			}
		}
		for _, name := range []string{"GameType", "Variant", "SetUp", "FEN"} {
			if strings.EqualFold(t.Name, name) {
				continue outer
			}
		}
		out = append(out, t)
	}
	for _, t := range out {
		if t.Name == "" || strings.ContainsAny(t.Name, " \t\n\r\f\v\x1a\"[]{}") {
			return nil, fmt.Errorf("pdn: the tag name %q: %w", t.Name, ErrUnwritable)
		}
		if strings.ContainsAny(t.Value, "\n\r") {
			return nil, fmt.Errorf("pdn: the %s tag's value %q holds a line break: %w", t.Name, t.Value, ErrUnwritable)
		}
	}
	return out, nil
}

// escape puts a backslash before the quotes and backslashes of a tag value.
func escape(s string) string {
	if !strings.ContainsAny(s, `"\`) {
		return s
	}
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
}

// movetextWriter writes movetext, wrapping its lines. It holds each token
// back until the next one comes, so that a closing parenthesis can be glued
// to it.
type movetextWriter struct {
	w     *bufio.Writer
	v     *variant.Variant
	full  bool
	first board.Color // the variant's first mover, whose moves are numbered "n."
	odd   int         // 1 when the game starts with the other side to move
	col   int         // characters on the current line
	// number: the next move of the second mover needs its number ("n...").
	number bool
	// pending is the token held back; pendingLine says it is a ";"
	// comment, which the line must end after.
	pending     string
	pendingLine bool
	// prefix is glued before the next token: "(".
	prefix string
	// mustBreak: the last token written was a ";" comment.
	mustBreak bool
}

// token writes the token held back and holds s back instead.
func (mw *movetextWriter) token(s string) {
	mw.flush()
	mw.pending, mw.prefix = mw.prefix+s, ""
}

// lineComment holds back a ";" comment.
func (mw *movetextWriter) lineComment(c string) {
	mw.token(";" + c)
	mw.pendingLine = true
}

// flush writes the token held back, on a new line if it would not fit.
func (mw *movetextWriter) flush() {
	if mw.pending == "" {
		return
	}
	s := mw.pending
	n := utf8.RuneCountInString(s)
	switch {
	case mw.col > 0 && (mw.mustBreak || mw.col+1+n > width):
		mw.w.WriteByte('\n')
		mw.col = 0
	case mw.col > 0:
		mw.w.WriteByte(' ')
		mw.col++
	}
	mw.w.WriteString(s)
	mw.col += n
	mw.mustBreak = mw.pendingLine
	mw.pending, mw.pendingLine = "", false
}

// closeParen ends a variation.
func (mw *movetextWriter) closeParen() {
	if mw.pending == "" || mw.pendingLine {
		mw.token(")")
		return
	}
	mw.pending += ")"
}

// comment writes a comment, word by word so that it wraps.
func (mw *movetextWriter) comment(c string) {
	words := strings.FieldsFunc(c, func(r rune) bool { return r < 0x80 && blank(int(r)) })
	if len(words) == 0 {
		return
	}
	mw.number = true
	if strings.Contains(c, "}") {
		mw.lineComment(strings.Join(words, " "))
		return
	}
	for i, word := range words {
		if i == 0 {
			word = "{" + word
		}
		if i == len(words)-1 {
			word += "}"
		}
		mw.token(word)
	}
}

// line writes a line of moves from position p, whose first move is ply
// number ply of the game (0 for the first).
func (mw *movetextWriter) line(nodes []*Node, p board.Position, ply int) {
	mw.number = true
	for _, n := range nodes {
		// The number goes with its move, on the same line.
		num := strconv.Itoa((ply+mw.odd)/2 + 1)
		switch {
		case p.Turn == mw.first:
			num += ". "
		case mw.number:
			num += "... "
		default:
			num = ""
		}
		mw.number = false
		mw.move(num, n, p)
		for _, vline := range n.Variations {
			if len(vline) == 0 {
				continue
			}
			mw.flush()
			mw.prefix = "("
			mw.comment(vline[0].Pre)
			mw.line(vline, p, ply)
			mw.closeParen()
			mw.number = true
		}
		p = mw.v.Apply(p, n.Move)
		ply++
	}
}

// glyphText are the glyphs of NAGs 1 to 6.
var glyphText = [...]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

// move writes a node's move after its number (if any) with its marks and
// comment.
func (mw *movetextWriter) move(num string, n *Node, p board.Position) {
	var text string
	if mw.full {
		text = notation.FormatMovePath(mw.v, p, n.Move)
	} else {
		text = notation.FormatMove(mw.v, p, n.Move)
	}
	nags := n.NAGs
	switch {
	case n.Strength != "":
		text += n.Strength
	case len(nags) > 0 && nags[0] >= 1 && nags[0] <= 6:
		text += glyphText[nags[0]]
		nags = nags[1:]
	}
	mw.token(num + text)
	for _, k := range nags {
		mw.token("$" + strconv.Itoa(k))
	}
	mw.comment(n.Comment)
}
