package hub

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// fuzzVariant returns the registered variant that the fuzz input's index
// picks, wrapping round so that every index names one.
func fuzzVariant(i uint8) *variant.Variant {
	all := variant.All()
	return all[int(i)%len(all)]
}

// randomPosition plays up to plies random legal moves from v's start, with
// a generator seeded by seed, and returns the position reached: a position
// that a real game can hold, as a GUI or an engine sends it.
func randomPosition(v *variant.Variant, seed uint64, plies int) board.Position {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	p := v.Start()
	for range plies {
		legal := movegen.Generate(v, p, nil)
		if len(legal) == 0 {
			break
		}
		p = p.Apply(legal[rng.IntN(len(legal))])
	}
	return p
}

// checkMoveRoundTrip fails the test unless every legal move of p is
// written by FormatMove as a text that ParseMove reads back as a move with
// the same squares: the protocol names a move by its start, end and
// captured squares alone, so that is all that must survive.
func checkMoveRoundTrip(t *testing.T, v *variant.Variant, p board.Position, legal []board.Move) {
	t.Helper()
	for _, m := range legal {
		text := FormatMove(v, m)
		back, err := ParseMove(v, p, text)
		if err != nil || !sameSquares(m, back) {
			t.Fatalf("%s %s: %v written %q reads as %v (%v)", v.Name(), FormatPosition(v, p), m, text, back, err)
		}
	}
}

// sameSquares reports whether a and b are the same move as the protocol
// writes it: the same lift, or the same start, end and captured squares.
func sameSquares(a, b board.Move) bool {
	if a.Lift || b.Lift {
		return a.Lift == b.Lift && a.From == b.From
	}
	return a.From == b.From && a.To == b.To && a.Captured == b.Captured
}

// FuzzParsePosition reads arbitrary text as a Hub position string of every
// kind of board. It must never panic, and its errors must wrap
// ErrPosition. A position it reads must be written by FormatPosition as
// the very same text, carry its true Zobrist key and hold pieces on
// playable squares only. The server plays on from whatever position the
// GUI sends, so the move generator must cope with it too, and its moves
// must survive FormatMove and ParseMove. The seed corpus is in
// testdata/fuzz/FuzzParsePosition.
func FuzzParsePosition(f *testing.F) {
	for i, v := range variant.All() {
		f.Add(uint8(i), FormatPosition(v, v.Start()))
		f.Add(uint8(i), FormatPosition(v, randomPosition(v, uint64(i), 30)))
	}
	f.Fuzz(func(t *testing.T, vi uint8, text string) {
		v := fuzzVariant(vi)
		p, err := ParsePosition(v, text)
		if err != nil {
			if !errors.Is(err, ErrPosition) {
				t.Fatalf("%s: %q: error %v does not wrap ErrPosition", v.Name(), text, err)
			}
			return
		}
		if back := FormatPosition(v, p); back != text {
			t.Fatalf("%s: %q reads as a position written %q", v.Name(), text, back)
		}
		again, err := ParsePosition(v, FormatPosition(v, p))
		if err != nil || again != p {
			t.Fatalf("%s: %q does not read back the same (%v)", v.Name(), text, err)
		}
		if p.Key != p.ComputeKey() {
			t.Fatalf("%s: %q: key %x, computed %x", v.Name(), text, p.Key, p.ComputeKey())
		}
		if !p.Occupied().AndNot(v.Board().Valid()).IsEmpty() {
			t.Fatalf("%s: %q: a piece off the playable squares", v.Name(), text)
		}
		checkMoveRoundTrip(t, v, p, movegen.Generate(v, p, nil))
	})
}

// FuzzParseMove reads arbitrary text as a Hub move in a position of a
// random game of some variant. It must never panic, and its errors must
// wrap ErrMove; a move it reads must be legal and be written by FormatMove
// as a text that reads back as the same move. Every legal move of the
// position must survive FormatMove and ParseMove as well. The seed corpus
// is in testdata/fuzz/FuzzParseMove.
func FuzzParseMove(f *testing.F) {
	for i, text := range []string{"32-28", "28x19x23", "c3-d4", "c3xe5xd4", "11-15", "d5", "a1:c3:b2", "", "x", "-", "1-1-1", "99-98"} {
		f.Add(uint8(i), uint64(i), uint8(i*7), text)
	}
	f.Fuzz(func(t *testing.T, vi uint8, seed uint64, plies uint8, text string) {
		v := fuzzVariant(vi)
		// Games rarely last longer; a cap keeps each execution short.
		p := randomPosition(v, seed, int(plies)%120)
		legal := movegen.Generate(v, p, nil)
		m, err := ParseMove(v, p, text)
		if err != nil {
			if !errors.Is(err, ErrMove) {
				t.Fatalf("%s %s: %q: error %v does not wrap ErrMove", v.Name(), FormatPosition(v, p), text, err)
			}
		} else {
			found := false
			for _, l := range legal {
				if l == m {
					found = true
				}
			}
			if !found {
				t.Fatalf("%s %s: %q reads as %v, not a legal move", v.Name(), FormatPosition(v, p), text, m)
			}
			back, err := ParseMove(v, p, FormatMove(v, m))
			if err != nil || back != m {
				t.Fatalf("%s %s: %q reads as %v, written %q, which reads as %v (%v)", v.Name(), FormatPosition(v, p),
					text, m, FormatMove(v, m), back, err)
			}
		}
		checkMoveRoundTrip(t, v, p, legal)
	})
}
