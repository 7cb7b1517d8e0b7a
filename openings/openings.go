// Package openings holds the opening sets tournaments and engine matches
// start their games from: the ACF 3-move deck of English draughts, the
// FMJD and IDF drawing tables of Russian draughts, the English and
// Italian 11-man ballots, and the 2- and 3-move ballots of International
// draughts an open engine's matches start from, each as data with
// its source (data/SOURCES.md), enumerable and playable. [Read] takes a
// PDN file of one's own as a set.
package openings

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// Opening is one start of a game: its name in its set, the moves that
// reach it from the variant's start (in the variant's notation; none for
// a ballot given by its position alone), and the position.
type Opening struct {
	Name     string
	Moves    []string
	Position board.Position
}

// Set is a list of openings of one variant.
type Set struct {
	// Name is the set's name, as ByName takes it.
	Name string
	// Source says where the set comes from.
	Source string
	// Variant is the variant its openings are played in.
	Variant *variant.Variant
	// Openings are the set's openings, in its own order.
	Openings []Opening
	// Disagree names the openings of a table whose FEN and moves, as the
	// source gives them, are not one position: the FEN is kept, as
	// lidraughts plays from it, and the moves dropped.
	Disagree []string
}

//go:embed data/*.tsv data/*.pdn
var data embed.FS

// builtIn lists the sets ByName knows: name, file, source, and how the
// file is read.
var builtIn = []struct {
	name, file, source string
	read               func(raw []byte) (*Set, error)
}{
	{"deck", "data/acf-3-move.tsv", "ACF 3-move deck, the 156 approved ballots, from CheckerBoard", deck(false)},
	{"deck-barred", "data/acf-3-move.tsv", "ACF 3-move deck, the 18 barred ballots, from CheckerBoard", deck(true)},
	{"russian-64", "data/fmjd-64.tsv", "FMJD drawing table 64 (736 positions, 46 categories), as lidraughts lists it", table(variant.Russian)},
	{"russian-idf", "data/idf-64-basic.tsv", "IDF drawing table 64, the 150 basic positions, as lidraughts lists it", table(variant.Russian)},
	{"11man", "data/11_man_english.pdn", "English 11-man ballots (2,400), from CheckerBoard", games(variant.English)},
	{"11man-italian", "data/11_man_italian.pdn", "Italian 11-man ballots (2,400), from CheckerBoard", games(variant.Italian)},
	{"international-2move", "data/mobydam-2-move.tsv", "International 2-move ballots (79), the engine-match starts of Moby Dam", ballots(variant.International, 2)},
	{"international-3move", "data/mobydam-3-move.tsv", "International 3-move ballots (331), the engine-match starts of Moby Dam", ballots(variant.International, 3)},
}

func deck(barred bool) func([]byte) (*Set, error) {
	return func(raw []byte) (*Set, error) { return readDeck(variant.English, raw, barred) }
}

func table(v *variant.Variant) func([]byte) (*Set, error) {
	return func(raw []byte) (*Set, error) { return readTable(v, raw) }
}

func games(v *variant.Variant) func([]byte) (*Set, error) {
	return func(raw []byte) (*Set, error) { return Read(v, bytes.NewReader(raw)) }
}

var (
	loadMu sync.Mutex
	loaded = map[string]*Set{}
)

// Names returns the names of the built-in sets, sorted.
func Names() []string {
	var out []string
	for _, b := range builtIn {
		out = append(out, b.name)
	}
	sort.Strings(out)
	return out
}

// ByName returns the built-in set called name: deck (the ACF 3-move
// ballots of English draughts approved for play, 156) or deck-barred (the
// 18 barred), russian-64 (the FMJD drawing table of Russian draughts),
// russian-idf (the IDF table's basic positions), 11man (the English 11-man
// ballots), 11man-italian, international-2move (Moby Dam's 79 ballots of
// International draughts, a move each) or international-3move (its 331
// after three plies). A set is read once and shared by every caller: read
// it, do not change it.
func ByName(name string) (*Set, error) {
	for _, b := range builtIn {
		if b.name != name {
			continue
		}
		loadMu.Lock()
		defer loadMu.Unlock()
		if s, ok := loaded[name]; ok {
			return s, nil
		}
		raw, err := data.ReadFile(b.file)
		if err != nil {
			return nil, err
		}
		s, err := b.read(raw)
		if err != nil {
			return nil, fmt.Errorf("openings: %s: %w", name, err)
		}
		s.Name, s.Source = name, b.source
		loaded[name] = s
		return s, nil
	}
	return nil, fmt.Errorf("openings: no set %q (known: %s)", name, strings.Join(Names(), ", "))
}

// readDeck reads the 3-move deck: lines of the ACF number, the three moves,
// the standing (crossboard, mailplay or barred) and a name, separated by
// tabs; it keeps the approved ballots, or the barred ones.
func readDeck(v *variant.Variant, raw []byte, barred bool) (*Set, error) {
	s := &Set{Variant: v}
	err := eachLine(raw, 4, func(f []string) error {
		if (f[2] == "barred") != barred {
			return nil
		}
		o := Opening{Name: strings.TrimSpace("ACF " + f[0] + " " + f[3])}
		p := v.Start()
		for _, text := range strings.Fields(f[1]) {
			m, err := notation.ParseMove(v, p, text)
			if err != nil {
				return fmt.Errorf("ACF %s: %w", f[0], err)
			}
			o.Moves = append(o.Moves, notation.FormatMove(v, p, m))
			p = v.Apply(p, m)
		}
		o.Position = p
		s.Openings = append(s.Openings, o)
		return nil
	})
	return s, err
}

