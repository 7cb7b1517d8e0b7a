package pdn

import (
	"bytes"
	"errors"
	"io"
	"testing"
)

// FuzzReader reads arbitrary bytes as PDN, leniently and strictly. It must
// never panic, every fault must say where it is, and every game read
// without a fault must be written by Write as text that reads back as the
// same game and writes the same text again. The seed corpus is in
// testdata/fuzz/FuzzReader.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"[Event \"e\"]\n[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n",
		"32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23",
		"[GameType \"21\"] 1. 11-15 {c} 23-19 $3 (1... 22-18!?) 8-11 ; line\n*",
		"[GameType \"25\"] 1. c3-d4 f6-e5 2. d4:f6 g7xe5 1-0",
		"[Variant \"hawaii\"] 1. d5 d4 2. d7xd5 *",
		"[FEN \"B:W28,K45:B3,19\"] 19-23 28x19 3-8 *",
		"[FEN \"?:W29,13,11:B22,4,2\"]\r\n*\r\n\r\n[FEN \"W:W31-50:B1-20\"]\r\n*",
		"\xEF\xBB\xBF% escape\n[Event \"x\\\"y\"] 1.32-28!? 19-23(!?!!!) 2.28x19* *",
		"[Event \"a\"]\\r\n[[Site \"b\"] [Empty] junk\n01. 32- 28 a3b4 1/2-1/2",
		"[Variant \"dameo\"] 1. a2-a3 (1. b2-b3) *",
		"1. 32-28 (1. 33-28 ; x}\n) 19-23 *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, strict := range []bool{false, true} {
			r := NewReader(bytes.NewReader(data))
			r.Strict = strict
			for range 1000 {
				g, err := r.Read()
				if err == io.EOF {
					break
				}
				if err != nil {
					checkError(t, err)
				}
				if g == nil {
					continue
				}
				if g.Err != nil {
					checkError(t, g.Err)
				}
				for _, w := range g.Warnings {
					checkError(t, w)
				}
				if strict || g.Err != nil || g.Variant == nil {
					continue
				}
				if d := checkRoundTrip(g); d != "" {
					t.Fatalf("%q: game at line %d does not read back the same: %s", data, g.Line, d)
				}
			}
		}
	})
}

// checkError checks that err is an *Error with a place.
func checkError(t *testing.T, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is not an *Error", err)
	}
	if e.Line < 1 || e.Column < 1 || e.Err == nil {
		t.Fatalf("error %v has no place or no cause", err)
	}
}

// FuzzParser parses arbitrary bytes as PDN, the parser alone, leniently
// and strictly, then binds and replays what it parsed. It must never
// panic; every fault and warning, and every fault that cut a variation
// short, must say where it is, as must every move, tag and variation; a
// header-only parse must find the same games, with the same tags and
// terminators; and a game replayed under its first candidate must be the
// game the binder gives when that candidate replays it whole. The seed
// corpus is in testdata/fuzz/FuzzParser.
func FuzzParser(f *testing.F) {
	for _, s := range []string{
		"[Event \"e\"]\n1. 32-28 {c} (1. 33-28 ¿ 19-23) 19-23 0-1[Event \"f\"] 1. 11-15 *",
		"junk\n[Event \"e\"] ¿\n[Site \"s\"]\n1. 32-28 ((1. 34-29)) 19-23) -\n",
		"[FEN \"W:W21-27,29-32:B1-7,9-11,15\"] *\r\n[FEN \"B:W19,21-27,29-32:B1-7,9-12\"] *",
		"1. c3d4 f6-e5 2. D4:F6 G7xE5 (2... e7xg5 {x) 1. - - *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, strict := range []bool{false, true} {
			games := parseFuzz(t, data, strict, false)
			headers := parseFuzz(t, data, strict, true)
			if len(games) != len(headers) {
				t.Fatalf("%q: %d games, %d headers", data, len(games), len(headers))
			}
			var b Binder
			b.Strict = strict
			for i, g := range games {
				h := headers[i]
				if len(g.Tags) != len(h.Tags) || g.Terminator != h.Terminator || g.Line != h.Line {
					t.Fatalf("%q: game %d: the header-only parse differs", data, i+1)
				}
				checkRaw(t, g)
				candidates := b.Candidates(g)
				game := b.Bind(g)
				if game.Err != nil {
					checkError(t, game.Err)
				}
				if g.NamesVariant() || len(candidates) == 0 {
					continue
				}
				first, trouble := replay(g, candidates[0], strict)
				if trouble == nil && (game.Variant != first.Variant || len(game.Moves) != len(first.Moves)) {
					t.Fatalf("%q: game %d replays whole under %s, read as %v", data, i+1, candidates[0], game.Variant)
				}
			}
		}
	})
}

// parseFuzz parses every game of data, whole or its header only.
func parseFuzz(t *testing.T, data []byte, strict, header bool) []*RawGame {
	p := NewParser(bytes.NewReader(data))
	p.Strict = strict
	var games []*RawGame
	for range 1000 {
		next := p.Next
		if header {
			next = p.NextHeader
		}
		g, err := next()
		if err == io.EOF {
			break
		}
		if err != nil {
			checkError(t, err)
			continue
		}
		games = append(games, g)
	}
	return games
}

// checkRaw checks that the faults, warnings, tags and moves of a parsed
// game say where they are.
func checkRaw(t *testing.T, g *RawGame) {
	t.Helper()
	if g.Err != nil {
		checkError(t, g.Err)
	}
	for _, w := range g.Warnings {
		checkError(t, w)
	}
	for _, tag := range g.Tags {
		if tag.Line < 1 || tag.Column < 1 || tag.ValueLine < tag.Line || tag.ValueColumn < 1 {
			t.Fatalf("tag %q has no place", tag.Name)
		}
	}
	var walk func(line []*RawNode)
	walk = func(line []*RawNode) {
		for _, n := range line {
			if n.Line < 1 || n.Column < 1 || n.Text == "" {
				t.Fatalf("move %q has no place", n.Text)
			}
			for _, v := range n.Variations {
				if v.Line < 1 || v.Column < 1 {
					t.Fatalf("a variation of %q has no place", n.Text)
				}
				if v.Err != nil {
					checkError(t, v.Err)
				}
				walk(v.Moves)
			}
		}
	}
	walk(g.Moves)
}
