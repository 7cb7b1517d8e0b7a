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

// A Frisian position built square by square, with no FEN and no other
// call, is played under the king-move limit by every path that plays
// moves: a Game, the variant's Apply with movegen, and the move reader.
// The king on 46 (a1) makes three quiet moves in a row, 46-37, 37-46,
// 46-37, while Black moves its men; the fourth, 37-46, is refused, and the
// man on 45 is the only piece left to move.
func TestFrisianLimitHoldsForPositionsBuiltBySquares(t *testing.T) {
	v := variant.Frisian
	put := func(p board.Position, number string, pc board.Piece) board.Position {
		s, err := notation.ParseSquare(v, number)
		require.NoError(t, err)
		return p.Put(s, pc)
	}
	var p board.Position
	p = put(p, "46", board.Piece{Color: board.White, Kind: board.King})
	p = put(p, "45", board.Piece{Color: board.White, Kind: board.Man})
	p = put(p, "1", board.Piece{Color: board.Black, Kind: board.Man})
	p = put(p, "2", board.Piece{Color: board.Black, Kind: board.Man})
	played := []string{"46-37", "1-6", "37-46", "6-11", "46-37", "2-7"}

	g := checkers.NewFromPosition(v, p)
	require.NoError(t, g.Err())
	for _, text := range played {
		require.NoError(t, g.PlayText(text))
	}
	assert.ErrorIs(t, g.PlayText("37-46"), notation.ErrIllegal, "through a Game")
	assert.Equal(t, []string{"45-40"}, moveTexts(v, g))

	q := p
	for _, text := range played {
		m, err := notation.ParseMove(v, q, text)
		require.NoError(t, err, text)
		q = v.Apply(q, m)
	}
	assert.Equal(t, g.Position(), q)
	var texts []string
	for _, m := range movegen.Generate(v, q, nil) {
		texts = append(texts, notation.FormatMove(v, q, m))
	}
	assert.Equal(t, []string{"45-40"}, texts, "through Apply and Generate")
	assert.Equal(t, 1, movegen.Count(v, q))
	_, err := notation.ParseMove(v, q, "37-46")
	assert.ErrorIs(t, err, notation.ErrIllegal, "through the move reader")
}
