package checkers_test

import (
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The reproducers of the draw rules: each a position, the plies played,
// and the ply at which the rule the federation writes ends the game (the
// numbers are the rules', worked out in each comment; RULES.md, "Draws").
//
// Where the moves do not matter, only their count, playQuiet chooses them:
// moves that capture nothing, never bring a position back, and leave the
// opponent nothing to capture and a move that is safe in turn, so that no
// rule but the one under test can end the game, nor a capture change the
// material.

// keepAll lets playQuiet choose any quiet move.
func keepAll(board.Position, board.Move) bool { return true }

// playQuiet plays n plies of g as the comment above says, each the first
// such legal move that keep accepts; it checks the game is on before each.
func playQuiet(t *testing.T, g *checkers.Game, n int, keep func(board.Position, board.Move) bool) {
	t.Helper()
	for i := range n {
		require.False(t, g.Result().Over(), "over before quiet ply %d: %v", i+1, g.Result())
		require.True(t, tryQuiet(g, keep), "no quiet move at ply %d of %s", g.Ply()+1, notation.FormatFEN(g.Variant(), g.Position()))
	}
}

// tryQuiet plays one ply as playQuiet does, and reports whether there was
// one to play.
func tryQuiet(g *checkers.Game, keep func(board.Position, board.Move) bool) bool {
	v, p, seen := g.Variant(), g.Position(), g.Positions()
	for _, m := range g.LegalMoves() {
		q := v.Apply(p, m)
		if !m.IsCapture() && keep(p, m) && !contains(seen, q) && !hasCapture(v, q) && hasSafeMove(v, q) {
			return g.Play(m) == nil
		}
	}
	return false
}

// drawnAfter plays n quiet plies and checks that the game is on after n-1
// and drawn for reason by the rule called name after n.
func drawnAfter(t *testing.T, g *checkers.Game, n int, reason checkers.Reason, name string, keep func(board.Position, board.Move) bool) {
	t.Helper()
	playQuiet(t, g, n-1, keep)
	require.False(t, g.Result().Over(), "drawn early, after %d plies: %v", g.Ply(), g.Result())
	playQuiet(t, g, 1, keep)
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: reason}, g.Result(), "after %d plies", g.Ply())
	got, _ := g.DrawnBy()
	assert.Equal(t, name, got)
}

func contains(ps []board.Position, q board.Position) bool {
	for _, p := range ps {
		if p == q {
			return true
		}
	}
	return false
}

func hasCapture(v *variant.Variant, p board.Position) bool {
	for _, m := range movegen.Generate(v, p, nil) {
		if m.IsCapture() {
			return true
		}
	}
	return false
}

// hasSafeMove reports whether the side to move in p has a quiet move after
// which the other side has no capture.
func hasSafeMove(v *variant.Variant, p board.Position) bool {
	for _, m := range movegen.Generate(v, p, nil) {
		if !m.IsCapture() && !hasCapture(v, v.Apply(p, m)) {
			return true
		}
	}
	return false
}

// squareSet returns the squares of v named by texts.
func squareSet(t *testing.T, v *variant.Variant, texts ...string) board.Bitboard {
	t.Helper()
	var b board.Bitboard
	for _, s := range texts {
		sq, err := notation.ParseSquare(v, s)
		require.NoError(t, err)
		b = b.With(sq)
	}
	return b
}

// D1, FMJD 6.4: king against king is "two pieces or one, a king among
// them, against a lone king", drawn after five moves each: 10 plies, not the
// 25-move rule's 50.
func TestFMJDKingAgainstKing(t *testing.T) {
	drawnAfter(t, newGame(t, variant.International, "W:WK47:BK4"), 10, checkers.Endgame, "two pieces v king", keepAll)
	drawnAfter(t, newGame(t, variant.Canadian, "W:WK68:BK5"), 10, checkers.Endgame, "two pieces v king", keepAll)
}

// D2, FMJD 6.3-6.4 count "another sixteen (five) moves" from the moment the
// ending arises; a crowning inside it does not restart the count. King and
// man against king: the man crowns on ply 9 (6-1), and the game is still
// drawn after 10 plies. Two men and a king against a king are 6.3's
// ending from the start, and drawn after 32 plies whatever the men do.
func TestFMJDCountsRunThroughCrowning(t *testing.T) {
	v := variant.International
	g := newGame(t, v, "W:WK47,6:BK4")
	// The lone king keeps off 1, so that 6-1 stays open; the man waits.
	six, one := squareSet(t, v, "6"), squareSet(t, v, "1")
	playQuiet(t, g, 8, func(p board.Position, m board.Move) bool { return !six.Has(m.From) && !one.Has(m.To) })
	playAll(t, g, "6-1")
	assert.False(t, g.Result().Over())
	drawnAfter(t, g, 1, checkers.Endgame, "two pieces v king", keepAll)

	drawnAfter(t, newGame(t, v, "W:WK47,6,45:BK4"), 32, checkers.Endgame, "three pieces v king", keepAll)
}

