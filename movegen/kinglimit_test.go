package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Frisian's king-move limit (Art. 17): a side that has kings and men may
// make at most three quiet moves in a row with one king. Squares 1-50, five
// to a row from the top: 46 is a1, 45 is j2 and 40 is i3; the long
// diagonal from 46 runs 41, 37, 32, 28, 23, 19, 14, 10, 5.

// play makes the moves written in texts from p, each checked legal.
func play(t *testing.T, v *variant.Variant, p board.Position, texts ...string) board.Position {
	t.Helper()
	for _, text := range texts {
		m, err := notation.ParseMove(v, p, text)
		require.NoError(t, err, "%s in %s", text, notation.FormatFEN(v, p))
		p = v.Apply(p, m)
	}
	return p
}

// movesOf returns the legal moves of p in the variant's notation, checking
// that Count, HasMoves and Perft agree with Generate.
func movesOf(t *testing.T, v *variant.Variant, p board.Position) []string {
	t.Helper()
	moves := movegen.Generate(v, p, nil)
	assert.Equal(t, len(moves), movegen.Count(v, p), "Count")
	assert.Equal(t, len(moves) > 0, movegen.HasMoves(v, p), "HasMoves")
	assert.Equal(t, uint64(len(moves)), movegen.Perft(v, p, 1, movegen.PerftOptions{}), "Perft")
	var out []string
	for _, m := range moves {
		out = append(out, notation.FormatMove(v, p, m))
	}
	return out
}

// The three positions worked in the rules: White's king on 46 has made
// three quiet moves in a row (+346), so only the man may move; with no
// runs (+0+0) the king has its nine moves along the long diagonal besides
// the man's 45-40; and a side with kings only is not bound.
func TestFrisianKingMoveLimitWorkedPositions(t *testing.T) {
	v := variant.Frisian
	longDiagonal := []string{"46-41", "46-37", "46-32", "46-28", "46-23", "46-19", "46-14", "46-10", "46-5"}
	for _, tc := range []struct {
		fen  string
		want []string
	}{
		{"W:WK46,45:B1:H0:F1:+0+346", []string{"45-40"}},
		{"W:WK46,45:B1:H0:F1:+0+0", append([]string{"45-40"}, longDiagonal...)},
		{"W:WK46:B1:H0:F1:+0+346", longDiagonal},
	} {
		p, err := notation.ParseFEN(v, tc.fen)
		require.NoError(t, err)
		assert.ElementsMatch(t, tc.want, movesOf(t, v, p), tc.fen)
	}
}

// Played out: the king's third quiet move in a row leaves it no quiet
// move; a man's move ends the run and frees it again.
func TestFrisianThirdAndFourthKingMove(t *testing.T) {
	v := variant.Frisian
	p, err := notation.ParseFEN(v, "W:WK46,45:B1,2")
	require.NoError(t, err)
	p = play(t, v, p, "46-37", "1-6", "37-46", "6-11")
	assert.Equal(t, board.KingRun{King: sq(t, v, "46"), Moves: 2}, p.KingRuns[board.White])
	assert.Contains(t, movesOf(t, v, p), "46-37", "the third move is allowed")
	p = play(t, v, p, "46-37", "2-7")
	assert.Equal(t, board.KingRun{King: sq(t, v, "37"), Moves: 3}, p.KingRuns[board.White])
	assert.Equal(t, "W:WK37,45:B7,11:+0+337", notation.FormatFEN(v, p))
	assert.ElementsMatch(t, []string{"45-40"}, movesOf(t, v, p), "a fourth is not")
	p = play(t, v, p, "45-40", "7-12")
	assert.Equal(t, board.KingRuns{}, p.KingRuns, "the man's move ends the run")
	assert.Contains(t, movesOf(t, v, p), "37-46")
}

// A quiet move of another king starts a new run: after 46-37-46 with one
// king, 50-44-50-44 with the other leaves the second barred and the first
// free.
func TestFrisianOtherKingRestartsTheRun(t *testing.T) {
	v := variant.Frisian
	p, err := notation.ParseFEN(v, "W:WK46,K50,45:B1,2,3")
	require.NoError(t, err)
	p = play(t, v, p, "46-37", "1-7", "37-46", "2-8", "50-44", "3-9", "44-50", "7-12", "50-44", "8-13")
	assert.Equal(t, board.KingRun{King: sq(t, v, "44"), Moves: 3}, p.KingRuns[board.White])
	moves := movesOf(t, v, p)
	assert.Contains(t, moves, "46-37")
	assert.Contains(t, moves, "45-40")
	for _, m := range moves {
		assert.NotRegexp(t, `^44-`, m)
	}
}

// The barred king may still capture: with a black man on 28 it takes it,
// landing on any of the five squares beyond, the only moves.
func TestFrisianBarredKingCaptures(t *testing.T) {
	v := variant.Frisian
	p, err := notation.ParseFEN(v, "W:WK46,45:B28,1:+0+346")
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"46x23", "46x19", "46x14", "46x10", "46x5"}, movesOf(t, v, p))
	after := play(t, v, p, "46x23")
	assert.Equal(t, board.KingRuns{}, after.KingRuns, "a capture ends the run")
}

// A run also ends when its king is taken, or when its side loses its last
// man.
func TestFrisianRunEndsWithItsKingOrTheLastMan(t *testing.T) {
	v := variant.Frisian
	// Black's king on 28 has made three quiet moves; White's king takes it.
	p, err := notation.ParseFEN(v, "W:WK46,45:BK28,1:+328+0")
	require.NoError(t, err)
	p = play(t, v, p, "46x23")
	assert.Equal(t, board.KingRuns{}, p.KingRuns)
	assert.Equal(t, "B:WK23,45:B1", notation.FormatFEN(v, p))
	// White's king on 46 has made two; Black takes White's only man, 33.
	p, err = notation.ParseFEN(v, "B:WK46,33:B28,1:+0+246")
	require.NoError(t, err)
	p = play(t, v, p, "28x39")
	assert.Equal(t, board.KingRuns{}, p.KingRuns)
}

// The runs are part of the position: equal pieces with different runs are
// different positions, with different keys, and perft sees the limit at
// every depth (below the barred king's position, Black's man on 1 has two
// moves).
func TestFrisianRunsInPositionAndPerft(t *testing.T) {
	v := variant.Frisian
	barred, err := notation.ParseFEN(v, "W:WK46,45:B1:+0+346")
	require.NoError(t, err)
	free, err := notation.ParseFEN(v, "W:WK46,45:B1")
	require.NoError(t, err)
	assert.NotEqual(t, barred, free)
	assert.NotEqual(t, barred.Key, free.Key)
	assert.Equal(t, barred.ComputeKey(), barred.Key)
	assert.Equal(t, uint64(2), movegen.Perft(v, barred, 2, movegen.PerftOptions{}))
	assert.Equal(t, uint64(2), movegen.Perft(v, barred, 2, movegen.PerftOptions{Bulk: true}))
	// International keeps no runs: its positions stay plain.
	in := variant.International
	p, err := notation.ParseFEN(in, "W:WK46,45:B1,2")
	require.NoError(t, err)
	p = play(t, in, p, "46-37", "1-6", "37-46", "6-11", "46-37", "2-7", "37-46")
	assert.Equal(t, board.KingRuns{}, p.KingRuns)
}

// sq returns the square numbered text in v.
func sq(t *testing.T, v *variant.Variant, text string) board.Square {
	t.Helper()
	s, err := notation.ParseSquare(v, text)
	require.NoError(t, err)
	return s
}
