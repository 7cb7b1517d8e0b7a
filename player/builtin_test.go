package player_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// mustSearch runs a search of g within limit and returns its move and the
// infos it sent.
func mustSearch(t testing.TB, s engine.Searcher, g *checkers.Game, limit engine.Limit) (board.Move, []engine.Info) {
	t.Helper()
	var infos []engine.Info
	m, err := s.Search(context.Background(), g, limit, func(i engine.Info) { infos = append(infos, i) })
	require.NoError(t, err)
	requireLegal(t, g, m)
	return m, infos
}

// The board of English checkers, squares numbered from b8:
//
//	rank 8 |  .  1  .  2  .  3  .  4
//	rank 7 |  5  .  6  .  7  .  8  .
//	rank 6 |  .  9  . 10  . 11  . 12
//	rank 5 | 13  . 14  . 15  . 16  .
//	rank 4 |  . 17  . 18  . 19  . 20
//	rank 3 | 21  . 22  . 23  . 24  .
//	rank 2 |  . 25  . 26  . 27  . 28
//	rank 1 | 29  . 30  . 31  . 32  .
//	         a  b  c  d  e  f  g  h
//
// White's men move up the board, Black's down.

// TestForcedWin: White's king on 15 (e5) against Black's man on 4 (h8),
// White to move. No capture is on, so White has the king's four steps.
// Black's man can only step to 8 (g7), and a king standing next to g7 with
// the square beyond it empty then takes it: from 11 (f6, landing on h8,
// which the man has just left), from 12 (h6, landing on f8) or from 3 (f8,
// landing on h6). Of these only 11 is one step from 15, so 15-11 is the
// one move that wins at once: 15-11 4-8 11x4, and Black, with no piece
// left, has no move. That is a win in three plies, Win-3.
func TestForcedWin(t *testing.T) {
	g := fen(t, variant.English, "W:WK15:B4")
	m, infos := mustSearch(t, player.New(), g, engine.Limit{Depth: 8})
	assert.Equal(t, "15-11", text(g, m))
	last := infos[len(infos)-1]
	assert.Equal(t, engine.Win-3, last.Score)
	// The search stops at the depth that proves the win: deeper cannot
	// find a shorter one.
	assert.Equal(t, 3, last.Depth)
	require.Len(t, last.PV, 3)
	assert.True(t, last.PV[2].IsCapture(), "the line ends with the capture: %v", last.PV)
}

// TestAvoidsLosingAPiece: White's men on 18 (d4) and 29 (a1), Black's on
// 4 (h8) and 11 (f6), White to move and no capture on. 18-15 (d4-e5) puts
// the man next to Black's f6 with d4, just left, empty behind it: Black
// must take, 11x18, and nothing of White's can take back. Any other move
// (18-14, 29-25) keeps the material level. A search of two plies sees the
// capture and plays something else.
func TestAvoidsLosingAPiece(t *testing.T) {
	g := fen(t, variant.English, "W:W18,29:B4,11")
	for _, depth := range []int{2, 3, 4, 6} {
		m, infos := mustSearch(t, player.New(), g, engine.Limit{Depth: depth})
		assert.NotEqual(t, "18-15", text(g, m), "depth %d", depth)
		assert.Greater(t, infos[len(infos)-1].Score, -50, "depth %d", depth)
	}
}

// TestReversedGoal: in Antidam the side with no move wins, so the move
// English play avoids is the one to make. White's man on 18 (d4) against
// Black's on 11 (f6), White to move: 18-15 makes Black take 11x18, and
// White, with no piece left, has no move and wins two plies after the root
// (Win-2). In English the same move loses at once.
func TestReversedGoal(t *testing.T) {
	g := fen(t, variant.Antidam, "W:W18:B11")
	m, infos := mustSearch(t, player.New(), g, engine.Limit{Depth: 4})
	assert.Equal(t, "18-15", text(g, m))
	assert.Equal(t, engine.Win-2, infos[len(infos)-1].Score)

	g = fen(t, variant.English, "W:W18:B11")
	m, _ = mustSearch(t, player.New(), g, engine.Limit{Depth: 4})
	assert.Equal(t, "18-14", text(g, m))
}

