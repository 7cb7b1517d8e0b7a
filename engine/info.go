package engine

import (
	"time"

	"github.com/draughtsgo/checkers/board"
)

// Info reports a search's progress: the built-in player sends one after
// each depth it completes.
type Info struct {
	// Depth is the depth completed, in plies.
	Depth int
	// Score is the value of the position for the side to move, in
	// hundredths of a man; a won game scores Win minus the plies to the
	// win, a lost one the negation.
	Score int
	// Nodes is the number of positions visited so far.
	Nodes uint64
	// Time is the time spent so far.
	Time time.Duration
	// PV is the line the search expects, from the position searched.
	PV []board.Move
}

// Win is the score of a won position, less the plies to the win: any
// score above Win-1000 is a forced win.
const Win = 1_000_000
