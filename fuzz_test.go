package checkers_test

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// gameCodec is one of the two ways a Game is read and written.
type gameCodec struct {
	name      string
	marshal   func(*checkers.Game) ([]byte, error)
	unmarshal func(*checkers.Game, []byte) error
}

// gameCodecs are the PDN text and JSON forms of a Game.
var gameCodecs = []gameCodec{
	{"text", (*checkers.Game).MarshalText, (*checkers.Game).UnmarshalText},
	{"JSON", (*checkers.Game).MarshalJSON, (*checkers.Game).UnmarshalJSON},
}

// sameGame reports how a and b differ as records of a game (variant, start
// position, moves, result and annotations), or "" if they do not.
func sameGame(a, b *checkers.Game) string {
	switch {
	case a.Variant() != b.Variant():
		return "variant " + a.Variant().Name() + " became " + b.Variant().Name()
	case a.Start() != b.Start():
		return "start " + notation.FormatFEN(a.Variant(), a.Start()) + " became " + notation.FormatFEN(b.Variant(), b.Start())
	case !slices.Equal(a.HistoryTexts(), b.HistoryTexts()):
		return "moves changed"
	case a.Result() != b.Result():
		return "result " + a.Result().String() + " became " + b.Result().String()
	}
	for ply := 1; ply <= a.Ply(); ply++ {
		if !reflect.DeepEqual(a.Annotation(ply), b.Annotation(ply)) {
			return fmt.Sprintf("the annotation of ply %d changed", ply)
		}
	}
	return ""
}

// FuzzGameText reads arbitrary bytes as a Game, as PDN text and as JSON.
// It must never panic. A failed read must leave the game it was given as
// it was (the methods promise so). A game that reads must be written
// again, and what is written must read as the same game (variant, start,
// moves, result) and be written identically: the first writing already
// puts the record in the writer's own form. The seed corpus is in
// testdata/fuzz/FuzzGameText.
func FuzzGameText(f *testing.F) {
	for _, s := range []string{
		"[Event \"e\"]\n[GameType \"21\"]\n1. 11-15 23-19 2. 8-11 22-17 *\n",
		"[GameType \"20\"]\n[FEN \"W:W28:B23\"]\n1. 28x19 1-0\n",
		"[GameType \"25\"] 1. c3-d4 f6-e5 2. d4xf6 g7xe5 0-1",
		`{"variant":"russian","start":"W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8","moves":["c3-d4"],"tags":[{"name":"White","value":"Ann"}],"result":"white wins: resignation"}`,
		`{"variant":"english","start":"B:W21-32:B1-12","moves":["11-15","23-19"],"comments":["a","b"],"result":"ongoing"}`,
		`{"variant":"international","start":"W:W28:B23","moves":["28x19"],"result":"white wins: no move"}`,
		"[GameType \"20\"]\n1. 32-28!? $10 19-23 (18-23 38-32 (37-32? 23-29! {c}) 12-18 ({or} 13-18)) 28x19 14x23(!?!!!) *\n",
		`{"variant":"english","moves":["11-15","23-19"],"annotations":[{"ply":2,"nags":[2],"variations":[{"comment":"c","moves":[{"move":"22-18","comment":"d"},{"move":"15x22","strength":"(!?!)"}]}]}],"result":"ongoing"}`,
		"[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n1. 46-41 1-6 2. 41-46 6-1 3. 46-41 1-6 4. 41-46 6-1 5. 46-41 *\n",
		`{"variant":"international","start":"W:WK46:BK1","moves":["46-41","1-6","41-46","6-1","46-41","1-6","41-46","6-1","46-41"],"result":"ongoing","playOn":true}`,
		"", "{}", "*", "[FEN \"x\"]", `{"variant":"nope"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, c := range gameCodecs {
			// A game with a move and a tag, which a failed read must
			// leave alone.
			g := checkers.New(variant.English)
			if err := g.PlayText("11-15"); err != nil {
				t.Fatal(err)
			}
			g.SetTag("Event", "before")
			before := g.Clone()
			if err := c.unmarshal(g, data); err != nil {
				if d := sameGame(before, g); d != "" {
					t.Fatalf("%s: %q: failed read (%v) changed the game: %s", c.name, data, err, d)
				}
				continue
			}
			out, err := c.marshal(g)
			if err != nil {
				t.Fatalf("%s: %q: the game read does not write: %v", c.name, data, err)
			}
			var again checkers.Game
			if err := c.unmarshal(&again, out); err != nil {
				t.Fatalf("%s: %q: written as %q, which does not read: %v", c.name, data, out, err)
			}
			if d := sameGame(g, &again); d != "" {
				t.Fatalf("%s: %q: written as %q, which reads as another game: %s", c.name, data, out, d)
			}
			out2, err := c.marshal(&again)
			if err != nil {
				t.Fatalf("%s: %q: written as %q, read back, does not write: %v", c.name, data, out, err)
			}
			if !bytes.Equal(out, out2) {
				t.Fatalf("%s: %q: written as %q, then as %q", c.name, data, out, out2)
			}
		}
	})
}
