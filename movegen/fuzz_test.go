package movegen_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// maxFuzzPlies bounds the random games of FuzzGenerate: longer than most
// games, short enough to keep an execution in the milliseconds.
const maxFuzzPlies = 300

// fuzzCheckNode fails the test unless p, reached in a game of v, has the
// properties every position must have: Generate, Count and HasMoves agree;
// Apply leaves its receiver alone and keeps the Zobrist key equal to the
// key computed from scratch; the FEN written for p reads back to p. It
// returns the legal moves.
func fuzzCheckNode(t *testing.T, v *variant.Variant, p board.Position) []board.Move {
	t.Helper()
	fen := notation.FormatFEN(v, p)
	if p.Key != p.ComputeKey() {
		t.Fatalf("%s %s: key %x, computed %x", v.Name(), fen, p.Key, p.ComputeKey())
	}
	moves := movegen.Generate(v, p, nil)
	if n := movegen.Count(v, p); n != len(moves) {
		t.Fatalf("%s %s: Count %d, Generate %d", v.Name(), fen, n, len(moves))
	}
	if has := movegen.HasMoves(v, p); has != (len(moves) > 0) {
		t.Fatalf("%s %s: HasMoves %v with %d moves", v.Name(), fen, has, len(moves))
	}
	for _, m := range moves {
		// Position is a value, but it holds arrays that a careless
		// pointer receiver could still write through.
		before := p
		q := v.Apply(p, m)
		if p != before {
			t.Fatalf("%s %s: Apply(%s) changed its receiver", v.Name(), fen, notation.FormatMovePath(v, p, m))
		}
		if q.Key != q.ComputeKey() {
			t.Fatalf("%s %s: after %s key %x, computed %x", v.Name(), fen, notation.FormatMovePath(v, p, m), q.Key, q.ComputeKey())
		}
	}
	back, err := notation.ParseFEN(v, fen)
	if err != nil {
		t.Fatalf("%s: FEN %s written for a game's position does not read: %v", v.Name(), fen, err)
	}
	if back != p {
		t.Fatalf("%s: FEN %s reads as another position", v.Name(), fen)
	}
	return moves
}

// FuzzGenerate plays a random game of a variant that the input picks, with
// moves drawn by a generator the input seeds, and checks every position
// on the way with fuzzCheckNode. The seeds, a few games of every variant,
// are added here rather than kept in testdata, so that they follow the
// registry as it grows.
func FuzzGenerate(f *testing.F) {
	for i := range variant.All() {
		f.Add(uint8(i), uint64(i), uint16(maxFuzzPlies))
		f.Add(uint8(i), uint64(i)<<32|7, uint16(40))
	}
	f.Fuzz(func(t *testing.T, vi uint8, seed uint64, plies uint16) {
		all := variant.All()
		v := all[int(vi)%len(all)]
		rng := rand.New(rand.NewPCG(seed, uint64(plies)))
		p := v.Start()
		for range int(plies) % (maxFuzzPlies + 1) {
			moves := fuzzCheckNode(t, v, p)
			if len(moves) == 0 {
				return
			}
			p = v.Apply(p, moves[rng.IntN(len(moves))])
		}
		fuzzCheckNode(t, v, p)
	})
}

// FuzzGeneratePosition reads a FEN of a variant the input picks and, if it
// is a valid position, plays a short random game from it (moves drawn by a
// generator the input seeds), checking every position with fuzzCheckNode
// and against the reference implementation (agreeWithReference): the
// positions no game from the start reaches, crowded or odd, and runs of
// king moves in Frisian.
func FuzzGeneratePosition(f *testing.F) {
	for _, s := range []struct {
		variant string
		fen     string
	}{
		{"english", "B:W18,22,K30:B9,10,K14"},
		{"international", "W:W25,28,31,K46:B12,13,19,K5"},
		{"russian", "W:Wc3,e3,Kg1:Bd4,f6,Kh8"},
		{"turkish", "W:Wa3,b3,Kd4:Ba6,Kd6,e6"},
		{"frisian", "W:WK46,45:B1:+0+346"},
		{"frisian", "B:W33,K46:BK28,1,23:+228+146"},
		{"killer", "W:WK46:B41,K37,K23"},
		{"dameo", "W:Wc1,c2,c3:Bc6,Kd5"},
		{"hawaii", "B:Wa1,c1:Bb1,d1"},
	} {
		v, err := variant.ByName(s.variant)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(slices.Index(variant.All(), v)), s.fen, uint64(1))
	}
	f.Fuzz(func(t *testing.T, vi uint8, fen string, seed uint64) {
		all := variant.All()
		v := all[int(vi)%len(all)]
		p, err := notation.ParseFEN(v, fen)
		if err != nil {
			return
		}
		rng := rand.New(rand.NewPCG(seed, 3))
		for range 20 {
			if !agreeWithReference(t, v, p) {
				t.FailNow()
			}
			moves := fuzzCheckNode(t, v, p)
			if len(moves) == 0 {
				return
			}
			p = v.Apply(p, moves[rng.IntN(len(moves))])
		}
	})
}
