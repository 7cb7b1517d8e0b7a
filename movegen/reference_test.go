package movegen_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/reference"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// sameMoves reports whether two move lists hold the same moves by identity
// (from, to, captured set, promotion), whatever their order and paths.
func sameMoves(a, b []board.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		found := false
		for j := range b {
			if a[i].SameAs(&b[j]) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// agreeWithReference checks the generator against the slow second
// implementation on one position: the same legal moves, and each of them
// applied by Variant.Apply as the reference applies it with its own code.
func agreeWithReference(t *testing.T, v *variant.Variant, p board.Position) bool {
	t.Helper()
	got := movegen.Generate(v, p, nil)
	want := reference.Moves(v, p)
	if sameMoves(got, want) {
		if !routesAgree(t, v, p, got) {
			return false
		}
		for _, m := range got {
			if after, ref := v.Apply(p, m), reference.Apply(v, p, m); after != ref {
				assert.Fail(t, "Apply and the reference disagree", "%s %s, move %s\nApply:     %s\nreference: %s",
					v.Name(), notation.FormatFEN(v, p), notation.FormatMovePath(v, p, m),
					notation.FormatFEN(v, after), notation.FormatFEN(v, ref))
				return false
			}
		}
		return true
	}
	text := func(ms []board.Move) []string {
		var out []string
		for _, m := range ms {
			out = append(out, notation.FormatMovePath(v, p, m))
		}
		return out
	}
	assert.Fail(t, "generator and reference disagree", "%s %s\ngenerator: %v\nreference: %v",
		v.Name(), notation.FormatFEN(v, p), text(got), text(want))
	return false
}

// routesAgree checks the paths of the captures of p, legal the moves
// Generate listed, against the reference's routes: every route
// movegen.Routes gives is one of the reference's, path and all, and so is
// the one movegen.Paths gives each legal capture, once, which movegen.Path
// gives too. Every move of the reference's routes has a route of
// movegen.Routes.
func routesAgree(t *testing.T, v *variant.Variant, p board.Position, legal []board.Move) bool {
	t.Helper()
	refs := reference.Routes(v, p)
	isRef := func(r movegen.Route) bool {
		for _, ref := range refs {
			if ref.Move == r.Move && slices.Equal(ref.Path, r.Path) {
				return true
			}
		}
		return false
	}
	fen := notation.FormatFEN(v, p)
	routes := movegen.Routes(v, p, nil)
	for _, r := range routes {
		if !isRef(r) {
			return assert.Fail(t, "a route the reference does not know", "%s %s: %s by %v", v.Name(), fen, r.Move, r.Path)
		}
	}
	for _, ref := range refs {
		if !slices.ContainsFunc(routes, func(r movegen.Route) bool { return r.Move == ref.Move }) {
			return assert.Fail(t, "a capture without a route", "%s %s: %s", v.Name(), fen, ref.Move)
		}
	}
	paths := movegen.Paths(v, p, nil)
	var moves []board.Move
	for _, r := range paths {
		if !isRef(r) {
			return assert.Fail(t, "a path the reference does not know", "%s %s: %s by %v", v.Name(), fen, r.Move, r.Path)
		}
		if !slices.Equal(r.Path, movegen.Path(v, p, r.Move)) {
			return assert.Fail(t, "Path and Paths disagree", "%s %s: %s", v.Name(), fen, r.Move)
		}
		moves = append(moves, r.Move)
	}
	if len(refs) > 0 && !sameMoves(moves, legal) {
		return assert.Fail(t, "Paths lists other moves than Generate", "%s %s: %v, %v", v.Name(), fen, moves, legal)
	}
	return true
}

// The generator agrees with the reference on every position of random
// games: kings, long captures and promotions in mid-game positions.
func TestAgreesWithReferenceOnRandomGames(t *testing.T) {
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			failures := 0
			randomGames(v, 100, 11, func(p board.Position) {
				if failures < 3 && !agreeWithReference(t, v, p) {
					failures++
				}
			})
		})
	}
}

// randomPosition scatters men and kings of both colours at random (men
// never on their own promotion squares), with either side to move: crowded
// positions with many captures that games rarely reach.
func randomPosition(v *variant.Variant, rng *rand.Rand) board.Position {
	var p board.Position
	for _, s := range v.Board().Squares() {
		switch r := rng.IntN(100); {
		case r < 18 && !v.Promotion()[board.White].Has(s):
			p.Men[board.White] = p.Men[board.White].With(s)
		case r >= 18 && r < 40 && !v.Promotion()[board.Black].Has(s):
			p.Men[board.Black] = p.Men[board.Black].With(s)
		case r >= 40 && r < 44:
			p.Kings[board.White] = p.Kings[board.White].With(s)
		case r >= 44 && r < 48:
			p.Kings[board.Black] = p.Kings[board.Black].With(s)
		}
	}
	p.Turn = board.Color(rng.IntN(2))
	return withRuns(v, p, rng)
}

