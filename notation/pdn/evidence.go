package pdn

import (
	"strings"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// evidence is what a game's text tells of its variant before any move is
// replayed: how its moves write squares and the highest they write, its
// FEN tag.
type evidence struct {
	// numbers and names count the squares the moves write as numbers and
	// as algebraic names; highest is the highest number, files and ranks
	// the most files and ranks the names need.
	numbers, names        int
	highest, files, ranks int
	fen                   string // the FEN tag's value, "" for none
	fenNumbers, fenNames  bool   // how the FEN writes squares
	moves                 bool   // the game has moves
}

// gather reads the evidence of g.
func (e *evidence) gather(g *RawGame) {
	e.moves = len(g.Moves) > 0
	e.nodes(g.Moves)
	if t := g.tag("FEN"); t != nil && !placeholder(t.Value) {
		e.fen = t.Value
		e.fenNumbers, e.fenNames = fenSquares(t.Value)
	}
}

// nodes reads the squares of a line of moves and of its variations.
func (e *evidence) nodes(line []*RawNode) {
	for _, n := range line {
		e.squares(n.Text)
		for _, v := range n.Variations {
			e.nodes(v.Moves)
		}
	}
}

// any reports whether there is evidence at all: squares in the moves, or
// a FEN tag.
func (e *evidence) any() bool { return e.numbers+e.names > 0 || e.fen != "" }

// squares reads the squares of a move's text: numbers ("32-28",
// "06x15"), or names, a letter and a rank ("c3-d4", "C3xE5", "a3b4",
// "d5"). The capture mark x is no square's letter.
func (e *evidence) squares(s string) {
	for i := 0; i < len(s); {
		c := int(s[i])
		switch {
		case isDigit(c):
			n, j := number(s, i)
			e.numbers++
			e.highest = max(e.highest, n)
			i = j
		case isLetter(c) && !isMarkX(c) && i+1 < len(s) && isDigit(int(s[i+1])) &&
			(i == 0 || !isLetter(int(s[i-1])) || isMarkX(int(s[i-1]))):
			rank, j := number(s, i+1)
			e.names++
			e.files = max(e.files, int(lower(s[i])-'a')+1)
			e.ranks = max(e.ranks, rank)
			i = j
		default:
			i++
		}
	}
}

// number reads the digits of s from i on, and returns their value (at
// most 1000: any more is no square) and the index after them.
func number(s string, i int) (int, int) {
	n := 0
	for ; i < len(s) && isDigit(int(s[i])); i++ {
		n = min(n*10+int(s[i]-'0'), 1000)
	}
	return n, i
}

func isMarkX(c int) bool { return c == 'x' || c == 'X' }

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// fenSquares reports whether a FEN writes squares as numbers and as
// names: a name is a small letter and a rank ("Wb6"); the capitals W, B
// and K mark the colours and the kings.
func fenSquares(s string) (numbers, names bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isDigit(int(c)) || i > 0 && isDigit(int(s[i-1])) {
			continue
		}
		if i > 0 && 'a' <= s[i-1] && s[i-1] <= 'z' {
			names = true
		} else {
			numbers = true
		}
	}
	return numbers, names
}

// fits reports whether v fits the evidence: its board holds the squares
// written, it writes squares the way the game does, and the FEN tag reads
// under it. start says that the game has no moves and its FEN looks like
// a position of v's start (see startsLike).
func (e *evidence) fits(v *variant.Variant) (start, ok bool) {
	numbers, names := e.numbers > 0, e.names > 0
	if !numbers && !names {
		numbers, names = e.fenNumbers, e.fenNames
	}
	switch {
	case numbers && !names && v.Notation() != variant.Numeric,
		names && !numbers && v.Notation() != variant.Algebraic,
		e.highest > v.Numbering().Len(),
		e.files > v.Board().Cols(), e.ranks > v.Board().Rows():
		return false, false
	}
	if e.fen == "" {
		return false, true
	}
	p, err := parseFEN(v, e.fen)
	if err != nil {
		return false, false
	}
	return !e.moves && startsLike(v, &p), true
}