// D3, the draughts-64 rules (Russian): 7.2.8, one or two pieces against a
// lone king, is drawn right after the strong side's 5th move (White moves
// first: ply 9) unless the king is caught; a king against a king has no
// strong side, and is drawn after five moves each (10 plies); 7.2.7, three
// pieces against a lone king alone on the long diagonal, from the strong
// side's 5th move (ply 9).
func TestDraughts64Endings(t *testing.T) {
	v := variant.Russian
	drawnAfter(t, newGame(t, v, "W:WKc1,Ke1:BKh8"), 9, checkers.Endgame, "two pieces v king", keepAll)
	drawnAfter(t, newGame(t, v, "W:WKc1:BKh8"), 10, checkers.Endgame, "two pieces v king", keepAll)
	diagonal := squareSet(t, v, "a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8")
	// Black's king stays on a1-h8, White's kings off it.
	onDiagonal := func(p board.Position, m board.Move) bool { return diagonal.Has(m.To) == (p.Turn == board.Black) }
	drawnAfter(t, newGame(t, v, "W:WKc1,Ke1,Kg1:BKh8"), 9, checkers.Endgame, "three pieces v king on the long diagonal", onDiagonal)
	// Off the diagonal, 7.2.7 never falls; 7.2.4 (three kings or more)
	// does, right after White's 15th move, ply 29.
	offDiagonal := func(p board.Position, m board.Move) bool { return !diagonal.Has(m.To) }
	drawnAfter(t, newGame(t, v, "W:WKc1,Ke1,Kg1:BKh2"), 29, checkers.Endgame, "three kings v king", offDiagonal)
}

// D3, 7.2.6: with kings on both sides and 4 pieces, 30 moves each (60
// plies) without a capture or a crowning draw; men's moves break the
// kings-only run of 7.2.5 (30 plies) but not this one. Each man moves once
// in every 20 plies (or when its king has no quiet move), and never
// reaches its crowning square.
func TestDraughts64BalanceUnchanged(t *testing.T) {
	v := variant.Russian
	g := newGame(t, v, "W:WKc1,h2:BKh8,a7")
	byMan := func(man bool) func(board.Position, board.Move) bool {
		return func(p board.Position, m board.Move) bool { return p.Kings[p.Turn].Has(m.From) != man && !m.Promotes }
	}
	for g.Ply() < 59 {
		manMove := g.Ply()%20 == 10 || g.Ply()%20 == 11
		require.True(t, tryQuiet(g, byMan(manMove)) || tryQuiet(g, byMan(!manMove)), "no quiet move at ply %d", g.Ply()+1)
		require.False(t, g.Result().Over(), "over after %d plies: %v", g.Ply(), g.Result())
	}
	assert.False(t, g.Result().Over())
	drawnAfter(t, g, 1, checkers.MoveCount, "balance, 4-5 pieces", keepAll)
}

// D4: Brazilian plays by the draughts-64 rules: the same position with
// kings only is drawn by 7.2.5 after 30 plies; under the Brazilian
// federation's option (20 moves each of kings), after 40.
func TestBrazilianDraws(t *testing.T) {
	kingsOnly := func(p board.Position, m board.Move) bool { return p.Kings[p.Turn].Has(m.From) }
	drawnAfter(t, newGame(t, variant.Brazilian, "W:WKc1,h2:BKh8,a7"), 30, checkers.MoveCount, "kings only", kingsOnly)
	drawnAfter(t, newGame(t, variant.Brazilian, "W:WKc1:BKh8"), 10, checkers.Endgame, "two pieces v king", keepAll)

	o, ok := variant.DrawOptionByName("brazilian-cbd")
	require.True(t, ok)
	cbd := withDraws(t, variant.Brazilian, o.Draws...)
	drawnAfter(t, newGame(t, cbd, "W:WKc1,h2:BKh8,a7"), 40, checkers.MoveCount, "kings only", kingsOnly)
}

