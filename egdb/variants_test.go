package egdb_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Frisian, a White man on 46 (a1) behind its own king on 41 (b2), Black
// with nothing, White to move. Worked by hand (RULES.md, Frisian): the
// man's one step, to 41, is taken; the king moves, and then Black has no
// move and has lost, unless the king has made three quiet moves in a row,
// in which case it may not move (White has a man, so the limit binds),
// White has no move and has lost. So the same pieces are a win in 1 with
// no run or a run of two, a loss at once with a run of three; and a run
// of a king not on the board is no run. Held in memory and read from the
// files alike.
func TestKingRunsInTheValues(t *testing.T) {
	for _, v := range []*variant.Variant{variant.Frisian, variant.Frysk} {
		p, err := notation.ParseFEN(v, "W:W46,K41:B")
		require.NoError(t, err)
		k41 := p.Kings[board.White].First()
		elsewhere := p.Men[board.White].First() // no king there
		win := egdb.Value{Outcome: egdb.Win, Plies: 1}
		cases := []struct {
			run  board.KingRun
			want egdb.Value
		}{
			{board.KingRun{}, win},
			{board.KingRun{King: k41, Moves: 2}, win},
			{board.KingRun{King: k41, Moves: 3}, egdb.Value{Outcome: egdb.Loss}},
			{board.KingRun{King: elsewhere, Moves: 3}, win},
		}
		mem, err := egdb.Build(v, 2, egdb.Options{})
		require.NoError(t, err)
		files, err := egdb.Build(v, 2, egdb.Options{Dir: t.TempDir()})
		require.NoError(t, err)
		defer files.Close()
		// The run as a FEN writes it (lidraughts' field, Black's then
		// White's): White's king on 41 after three moves.
		barred, err := notation.ParseFEN(v, "W:W46,K41:B:+0+341")
		require.NoError(t, err)
		got, err := files.Probe(barred)
		require.NoError(t, err)
		assert.Equal(t, egdb.Value{Outcome: egdb.Loss}, got, v)
		for _, c := range cases {
			q := p.SetKingRun(board.White, c.run)
			for _, db := range []*egdb.DB{mem, files} {
				got, err := db.Probe(q)
				require.NoError(t, err)
				assert.Equal(t, c.want, got, "%s %+v", v, c.run)
			}
		}
	}
}

// Parachute, a White parachutist on d8 alone against a Black king, White
// to move. Worked by hand (RULES.md, Parachute): a parachutist has no
// quiet move; with the king on c7 it jumps it, landing on b6 as a man,
// and Black, with nothing left, has lost: a win in 1. With the king on a1
// there is nothing to jump, White has no move and has lost. And the
// parachutist's capture is compulsory, so the same with Black's king on
// c7 and a black man beside it changes nothing: White still takes.
func TestParachutistsInTheValues(t *testing.T) {
	v := variant.Parachute
	db, err := egdb.Build(v, 3, egdb.Options{})
	require.NoError(t, err)
	for fen, want := range map[string]egdb.Value{
		"W:WPd8:BKc7":     {Outcome: egdb.Win, Plies: 1},
		"W:WPd8:BKa1":     {Outcome: egdb.Loss},
		"B:WPd8:BKa1":     {Outcome: egdb.Win, Plies: 1},
		"W:WPd8,Pb8:BKa1": {Outcome: egdb.Loss},
	} {
		p, err := notation.ParseFEN(v, fen)
		require.NoError(t, err, fen)
		got, err := db.Probe(p)
		require.NoError(t, err, fen)
		assert.Equal(t, want, got, fen)
	}
	// A parachutist stands only where it was set up: one on d6 is in no
	// slice.
	p, err := notation.ParseFEN(v, "W:WPd6:BKa1")
	require.NoError(t, err)
	_, err = db.Probe(p)
	assert.ErrorIs(t, err, egdb.ErrNotCovered)
}
