package egdb

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// While a slice is solved, each of its positions (node numbers: White to
// move 0..size-1, Black size..2*size-1) has one 32-bit word: a state in
// bits 16-23 and a number in bits 0-15 whose meaning the state gives.
//
//	state                  number
//	0..maxOpen (open)      the longest win among its children in other
//	                       slices; the state counts its children in the
//	                       slice not yet known as wins (at 0 it is lost)
//	undefeated             a win found so far (a cell), or 0: a child
//	                       is a draw or a loss, so it is never lost
//	queued                 its value (a cell), decided, its parents not
//	                       yet told
//	settled                its value (a cell): decided and told, or a
//	                       draw with nothing to tell
const (
	maxOpen    = 250
	undefeated = 252
	queued     = 253
	settled    = 254
)

func word(state uint32, number cell) uint32 { return state<<16 | uint32(number) }
func stateOf(w uint32) uint32               { return w >> 16 }
func numberOf(w uint32) cell                { return cell(w) }

// solver holds what one goroutine needs: its move and parent lists, the
// positions it queued by distance, merged into the slice's buckets between
// levels, and its messages to the other goroutine of the backward pass.
type solver struct {
	moves   []board.Move
	parents []board.Position
	queue   [][]uint32
	// messages are the parents, with the value to tell them, that the
	// other goroutine of the backward pass tells: node<<16 | cell.
	messages []uint64
}

func (sv *solver) push(d int, n uint32) {
	for len(sv.queue) <= d {
		sv.queue = append(sv.queue, nil)
	}
	sv.queue[d] = append(sv.queue[d], n)
}

// solve returns the values of the slice of m, whose moves lead to slices
// already solved or to itself: solvePart over the whole slice.
func (bu *builder) solve(m Material, threads int) (*table, error) {
	s := NewSlice(bu.v, m)
	return bu.solvePart(s, wholeRegion(s.Size()), nil, threads)
}

