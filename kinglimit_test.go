package checkers_test

import (
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Frisian game keeps the runs of king moves in its positions: the fourth
// quiet move in a row of one king is refused, undoing a move gives the run
// back, and the game written as PDN, from a FEN with a run, reads back to
// the same positions. Squares: 46 is a1, 37 c3, 45 j2, 40 i3 (see
// movegen's king-limit tests).
func TestFrisianGameKeepsKingRuns(t *testing.T) {
	v := variant.Frisian
	g, err := checkers.NewFromFEN(v, "W:WK46,45:B1,2")
	require.NoError(t, err)
	for _, text := range []string{"46-37", "1-6", "37-46", "6-11", "46-37", "2-7"} {
		require.NoError(t, g.PlayText(text))
	}
	assert.ErrorIs(t, g.PlayText("37-46"), notation.ErrIllegal)
	assert.Equal(t, []string{"45-40"}, moveTexts(v, g))
	c3, err := notation.ParseSquare(v, "37")
	require.NoError(t, err)
	assert.Equal(t, board.KingRun{King: c3, Moves: 3}, g.Position().KingRuns[board.White])

	require.NoError(t, undoErr(g.Undo())) // 2-7
	require.NoError(t, undoErr(g.Undo())) // 46-37, the third move
	assert.Equal(t, uint8(2), g.Position().KingRuns[board.White].Moves)

	// From a FEN with a run, through PDN and back.
	g, err = checkers.NewFromFEN(v, "W:WK46,45:B1:+0+346")
	require.NoError(t, err)
	assert.Equal(t, []string{"45-40"}, moveTexts(v, g))
	require.NoError(t, g.PlayText("45-40"))
	text, err := g.MarshalText()
	require.NoError(t, err)
	assert.Contains(t, string(text), `[FEN "W:W45,K46:B1:+0+346"]`)
	var back checkers.Game
	require.NoError(t, back.UnmarshalText(text))
	assert.Equal(t, g.Positions(), back.Positions())
}

// moveTexts returns the legal moves of g's position in its notation.
func moveTexts(v *variant.Variant, g *checkers.Game) []string {
	var out []string
	for _, m := range g.LegalMoves() {
		out = append(out, notation.FormatMove(v, g.Position(), m))
	}
	return out
}
