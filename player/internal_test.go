package player

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// game returns a game of v from a FEN after the moves of texts.
func game(t *testing.T, v *variant.Variant, fen string, texts ...string) *checkers.Game {
	t.Helper()
	g, err := checkers.NewFromFEN(v, fen)
	require.NoError(t, err)
	for _, s := range texts {
		require.NoError(t, g.PlayText(s))
	}
	return g
}

// TestRepeated: two kings going to and fro bring back the first position
// after four plies; a man's move in between makes the earlier positions
// unreachable, so that they are not compared.
func TestRepeated(t *testing.T) {
	b := New()
	b.v = variant.English
	g := game(t, variant.English, "W:WK29,21:BK4", "29-25", "4-8", "25-29", "8-4")
	b.loadHistory(g.Positions(), g.History())
	assert.Equal(t, 0, b.since[0])
	assert.True(t, b.repeated(0))

	g = game(t, variant.English, "W:WK29,21:BK4", "29-25", "4-8", "25-29")
	b.loadHistory(g.Positions(), g.History())
	assert.False(t, b.repeated(0))

	g = game(t, variant.English, "W:WK29,21:BK4", "29-25", "4-8", "21-17", "8-4", "25-29", "4-8", "29-25", "8-4")
	b.loadHistory(g.Positions(), g.History())
	assert.Equal(t, 3, b.since[0], "the man's move is the third ply")
	assert.True(t, b.repeated(0), "plies 4 and 8 are one position")

	// A man's step sideways can be stepped back: Gothic men shuttling
	// a3-b3 and h6-g6 bring the start back after four plies.
	b.v = variant.Gothic
	g = game(t, variant.Gothic, "W:Wa3:Bh6", "a3-b3", "h6-g6", "b3-a3", "g6-h6")
	b.loadHistory(g.Positions(), g.History())
	assert.Equal(t, 0, b.since[0])
	assert.True(t, b.repeated(0))
}

// TestTable: an entry is found by its own key only; a bucket holds two
// positions, a third replaces the shallower of them, and a result without
// a move keeps the move of the entry it updates.
func TestTable(t *testing.T) {
	tt := newTable(1000)
	assert.Len(t, tt.entries, minTableSize, "rounded up to the least size")
	tt = newTable(5000)
	assert.Len(t, tt.entries, 4096, "rounded down to a power of two")

	// Keys of one bucket: the same bits 1 to 11 (bit 0 tells nothing).
	const key, other, third = 0x1234_0000_0005, 0x5678_0000_0005, 0x9abc_0000_0004
	_, ok := tt.probe(key)
	assert.False(t, ok, "an empty table holds nothing")

	tt.store(key, 5, 42, exactBound, 3)
	e, ok := tt.probe(key)
	require.True(t, ok)
	assert.Equal(t, entry{key: key, score: 42, move: 3, depth: 5, bound: exactBound}, e)
	_, ok = tt.probe(other)
	assert.False(t, ok, "the bucket holds another key")

	tt.store(other, 4, 7, lowerBound, 1)
	e, ok = tt.probe(other)
	require.True(t, ok, "a shallower result takes the bucket's other entry")
	assert.Equal(t, entry{key: other, score: 7, move: 1, depth: 4, bound: lowerBound}, e)
	_, ok = tt.probe(key)
	assert.True(t, ok, "and the deeper one stays")

	tt.store(key, 2, -9, upperBound, noMove)
	e, _ = tt.probe(key)
	assert.Equal(t, entry{key: key, score: -9, move: 3, depth: 2, bound: upperBound}, e)

	// key is now 2 deep, other 4: a third position replaces key.
	tt.store(third, 3, 11, exactBound, 2)
	_, ok = tt.probe(key)
	assert.False(t, ok, "the shallower entry is replaced")
	_, ok = tt.probe(other)
	assert.True(t, ok, "the deeper entry stays")
	e, ok = tt.probe(third)
	require.True(t, ok)
	assert.Equal(t, uint16(2), e.move)

	tt.clear()
	_, ok = tt.probe(other)
	assert.False(t, ok)

	// Clearing starts a generation: over more clears than there are
	// generations, an entry stored in one never shows in another, nor
	// takes a place a new result needs.
	for range 2*maxGeneration + 3 {
		tt.store(key, 1, 5, lowerBound, 1)
		tt.store(other, 9, 5, exactBound, 1)
		tt.clear()
		_, ok = tt.probe(key)
		require.False(t, ok)
		_, ok = tt.probe(other)
		require.False(t, ok)
		tt.store(third, 1, 7, upperBound, 2)
		e, ok := tt.probe(third)
		require.True(t, ok)
		require.Equal(t, entry{key: third, score: 7, move: 2, depth: 1, bound: upperBound}, e)
		_, ok = tt.probe(key)
		require.False(t, ok)
	}
}