// startsLike reports whether p looks like a position of v's start, as
// ballot openings are (the 11-man ballots take a man of each side off and
// have played a move or two): v's first mover to move, no kings, and most
// of each side's men on v's start squares for that side.
func startsLike(v *variant.Variant, p *board.Position) bool {
	if p.Turn != v.FirstToMove() || p.Kings != [2]board.Bitboard{} || p.Paras != [2]board.Bitboard{} {
		return false
	}
	setup := v.Start().Men
	for _, c := range []board.Color{board.White, board.Black} {
		men := p.Men[c].Count()
		if on := p.Men[c].And(setup[c]).Count(); men == 0 || 2*on <= men {
			return false
		}
	}
	return true
}

// nameIndex finds the variants whose names or aliases a tag mentions.
type nameIndex struct {
	// variants are the variants indexed, in the order of variant.All.
	variants []*variant.Variant
	// first maps the first word of each name to the names that start
	// with it.
	first map[string][]indexedName
	// mentioned holds the mentions of the game being read; text and words
	// a tag's value in lower case and its words, as ranges of text.
	mentioned []int
	text      []byte
	words     [][2]int
}

// indexedName is a variant's name or alias, as words.
type indexedName struct {
	variant int // its index in variants
	words   []string
}

// newNameIndex indexes the names and aliases of all.
func newNameIndex(all []*variant.Variant) *nameIndex {
	x := &nameIndex{variants: all, first: map[string][]indexedName{}, mentioned: make([]int, len(all))}
	for i, v := range all {
		for _, name := range append([]string{v.Name()}, v.Rules().Aliases...) {
			if words := nameWords(name); len(words) > 0 {
				x.first[words[0]] = append(x.first[words[0]], indexedName{variant: i, words: words})
			}
		}
	}
	return x
}

// nameWords returns the words of a name: its runs of letters and digits,
// in lower case.
func nameWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	})
}

// mentions returns, for each variant in the index's order, the length in
// words of the longest of its names one of g's tags mentions as whole
// words (0 for none), the case ignored. The tags that set the game up
// (FEN, SetUp, GameType) and its Result are not read. The slice is the
// index's own, valid until the next call.
func (x *nameIndex) mentions(g *RawGame) []int {
	clear(x.mentioned)
	for _, t := range g.Tags {
		if strings.EqualFold(t.Name, "FEN") || strings.EqualFold(t.Name, "SetUp") ||
			strings.EqualFold(t.Name, "GameType") || strings.EqualFold(t.Name, "Result") {
			continue
		}
		x.split(t.Value)
		for i, w := range x.words {
			for _, n := range x.first[string(x.text[w[0]:w[1]])] {
				if len(n.words) > x.mentioned[n.variant] && x.hasWords(i, n.words) {
					x.mentioned[n.variant] = len(n.words)
				}
			}
		}
	}
	return x.mentioned
}

// split reads the words of s, its runs of ASCII letters and digits, into
// text (in lower case) and words.
func (x *nameIndex) split(s string) {
	x.text, x.words = x.text[:0], x.words[:0]
	start := -1
	for i := 0; i < len(s); i++ {
		c := lower(s[i])
		x.text = append(x.text, c)
		word := 'a' <= c && c <= 'z' || '0' <= c && c <= '9'
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			x.words = append(x.words, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		x.words = append(x.words, [2]int{start, len(s)})
	}
}

// hasWords reports whether the words of the tag from the i-th on start
// with name.
func (x *nameIndex) hasWords(i int, name []string) bool {
	if len(x.words)-i < len(name) {
		return false
	}
	for k, w := range name {
		r := x.words[i+k]
		if string(x.text[r[0]:r[1]]) != w {
			return false
		}
	}
	return true
}
