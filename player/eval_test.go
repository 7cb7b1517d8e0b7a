package player

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// randomPositions returns n positions of random games of v from its start,
// a few plies apart, the same for the same seed.
func randomPositions(v *variant.Variant, n int, seed uint64) []board.Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []board.Position
	var moves []board.Move
	for len(out) < n {
		p := v.Start()
		for ply := 0; ply < 200 && len(out) < n; ply++ {
			moves = movegen.Generate(v, p, moves[:0])
			if len(moves) == 0 {
				break
			}
			p = v.Apply(p, moves[rng.IntN(len(moves))])
			if rng.IntN(3) == 0 {
				out = append(out, p)
			}
		}
	}
	return out
}

// mirror returns p with the colours swapped and the board turned half a
// turn, the side to move swapped too: the same position seen from the
// other side. It is worked out from the squares' coordinates, apart from
// the code under test.
func mirror(t *testing.T, g *board.Geometry, p board.Position) board.Position {
	t.Helper()
	var q board.Position
	for _, s := range g.Squares() {
		pc, ok := p.At(s)
		if !ok {
			continue
		}
		r, c := g.Coord(s)
		m, ok := g.Square(g.Rows()-1-r, g.Cols()-1-c)
		require.True(t, ok)
		q = q.Put(m, board.Piece{Color: pc.Color.Opponent(), Kind: pc.Kind})
	}
	q.Turn = p.Turn.Opponent()
	return q
}

// TestLearnedEvalColourSymmetric: the learned evaluation of a position,
// for White, is minus that of the position mirrored (colours swapped, the
// board turned); for the side to move the two are equal.
func TestLearnedEvalColourSymmetric(t *testing.T) {
	v := variant.International
	var e evaluator
	e.init(v)
	require.NotNil(t, e.learned)
	for _, p := range randomPositions(v, 2000, 7) {
		q := mirror(t, v.Board(), p)
		require.Equal(t, e.learned.score(&p), -e.learned.score(&q), "%v", p)
		require.Equal(t, e.evaluate(&p), e.evaluate(&q), "%v", p)
	}
}

// TestFeatureCounts counts the features of a position by hand. White men
// on 28, 32, 33, 36, 31 and a Black man on 23 (White moves up the board,
// towards 1-5; Black down):
//
//   - 28 steps to 22 (23 is Black's), 32 to 27 (28 is White's), 33 to 29,
//     31 to 26 and 27 and 36 nowhere (31 is White's and 36 is on the
//     a-file): free 1+1+1+2 = 5, blocked 1 (36).
//   - 28 has White men on both squares behind it (32, 33); 32 has 37 and
//     38 behind, empty; 31 has 36 and 37, one empty: backed 1.
//   - files: 28 is e (the left half, a-e), 32 d, 36 a, 31 b, 33 f: left
//     4, right 1, balance 3.
//   - Black's 23 (file f: right) steps to 29 (28 is White's); 18 and 19
//     behind it are empty: free 1, blocked 0, backed 0, balance 1.
//   - Black's kings on 5 and 10, away from every man's squares: kings 2,
//     crowned 1; White has none: crowned 0.
func TestFeatureCounts(t *testing.T) {
	g := game(t, variant.International, "W:W28,31,32,33,36:B23,K5,K10")
	p := g.Position()
	var f geometryFeatures
	f.init(variant.International.Board())
	assert.Equal(t, counts{men: 5, balance: 3, free: 5, blocked: 1, backed: 1}, f.count(&p, board.White))
	assert.Equal(t, counts{men: 1, kings: 2, balance: 1, free: 1, crowned: 1}, f.count(&p, board.Black))
}

// TestLearnedEvalIsTheTunersModel: the search's integer evaluation is the
// tuner's model (the features as the tuner extracts them, weighted by the
// weights' vector, opening and ending mixed by the phase), truncated: what
// is learned is what is played.
func TestLearnedEvalIsTheTunersModel(t *testing.T) {
	v := variant.International
	w := &internationalWeights
	tables := newLearnedTables(v, w)
	vec := vectorOf(w)
	for _, p := range randomPositions(v, 1000, 3) {
		want, s := tunersValue(vec, tables, &p)
		require.Equal(t, want, tables.score(&p), "%v", p)
		require.InDelta(t, predict(vec, &s), float64(want), 1, "%v", p)
	}
}

// tunersValue returns the tuner's value of International position p under
// the vector vec, as the search's integer evaluation rounds it (the phase
// as a fraction of whole numbers, and Go's division, which truncates
// towards zero), and p's sample.
func tunersValue(vec []float64, tables *learnedTables, p *board.Position) (int, sample) {
	s := sampleOf(tables, variant.International.Board(), p)
	open, end := parts(vec, &s)
	n := min(p.Occupied().Count(), 40)
	return (int(open)*n + int(end)*(40-n)) / 40, s
}

// TestInitialWeightsAreTheHandWrittenEval: the weights the tuner starts
// from give the hand-written evaluation exactly, on random positions.
func TestInitialWeightsAreTheHandWrittenEval(t *testing.T) {
	v := variant.International
	var e evaluator
	e.init(v)
	tables := newLearnedTables(v, initialWeights(v))
	for _, p := range randomPositions(v, 1000, 5) {
		require.Equal(t, e.side(&p, board.White)-e.side(&p, board.Black), tables.score(&p), "%v", p)
	}
}