// solvePart returns the values of the positions of slice s in region reg
// (the whole slice, or one of its parts: part.go), whose moves lead to
// slices already solved, to the positions of sib (the parts of s solved
// before, nil for the whole slice) or to reg itself, by retrograde
// analysis:
//
//  1. A forward pass looks at every position's moves once. A child in
//     another slice or part has its value already: a loss there makes the
//     position a win (the shortest such), a draw rules out its loss. A
//     child in reg is only counted. A position with a capture, or whose
//     children all lie elsewhere, is decided there and then, and so is one
//     that a draw rule of the position draws (draws.go); one where the side
//     to move may take a draw counts it as a drawn child elsewhere.
//  2. The decided positions are then taken in order of distance, from
//     buckets. Each one's parents in reg are found by undoing a move
//     (unmover), not stored: a loss in d makes an undecided parent a win
//     in d+1; a win in d is one child less between the parent and its
//     loss, which, when none is left, is a loss in one more than its
//     longest win. Parents outside reg, in parts solved later, are left to
//     them.
//
// Buckets are taken in increasing distance, so each win is decided at its
// shortest distance and each loss, once every child is a win, at its
// longest. What no bucket reaches is drawn. A position's parents that
// have a capture are not its parents (captures are compulsory): they were
// decided in the first pass, and decided positions learn nothing.
//
// Memory: 4 bytes a position of reg (with either side to move) while
// solving, the queued positions' numbers (4 bytes each, at most two a
// position), and 2 bytes a position for the values.
//
// It fails if a distance passes maxPlies, which no ending of draughts
// comes near, if a position has more than maxOpen moves in reg, or if reg
// has more than 2^32-1 positions with both sides to move (node numbers
// are 32 bits, 60 GB of state at that size: a larger slice is split).
func (bu *builder) solvePart(s *Slice, reg *region, sib *table, threads int) (*table, error) {
	m := s.mat
	if 2*reg.size > math.MaxUint32 {
		return nil, fmt.Errorf("egdb: %v: %d positions, more than one job holds: split it", m, 2*reg.size)
	}
	size := uint32(reg.size)
	words := make([]uint32, 2*size)
	ctx := &context{s: s, reg: reg, sib: sib, deps: bu.dependencies(m), draws: newPositionDraws(bu.v)}
	var buckets [][]uint32
	merge := func(svs []*solver) {
		for _, sv := range svs {
			for d, q := range sv.queue {
				for len(buckets) <= d {
					buckets = append(buckets, nil)
				}
				buckets[d] = append(buckets[d], q...)
				sv.queue[d] = q[:0]
			}
		}
	}

	// Pass 1: each position's own word, from its moves; and which
	// positions a file need not store (notStored).
	var tooMany atomic.Bool
	var dc [2][]uint64
	for c := range dc {
		dc[c] = make([]uint64, (size+63)/64)
	}
	svs := parallel(threads, uint64(size), func(sv *solver, from, to uint64) {
		for i := from; i < to; i++ {
			p := s.position(reg.global(i))
			for turn := range uint32(2) {
				p.Turn = board.Color(turn)
				n := turn*size + uint32(i)
				w, d := bu.first(sv, ctx, &p)
				if stateOf(w) == open(maxOpen+1) {
					tooMany.Store(true)
				}
				if canCapture(bu.v, &p, sv.moves) {
					atomic.OrUint64(&dc[turn][i/64], 1<<(i%64))
				}
				words[n] = w
				if d >= 0 {
					sv.push(d, n)
				}
			}
		}
	})
	if tooMany.Load() {
		return nil, fmt.Errorf("egdb: %v: a position with more than %d moves", m, maxOpen)
	}
	merge(svs)

	// Pass 2: the buckets, by distance, on two goroutines, each of which
	// alone changes the words of half the positions: those whose index
	// (either side to move) is below half the size, and the others. Each
	// settles its half's positions of the level; then, a chunk of them at
	// a time, each looks for the parents of half the chunk, tells those of
	// its own half and leaves the others a message, and then reads the
	// messages the other left it. No word needs an atomic operation, so
	// the memory accesses of one position's parents overlap, and the work
	// is shared evenly though a level's positions are mostly of one side
	// (losses at even distances, wins at odd ones).
	u := newUnmover(bu.v)
	svs = []*solver{{}, {}}
	half := size / 2
	owner := func(n uint32) int {
		if n%size < half {
			return 0
		}
		return 1
	}
	for d := 0; d < len(buckets); d++ {
		if d > maxPlies-1 {
			return nil, fmt.Errorf("egdb: %v: a distance beyond %d plies", m, maxPlies)
		}
		level := buckets[d]
		buckets[d] = nil
		both := len(level) >= concurrentLevel
		split := partition(level, func(n uint32) bool { return owner(n) == 0 })
		halves := [2][]uint32{level[:split], level[split:]}
		bySide(both, func(o int) { halves[o] = settle(words, halves[o], d) })
		told := append(halves[0], halves[1]...) // halves[0] is level's front: no copy of it
		for lo := 0; lo < len(told); lo += tellChunk {
			chunk := told[lo:min(len(told), lo+tellChunk)]
			bySide(both, func(o int) {
				sv := svs[o]
				sv.messages = sv.messages[:0]
				for _, n := range chunk[o*len(chunk)/2 : (o+1)*len(chunk)/2] {
					q := s.position(reg.global(uint64(n % size)))
					q.Turn = board.Color(n / size)
					v := numberOf(words[n])
					sv.parents = u.parents(&q, sv.parents[:0])
					for i := range sv.parents {
						j, _ := s.rank(&sv.parents[i])
						l, in := reg.local(j)
						if !in {
							continue // in a part solved later
						}
						p := uint32(q.Turn.Opponent())*size + uint32(l)
						if owner(p) == o {
							tell(sv, words, p, v, d)
						} else {
							sv.messages = append(sv.messages, uint64(p)<<16|uint64(v))
						}
					}
				}
			})
			bySide(both, func(o int) {
				sv := svs[o]
				for _, msg := range svs[1-o].messages {
					tell(sv, words, uint32(msg>>16), cell(msg), d)
				}
			})
		}
		merge(svs)
	}

	t := &table{slice: s, notStored: dc}
	if !reg.whole() {
		t.held = reg
	}
	for c := range t.values {
		t.values[c] = make([]cell, size)
		for i, w := range words[uint32(c)*size : uint32(c+1)*size] {
			if stateOf(w) == settled {
				t.values[c][i] = numberOf(w)
			}
		}
	}
	return t, nil
}