// eachLine calls do with the fields of each line of a data file, fields
// separated by tabs ("#" starts a comment line), each line with exactly
// fields of them.
func eachLine(raw []byte, fields int, do func(f []string) error) error {
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != fields {
			return fmt.Errorf("line %d: %d fields, want %d", n, len(f), fields)
		}
		if err := do(f); err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
	}
	return sc.Err()
}

// readTable reads a drawing table: lines of code, FEN and moves in
// lidraughts' short form, separated by tabs; "#" starts a comment line. The
// moves are replayed from the start and must reach the FEN.
func readTable(v *variant.Variant, raw []byte) (*Set, error) {
	s := &Set{Variant: v}
	err := eachLine(raw, 3, func(f []string) error {
		o, err := fromShortMoves(v, f[0], strings.Fields(f[2]))
		if err != nil {
			return fmt.Errorf("%s: %w", f[0], err)
		}
		want, err := notation.ParseFEN(v, f[1])
		if err != nil {
			return fmt.Errorf("%s: %w", f[0], err)
		}
		if o.Moves == nil {
			o.Position.Turn = want.Turn // set up, not played
			o.Position = o.Position.Rehash()
		}
		if want != o.Position {
			// The source's FEN and moves disagree: the FEN is what
			// lidraughts plays from, and what the set keeps.
			o.Moves, o.Position = nil, want
			s.Disagree = append(s.Disagree, o.Name)
		}
		s.Openings = append(s.Openings, o)
		return nil
	})
	return s, err
}

// fromShortMoves plays moves in lidraughts' short form from v's start: the
// file the man leaves, then the square it reaches ("ab4": a3-b4), and
// returns the opening with the moves in v's notation. A table's position
// that no game reaches is written as the men moved from the start to set
// it up ("a1-a5 a7-h4": the man on a1 stands on a5, the one on a7 on h4;
// "-----" for a side with no man moved), and "Free" is the start itself;
// such an opening has no moves, and the side to move is the FEN's.
func fromShortMoves(v *variant.Variant, name string, short []string) (Opening, error) {
	o := Opening{Name: name}
	p := v.Start()
	switch {
	case len(short) == 1 && short[0] == "Free":
		return Opening{Name: name, Position: p}, nil // the start itself
	case len(short) > 0 && strings.Contains(short[0], "-"):
		return relocated(v, name, short)
	}
	for _, text := range short {
		if len(text) < 3 {
			return o, fmt.Errorf("move %q: not a file and a square", text)
		}
		to, err := notation.ParseSquare(v, text[1:])
		if err != nil {
			return o, fmt.Errorf("move %q: %w", text, err)
		}
		var found []board.Move
		for _, m := range movegen.Generate(v, p, nil) {
			if m.To == to && v.Board().Name(m.From)[0] == text[0] {
				found = append(found, m)
			}
		}
		if len(found) != 1 {
			return o, fmt.Errorf("move %q: %d legal moves fit", text, len(found))
		}
		o.Moves = append(o.Moves, notation.FormatMove(v, p, found[0]))
		p = v.Apply(p, found[0])
	}
	o.Position = p
	return o, nil
}

// relocated sets up the position of a table's line whose "moves" move
// men from the start to where they stand, all at once ("b2-h6 h6-a5":
// White's man from b2 to h6, which Black's leaves for a5).
func relocated(v *variant.Variant, name string, moves []string) (Opening, error) {
	p := v.Start()
	type move struct {
		to board.Square
		pc board.Piece
	}
	var placed []move
	for _, text := range moves {
		if text == "-----" {
			continue // nothing moved for this side
		}
		from, to, ok := strings.Cut(text, "-")
		a, err1 := notation.ParseSquare(v, from)
		b, err2 := notation.ParseSquare(v, to)
		pc, on := p.At(a)
		if !ok || err1 != nil || err2 != nil || !on {
			return Opening{}, fmt.Errorf("%q: not a man's two squares", text)
		}
		p = p.Remove(a)
		placed = append(placed, move{b, pc})
	}
	for _, m := range placed {
		if _, taken := p.At(m.to); taken {
			return Opening{}, fmt.Errorf("two men on %s", notation.FormatSquare(v, m.to))
		}
		p = p.Put(m.to, m.pc)
	}
	return Opening{Name: name, Position: p}, nil
}

// Read reads a set from PDN: each game is an opening, named by its Event
// tag or its number, starting from its FEN tag or the variant's start,
// its moves (if any) leading to the opening's position. Its Variant is v,
// unless v is nil and the games name one. A file too large to hold as a
// Set is read an opening at a time by a [Reader].
func Read(v *variant.Variant, r io.Reader) (*Set, error) {
	or := NewReader(v, r)
	s := &Set{}
	for {
		o, err := or.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		s.Openings = append(s.Openings, o)
	}
	if len(s.Openings) == 0 {
		return nil, errors.New("no games")
	}
	s.Variant = or.Variant
	return s, nil
}