// TestTableAge: a search that goes on from the last (age) reads the
// entries stored before it; they make way for its own results before its
// own fresh entries do, and a clear after any number of ages leaves none.
func TestTableAge(t *testing.T) {
	tt := newTable(minTableSize)
	// Keys of one bucket, as in TestTable.
	const key, other, third, fourth = 0x1234_0000_0005, 0x5678_0000_0005, 0x9abc_0000_0004, 0xdef0_0000_0004
	tt.clear()
	tt.store(key, 9, 42, exactBound, 3)
	for range 2*maxGeneration + 3 {
		tt.age()
		e, ok := tt.probe(key)
		if tt.gen == 1 {
			// The generations ran out: the table was zeroed.
			require.False(t, ok)
			tt.store(key, 9, 42, exactBound, 3)
			continue
		}
		require.True(t, ok, "generation %d: an entry of the search before is read", tt.gen)
		require.Equal(t, entry{key: key, score: 42, move: 3, depth: 9, bound: exactBound}, e)
	}

	// A fresh shallow result stays; the stale deep one makes way.
	tt.store(other, 1, 7, lowerBound, 1)
	tt.store(third, 2, 5, upperBound, 2)
	_, ok := tt.probe(key)
	assert.False(t, ok, "the stale entry made way, deep as it was")
	_, ok = tt.probe(other)
	assert.True(t, ok, "the fresh entry stays, shallow as it is")
	// Two fresh entries: the shallower makes way, as in TestTable.
	tt.store(fourth, 3, 1, exactBound, 0)
	_, ok = tt.probe(other)
	assert.False(t, ok)
	_, ok = tt.probe(third)
	assert.True(t, ok)

	tt.age()
	tt.clear()
	for _, k := range []uint64{key, other, third, fourth} {
		_, ok := tt.probe(k)
		assert.False(t, ok, "a clear leaves no entry, aged or not")
	}
}

// TestTableScores: a win stored at one ply and read at another keeps its
// distance from the position stored, not from the root.
func TestTableScores(t *testing.T) {
	for _, s := range []int{0, 150, -300, engine.Win - 7, -(engine.Win - 7)} {
		assert.Equal(t, s, fromTable(toTable(s, 4), 4))
	}
	// A win 7 plies from the root found at ply 4 is a win in 3 from the
	// position; met at ply 2, it is a win 5 plies from the root.
	assert.Equal(t, engine.Win-5, fromTable(toTable(engine.Win-7, 4), 2))
	assert.Equal(t, -(engine.Win - 5), fromTable(toTable(-(engine.Win-7), 4), 2))
}