// D5 and D6, Czech: 15 moves each (30 plies) without a capture or a man's
// move draw at once; a repetition is claimed, by either player, and the
// game goes on until one does.
func TestCzechDraws(t *testing.T) {
	for _, v := range []*variant.Variant{variant.Czech, variant.Corner, variant.OneWay, variant.Parachute} {
		kingsOnly := func(p board.Position, m board.Move) bool { return p.Kings[p.Turn].Has(m.From) }
		drawnAfter(t, newGame(t, v, "W:WKc1,h2:BKh8,a7"), 30, checkers.MoveCount, "fifteen-move rule", kingsOnly)
	}
	// The start position stands for the third time after 8 plies.
	g := newGame(t, variant.Czech, "W:WKc1,h2:BKh8,a7")
	playAll(t, g, shuffle(8, "c1", "d2", "h8", "g7")...)
	assert.False(t, g.Result().Over())
	claims := g.Claims()
	require.Len(t, claims, 1)
	// White is to move after 8 plies; either player may claim.
	assert.Equal(t, checkers.Claim{Rule: "repetition", Reason: checkers.Repetition, Who: variant.EitherPlayer,
		Players: []board.Color{board.White, board.Black}}, claims[0])
	require.NoError(t, g.ClaimDraw(board.Black, "repetition")) // Black, not to move, may claim
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}, g.Result())
}

// D6 and D7, Portuguese and Spanish: a repetition is claimed by the side to
// move only; three kings against a lone king are drawn right after the
// strong side's 12th move (ply 23, White first).
func TestDamasClassicasDraws(t *testing.T) {
	for _, v := range []*variant.Variant{variant.Portuguese, variant.Spanish} {
		drawnAfter(t, newGame(t, v, "W:WK1,K2,K3:BK30"), 23, checkers.Endgame, "three kings v king", keepAll)

		// 4 = b1, 8 = a2, 29 = g8, 25 = h7: no king ever attacks the other.
		g := newGame(t, v, "W:WK4:BK29")
		playAll(t, g, shuffle(8, "4", "8", "29", "25")...)
		require.Len(t, g.Claims(), 1)
		assert.ErrorIs(t, g.ClaimDraw(board.Black, ""), checkers.ErrNoClaim, "only White, to move, may claim")
		require.NoError(t, g.ClaimDraw(board.White, ""))
		assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}, g.Result())
	}
}

// D8: men that step sideways and back repeat positions. Gothic: the start
// stands for the third time after 8 plies. Alquerque: after a2-b2, the
// position after ply 1 comes back after plies 5 and 9. Turkish: one piece
// each is a draw at once; without that rule, the start repeats after 8.
func TestRepetitionAcrossSidewaysSteps(t *testing.T) {
	drawnAtLastMove(t, newGame(t, variant.Gothic, "W:Wa3:Bh6"), shuffle(8, "a3", "b3", "h6", "g6"), checkers.Repetition)
	g := newGame(t, variant.Alquerque, "W:Wa2:Be4")
	drawnAtLastMove(t, g, append([]string{"a2-b2"}, shuffle(8, "e4", "d4", "b2", "c2")...), checkers.Repetition)

	g = newGame(t, variant.Turkish, "W:Wa4:Bh5")
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Endgame}, g.Result())
	o, ok := variant.DrawOptionByName("turkish-no-one-piece")
	require.True(t, ok)
	g = newGame(t, withDraws(t, variant.Turkish, o.Draws...), "W:Wa4:Bh5")
	drawnAtLastMove(t, g, shuffle(8, "a4", "b4", "h5", "g5"), checkers.Repetition)
}

// D9, Frisian Art. 21.1: king against king is drawn at once unless a
// capture is at hand. On 47 and 4 neither king can capture or be forced
// into one; on 46 and 37 (one diagonal, 28 beyond empty) White captures.
func TestFrisianKingAgainstKing(t *testing.T) {
	g := newGame(t, variant.Frisian, "W:WK47:BK4")
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Endgame}, g.Result())
	name, _ := g.DrawnBy()
	assert.Equal(t, "king v king", name)

	g = newGame(t, variant.Frisian, "W:WK46:BK37")
	assert.False(t, g.Result().Over())
	playAll(t, g, "46x28")
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.NoPieces}, g.Result())

	// lidraughts' option draws after 2 moves each.
	o, ok := variant.DrawOptionByName("frisian-lidraughts")
	require.True(t, ok)
	drawnAfter(t, newGame(t, withDraws(t, variant.Frisian, o.Draws...), "W:WK47:BK4"), 4, checkers.Endgame, "king v king", keepAll)
}