// withRuns prepares p for v and, where v limits a king's quiet moves in a
// row, gives each side that has men and kings a run of a random king, of
// any length up to the limit, half of the time.
func withRuns(v *variant.Variant, p board.Position, rng *rand.Rand) board.Position {
	p = p.Rehash()
	limit := v.KingMoveLimit()
	for c := board.White; c <= board.Black; c++ {
		kings := slices.Collect(p.Kings[c].Squares())
		if limit == 0 || p.Men[c].IsEmpty() || len(kings) == 0 || rng.IntN(2) == 0 {
			continue
		}
		run := board.KingRun{King: kings[rng.IntN(len(kings))], Moves: uint8(1 + rng.IntN(limit))}
		p = p.SetKingRun(c, run)
	}
	return p
}

// The generator agrees with the reference on random crowded positions.
func TestAgreesWithReferenceOnRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			failures := 0
			for range n {
				if failures < 3 && !agreeWithReference(t, v, randomPosition(v, rng)) {
					failures++
				}
			}
		})
	}
}

// openPosition puts a few kings of each side among a few men on an open
// board: the positions where long king captures wind round the board and,
// with immediate removal, end on a square they emptied.
func openPosition(v *variant.Variant, rng *rand.Rand) board.Position {
	var p board.Position
	squares := v.Board().Squares()
	place := func(c board.Color, k board.Kind, n int) {
		for range n {
			s := squares[rng.IntN(len(squares))]
			if _, taken := p.At(s); taken || (k == board.Man && v.Promotion()[c].Has(s)) {
				continue
			}
			p = p.Put(s, board.Piece{Color: c, Kind: k})
		}
	}
	place(board.White, board.King, 1+rng.IntN(2))
	place(board.Black, board.King, rng.IntN(3))
	place(board.White, board.Man, rng.IntN(4))
	place(board.Black, board.Man, 2+rng.IntN(12))
	p.Turn = board.Color(rng.IntN(2))
	return withRuns(v, p, rng)
}

// agreeOnPerft checks the generator's perft, which makes moves with the
// generator's own apply (or, with o.Bulk, counts the last two plies
// without making them), against the reference's, which makes them with
// its own.
func agreeOnPerft(t *testing.T, v *variant.Variant, p board.Position, depth int, o movegen.PerftOptions) bool {
	t.Helper()
	got, want := movegen.Perft(v, p, depth, o), reference.Perft(v, p, depth)
	if got == want {
		return true
	}
	assert.Fail(t, "perft disagrees with the reference", "%s %s depth %d (bulk %v): generator %d, reference %d",
		v.Name(), notation.FormatFEN(v, p), depth, o.Bulk, got, want)
	return false
}

// The generator, Apply and the generator's perft agree with the reference on
// open boards with many kings, and on crowded random ones: the moves of
// every position, perft to depth 2 on one in five and to depth 3 on one in
// a hundred, every move made by each side's own code.
func TestAgreesWithReferenceOnKingsBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	n := 5000
	if testing.Short() {
		n = 500
	}
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			failures := 0
			for i := range n {
				if failures >= 3 {
					break
				}
				p := openPosition(v, rng)
				if i%4 == 3 {
					p = randomPosition(v, rng)
				}
				ok := agreeWithReference(t, v, p)
				switch {
				case i%100 == 0:
					ok = ok && agreeOnPerft(t, v, p, 3, movegen.PerftOptions{})
				case i%5 == 0:
					ok = ok && agreeOnPerft(t, v, p, 2, movegen.PerftOptions{})
				}
				if !ok {
					failures++
				}
			}
		})
	}
}

// menPosition scatters men of both colours on about a third of the squares
// at random, with either side to move: positions whose moves often crown
// within a ply or two, where the end rules of crowning (Breakthrough:
// the first king wins) meet bulk counting's last two plies.
func menPosition(v *variant.Variant, rng *rand.Rand) board.Position {
	var p board.Position
	for _, s := range v.Board().Squares() {
		c := board.Color(rng.IntN(2))
		if rng.IntN(100) >= 30 || v.Promotion()[c].Has(s) {
			continue
		}
		p.Men[c] = p.Men[c].With(s)
	}
	p.Turn = board.Color(rng.IntN(2))
	return withRuns(v, p, rng)
}

// Bulk perft, which counts the last two plies without making every move,
// agrees with the reference's perft on men-only positions near crowning
// and on crowded random ones, to depth 2 everywhere and 3 on one in ten.
func TestBulkPerftAgreesWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 3))
	n := 1000
	if testing.Short() {
		n = 200
	}
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			failures := 0
			for i := range n {
				p := menPosition(v, rng)
				if i%2 == 1 {
					p = randomPosition(v, rng)
				}
				deepest := 2
				if i%10 == 9 {
					deepest = 3
				}
				for depth := 2; depth <= deepest && failures < 3; depth++ {
					if !agreeOnPerft(t, v, p, depth, movegen.PerftOptions{Bulk: true}) {
						failures++
					}
				}
			}
		})
	}
}
