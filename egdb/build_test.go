package egdb_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// English king against king, White to move, from the published census of
// the two-piece database: 992 positions, 230 won, 654 drawn, 108 lost, the
// longest win 11 plies.
func TestEnglishKingAgainstKing(t *testing.T) {
	db, err := egdb.Build(variant.English, 2, egdb.Options{})
	require.NoError(t, err)
	m := egdb.Material{Kings: [2]int{1, 1}}
	s := egdb.NewSlice(variant.English, m)
	require.Equal(t, uint64(992), s.Size())
	count := map[egdb.Outcome]int{}
	longest := 0
	for i := range s.Size() {
		p := s.Position(i)
		v, err := db.Probe(p)
		require.NoError(t, err)
		count[v.Outcome]++
		if v.Outcome == egdb.Win {
			longest = max(longest, v.Plies)
		}
	}
	assert.Equal(t, map[egdb.Outcome]int{egdb.Win: 230, egdb.Draw: 654, egdb.Loss: 108}, count)
	assert.Equal(t, 11, longest)
}

// Hand-worked values: a side with no piece to move has lost (loss in 0);
// a lone king with nothing against it wins in 1 (it moves, and the other
// side has no move); a man that can take the last piece wins in 1.
func TestValuesWorkedByHand(t *testing.T) {
	v := variant.English
	db, err := egdb.Build(v, 2, egdb.Options{})
	require.NoError(t, err)
	for _, c := range []struct {
		fen  string
		want egdb.Value
	}{
		{"B:WK1:B", egdb.Value{Outcome: egdb.Loss, Plies: 0}},
		{"W:WK1:B", egdb.Value{Outcome: egdb.Win, Plies: 1}},
		{"W:W22:B18", egdb.Value{Outcome: egdb.Win, Plies: 1}}, // 22x15
		{"B:W22:B18", egdb.Value{Outcome: egdb.Win, Plies: 1}}, // 18x25
	} {
		p, err := notation.ParseFEN(v, c.fen)
		require.NoError(t, err, c.fen)
		got, err := db.Probe(p)
		require.NoError(t, err, c.fen)
		assert.Equal(t, c.want, got, c.fen)
	}
	// Not held: three pieces.
	p, err := notation.ParseFEN(v, "W:W22,23:B18")
	require.NoError(t, err)
	_, err = db.Probe(p)
	assert.ErrorIs(t, err, egdb.ErrNotCovered)
}

// Every registered variant builds; a made-up one whose parachutists are
// set up where its own men stand is refused (its parachutists would share
// squares with its men), and so is a build of no pieces.
func TestBuildRefuses(t *testing.T) {
	r := variant.Parachute.Rules()
	r.Name, r.Aliases = "parachute-low", nil
	r.SetupParas[board.White] = board.SquareSet(r.Board.Squares()[12]) // no promotion square of White's
	v, err := variant.New(r)
	require.NoError(t, err)
	_, err = egdb.Build(v, 2, egdb.Options{})
	assert.ErrorIs(t, err, egdb.ErrUnsupported)
	_, err = egdb.Build(variant.English, 0, egdb.Options{})
	assert.Error(t, err)
}

// The memory a slice takes to solve, worked by hand for an English man
// against a king: the man on 28 squares (not on its crowning row), the
// king on the 31 others, 868 positions a side to move, 1,736 at 14 bytes;
// then 2 bytes a position of each slice a move leads to: 1m-0 (the man
// takes the king: 56 positions), 0-1k (the king takes the man: 64), 1k-1k
// (the man crowns: 1,984) and 1k-0 (it crowns taking the king: 64).
func TestSolveMemory(t *testing.T) {
	m, ok := egdb.ParseMaterial("1m-1k")
	require.True(t, ok)
	assert.Equal(t, uint64(1736*14+(56+64+1984+64)*2), egdb.SolveMemory(variant.English, m))
}

// International, the published longest wins: David and Goliath,
// W:W23:B5,6 with White to move, wins in 29 plies (three pieces), and
// W:W33,46:B4,5 in 39 (four pieces; the whole test takes about half a
// minute on two cores). Behind -long, as the larger builds are.
func TestInternationalLongestWins(t *testing.T) {
	if !*long {
		t.Skip("with -long")
	}
	v := variant.International
	pieces, cases := 4, map[string]int{"W:W23:B5,6": 29, "W:W33,46:B4,5": 39}
	if testing.Short() {
		pieces, cases = 3, map[string]int{"W:W23:B5,6": 29}
	}
	db, err := egdb.Build(v, pieces, egdb.Options{})
	require.NoError(t, err)
	for fen, plies := range cases {
		p, err := notation.ParseFEN(v, fen)
		require.NoError(t, err)
		got, err := db.Probe(p)
		require.NoError(t, err, fen)
		assert.Equal(t, egdb.Value{Outcome: egdb.Win, Plies: plies}, got, fen)
	}
}

// The best moves keep the value: from the longest king-against-king win,
// each best move leads to a loss one ply shorter, and following them the
// win ends in 11 plies with the loser unable to move.
func TestBestMovesFollowTheWin(t *testing.T) {
	v := variant.English
	db, err := egdb.Build(v, 2, egdb.Options{})
	require.NoError(t, err)
	p, err := notation.ParseFEN(v, "W:WK29:BK4")
	require.NoError(t, err)
	for ply := 11; ply > 0; ply-- {
		value, moves, err := db.BestMoves(p)
		require.NoError(t, err)
		require.Equal(t, ply, value.Plies)
		require.NotEmpty(t, moves)
		p = v.Apply(p, moves[0])
	}
	value, moves, err := db.BestMoves(p)
	require.NoError(t, err)
	assert.Equal(t, egdb.Value{Outcome: egdb.Loss, Plies: 0}, value)
	assert.Empty(t, moves)
	assert.False(t, movegen.HasMoves(v, p))
}
