package variant_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// FuzzRulesJSON reads arbitrary bytes as a JSON rules file, as the command
// line's -rules flag does: json.Unmarshal into Rules, then New. Neither may
// panic, and New's errors must wrap ErrInvalid. A variant New accepts must
// be usable: its rules go to JSON and back into an equal variant, and a
// few random moves can be played from its start. The seeds, every
// registered variant's rules, every draw option and a few odd files, are added here rather
// than kept in testdata, so that they follow the rules as they change.
func FuzzRulesJSON(f *testing.F) {
	for _, v := range variant.All() {
		data, err := json.Marshal(v.Rules())
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, o := range variant.DrawOptions() {
		r := variant.International.Rules()
		r.Draws = o.Draws
		data, err := json.Marshal(r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{`{}`, `{"Name":"x","Board":"8x8 dark-a1-dark"}`, `{"Name":"x","Board":"1x1 whole"}`, `null`, `[]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var r variant.Rules
		if err := json.Unmarshal(data, &r); err != nil {
			return
		}
		v, err := variant.New(r)
		if err != nil {
			if !errors.Is(err, variant.ErrInvalid) {
				t.Fatalf("%q: error %v does not wrap ErrInvalid", data, err)
			}
			return
		}
		out, err := json.Marshal(v.Rules())
		if err != nil {
			t.Fatalf("%q: the rules New accepted do not write: %v", data, err)
		}
		var back variant.Rules
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("%q: written as %q, which does not read: %v", data, out, err)
		}
		nv, err := variant.New(back)
		if err != nil {
			t.Fatalf("%q: written as %q, which New refuses: %v", data, out, err)
		}
		want, got := v.Rules(), nv.Rules()
		if !slices.Equal(want.Board.Squares(), got.Board.Squares()) || want.Board.Layout() != got.Board.Layout() {
			t.Fatalf("%q: written as %q, which reads as another board", data, out)
		}
		// The geometries are distinct values built alike; the rest is plain
		// data that must come back exactly.
		want.Board, got.Board = nil, nil
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("%q: written as %q, which reads as other rules:\n%+v\n%+v", data, out, want, got)
		}
		if v.Start() != nv.Start() {
			t.Fatalf("%q: written as %q, which starts elsewhere", data, out)
		}
		// A few random plies from the start: enough to reach the move
		// generator's every rule that the start position exercises, short
		// enough to keep executions fast on any board.
		rng := rand.New(rand.NewPCG(uint64(len(data)), 1))
		p := v.Start()
		for range 6 {
			legal := movegen.Generate(v, p, nil)
			if len(legal) == 0 {
				break
			}
			p = v.Apply(p, legal[rng.IntN(len(legal))])
		}
	})
}
