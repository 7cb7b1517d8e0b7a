package checkers_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// undoErr drops the move Undo returns, for tests that check only its error.
func undoErr(_ board.Move, err error) error { return err }

func newGame(t *testing.T, v *variant.Variant, fen string) *checkers.Game {
	t.Helper()
	g, err := checkers.NewFromFEN(v, fen)
	require.NoError(t, err)
	return g
}

// playAll plays the moves of the texts one by one; after each it checks the
// game is still on unless it is the last.
func playAll(t *testing.T, g *checkers.Game, texts ...string) {
	t.Helper()
	for i, text := range texts {
		require.False(t, g.Result().Over(), "over before move %d (%s): %v", i+1, text, g.Result())
		require.NoError(t, g.PlayText(text), "move %d: %s", i+1, text)
	}
}

// drawnAtLastMove plays moves and checks the game is on until the last one,
// and drawn for reason by it: a draw rule triggered at exactly its ply,
// not one earlier.
func drawnAtLastMove(t *testing.T, g *checkers.Game, moves []string, reason checkers.Reason) {
	t.Helper()
	playAll(t, g, moves[:len(moves)-1]...)
	assert.False(t, g.Result().Over(), "drawn early: %v", g.Result())
	playAll(t, g, moves[len(moves)-1])
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: reason}, g.Result())
}

// shuffle returns n plies of two kings going back and forth: a-b, c-d,
// b-a, d-c, ...
func shuffle(n int, a, b, c, d string) []string {
	cycle := []string{a + "-" + b, c + "-" + d, b + "-" + a, d + "-" + c}
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, cycle[i%4])
	}
	return out
}

// withDraws returns a copy of v whose draw rules are d: to play into one
// rule without another (repetition, say) ending the game first.
func withDraws(t *testing.T, v *variant.Variant, d ...variant.DrawRule) *variant.Variant {
	t.Helper()
	c := v.Rules()
	c.Name += "-test"
	c.Draws = d
	nv, err := variant.New(c)
	require.NoError(t, err)
	return nv
}

// rule returns v's draw rule called name.
func rule(t *testing.T, v *variant.Variant, name string) variant.DrawRule {
	t.Helper()
	for _, d := range v.Rules().Draws {
		if d.Name == name {
			return d
		}
	}
	t.Fatalf("%s has no draw rule %q", v.Name(), name)
	return variant.DrawRule{}
}

// The side to move with no legal move loses: White's man on h2 is blocked
// by g3 and cannot jump it (f4 is taken). In Antidam it wins.
func TestNoMovesLoses(t *testing.T) {
	g := newGame(t, variant.English, "W:Wh2:Bg3,f4")
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.NoMoves}, g.Result())
	assert.Empty(t, g.LegalMoves())
	assert.ErrorIs(t, g.PlayText("h2-g3"), checkers.ErrGameOver)

	g = newGame(t, variant.Antidam, "W:Wh2:Bg3,f4")
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.NoMoves}, g.Result())
}

// A side with no piece left has lost, by "no pieces": Black takes White's
// last man.
func TestNoPiecesLoses(t *testing.T) {
	g := newGame(t, variant.Russian, "B:Wc3:Bd4")
	assert.False(t, g.Result().Over())
	playAll(t, g, "d4:b2")
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.NoPieces}, g.Result())
	assert.Equal(t, "black wins: no pieces", g.Result().String())
}

// An illegal move is refused with the notation package's error and the
// game is left as it was; Undo takes moves back.
func TestIllegalMoveAndUndo(t *testing.T) {
	g := checkers.New(variant.International)
	start := g.Position()
	err := g.PlayText("32-27")
	require.NoError(t, err)
	err = g.PlayText("32-28") // White moved; and 32 is now empty anyway
	assert.True(t, errors.Is(err, notation.ErrIllegal), "%v", err)
	assert.Equal(t, 1, g.Ply())

	// Play with a Move that is not legal: from the start, 46-41 is blocked.
	require.NoError(t, undoErr(g.Undo()))
	assert.Equal(t, start, g.Position())
	sq := func(n int) board.Square { s, _ := variant.International.Numbering().Square(n); return s }
	err = g.Play(board.NewStep(sq(46), sq(41), false))
	assert.ErrorIs(t, err, notation.ErrIllegal)
	assert.Equal(t, start, g.Position())
	assert.ErrorIs(t, undoErr(g.Undo()), checkers.ErrNoMoveToUndo)
}

// Czech checkers opens with 7 moves, as every 8x8 variant whose men step
// forward only: the 4 men of the third rank step 2 ways but the one on
// the edge (a3 or h2's neighbour) steps 1.
func TestLegalMovesCount(t *testing.T) {
	assert.Len(t, checkers.New(variant.Czech).LegalMoves(), 7)
}

// FMJD article 6.1: the third occurrence of a position draws, at once. The
// kings on a1 and b10 go back and forth: the start position comes back
// after 4 plies (second time) and after 8 (third time): drawn at ply 8,
// not at ply 7.
func TestInternationalThreefoldRepetition(t *testing.T) {
	g := newGame(t, variant.International, "W:WK46:BK1")
	moves := shuffle(8, "46", "41", "1", "6")
	drawnAtLastMove(t, g, moves, checkers.Repetition)
	// Undo brings the game back to life.
	require.NoError(t, undoErr(g.Undo()))
	assert.False(t, g.Result().Over())
}

// Italian (FID art. 9.3): the fourth occurrence draws, not the third.
func TestItalianFourfoldRepetition(t *testing.T) {
	g := newGame(t, variant.Italian, "W:WKb1:BKg8")
	moves := shuffle(12, "b1", "a2", "g8", "h7")
	drawnAtLastMove(t, g, moves, checkers.Repetition)
}