// TestEveryVariant searches the start position of every variant three
// plies deep: the move must be legal and the PV must begin with it.
func TestEveryVariant(t *testing.T) {
	b := player.New()
	for _, v := range variant.All() {
		t.Run(v.Name(), func(t *testing.T) {
			g := checkers.New(v)
			m, infos := mustSearch(t, b, g, engine.Limit{Depth: 3})
			require.NotEmpty(t, infos)
			assert.True(t, infos[len(infos)-1].PV[0].SameAs(&m))
		})
	}
}

// TestSingleMove: White's king on 14 (c5) can take Black's man on 18 (d4),
// landing on 23 (e3); captures are compulsory, so that is White's only
// move, returned after a search of depth 1.
func TestSingleMove(t *testing.T) {
	g := fen(t, variant.English, "W:WK14:B18")
	m, infos := mustSearch(t, player.New(), g, engine.Limit{})
	assert.Equal(t, "14x23", text(g, m))
	require.Len(t, infos, 1)
	assert.Equal(t, 1, infos[0].Depth)
}

// TestInfo: one info per depth, in order, each with a PV that begins
// with the move the depth chose, and the last one's with the move
// returned.
func TestInfo(t *testing.T) {
	g := checkers.New(variant.International)
	m, infos := mustSearch(t, player.New(), g, engine.Limit{Depth: 5})
	require.Len(t, infos, 5)
	for i, info := range infos {
		assert.Equal(t, i+1, info.Depth)
		assert.NotEmpty(t, info.PV)
		// A move that is the only legal one is searched a ply deeper
		// (a forced capture, most often): the PV is no longer than the
		// depth and those moves.
		forced, line := 0, g.Clone()
		for _, pm := range info.PV {
			if len(line.LegalMoves()) == 1 {
				forced++
			}
			require.NoError(t, line.Play(pm))
		}
		assert.LessOrEqual(t, len(info.PV), info.Depth+forced, "no PV longer than the depth but for lone moves: %v", info.PV)
		if i > 0 {
			assert.GreaterOrEqual(t, info.Nodes, infos[i-1].Nodes)
			assert.GreaterOrEqual(t, info.Time, infos[i-1].Time)
		}
	}
	assert.True(t, infos[4].PV[0].SameAs(&m))

	// The PV is a line of legal moves.
	line := g.Clone()
	for _, pm := range infos[4].PV {
		require.NoError(t, line.Play(pm))
	}
}

// TestDeterministic: the same search of the same game gives the same
// move, scores and node counts, whatever was searched before.
func TestDeterministic(t *testing.T) {
	g := checkers.New(variant.Russian)
	for _, limit := range []engine.Limit{{Depth: 6}, {Nodes: 20_000}} {
		b := player.New()
		m1, infos1 := mustSearch(t, b, g, limit)
		mustSearch(t, b, checkers.New(variant.English), engine.Limit{Depth: 5})
		m2, infos2 := mustSearch(t, b, g, limit)
		m3, infos3 := mustSearch(t, player.New(), g, limit)
		assert.Equal(t, m1, m2)
		assert.Equal(t, m1, m3)
		zeroTimes(infos1, infos2, infos3)
		assert.Equal(t, infos1, infos2)
		assert.Equal(t, infos1, infos3)
	}
}

// TestKeepTable: with Options.KeepTable, searching a game again finds
// the table the first search filled, and reaches the same depth in fewer
// nodes; a search of another variant in between empties it, and the
// search is then the one without the option.
func TestKeepTable(t *testing.T) {
	g := checkers.New(variant.Russian)
	limit := engine.Limit{Depth: 7}
	_, fresh := mustSearch(t, player.New(), g, limit)
	b := player.NewWith(player.Options{KeepTable: true})
	_, first := mustSearch(t, b, g, limit)
	_, again := mustSearch(t, b, g, limit)
	mustSearch(t, b, checkers.New(variant.English), engine.Limit{Depth: 5})
	_, afterOther := mustSearch(t, b, g, limit)
	last := func(infos []engine.Info) engine.Info { return infos[len(infos)-1] }
	assert.Equal(t, last(fresh).Nodes, last(first).Nodes, "the first search starts from an empty table")
	assert.Less(t, last(again).Nodes, last(first).Nodes/2, "the second search reads the first's table")
	zeroTimes(fresh, afterOther)
	assert.Equal(t, fresh, afterOther, "another variant in between: the table starts empty")
}

