// Package perftdata reads the perft fixtures of testdata/perft: for a few
// positions per variant, the number of leaf nodes of the legal-move tree at
// each depth, with the published source or independent engine each number
// comes from.
//
// A fixture file is a sequence of lines in a small format (after
// python-chess's examples/perft/*.perft):
//
//	# Comment lines start with '#'; blank lines separate positions.
//	# source: a header comment naming a source, for readers only
//
//	id international-start
//	fen W:W31,32,...,50:B1,2,...,20
//	perft 1 9 # dctl test ...; computed with Scan 3.1 ...
//	perft 2 81 # dctl test ...; computed with Scan 3.1 ...
//
//	id international-woldouby
//	fen W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38
//	source dctl test international/fmjd.cpp::Woldouby ...
//	perft 1 6
//	perft 2 12
//
// A position starts with an `id` line (a single token, unique in the file),
// then exactly one `fen` line, at most one `source` line and one or more
// `perft DEPTH NODES` lines with strictly increasing depths. The source of a
// perft line is its trailing `# ...` comment, or else the position's `source`
// line; every perft line must end up with one. Several sources of one number
// are written in one string separated by "; ". A `duplicates keep` line says
// the position's counts count every capture route (published tables that
// keep duplicates); by default they count moves, duplicates dropped.
//
// The loader only reads the numbers; it does not parse the FEN, which is the
// business of the notation package.
package perftdata

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// Position is one fixture position: its identifier, its FEN as written in
// the file and its perft counts, in strictly increasing order of depth.
type Position struct {
	// ID names the position, unique within its file (e.g. "english-start").
	ID string
	// FEN is the position in the file's FEN notation, verbatim.
	FEN string
	// Depths holds the known counts, by strictly increasing depth.
	Depths []Depth
	// KeepDuplicates says the counts count every capture route, two routes
	// with the same from, to and captured set included (a `duplicates keep`
	// line); by default they count moves, duplicates dropped.
	KeepDuplicates bool
}

// Depth is the perft count of a position at one depth and where that count
// comes from.
type Depth struct {
	// Depth is the number of plies, at least 1.
	Depth int
	// Nodes is the number of leaf nodes of the legal-move tree at Depth.
	Nodes uint64
	// Source names the published table or independent engine run the count
	// comes from; several agreeing sources are separated by "; ".
	Source string
}

// ErrSyntax is wrapped by every [*ParseError]: the input is not a valid
// fixture file.
var ErrSyntax = errors.New("perftdata: syntax error")

// ParseError reports malformed fixture input and where it is. It wraps
// [ErrSyntax].
type ParseError struct {
	// File is the name of the input (the path given to [Load], the name
	// given to [Parse]); it may be empty.
	File string
	// Line is the 1-based line number of the offending line, or 0 when the
	// error concerns the input as a whole.
	Line int
	// Msg says what is wrong.
	Msg string
}

// Error returns the message prefixed by the file name and line number.
func (e *ParseError) Error() string {
	var where string
	switch {
	case e.File != "" && e.Line > 0:
		where = fmt.Sprintf("%s:%d", e.File, e.Line)
	case e.File != "":
		where = e.File
	case e.Line > 0:
		where = fmt.Sprintf("line %d", e.Line)
	default:
		return "perftdata: " + e.Msg
	}
	return "perftdata: " + where + ": " + e.Msg
}

// Unwrap returns [ErrSyntax], so that errors.Is(err, ErrSyntax) holds.
func (e *ParseError) Unwrap() error { return ErrSyntax }

// Load reads the fixture file at path. Malformed input gives a
// [*ParseError] naming the path and line; an unreadable file gives the
// error of the file system, wrapped.
func Load(path string) ([]Position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("perftdata: %w", err)
	}
	defer f.Close()
	return Parse(f, path)
}

// Parse reads fixture text from r; name is used in error messages only and
// may be empty. Malformed input, including input with no position at all,
// gives a [*ParseError].
func Parse(r io.Reader, name string) ([]Position, error) {
	p := parser{name: name, ids: make(map[string]bool)}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		p.line++
		if err := p.parseLine(sc.Text()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("perftdata: %s: reading line %d: %w", name, p.line+1, err)
	}
	if err := p.finish(); err != nil {
		return nil, err
	}
	if len(p.out) == 0 {
		return nil, &ParseError{File: name, Msg: "no positions"}
	}
	return p.out, nil
}

// parser holds the state of Parse between lines.
type parser struct {
	name string
	line int
	out  []Position
	ids  map[string]bool

	open      bool     // a position is being read (since its id, until a blank line)
	cur       Position // the position being read
	idLine    int      // line of cur's id
	source    string   // cur's source line value
	hasSource bool     // cur has a source line
	perftLine []int    // line of each of cur.Depths
}

