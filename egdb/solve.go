package egdb

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// solver holds what one goroutine needs to look at positions' moves.
type solver struct {
	db    *DB
	moves []board.Move
}

// node is what the forward pass learns of one position of the slice being
// solved (node numbers: White to move 0..size-1, Black size..2*size-1).
type node struct {
	// open counts the children in the slice not yet known as wins; a
	// position whose children are all wins is lost.
	open uint32
	// longestWin is the longest of the children's wins seen so far.
	longestWin uint16
	// neverLost: a child in another slice is a draw or a loss, so the
	// position is not lost, whatever its other children are.
	neverLost bool
}

// solve returns the values of the slice of m, whose moves lead to slices
// already solved or to itself, by retrograde analysis:
//
//  1. A forward pass looks at every position's moves once: a child in
//     another slice has its value already (a loss there makes the position
//     a win candidate, a draw rules out its loss); a child in the slice is
//     an edge, stored backwards, from the child to the position.
//  2. The positions are then decided in order of distance, from buckets:
//     a position taken from bucket d as a win (or loss) in d is decided,
//     and each parent not yet decided learns it: a loss in d makes the
//     parent a win in d+1 (bucket d+1); a win in d is one child less
//     between the parent and its loss, which, when none is left, falls
//     into the bucket of one more than its longest win.
//
// Buckets are taken in increasing distance, so each win is decided at its
// shortest distance and each loss, once every child is a win, at its
// longest. What no bucket reaches is drawn.
//
// It fails if a distance passes maxPlies, which no ending of draughts
// comes near.
func (db *DB) solve(m Material, threads int) (*table, error) {
	s := NewSlice(db.v, m)
	t := &table{slice: s}
	for c := range t.values {
		t.values[c] = make([]cell, s.Size())
	}
	size := uint32(s.Size())
	nodes := make([]node, 2*size)
	var buckets [][]uint32       // by distance: nodes to decide there
	kind := make([]cell, 2*size) // the value each bucket entry brings: winIn or lossIn
	tooFar := false
	push := func(n uint32, c cell) {
		d := c.value().Plies
		if d > maxPlies {
			tooFar = true
			return
		}
		for len(buckets) <= d {
			buckets = append(buckets, nil)
		}
		if kind[n] == 0 || c < kind[n] {
			kind[n] = c
		}
		buckets[d] = append(buckets[d], n)
	}

	// Pass 1: the children in other slices, the count of those in this
	// one, and the in-degree of each node for the backward edges.
	indegree := make([]uint32, 2*size+1)
	db.forEach(s, threads, func(sv *solver, n uint32, p *board.Position) {
		sv.moves = movegen.Generate(db.v, *p, sv.moves[:0])
		if v, over := sv.over(p, len(sv.moves)); over {
			nodes[n].open = ^uint32(0) // decided at once: see below
			t.values[p.Turn][n%size] = v
			return
		}
		nd := node{}
		best := cell(0) // the shortest win a child in another slice gives
		for i := range sv.moves {
			q := db.v.Apply(*p, sv.moves[i])
			if MaterialOf(&q) == m {
				nd.open++
				j, _ := s.Index(&q)
				atomicAdd(&indegree[uint32(q.Turn)*size+uint32(j)+1], 1)
				continue
			}
			val := sv.child(&q).value()
			switch val.Outcome {
			case Draw:
				nd.neverLost = true
			case Win:
				nd.longestWin = max(nd.longestWin, uint16(val.Plies))
			case Loss:
				nd.neverLost = true
				if c := winIn(val.Plies + 1); best == 0 || c < best {
					best = c
				}
			}
		}
		nodes[n] = nd
		kind[n] = best
	})
	// The backward edges, in compressed rows: the parents of node n are
	// parents[indegree[n]:indegree[n+1]].
	for n := 1; n < len(indegree); n++ {
		indegree[n] += indegree[n-1]
	}
	parents := make([]uint32, indegree[len(indegree)-1])
	fill := make([]uint32, 2*size)
	db.forEach(s, threads, func(sv *solver, n uint32, p *board.Position) {
		if nodes[n].open == ^uint32(0) {
			return
		}
		sv.moves = movegen.Generate(db.v, *p, sv.moves[:0])
		for i := range sv.moves {
			q := db.v.Apply(*p, sv.moves[i])
			if MaterialOf(&q) != m {
				continue
			}
			j, _ := s.Index(&q)
			child := uint32(q.Turn)*size + uint32(j)
			parents[indegree[child]+atomicAdd(&fill[child], 1)-1] = n
		}
	})
	fill = nil

	// The first buckets: positions over at once, wins through a child in
	// another slice, and losses whose children all lie elsewhere and win.
	decided := make([]bool, 2*size)
	for n := range uint32(2 * size) {
		nd := &nodes[n]
		switch {
		case nd.open == ^uint32(0):
			v := t.values[n/size][n%size]
			kind[n] = 0
			push(n, v)
		case kind[n] != 0:
			c := kind[n]
			kind[n] = 0
			push(n, c)
		case nd.open == 0 && !nd.neverLost:
			push(n, lossIn(int(nd.longestWin)+1))
		}
	}
	for d := 0; d < len(buckets); d++ {
		for _, n := range buckets[d] {
			if decided[n] {
				continue
			}
			c := kind[n]
			decided[n] = true
			t.values[n/size][n%size] = c
			for _, q := range parents[indegree[n]:indegree[n+1]] {
				if decided[q] {
					continue
				}
				if c.value().Outcome == Loss {
					push(q, winIn(d+1))
					continue
				}
				nq := &nodes[q]
				nq.open--
				nq.longestWin = max(nq.longestWin, uint16(d))
				if nq.open == 0 && !nq.neverLost {
					push(q, lossIn(int(nq.longestWin)+1))
				}
			}
		}
		buckets[d] = nil
	}
	if tooFar {
		return nil, fmt.Errorf("egdb: %v: a distance beyond %d plies", m, maxPlies)
	}
	return t, nil
}

