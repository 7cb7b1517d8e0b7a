package player

import (
	"time"

	"github.com/draughtsgo/checkers/engine"
)

// How a search is bounded. Every node the search visits, in the nominal
// search and in the capture search alike, goes through visit, which counts
// it and stops the search when a limit is reached: at any depth, the first
// included, since a single depth of a crowded position can take minutes.
// There is still always a move to return, the first legal move at worst
// (see Search).

// checkInterval is one less than the number of nodes between two looks at
// the clock and the context, a power of two. A look costs a call to
// time.Now and, for a cancellable context, a lock in ctx.Err: tens of
// nanoseconds, next to the half microsecond to few microseconds a node
// takes to generate and score, so every 256 nodes costs nothing
// measurable. It stops the search within a millisecond of its limit even
// in crowded positions full of kings, where 1024 would take a few.
const checkInterval = 1<<8 - 1

// setLimit sets the clock and node bounds of limit, the search starting
// at start, and returns the deepest iteration to search.
func (b *Builtin) setLimit(limit engine.Limit, start time.Time) int {
	if limit.Depth <= 0 && limit.Time <= 0 && limit.Nodes == 0 {
		limit.Time = DefaultTime
	}
	b.deadline = time.Time{}
	if limit.Time > 0 {
		b.deadline = start.Add(limit.Time)
	}
	b.nodeLimit = limit.Nodes
	if limit.Depth <= 0 || limit.Depth > MaxDepth {
		return MaxDepth
	}
	return limit.Depth
}

// visit counts a node and reports whether the search must stop instead of
// searching it: its node limit is reached, its time is up or its context
// done. The node limit is compared at every node, so that no search
// visits more; the clock and the context are read every checkInterval+1
// nodes. Once stopped, the search counts no more nodes.
func (b *Builtin) visit() bool {
	if b.stopped {
		return true
	}
	b.nodes++
	if b.nodeLimit != 0 && b.nodes >= b.nodeLimit {
		b.stopped = true
	} else if b.nodes&checkInterval == 0 {
		b.stopped = b.ctx.Err() != nil || (!b.deadline.IsZero() && !time.Now().Before(b.deadline))
	}
	return b.stopped
}

// enough reports whether the search can stop after completing depth with
// score: the score proves the game's result within the plies searched in
// full, so that no deeper search can change it, or the context is done.
// A time limit is the time of this move, and the search uses all of it:
// the time of one move is not saved for the next (a caller playing on a
// clock shares the clock among the moves, as match, dxp, hub and
// lidraughts do), and a depth cut short by the deadline still improves
// the move (see Search).
func (b *Builtin) enough(score, depth int) bool {
	if engine.Win-abs(score) <= depth {
		return true
	}
	return b.ctx.Err() != nil
}