// open is the state of a position with k children in the slice not yet
// known as wins.
func open(k int) uint32 { return uint32(k) }

// first returns the word of p from its moves and the draw rules of the
// position (see draws.go), and the distance of the bucket it goes to, or
// -1 for none.
func (bu *builder) first(sv *solver, ctx *context, p *board.Position) (uint32, int) {
	sv.moves = bu.gen.Generate(p, sv.moves[:0])
	if c, over := gameOver(bu.v, p, len(sv.moves)); over {
		return word(queued, c), c.value().Plies
	}
	ruled, option := ctx.draws.judge(p)
	if ruled {
		return word(settled, 0), -1
	}
	inSlice := 0
	shortest := cell(0) // the shortest win through a child elsewhere
	drawn := option     // a child elsewhere is a draw, or the side to move may take one
	longest := 0        // the longest win of a child elsewhere
	for i := range sv.moves {
		mv := &sv.moves[i]
		quiet := mv.Captured.IsEmpty() && !mv.Promotes && !mv.Lift
		if quiet && (ctx.sib == nil || !p.Men[p.Turn].Has(mv.From)) {
			inSlice++ // a king's move stays in its part
			continue
		}
		q := bu.v.Apply(*p, *mv) // the runs of king moves too, where counted
		var v Value
		if quiet {
			j, _ := ctx.s.rank(&q)
			if _, in := ctx.reg.local(j); in {
				inSlice++
				continue
			}
			v = ctx.sib.cell(q.Turn, j).value() // a part solved before
		} else {
			t := ctx.deps[materialCode(&q)]
			j, _ := t.slice.rank(&q)
			v = t.cell(q.Turn, j).value()
		}
		switch v.Outcome {
		case Draw:
			drawn = true
		case Win:
			longest = max(longest, v.Plies)
		case Loss:
			if c := winIn(v.Plies + 1); shortest == 0 || c < shortest {
				shortest = c
			}
		}
	}
	switch {
	case inSlice == 0 && shortest != 0:
		return word(queued, shortest), shortest.value().Plies
	case inSlice == 0 && drawn:
		return word(settled, 0), -1
	case inSlice == 0:
		return word(queued, lossIn(longest+1)), longest + 1
	case shortest != 0:
		return word(undefeated, shortest), shortest.value().Plies
	case drawn:
		return word(undefeated, 0), -1
	case inSlice > maxOpen:
		return word(open(maxOpen+1), 0), -1
	}
	return word(open(inSlice), cell(longest)), -1
}

// context is what the forward pass of a region reads: the slice and the
// region, the values of the parts solved before (nil for a whole slice),
// of the slices its captures and crownings lead to, and the draw rules.
type context struct {
	s     *Slice
	reg   *region
	sib   *table
	deps  *[materialCodes]*table
	draws *positionDraws
}

// concurrentLevel is the fewest positions of a level that the two sides'
// goroutines take concurrently; smaller levels are taken on one.
var concurrentLevel = 4096

// tellChunk is how many positions the two goroutines of the backward
// pass look at between exchanges of messages: it bounds the messages'
// memory (8 bytes a parent).
const tellChunk = 1 << 16

