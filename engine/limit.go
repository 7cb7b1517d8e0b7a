package engine

import "time"

// Limit bounds a search. A zero field sets no bound; what a searcher does
// with the zero Limit, which bounds nothing, is its own choice (the
// built-in player searches for a second).
type Limit struct {
	// Depth is the deepest iteration, in plies.
	Depth int
	// Time is the time the search may take for this move.
	Time time.Duration
	// Nodes is the number of positions the search may visit.
	Nodes uint64
}