// zeroTimes clears the Time of each info, the one field that varies from
// run to run.
func zeroTimes(lists ...[]engine.Info) {
	for _, infos := range lists {
		for i := range infos {
			infos[i].Time = 0
		}
	}
}

// TestNodeLimit: a node limit stops the search when it is reached, at
// any depth, the first included: a limit of one node stops the search at
// its first node, before depth 1 is completed, and the first legal move
// is returned.
func TestNodeLimit(t *testing.T) {
	g := checkers.New(variant.International)
	_, infos := mustSearch(t, player.New(), g, engine.Limit{Nodes: 2000})
	last := infos[len(infos)-1]
	assert.LessOrEqual(t, last.Nodes, uint64(2000))
	assert.Greater(t, last.Depth, 1)

	m, infos := mustSearch(t, player.New(), g, engine.Limit{Nodes: 1})
	assert.Empty(t, infos, "no depth completed")
	assert.Equal(t, g.LegalMoves()[0], m)
}

// hang bounds a search the tests expect to stop by its time or its
// context: generous, so that only a search deaf to them, never a loaded
// machine, fails a test. How soon a search stops is counted in nodes by
// TestContextSeenWithinAnInterval and TestTimeSeenAtTheFirstLook.
const hang = 30 * time.Second

// returnsWithin runs f, and fails the test if it has not returned within
// hang.
func returnsWithin(t *testing.T, f func()) {
	t.Helper()
	returned := make(chan struct{})
	go func() {
		defer close(returned)
		f()
	}()
	select {
	case <-returned:
	case <-time.After(hang):
		t.Fatalf("the search did not return within %v", hang)
	}
}

// TestTimeLimit: a search with a time limit and no depth stops by its
// time, which a search of the start to MaxDepth would not do within hang,
// and returns a legal move. (The zero Limit searches for DefaultTime: see
// TestZeroLimitIsDefaultTime.)
func TestTimeLimit(t *testing.T) {
	g := checkers.New(variant.International)
	var m board.Move
	var err error
	returnsWithin(t, func() {
		m, err = player.New().Search(context.Background(), g, engine.Limit{Time: 50 * time.Millisecond}, nil)
	})
	require.NoError(t, err)
	requireLegal(t, g, m)
}

// TestCancel: a search with no limit but its depth stops when its context
// is cancelled, returning a legal move and no error; a context cancelled
// before the search still gets the move of depth 1.
func TestCancel(t *testing.T) {
	g := checkers.New(variant.Canadian)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	var m board.Move
	var err error
	returnsWithin(t, func() { m, err = player.New().Search(ctx, g, engine.Limit{Depth: player.MaxDepth}, nil) })
	require.NoError(t, err)
	requireLegal(t, g, m)

	done, stop := context.WithCancel(context.Background())
	stop()
	var depths []int
	m, err = player.New().Search(done, g, engine.Limit{Depth: 10}, func(i engine.Info) { depths = append(depths, i.Depth) })
	require.NoError(t, err)
	requireLegal(t, g, m)
	assert.Equal(t, []int{1}, depths)
}

// TestGameOver: a game that is over, by the rules or by a resignation,
// has no move to choose.
func TestGameOver(t *testing.T) {
	noPieces := fen(t, variant.English, "W:W:B4") // White to move has nothing
	resigned := checkers.New(variant.English)
	require.NoError(t, resigned.Resign(board.Black))
	for _, g := range []*checkers.Game{noPieces, resigned} {
		require.True(t, g.Result().Over())
		for _, s := range []engine.Searcher{player.New(), player.Random(1)} {
			called := false
			_, err := s.Search(context.Background(), g, engine.Limit{Depth: 3}, func(engine.Info) { called = true })
			assert.True(t, errors.Is(err, engine.ErrNoMoves))
			assert.False(t, called)
		}
	}
}

// TestLeavesGameAlone: a search reads the game and changes nothing in it.
func TestLeavesGameAlone(t *testing.T) {
	g := checkers.New(variant.English)
	require.NoError(t, g.PlayText("11-15"))
	before := g.Clone()
	mustSearch(t, player.New(), g, engine.Limit{Depth: 6})
	assert.Equal(t, before.Positions(), g.Positions())
	assert.Equal(t, before.History(), g.History())
	assert.Equal(t, before.Result(), g.Result())
}