// D10, Frisian Art. 18: two kings against one must win within seven moves:
// drawn right after White's 7th move, ply 13, before the lone king's 7th.
func TestFrisianTwoKingsAgainstOne(t *testing.T) {
	drawnAfter(t, newGame(t, variant.Frisian, "W:WK47,K48:BK4"), 13, checkers.Endgame, "two kings v king", keepAll)
	drawnAfter(t, newGame(t, variant.Frysk, "W:WK47,K48:BK4"), 13, checkers.Endgame, "two kings v king", keepAll)
}

// D11, Pool R. 10: three kings against one are drawn right after the lone
// king's 13th move. Black moves first here, so that is ply 25, and White
// has no 13th move to capture with.
func TestPoolThreeKingsAgainstOne(t *testing.T) {
	drawnAfter(t, newGame(t, variant.Pool, "B:WK29,K30,K31:BK1"), 25, checkers.Endgame, "three kings v king", keepAll)
}

// E1, WCDF 1.32.1: the player whose next move would make a position stand
// for the third time claims before making it. Black's king shuttles 1-5-1,
// White's 32-28-32. After 7 plies White may claim with 28-32 (the start
// position, after plies 0 and 4, would stand again); after 8, Black with
// 1-5 (the position after plies 1 and 5); once Black plays 1-6, nothing.
func TestEnglishRepetitionClaimedBeforeTheMove(t *testing.T) {
	v := variant.English
	g := newGame(t, v, "B:WK32:BK1")
	playAll(t, g, "1-5", "32-28", "5-1", "28-32", "1-5", "32-28")
	assert.Empty(t, g.Claims(), "after 6 plies")
	playAll(t, g, "5-1")
	claims := g.Claims()
	require.Len(t, claims, 1, "after 7 plies")
	assert.Equal(t, "repetition", claims[0].Rule)
	require.Len(t, claims[0].Moves, 1)
	assert.Equal(t, "28-32", notation.FormatMove(v, g.Position(), claims[0].Moves[0]))

	// The claim names its move; without it, with another, or by Black, it
	// is refused.
	m, err := notation.ParseMove(v, g.Position(), "28-32")
	require.NoError(t, err)
	other, err := notation.ParseMove(v, g.Position(), "28-24")
	require.NoError(t, err)
	assert.ErrorIs(t, g.ClaimDraw(board.White, "repetition"), checkers.ErrNoClaim)
	assert.ErrorIs(t, g.ClaimDraw(board.White, "repetition", other), checkers.ErrNoClaim)
	assert.ErrorIs(t, g.ClaimDraw(board.Black, "repetition", m), checkers.ErrNoClaim)

	// Unclaimed, the right lapses; Black has the next one.
	playAll(t, g, "28-32")
	assert.False(t, g.Result().Over())
	claims = g.Claims()
	require.Len(t, claims, 1, "after 8 plies")
	assert.Equal(t, "1-5", notation.FormatMove(v, g.Position(), claims[0].Moves[0]))
	c := g.Clone()
	playAll(t, g, "1-6")
	assert.Empty(t, g.Claims(), "after 9 plies")

	// Claimed, the move is played and the game drawn.
	require.NoError(t, c.ClaimDraw(board.Black, "", claims[0].Moves[0]))
	assert.Equal(t, 9, c.Ply())
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}, c.Result())
	require.NoError(t, undoErr(c.Undo()))
	assert.False(t, c.Result().Over())
}

// G4 and §1.8: a Breakthrough position whose side to move owns a king, or
// with kings on both sides, cannot occur (the first king crowned won).
// NewFromPosition makes a game that reports no result, and refuses every
// move and declaration; with the king on the other side, the game is won
// by crowning.
func TestBreakthroughImpossiblePositions(t *testing.T) {
	v := variant.Breakthrough
	for _, fen := range []string{"B:WK1:BK50", "W:WK1:BK50", "W:WK1,10:B40"} {
		_, err := notation.ParseFEN(v, fen)
		require.ErrorIs(t, err, notation.ErrUnreachable, fen)
		p, err := notation.ParseFEN(variant.International, fen) // the same pieces, read as International
		require.NoError(t, err)
		g := checkers.NewFromPosition(v, p)
		assert.ErrorIs(t, g.Err(), notation.ErrUnreachable, fen)
		assert.Equal(t, checkers.Result{}, g.Result(), fen)
		assert.Empty(t, g.LegalMoves(), fen)
		assert.ErrorIs(t, g.PlayText("40-34"), notation.ErrUnreachable, fen)
		assert.ErrorIs(t, g.Resign(board.White), notation.ErrUnreachable, fen)
	}
	p, err := notation.ParseFEN(variant.International, "B:WK1:B40")
	require.NoError(t, err)
	g := checkers.NewFromPosition(v, p)
	require.NoError(t, g.Err())
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Crowning}, g.Result())
}

