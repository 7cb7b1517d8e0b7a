package board_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/stretchr/testify/assert"
)

// SetKingRun keeps the key and drops a run of no moves whatever its
// square; MovePieces leaves the runs as they are (it knows no rule that
// counts them), and SetKingRuns sets both.
func TestSetKingRunKeepsTheKey(t *testing.T) {
	var p board.Position
	p = p.Put(10, board.Piece{Color: board.White, Kind: board.King})
	q := p.SetKingRun(board.White, board.KingRun{King: 10, Moves: 2})
	assert.NotEqual(t, p.Key, q.Key)
	assert.Equal(t, q.ComputeKey(), q.Key)
	assert.Equal(t, p, q.SetKingRun(board.White, board.KingRun{King: 10}))
	assert.Equal(t, p, p.SetKingRun(board.Color(2), board.KingRun{King: 10, Moves: 1}))
	after := q
	after.MovePieces(board.NewStep(10, 15, false))
	assert.Equal(t, q.KingRuns, after.KingRuns)
	assert.Equal(t, after.ComputeKey(), after.Key)
	runs := board.KingRuns{{King: 15, Moves: 1}, {King: 3, Moves: 2}}
	after = after.SetKingRuns(runs)
	assert.Equal(t, runs, after.KingRuns)
	assert.Equal(t, after.ComputeKey(), after.Key)
}