// TestLearnedEvalMaterial: a man up is a lead for the side that has it,
// whoever is to move.
func TestLearnedEvalMaterial(t *testing.T) {
	var e evaluator
	e.init(variant.International)
	p := game(t, variant.International, "W:W31,32,33,34,35:B16,17,18,19").Position()
	assert.Positive(t, e.evaluate(&p))
	p = game(t, variant.International, "B:W31,32,33,34,35:B16,17,18,19").Position()
	assert.Negative(t, e.evaluate(&p))
}

// TestWeightsBySameMoves: a variant made from International's rules under
// another name gets its weights; a variant of other rules (English, Frisian
// on the same board) keeps the hand-written evaluation.
func TestWeightsBySameMoves(t *testing.T) {
	r := variant.International.Rules()
	r.Name, r.Aliases, r.GameType, r.ReadGameTypes = "international-copy", nil, 0, nil
	copyV, err := variant.New(r)
	require.NoError(t, err)
	assert.Same(t, &internationalWeights, trainedWeights(copyV))
	assert.Nil(t, trainedWeights(variant.English))
	assert.Nil(t, trainedWeights(variant.Frisian))
	var e evaluator
	e.init(variant.English)
	assert.Nil(t, e.learned)
}

// TestShift: shifting a square's bit by a direction's shift gives its
// neighbour that way, on the 12x12 board whose bits run past 64 too.
func TestShift(t *testing.T) {
	for _, g := range []*board.Geometry{board.Board12x12, board.Board10x10} {
		for d := range board.Dir(board.NumDirs) {
			for _, s := range g.Squares() {
				n, ok := g.Neighbor(s, d)
				if !ok {
					continue
				}
				require.Equal(t, board.SquareSet(n), shift(board.SquareSet(s), g.Shift(d)))
				require.Equal(t, board.SquareSet(s), shift(board.SquareSet(n), -g.Shift(d)))
			}
		}
	}
}

// TestCountNarrowIsCount: the word-wide count of a board of 64 bits or
// fewer gives the features the general count gives, on random positions of
// International draughts and English checkers.
func TestCountNarrowIsCount(t *testing.T) {
	for _, v := range []*variant.Variant{variant.International, variant.English} {
		var narrow, wide geometryFeatures
		narrow.init(v.Board())
		wide.init(v.Board())
		require.True(t, narrow.narrow)
		wide.narrow = false
		for _, p := range randomPositions(v, 1000, 11) {
			for c := board.White; c <= board.Black; c++ {
				require.Equal(t, wide.count(&p, c), narrow.count(&p, c), "%v %v", p, c)
			}
		}
	}
}

// randomPatternWeights returns International's weights with every pattern
// weight drawn at random, so that a window read wrongly shows.
func randomPatternWeights(t *testing.T) *weights {
	t.Helper()
	w := *initialWeights(variant.International)
	require.NotEmpty(t, w.patterns)
	rng := rand.New(rand.NewPCG(17, 19))
	w.patterns = make([]pair, len(w.patterns))
	for i := range w.patterns {
		w.patterns[i] = pair{int32(rng.IntN(201) - 100), int32(rng.IntN(201) - 100)}
	}
	return &w
}

// TestPatternsAreTheTunersModel: with random weights for every window's
// value, the evaluation's row codes give the value the tuner's windows,
// read square by square from the coordinates (windowsOf), give, on random
// positions; and the value is colour-symmetric.
func TestPatternsAreTheTunersModel(t *testing.T) {
	v := variant.International
	w := randomPatternWeights(t)
	tables := newLearnedTables(v, w)
	require.NotNil(t, tables.patterns)
	require.Equal(t, 8, tables.pat.windows(), "4 column starts by 2 row starts a colour")
	vec := vectorOf(w)
	for _, p := range randomPositions(v, 2000, 23) {
		want, _ := tunersValue(vec, tables, &p)
		require.Equal(t, want, tables.score(&p), "%v", p)
		q := mirror(t, v.Board(), p)
		require.Equal(t, tables.score(&p), -tables.score(&q), "%v", p)
	}
}

// TestWindowsByHand: the windows of one position worked by hand. White
// men on 46 and 47 (a1 and c1) and a Black man on 5 (j10). White's window
// of files a-d, ranks 1-4 holds 46 as its first digit (1) and 47 as its
// second (3): 1+3 = 4; its window of files c-f holds 47 as its first digit:
// 1; its others are empty. Black, viewing the board turned, sees its man on
// 5 where White sees a1: the first digit of its first window, 1; White's
// men are on its rank 10, in none of its windows.
func TestWindowsByHand(t *testing.T) {
	v := variant.International
	p := game(t, v, "W:W46,47:B5").Position()
	var pg patternGeometry
	pg.init(v.Board())
	want := []int32{4, windowCells + 1}
	for k := 2; k < 8; k++ {
		want = append(want, int32(k*windowCells))
	}
	want = append(want, 1)
	for k := 1; k < 8; k++ {
		want = append(want, int32(k*windowCells))
	}
	assert.Equal(t, want, windowsOf(&pg, v.Board(), &p))
}