// forEach calls f for every position of s with either side to move, on
// threads goroutines, each with a solver of its own; n is the position's
// node number.
func (db *DB) forEach(s *Slice, threads int, f func(sv *solver, n uint32, p *board.Position)) {
	size := s.Size()
	total := 2 * size
	parts := uint64(max(1, min(threads, int(total/4096))))
	var wg sync.WaitGroup
	for w := range parts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sv := &solver{db: db}
			for n := w * total / parts; n < (w+1)*total/parts; n++ {
				p := s.Position(n % size)
				p.Turn = board.Color(n / size)
				f(sv, uint32(n), &p)
			}
		}()
	}
	wg.Wait()
}

// atomicAdd adds d to *x atomically and returns the new value.
func atomicAdd(x *uint32, d uint32) uint32 { return atomic.AddUint32(x, d) }

// over returns the value of p, which has moves legal moves, where the game
// is over in p, and whether it is: the first king crowned has won
// (Breakthrough), or the side to move has no move.
func (sv *solver) over(p *board.Position, moves int) (cell, bool) {
	v := sv.db.v
	if v.Goal() == variant.CrownWins {
		switch {
		case !p.Kings[p.Turn].IsEmpty():
			return winIn(0), true
		case !p.Kings[p.Turn.Opponent()].IsEmpty():
			return lossIn(0), true
		}
	}
	if moves > 0 {
		return 0, false
	}
	if v.Goal() == variant.NoMoveWins {
		return winIn(0), true
	}
	return lossIn(0), true
}

// child returns the cell of q, a position a move led to, in a slice
// solved before.
func (sv *solver) child(q *board.Position) cell {
	t := sv.db.tables[MaterialOf(q)]
	i, _ := t.slice.Index(q)
	return t.values[q.Turn][i]
}
