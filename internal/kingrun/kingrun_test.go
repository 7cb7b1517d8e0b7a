package kingrun_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/kingrun"
	"github.com/stretchr/testify/assert"
)

// The three rules of After, worked by hand with squares as bits (no
// geometry needed): 10 and 20 are White's kings, 30 Black's.
func TestAfter(t *testing.T) {
	both := [2]bool{true, true}
	var r board.KingRuns
	// A quiet move of the king on 10 to 11 starts White's run of one.
	r = kingrun.After(r, board.White, true, 10, 11, both, false, 3)
	assert.Equal(t, board.KingRun{King: 11, Moves: 1}, r[board.White])
	// The same king again: two, then three, and never past the limit.
	r = kingrun.After(r, board.White, true, 11, 10, both, false, 3)
	r = kingrun.After(r, board.White, true, 10, 11, both, false, 3)
	assert.Equal(t, board.KingRun{King: 11, Moves: 3}, r[board.White])
	assert.Equal(t, board.Square(11), kingrun.Barred(r, board.White, 3, true))
	assert.Equal(t, board.NoSquare, kingrun.Barred(r, board.White, 3, false), "kings only: not bound")
	assert.Equal(t, board.NoSquare, kingrun.Barred(r, board.White, 0, true), "no limit")
	r = kingrun.After(r, board.White, true, 11, 12, both, false, 3)
	assert.Equal(t, uint8(3), r[board.White].Moves)
	// Another king starts a new run.
	r = kingrun.After(r, board.White, true, 20, 21, both, false, 3)
	assert.Equal(t, board.KingRun{King: 21, Moves: 1}, r[board.White])
	// Black's moves leave White's run alone, unless they take its king or
	// White's last man.
	r = kingrun.After(r, board.Black, true, 30, 31, both, false, 3)
	assert.Equal(t, board.KingRun{King: 21, Moves: 1}, r[board.White])
	assert.Equal(t, board.KingRun{King: 31, Moves: 1}, r[board.Black])
	taken := kingrun.After(r, board.Black, false, 31, 35, both, true, 3)
	assert.Equal(t, board.KingRuns{}, taken, "a capture ends Black's run; taking the king ends White's")
	lastMan := kingrun.After(r, board.Black, false, 40, 45, [2]bool{false, true}, false, 3)
	assert.Equal(t, board.KingRuns{}, lastMan)
	// A king's quiet move that leaves its side without men (none to lose
	// here, but a side of kings only) keeps no run.
	r = kingrun.After(board.KingRuns{}, board.White, true, 10, 11, [2]bool{false, true}, false, 3)
	assert.Equal(t, board.KingRuns{}, r)
}

// Next reads what After needs from the move and the position after it: a
// king's quiet move with a man beside it starts a run; the same move by a
// side of kings only, or a man's move, does not.
func TestNext(t *testing.T) {
	var p board.Position
	p = p.Put(10, board.Piece{Color: board.White, Kind: board.King})
	step := board.NewStep(10, 15, false)
	q := p
	q.MovePieces(step)
	assert.Equal(t, board.KingRuns{}, kingrun.Next(p.KingRuns, board.White, true, &q, step, 3), "no men: no run")
	p = p.Put(0, board.Piece{Color: board.White, Kind: board.Man})
	q = p
	q.MovePieces(step)
	assert.Equal(t, board.KingRun{King: 15, Moves: 1}, kingrun.Next(p.KingRuns, board.White, true, &q, step, 3)[board.White])
	manStep := board.NewStep(0, 5, false)
	q = p
	q.MovePieces(manStep)
	assert.Equal(t, board.KingRuns{}, kingrun.Next(p.KingRuns, board.White, false, &q, manStep, 3))
}