// partition moves the nodes of level for which first is true to its
// front, and returns how many there are.
func partition(level []uint32, first func(uint32) bool) int {
	i := 0
	for j, n := range level {
		if first(n) {
			level[i], level[j] = level[j], level[i]
			i++
		}
	}
	return i
}

// bySide calls f(0) and f(1), on a goroutine each if concurrent.
func bySide(concurrent bool, f func(c int)) {
	if !concurrent {
		f(0)
		f(1)
		return
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		f(1)
	}()
	f(0)
	wg.Wait()
}

// settle settles the positions of nodes taken from the bucket of distance
// d, and returns those whose parents are to be told, in nodes' place: not
// those told already (a node may be in a bucket twice), nor those queued
// as wins at d but since found to win sooner.
func settle(words []uint32, nodes []uint32, d int) []uint32 {
	out := nodes[:0]
	for _, n := range nodes {
		w := words[n]
		switch stateOf(w) {
		case queued:
		case undefeated:
			if numberOf(w) != winIn(d) {
				continue
			}
		default:
			continue
		}
		words[n] = word(settled, numberOf(w))
		out = append(out, n)
	}
	return out
}

// tell tells the parent n of a position settled at distance d with value
// c what that means for it, and queues it if that decides it.
func tell(sv *solver, words []uint32, n uint32, c cell, d int) {
	old := words[n]
	state := stateOf(old)
	switch {
	case state >= queued:
		// decided: nothing to learn
	case c.value().Outcome == Loss:
		win := winIn(d + 1)
		if state == undefeated && numberOf(old) != 0 && numberOf(old) <= win {
			return
		}
		words[n] = word(queued, win)
		sv.push(d+1, n)
	case state == undefeated:
		// a win of a child changes nothing
	case state == 1:
		plies := max(d, int(numberOf(old))) + 1
		words[n] = word(queued, lossIn(plies))
		sv.push(plies, n)
	default:
		words[n] = word(state-1, numberOf(old))
	}
}

// parallel runs f over [0, total) split in workers contiguous parts, one
// goroutine and solver each, and returns the solvers.
func parallel(workers int, total uint64, f func(sv *solver, from, to uint64)) []*solver {
	workers = max(1, min(workers, int(total/1024)))
	svs := make([]*solver, workers)
	var wg sync.WaitGroup
	for w := range workers {
		svs[w] = &solver{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(svs[w], uint64(w)*total/uint64(workers), uint64(w+1)*total/uint64(workers))
		}()
	}
	wg.Wait()
	return svs
}

// gameOver returns the value of p, which has moves legal moves, where the
// game is over in p, and whether it is: the first king crowned has won
// (Breakthrough), or the side to move has no move.
func gameOver(v *variant.Variant, p *board.Position, moves int) (cell, bool) {
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

// materialCodes is the number of materialCode values.
const materialCodes = (MaxPieces + 1) * (MaxPieces + 1) * (MaxPieces + 1) * (MaxPieces + 1)

// materialCode numbers the material of p, which has at most MaxPieces
// pieces, for a lookup by array rather than by map; parachutists count as
// men, as in MaterialOf.
func materialCode(p *board.Position) int {
	const n = MaxPieces + 1
	wm, bm := p.Men[0].Or(p.Paras[0]).Count(), p.Men[1].Or(p.Paras[1]).Count()
	return ((wm*n+bm)*n+p.Kings[0].Count())*n + p.Kings[1].Count()
}

// dependencies returns the tables of m's dependencies by material code.
func (bu *builder) dependencies(m Material) *[materialCodes]*table {
	deps := new([materialCodes]*table)
	const n = MaxPieces + 1
	for _, d := range m.Dependencies() {
		deps[((d.Men[0]*n+d.Men[1])*n+d.Kings[0])*n+d.Kings[1]] = bu.tables[d]
	}
	return deps
}
