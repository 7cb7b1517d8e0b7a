package checkers_test

import (
	"bytes"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A capture may end on a square it emptied: with immediate removal (Turkish,
// Thai) a king can come round to the square of a piece it took earlier in
// the same move, and it stands there when the move is over (the rules
// document, "Landing where a piece was taken"). These tests follow such a
// move through every layer that applies or writes it: the move list, Apply
// and the Zobrist key, the engine's own apply inside perft, FEN, move text,
// PDN and Game.

// position reads an algebraic FEN, failing the test on an error.
func position(t *testing.T, v *variant.Variant, fen string) board.Position {
	t.Helper()
	p, err := notation.ParseFEN(v, fen)
	require.NoError(t, err, fen)
	return p
}

// paths returns the legal moves of p written with their full paths.
func paths(v *variant.Variant, p board.Position) []string {
	var out []string
	for _, m := range movegen.Generate(v, p, nil) {
		out = append(out, notation.FormatMovePath(v, p, m))
	}
	return out
}

// playRing plays text in p and checks the position after it against want
// (an algebraic FEN): by Variant.Apply, with its key equal to the key
// computed afresh, through FEN and back, and through a Game.
func playRing(t *testing.T, v *variant.Variant, p board.Position, text, want string) {
	t.Helper()
	m, err := notation.ParseMove(v, p, text)
	require.NoError(t, err)
	after := v.Apply(p, m)
	assert.Equal(t, position(t, v, want), after, "after %s", text)
	assert.Equal(t, after.ComputeKey(), after.Key)
	again := position(t, v, notation.FormatFEN(v, after))
	assert.Equal(t, after, again, "FEN round trip %s", notation.FormatFEN(v, after))

	g := checkers.NewFromPosition(v, p)
	require.NoError(t, g.PlayText(text))
	assert.Equal(t, after, g.Position())
	require.NoError(t, undoErr(g.Undo()))
	assert.Equal(t, p, g.Position())
}

// pdnRoundTrip writes the game and reads it back, checking that the moves
// replay to the same positions.
func pdnRoundTrip(t *testing.T, g *checkers.Game) {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, g.WritePDN(&buf))
	pg, err := pdn.NewReader(&buf).Read()
	require.NoError(t, err, buf.String())
	back, err := checkers.FromPDN(pg)
	require.NoError(t, err, buf.String())
	assert.Equal(t, g.Position(), back.Position(), buf.String())
	assert.Equal(t, g.Ply(), back.Ply())
}

// Turkish, W:WKa1:Bg7,b5,h4,Kb1,h8. White's king on a1 has one first jump:
// east over the king on b1 (the a file is empty), which leaves the board at
// once, landing on c1 ... h1. From g1 it takes g7 northwards and ends on g8
// (two pieces; from g8 the man in the corner on h8 has no square beyond
// it). From h1 it takes h4 northwards and may land on h5, h6 or h7 (h8 is
// occupied). From h5 it takes b5 westwards and ends on a5 (three). From h7
// it takes g7 westwards, lands on f7 ... a7, and only from b7 goes on:
// south over b5, where b4, b3, b2 and b1 are empty (b1 was emptied by its
// first jump), four pieces. Turkish keeps the captures that take the most
// pieces: a1xh1xh7xb7xb4, xb3, xb2 and xb1. The last one ends on b1, the
// square of the king it took first, and the White king stands there.
//
// Deeper: after each of the four, Black's man on h8 steps to h7 or
// sideways to g8 (2), and White's king on b4, b3, b2 or b1, far from both,
// has 7 squares along its file and 7 along its rank (the rank's pieces are
// gone): 14. Perft 1, 2, 3 = 4, 8, 4*2*14 = 112. The engine applies moves
// with its own code inside perft: a king that vanished on b1 would give 84.
func TestTurkishKingEndsWhereItTook(t *testing.T) {
	v := variant.Turkish
	p := position(t, v, "W:WKa1:Bg7,b5,h4,Kb1,h8")
	assert.ElementsMatch(t, []string{
		"a1xh1xh7xb7xb4", "a1xh1xh7xb7xb3", "a1xh1xh7xb7xb2", "a1xh1xh7xb7xb1",
	}, paths(v, p))
	for d, want := range []uint64{1, 4, 8, 112} {
		assert.Equal(t, want, movegen.Perft(v, p, d, movegen.PerftOptions{}), "perft %d", d)
		assert.Equal(t, want, movegen.Perft(v, p, d, movegen.PerftOptions{Bulk: true}), "bulk perft %d", d)
	}

	// Every way of writing it reads as the same move, and it is written
	// from its first square to its last, which no other move shares.
	for _, text := range []string{"a1xb1", "a1xh1xh7xb7xb1", "a1xb1xb1xb5xg7xh4"} {
		playRing(t, v, p, text, "B:WKb1:Bh8")
	}
	m, err := notation.ParseMove(v, p, "a1xb1")
	require.NoError(t, err)
	assert.True(t, m.Captured.Has(m.To))
	assert.Equal(t, "a1xb1", notation.FormatMove(v, p, m))

	// The capture leaves one piece each: a draw at once in Turkish; the
	// game goes on where that rule is left out.
	g := checkers.NewFromPosition(v, p)
	require.NoError(t, g.PlayText("a1xb1"))
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Endgame}, g.Result())
	pdnRoundTrip(t, g)
	g = checkers.NewFromPosition(withDraws(t, v, rule(t, v, "repetition")), p)
	require.NoError(t, g.PlayText("a1xb1"))
	require.NoError(t, g.PlayText("h8-h7"))
	require.NoError(t, g.PlayText("b1-b8"))
}

