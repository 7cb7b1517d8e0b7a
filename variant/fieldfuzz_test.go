package variant_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// fieldReader hands out the bytes of a fuzz input as values, zero once
// they run out.
type fieldReader struct{ data []byte }

func (r *fieldReader) byte() byte {
	if len(r.data) == 0 {
		return 0
	}
	b := r.data[0]
	r.data = r.data[1:]
	return b
}

// int returns a small signed number: the fields' edge cases (negative,
// zero, one, a few) come up often.
func (r *fieldReader) int() int { return int(int8(r.byte())) % 40 }

// text returns up to 16 bytes of the input as a string.
func (r *fieldReader) text() string {
	n := int(r.byte() % 17)
	if n > len(r.data) {
		n = len(r.data)
	}
	s := string(r.data[:n])
	r.data = r.data[n:]
	return s
}

// FuzzRulesFields sets the fields of a registered variant's rules directly
// from the input, as a program that builds its own variant does (not
// through JSON): the capture mark, the king-move limit, names and
// aliases, and draw rules of any kind with any counts. New must not panic
// and its errors must wrap ErrInvalid. A variant New accepts must write
// its rules as JSON that reads back to equal rules, and play: a random game
// of up to 60 plies through a Game (every draw rule judged at every ply,
// claims made where open), each move's text reading back as the move.
func FuzzRulesFields(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{1, 'x', 3, 2, 'r', 'u', 0, 3, 1, 2, 50, 1, 1, 2, 0, 0})
	f.Add([]byte{20, ':', 0, 5, 'a', 'b', 'c', '!', 'e', 2, 2, 10, 0, 2, 1, 1, 1, 3, 0, 1, 1})
	f.Add([]byte{24, '-', 3, 0, 4, 4, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		in := &fieldReader{data}
		all := variant.All()
		r := all[int(in.byte())%len(all)].Rules()
		r.Name = "fuzz-" + in.text()
		r.Aliases = []string{in.text()}
		r.CaptureMark = in.byte()
		r.KingMoveLimit = in.int() % 12
		r.Draws = nil
		for range in.byte() % 4 {
			r.Draws = append(r.Draws, variant.DrawRule{
				Name:      in.text(),
				Kind:      variant.DrawKind(in.byte() % 6),
				Threshold: in.int(),
				Run:       variant.Run(in.byte() % 4),
				Material: variant.Material{LoneKing: in.byte()%2 == 1, MinPieces: in.int(), MaxPieces: in.int(),
					MinKings: in.int(), NoMen: in.byte()%2 == 1, MinTotal: in.int(), MaxTotal: in.int()},
				Unit:      variant.Unit(in.byte() % 4),
				Exception: variant.Exception(in.byte() % 3),
				Claim:     variant.Claim(in.byte() % 4),
				Claimant:  variant.Claimant(in.byte() % 3),
			})
		}
		v, err := variant.New(r)
		if err != nil {
			if !errors.Is(err, variant.ErrInvalid) {
				t.Fatalf("error %v does not wrap ErrInvalid", err)
			}
			return
		}
		out, err := json.Marshal(v.Rules())
		if err != nil {
			t.Fatalf("the rules New accepted do not write: %v", err)
		}
		var back variant.Rules
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("written as %s, which does not read: %v", out, err)
		}
		nv, err := variant.New(back)
		if err != nil {
			t.Fatalf("written as %s, which New refuses: %v", out, err)
		}
		want, got := v.Rules(), nv.Rules()
		want.Board, got.Board = nil, nil
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("written as %s, which reads as other rules", out)
		}
		playRandomGame(t, v, uint64(len(data)))
	})
}

// playRandomGame plays up to 60 random plies of v through a Game, claiming
// each draw open to the side to move now and then, and checks that every
// move's text reads back as that move.
func playRandomGame(t *testing.T, v *variant.Variant, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 2))
	g := checkers.New(v)
	for g.Ply() < 60 && !g.Result().Over() {
		if claims := g.Claims(); len(claims) > 0 && rng.IntN(4) == 0 {
			c := claims[0]
			var named []board.Move
			if c.Moves != nil {
				named = c.Moves[:1]
			}
			if err := g.ClaimDraw(g.Position().Turn, c.Rule, named...); err != nil {
				t.Fatalf("an open claim %q was refused: %v", c.Rule, err)
			}
			break
		}
		p, moves := g.Position(), g.LegalMoves()
		m := moves[rng.IntN(len(moves))]
		text := notation.FormatMove(v, p, m)
		read, err := notation.ParseMove(v, p, text)
		if err != nil || !read.SameAs(&m) {
			t.Fatalf("%s: the move written %q reads back as %v, %v", notation.FormatFEN(v, p), text, read, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("a legal move was refused: %v", err)
		}
	}
}