func (p *parser) errorf(line int, format string, args ...any) error {
	return &ParseError{File: p.name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) parseLine(raw string) error {
	line := strings.TrimSpace(raw)
	switch {
	case line == "":
		// A blank line closes the current position.
		return p.finish()
	case strings.HasPrefix(line, "#"):
		return nil
	}
	keyword, rest := line, ""
	if i := strings.IndexAny(line, " \t"); i >= 0 {
		keyword, rest = line[:i], strings.TrimSpace(line[i+1:])
	}
	if keyword == "id" {
		return p.parseID(rest)
	}
	if !p.open {
		switch keyword {
		case "fen", "perft", "source", "duplicates":
			return p.errorf(p.line, "%q line outside a position (each position starts with an id line)", keyword)
		}
	}
	switch keyword {
	case "fen":
		return p.parseFEN(rest)
	case "source":
		return p.parseSource(rest)
	case "perft":
		return p.parsePerft(rest)
	case "duplicates":
		return p.parseDuplicates(rest)
	}
	return p.errorf(p.line, "unknown keyword %q (want id, fen, source, duplicates or perft)", keyword)
}

func (p *parser) parseID(rest string) error {
	if err := p.finish(); err != nil {
		return err
	}
	if rest == "" || strings.ContainsAny(rest, " \t#") {
		return p.errorf(p.line, "id wants a single token, got %q", rest)
	}
	if p.ids[rest] {
		return p.errorf(p.line, "duplicate id %q", rest)
	}
	p.ids[rest] = true
	p.open = true
	p.cur = Position{ID: rest}
	p.idLine = p.line
	p.source, p.hasSource = "", false
	p.perftLine = p.perftLine[:0]
	return nil
}

func (p *parser) parseFEN(rest string) error {
	switch {
	case p.cur.FEN != "":
		return p.errorf(p.line, "second fen line in position %q", p.cur.ID)
	case rest == "":
		return p.errorf(p.line, "empty fen")
	case strings.Contains(rest, "#"):
		return p.errorf(p.line, "'#' in fen %q (comments go on their own line)", rest)
	}
	p.cur.FEN = rest
	return nil
}

// parseDuplicates reads the convention of a position's counts: "keep" or
// "drop" (the default).
func (p *parser) parseDuplicates(rest string) error {
	switch rest {
	case "keep":
		p.cur.KeepDuplicates = true
	case "drop":
		p.cur.KeepDuplicates = false
	default:
		return p.errorf(p.line, "duplicates wants keep or drop, got %q", rest)
	}
	return nil
}

func (p *parser) parseSource(rest string) error {
	switch {
	case p.hasSource:
		return p.errorf(p.line, "second source line in position %q", p.cur.ID)
	case rest == "":
		return p.errorf(p.line, "empty source")
	}
	p.source, p.hasSource = rest, true
	return nil
}

func (p *parser) parsePerft(rest string) error {
	counts, comment, hasComment := strings.Cut(rest, "#")
	fields := strings.Fields(counts)
	if len(fields) != 2 {
		return p.errorf(p.line, "perft wants DEPTH NODES, got %q", strings.TrimSpace(counts))
	}
	depth, err := strconv.Atoi(fields[0])
	if err != nil || depth < 1 {
		return p.errorf(p.line, "bad depth %q (want an integer >= 1)", fields[0])
	}
	nodes, err := strconv.ParseUint(fields[1], 10, 64)
	if err != nil {
		return p.errorf(p.line, "bad node count %q (want an unsigned 64-bit integer)", fields[1])
	}
	if n := len(p.cur.Depths); n > 0 && depth <= p.cur.Depths[n-1].Depth {
		return p.errorf(p.line, "depth %d after depth %d in position %q (depths must increase strictly)",
			depth, p.cur.Depths[n-1].Depth, p.cur.ID)
	}
	source := strings.TrimSpace(comment)
	if hasComment && source == "" {
		return p.errorf(p.line, "empty source comment after '#'")
	}
	p.cur.Depths = append(p.cur.Depths, Depth{Depth: depth, Nodes: nodes, Source: source})
	p.perftLine = append(p.perftLine, p.line)
	return nil
}

// finish checks and stores the current position, if any.
func (p *parser) finish() error {
	if !p.open {
		return nil
	}
	p.open = false
	if p.cur.FEN == "" {
		return p.errorf(p.idLine, "position %q has no fen line", p.cur.ID)
	}
	if len(p.cur.Depths) == 0 {
		return p.errorf(p.idLine, "position %q has no perft line", p.cur.ID)
	}
	for i := range p.cur.Depths {
		d := &p.cur.Depths[i]
		if d.Source != "" {
			continue
		}
		if !p.hasSource {
			return p.errorf(p.perftLine[i], "perft depth %d of position %q has no source "+
				"(add a trailing '# source' or a source line)", d.Depth, p.cur.ID)
		}
		d.Source = p.source
	}
	p.out = append(p.out, p.cur)
	return nil
}