// English forty-move rule (WCDF 1.32.2: 80 plies without a capture or a
// man's move), claimed by either player: claimable at ply 80, not at 79.
// Repetition is left out of this copy of the rules so that the shuffling
// kings reach the count.
func TestEnglishFortyMoveRule(t *testing.T) {
	v := withDraws(t, variant.English, rule(t, variant.English, "forty-move rule"))
	g := newGame(t, v, "W:WKa1:BKh8")
	moves := shuffle(80, "a1", "b2", "h8", "g7")
	playAll(t, g, moves[:79]...)
	assert.Empty(t, g.Claims())
	assert.ErrorIs(t, g.ClaimDraw(board.Black, ""), checkers.ErrNoClaim)
	playAll(t, g, moves[79])
	claims := g.Claims()
	require.Len(t, claims, 1)
	// White is to move after 80 plies; either player may claim.
	assert.Equal(t, checkers.Claim{Rule: "forty-move rule", Reason: checkers.MoveCount, Who: variant.EitherPlayer,
		Players: []board.Color{board.White, board.Black}}, claims[0])
	assert.False(t, g.Result().Over())
	// Either player may claim: Black, not to move, does.
	require.NoError(t, g.ClaimDraw(board.Black, "forty-move rule"))
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.MoveCount}, g.Result())
	rule, ok := g.DrawnBy()
	assert.True(t, ok)
	assert.Equal(t, "forty-move rule", rule)
}

// A man's move resets the forty-move count (here shortened to 8 plies).
func TestManMoveResetsMoveCount(t *testing.T) {
	d := rule(t, variant.English, "forty-move rule")
	d.Threshold = 8
	g := newGame(t, withDraws(t, variant.English, d), "W:WKa1,e3:BKh8")
	playAll(t, g, shuffle(7, "a1", "b2", "h8", "g7")...) // 7 plies, Black to move
	playAll(t, g, "g7-h8")                               // ply 8 reaches the count
	assert.Len(t, g.Claims(), 1)
	playAll(t, g, "e3-f4") // the man's move resets it, and the right lapses
	assert.Empty(t, g.Claims())
	assert.ErrorIs(t, g.ClaimDraw(board.White, ""), checkers.ErrNoClaim)
}

// FMJD article 6.2: 25 moves each (50 plies) of kings only, without a
// capture, draw, at once. Only that rule is in this copy of the rules.
func TestInternationalKingMoveRule(t *testing.T) {
	v := withDraws(t, variant.International, rule(t, variant.International, "25-move rule"))
	g := newGame(t, v, "W:WK46:BK1")
	moves := shuffle(50, "46", "41", "1", "6")
	drawnAtLastMove(t, g, moves, checkers.MoveCount)
}

// FMJD article 6.4: two kings against a lone king draw after 5 moves each
// (10 plies); article 6.3: three pieces, one a king, after 16 moves each
// (32 plies). The kings on a1, i1 and e1 stay out of reach of the lone king
// shuffling between b10 and a9. Repetition is off in these copies.
func TestInternationalEndgameCounts(t *testing.T) {
	v := withDraws(t, variant.International, variant.International.Rules().Draws[1:]...)

	g := newGame(t, v, "W:WK46,K50:BK1")
	moves := shuffle(10, "50", "45", "1", "6")
	drawnAtLastMove(t, g, moves, checkers.Endgame)

	g = newGame(t, v, "W:WK46,K50,48:BK1")
	moves = shuffle(32, "50", "45", "1", "6")
	drawnAtLastMove(t, g, moves, checkers.Endgame)
}

// Russian 7.2.5: 15 moves each of kings only draw (30 plies); the only
// rule of this copy.
func TestRussianKingMoveRule(t *testing.T) {
	v := withDraws(t, variant.Russian, rule(t, variant.Russian, "kings only"))
	// Flying kings: h2 and g1 share no diagonal with a1 or b2.
	g := newGame(t, v, "W:WKa1:BKh2")
	moves := shuffle(30, "a1", "b2", "h2", "g1")
	drawnAtLastMove(t, g, moves, checkers.MoveCount)
}

// Agreement and resignation end the game at once.
func TestAgreementAndResignation(t *testing.T) {
	g := checkers.New(variant.Turkish)
	require.NoError(t, g.AgreeDraw())
	assert.Equal(t, "drawn: agreement", g.Result().String())
	assert.ErrorIs(t, g.Resign(board.White), checkers.ErrGameOver)

	g = checkers.New(variant.Turkish)
	require.NoError(t, g.Resign(board.White))
	w, ok := g.Result().Winner()
	assert.True(t, ok)
	assert.Equal(t, board.Black, w)
	assert.Equal(t, "black wins: resignation", g.Result().String())
}

// Russian 7.2.4: three kings against a lone king are drawn right after the
// strong side's 15th move. White moves first, so its 15th move is ply 29.
// The lone king on h2 and g1 shares no diagonal with the kings on a1 (b2),
// c1 and e1. Only that rule is in this copy, to reach the count.
func TestRussianThreeKingsAgainstOne(t *testing.T) {
	v := withDraws(t, variant.Russian, rule(t, variant.Russian, "three kings v king"))
	g := newGame(t, v, "W:WKa1,Kc1,Ke1:BKh2")
	moves := shuffle(29, "a1", "b2", "h2", "g1")
	drawnAtLastMove(t, g, moves, checkers.Endgame)
}
