package player_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// fen returns a game of v from a FEN, failing the test on a bad one.
func fen(t testing.TB, v *variant.Variant, text string) *checkers.Game {
	t.Helper()
	g, err := checkers.NewFromFEN(v, text)
	require.NoError(t, err)
	return g
}

// requireLegal fails the test unless m is a legal move of g's position:
// one of its legal moves, and accepted by a copy of the game.
func requireLegal(t testing.TB, g *checkers.Game, m board.Move) {
	t.Helper()
	found := false
	for _, l := range g.LegalMoves() {
		if l.SameAs(&m) {
			found = true
			break
		}
	}
	require.Truef(t, found, "%v is not a legal move of %v", m, g)
	require.NoError(t, g.Clone().Play(m))
}

// text writes m, a move of g's position, as the variant's players do.
func text(g *checkers.Game, m board.Move) string {
	return notation.FormatMove(g.Variant(), g.Position(), m)
}