// Draw offers: one stands until the opponent accepts it or plays a move;
// the offerer cannot accept its own. Resignation loses in every variant,
// the reversed goals included.
func TestDrawOfferAndResignation(t *testing.T) {
	g := checkers.New(variant.English)
	require.NoError(t, g.OfferDraw(board.Black)) // Black offers before its move
	playAll(t, g, "11-15")                       // and the offer stands through it
	by, ok := g.DrawOffer()
	assert.True(t, ok)
	assert.Equal(t, board.Black, by)
	assert.ErrorIs(t, g.AcceptDraw(board.Black), checkers.ErrNoOffer)
	playAll(t, g, "23-19") // White plays on: declined
	_, ok = g.DrawOffer()
	assert.False(t, ok)
	assert.ErrorIs(t, g.AcceptDraw(board.White), checkers.ErrNoOffer)

	require.NoError(t, g.OfferDraw(board.White))
	require.NoError(t, g.AcceptDraw(board.Black))
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Agreement}, g.Result())
	assert.ErrorIs(t, g.OfferDraw(board.White), checkers.ErrGameOver)

	for _, v := range []*variant.Variant{variant.Antidam, variant.Antidraughts} {
		g := checkers.New(v)
		require.NoError(t, g.Resign(g.Position().Turn))
		w, _ := g.Result().Winner()
		assert.Equal(t, g.Position().Turn.Opponent(), w, v.Name())
	}
}

// Frisian Art. 21.1, the other cases of the test: on 41 (b2) against 5
// (j10) White cannot capture, but Black, were it to move, would fly down
// the long diagonal and take b2, landing on a1: play goes on. On 46 (a1)
// against 5 White's king can only go up the long diagonal, and wherever it
// stops Black's king takes it from j10: play goes on. Neither is drawn.
func TestFrisianKingAgainstKingCaptureAtHand(t *testing.T) {
	for _, fen := range []string{"W:WK41:BK5", "W:WK46:BK5"} {
		g := newGame(t, variant.Frisian, fen)
		assert.False(t, g.Result().Over(), fen)
	}
	g := newGame(t, variant.Frisian, "W:WK46:BK5")
	playAll(t, g, "46-28")
	playAll(t, g, "5x46")
	assert.Equal(t, checkers.Result{Status: checkers.BlackWins, Reason: checkers.NoPieces}, g.Result())
}

// The caught-king test of 7.2.7 and 7.2.8, on a copy whose count is one
// move of the strong side. White's e1-c3 reaches the count, but Black's
// king on a1 is caught: its one move, a1-b2, lets c3 take it (and it cannot
// take c3, d4 standing behind). So no draw: Black moves, White captures
// and wins. Without the test (lidraughts' count) the game is drawn at once.
func TestCaughtKing(t *testing.T) {
	d := rule(t, variant.Russian, "two pieces v king")
	d.Threshold = 1
	g := newGame(t, withDraws(t, variant.Russian, d), "W:WKe1,Kd4:BKa1")
	playAll(t, g, "e1-c3")
	assert.False(t, g.Result().Over())
	playAll(t, g, "a1-b2", "c3:a1")
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.NoPieces}, g.Result())

	d.Exception = variant.NoException
	g = newGame(t, withDraws(t, variant.Russian, d), "W:WKe1,Kd4:BKa1")
	playAll(t, g, "e1-c3")
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Endgame}, g.Result())
}

// §1.3: once the strong side is fixed it stays so. King and man against
// king (White strong) becomes king against king when Black takes the man on
// ply 2: the count goes on in White's moves from the start, and falls right
// after White's 5th move, ply 9; a fresh king against king (no strong side,
// 10 plies) would run to ply 10 from the start, or 12 from the capture.
func TestStrongSideStaysWhenTheEndingShrinks(t *testing.T) {
	g := newGame(t, variant.Russian, "W:WKa3,e3:BKg5")
	playAll(t, g, "e3-f4", "g5:e3")
	drawnAfter(t, g, 7, checkers.Endgame, "two pieces v king", keepAll)
}
