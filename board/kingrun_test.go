package board_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// The three rules of KingRuns.After, worked by hand with squares as bits
// (no geometry needed): 10 and 20 are White's kings, 30 Black's.
func TestKingRunsAfter(t *testing.T) {
	both := [2]bool{true, true}
	var r board.KingRuns
	// A quiet move of the king on 10 to 11 starts White's run of one.
	r = r.After(board.White, true, 10, 11, both, false, 3)
	assert.Equal(t, board.KingRun{King: 11, Moves: 1}, r[board.White])
	// The same king again: two, then three, and never past the limit.
	r = r.After(board.White, true, 11, 10, both, false, 3)
	r = r.After(board.White, true, 10, 11, both, false, 3)
	assert.Equal(t, board.KingRun{King: 11, Moves: 3}, r[board.White])
	assert.Equal(t, board.Square(11), r.Barred(board.White, 3, true))
	assert.Equal(t, board.NoSquare, r.Barred(board.White, 3, false), "kings only: not bound")
	assert.Equal(t, board.NoSquare, r.Barred(board.White, 0, true), "no limit")
	r = r.After(board.White, true, 11, 12, both, false, 3)
	assert.Equal(t, uint8(3), r[board.White].Moves)
	// Another king starts a new run.
	r = r.After(board.White, true, 20, 21, both, false, 3)
	assert.Equal(t, board.KingRun{King: 21, Moves: 1}, r[board.White])
	// Black's moves leave White's run alone, unless they take its king or
	// White's last man.
	r = r.After(board.Black, true, 30, 31, both, false, 3)
	assert.Equal(t, board.KingRun{King: 21, Moves: 1}, r[board.White])
	assert.Equal(t, board.KingRun{King: 31, Moves: 1}, r[board.Black])
	taken := r.After(board.Black, false, 31, 35, both, true, 3)
	assert.Equal(t, board.KingRuns{}, taken, "a capture ends Black's run; taking the king ends White's")
	lastMan := r.After(board.Black, false, 40, 45, [2]bool{false, true}, false, 3)
	assert.Equal(t, board.KingRuns{}, lastMan)
	// A king's quiet move that leaves its side without men (none to lose
	// here, but a side of kings only) keeps no run.
	r = board.KingRuns{}.After(board.White, true, 10, 11, [2]bool{false, true}, false, 3)
	assert.Equal(t, board.KingRuns{}, r)
}

// SetKingRun keeps the key and drops a run of no moves whatever its
// square; a position that keeps no runs (KingLimit 0) is untouched by
// Apply.
func TestSetKingRunKeepsTheKey(t *testing.T) {
	var p board.Position
	p = p.Put(10, board.Piece{Color: board.White, Kind: board.King})
	q := p.SetKingRun(board.White, board.KingRun{King: 10, Moves: 2})
	assert.NotEqual(t, p.Key, q.Key)
	assert.Equal(t, q.ComputeKey(), q.Key)
	assert.Equal(t, p, q.SetKingRun(board.White, board.KingRun{King: 10}))
	assert.Equal(t, p, p.SetKingRun(board.Color(2), board.KingRun{King: 10, Moves: 1}))
	after := p.Apply(board.NewStep(10, 15, false))
	assert.Equal(t, board.KingRuns{}, after.KingRuns)
	p.KingLimit = 3
	after = p.Apply(board.NewStep(10, 15, false))
	assert.Equal(t, board.KingRuns{}, after.KingRuns, "no men: no run")
	p = p.Put(0, board.Piece{Color: board.White, Kind: board.Man})
	after = p.Apply(board.NewStep(10, 15, false))
	assert.Equal(t, board.KingRun{King: 15, Moves: 1}, after.KingRuns[board.White])
	assert.Equal(t, after.ComputeKey(), after.Key)
}