// Thai, W:WKc5:Bb8,c7,e7,b6,d4,f4 (algebraic). A Thai king captures from a
// distance but lands right behind its victim, and captured men leave at
// once. From c5: NW over b6 to a7, NE over e7 to f8, SE over d4 to e3 (SW
// is empty). The men on b8 can never be taken (nothing lies beyond the top
// edge). The complete captures (free choice):
//
//   - c5xf8 over e7: nothing follows from f8 (e7 is gone).
//   - c5xe3 over d4, then NE over f4 to g5, NW over e7 to d8, where b6
//     still stands behind c7: c5xe3xg5xd8 (three).
//   - c5xe3, then NW over the emptied c5 and b6 to a7: c5xe3xa7 (two).
//   - c5xa7 over b6, SE through b6 and c5 over d4 to e3, NE over f4 to g5,
//     NW over e7 to d8, SW over c7 to b6, the square emptied first:
//     c5xa7xe3xg5xd8xb6, all five, ending where it took b6.
//
// Deeper, Black's replies (men step diagonally down the board) and White's
// answers to them, counted by hand:
//   - after c5xf8 (king f8; b8, c7, b6, d4, f4): 8 replies. After c7-d6 the
//     king must take d6 and goes on: f8xc5xa7xe3xg5, f8xc5xe3xg5,
//     f8xc5xe3xa7 (3); after b6-c5 it takes c5 and stops on b4 (1); after
//     each of the six others it has 5 + 2 quiet moves (7): 3+1+6*7 = 46.
//   - after c5xe3xg5xd8 (king d8; b8, c7, b6): 4 replies. After b8-a7 the
//     king has e7, f6, g5, h4 (4); after c7-d6 it takes b6 (1); after b6-a5
//     it takes c7 (1); after b6-c5, c7 and c5 (1): 7.
//   - after c5xe3xa7 (king a7; b8, c7, e7, f4): 6 replies. After c7-b6 it
//     takes b6 and e7 (1); after f4-e3 it takes e3 (1); after the other
//     four its diagonal b6 ... g1 is free (6 each): 26.
//   - after the ring capture (king b6; b8): b8-a7, then 8 king moves; b8-c7,
//     then the king must take it (1): 9.
//
// Perft 1, 2, 3 = 4, 8+4+6+2 = 20, 46+7+26+9 = 88. A king that vanished on
// b6 would give 79.
//
// And a man that later steps onto b6 stays a man: after the ring capture,
// b8-a7, the king leaves for e3, and a7-b6 puts a Black man there (which
// the king must take at once, landing on a7).
func TestThaiKingEndsWhereItTook(t *testing.T) {
	v := variant.Thai
	p := position(t, v, "W:WKc5:Bb8,c7,e7,b6,d4,f4")
	ring := "c5xa7xe3xg5xd8xb6"
	var got []string
	for _, m := range movegen.Generate(v, p, nil) {
		got = append(got, notation.FormatMovePath(v, p, m))
	}
	want := []string{"c5xf8", "c5xe3xg5xd8", "c5xe3xa7", ring}
	for i, w := range want {
		m, err := notation.ParseMove(v, p, w)
		require.NoError(t, err, w)
		want[i] = notation.FormatMovePath(v, p, m) // in Thai's own numbers
	}
	assert.ElementsMatch(t, want, got)
	for d, want := range []uint64{1, 4, 20, 88} {
		assert.Equal(t, want, movegen.Perft(v, p, d, movegen.PerftOptions{}), "perft %d", d)
		assert.Equal(t, want, movegen.Perft(v, p, d, movegen.PerftOptions{Bulk: true}), "bulk perft %d", d)
	}

	playRing(t, v, p, ring, "B:WKb6:Bb8")
	playRing(t, v, p, "c5xb6", "B:WKb6:Bb8")

	g := checkers.NewFromPosition(v, p)
	for _, text := range []string{ring, "b8-a7", "b6-e3", "a7-b6"} {
		require.NoError(t, g.PlayText(text), text)
	}
	assert.Equal(t, position(t, v, "W:WKe3:Bb6"), g.Position())
	var answers []string
	for _, m := range g.LegalMoves() {
		answers = append(answers, notation.FormatMovePath(v, p, m))
	}
	assert.Equal(t, paths(v, position(t, v, "W:WKe3:Bb6")), answers, "the king takes the man: e3xa7")
	assert.Len(t, answers, 1)
	pdnRoundTrip(t, g)
}