// TestEvaluate checks the evaluation on positions worked out by hand.
func TestEvaluate(t *testing.T) {
	for _, v := range []*variant.Variant{variant.English, variant.International, variant.Russian, variant.Canadian, variant.Turkish, variant.Italian} {
		var e evaluator
		e.init(v)
		p := v.Start()
		assert.Zero(t, e.evaluate(&p), "%s: the start is level", v.Name())
	}

	eval := func(v *variant.Variant, fen string) int {
		t.Helper()
		g := game(t, v, fen)
		var e evaluator
		e.init(v)
		p := g.Position()
		return e.evaluate(&p)
	}
	// A short king against a man on its own back rank (Black's 4, rank
	// 8), which has not advanced but guards its crowning squares: 160
	// against 100 + 6. From either side.
	assert.Equal(t, 54, eval(variant.English, "W:WK15:B4"))
	assert.Equal(t, -54, eval(variant.English, "B:WK15:B4"))
	// Flying kings are worth three men (h8 is Black's back rank):
	// 300 - 106.
	assert.Equal(t, 194, eval(variant.Russian, "W:WKe5:Bh8"))
	// Having less is better when having nothing wins: -(160 - 106).
	assert.Equal(t, -54, eval(variant.Antidam, "W:WK15:B4"))
	// A White man on 18 (d4, rank 4) has come three rows from rank 1,
	// one on 9 (b6, rank 6) five rows; the Black man on 4 is on its back
	// rank: 100 + 9 against 100 + 6.
	assert.Equal(t, 3, eval(variant.English, "W:W18:B4"))
	// 200 + 9 + 15 against 106.
	assert.Equal(t, 118, eval(variant.English, "W:W18,9:B4"))
	// A White man on its own back rank (32, rank 1) against the Black
	// one on 4: both 106.
	assert.Zero(t, eval(variant.English, "W:W32:B4"))
}

// TestEvaluateMobility: Konane is scored by the moves each side has.
// White's stones on a1 and c1, Black's on b1, Black to move. Black's b1
// can jump c1 into the empty d1: one move. White's would land on a stone
// of its own (a1 over b1 onto c1, c1 over b1 onto a1): none. The score is
// 10 * (1 - 0) for Black.
func TestEvaluateMobility(t *testing.T) {
	var e evaluator
	e.init(variant.Hawaii)
	require.True(t, e.mobility)
	g := game(t, variant.Hawaii, "B:Wa1,c1:Bb1")
	p := g.Position()
	assert.Equal(t, mobilityValue, e.evaluate(&p))
	assert.Equal(t, board.Black, p.Turn)
}

// TestHistoryOfFailedMoves: a quiet move searched before the move that
// caused a cut-off loses history, so that it is ordered after a quiet move
// never tried. From the start of English checkers, White's seven moves
// are all quiet; with no history, the generator's order stands and the
// first comes first. Once it has failed at depth 3, the second comes
// first, and the failed move last.
func TestHistoryOfFailedMoves(t *testing.T) {
	b := New()
	v := variant.English
	f := &b.frames[0]
	f.pos = v.Start()
	f.moves = movegen.Generate(v, f.pos, f.moves[:0])
	require.Len(t, f.moves, 7)
	b.orderMoves(f, 0, noMove, f.pos.Turn)
	assert.Equal(t, 0, f.next(0))

	b.failed(&f.moves[0], 3, f.pos.Turn)
	assert.Equal(t, int32(-9), b.history[f.pos.Turn][f.moves[0].From][f.moves[0].To], "depth squared")
	b.orderMoves(f, 0, noMove, f.pos.Turn)
	assert.Equal(t, 1, f.next(0))
	for i := 1; i < 6; i++ {
		f.next(i)
	}
	assert.Equal(t, 0, f.next(6))
}

// TestScaleEnding: the leads the endings with kings seldom convert count
// less in the learned evaluation, worked out position by position.
func TestScaleEnding(t *testing.T) {
	var e evaluator
	e.init(variant.International)
	require.NotNil(t, e.learned)
	for _, c := range []struct {
		fen string
		div int
	}{
		{"W:WK10,K20:BK45", 8},                     // two kings against one: three pieces or fewer
		{"B:WK10,K20,30:BK45", 8},                  // three pieces, Black to move
		{"W:WK10,K20,30,31:BK45", 1},               // four pieces
		{"W:WK10,28,29,30,31:BK45,19,20,21", 2},    // a king each, four men against three
		{"W:WK10,28,29,30,31,32:BK45,19,20,21", 1}, // two men more
		{"W:WK10,K15,28,29,30:BK45,19,20,21", 1},   // two kings against one
		{"W:W28,29,30,31:B19,20,21", 1},            // no king on the side behind
	} {
		p := game(t, variant.International, c.fen).Position()
		white := e.learned.score(&p)
		require.Positive(t, white, "%s: White is ahead", c.fen)
		want := white / c.div
		if p.Turn == board.Black {
			want = -want
		}
		assert.Equal(t, want, e.evaluate(&p), c.fen)
	}
}
