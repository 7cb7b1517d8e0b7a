package movegen

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// PerftOptions say how [Perft] and [Divide] count; the zero value makes
// every move, on the calling goroutine.
type PerftOptions struct {
	// Bulk counts the moves of the last ply without making them (the
	// same count, faster).
	Bulk bool
	// Threads is the number of goroutines that count: 1 (or the zero
	// value) counts on the calling goroutine alone; a negative number
	// means one per CPU (runtime.GOMAXPROCS).
	Threads int
	// Progress, if set, is called after each job (a subtree) is counted,
	// one call at a time.
	Progress func(Progress)
}

// Progress is how far a count has gone.
type Progress struct {
	// Done of Jobs subtrees are counted.
	Done, Jobs int
	// Nodes is the sum of the leaves of the subtrees counted so far.
	Nodes uint64
	// Elapsed is the time since the count began.
	Elapsed time.Duration
}

// job is a subtree: the position after the moves from the root that lead
// to it, to count to depth plies.
type job struct {
	root  int // the index of its root move
	pos   board.Position
	depth int
}

// Divide returns, for each legal move of p in [Generate] order, the perft
// of depth-1 below it, counted as o says (see [Perft]): their sum is
// Perft(v, p, depth, o). With several threads the tree is split into one
// job per position two plies below p (one ply below when depth is 2),
// which the goroutines share. It returns nil if depth is less than 1 (a
// root move is one ply deep) or v is nil or has no board, and an empty
// slice if p has no legal move.
func Divide(v *variant.Variant, p board.Position, depth int, o PerftOptions) []DivideEntry {
	if depth < 1 || !playable(v, &p) {
		return nil
	}
	moves := Generate(v, p, nil)
	out := make([]DivideEntry, len(moves))
	var jobs []job
	for i, m := range moves {
		out[i].Move = m
		after := v.Apply(p, m)
		if depth < 3 {
			jobs = append(jobs, job{i, after, depth - 1})
			continue
		}
		for _, reply := range Generate(v, after, nil) {
			jobs = append(jobs, job{i, v.Apply(after, reply), depth - 2})
		}
	}
	threads := o.Threads
	if threads < 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	threads = max(1, min(threads, len(jobs)))
	var (
		next    atomic.Int64
		mu      sync.Mutex // guards out, done, nodes and the Progress calls
		done    int
		nodes   uint64
		started = time.Now()
		wg      sync.WaitGroup
	)
	work := func() {
		defer wg.Done()
		for {
			i := int(next.Add(1) - 1)
			if i >= len(jobs) {
				return
			}
			j := &jobs[i]
			n := serialPerft(v, j.pos, j.depth, o.Bulk)
			mu.Lock()
			out[j.root].Nodes += n
			done, nodes = done+1, nodes+n
			if o.Progress != nil {
				o.Progress(Progress{Done: done, Jobs: len(jobs), Nodes: nodes, Elapsed: time.Since(started)})
			}
			mu.Unlock()
		}
	}
	wg.Add(threads)
	for range threads - 1 {
		go work()
	}
	work()
	wg.Wait()
	return out
}
