package egdb

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// ErrUnsupported is wrapped by the error of Build for a variant whose
// positions hold more than its pieces, or a third kind of piece.
var ErrUnsupported = errors.New("egdb: the variant cannot be indexed by its pieces")

// MaxPieces is the most pieces Build solves: beyond it a slice's values do
// not fit in one machine's memory.
const MaxPieces = 6

// DB is an endgame database held in memory: the values of every position
// of a variant with up to Pieces pieces. It is safe for concurrent use
// once built.
type DB struct {
	v      *variant.Variant
	pieces int
	tables map[Material]*table     // slices held in memory (Build)
	files  map[Material]*sliceFile // slices read from files (Open)
}

// table is one slice's values, by side to move.
type table struct {
	slice  *Slice
	values [2][]cell
}

// Options set up Build.
type Options struct {
	// Threads is the number of goroutines that solve a slice; every core
	// when zero or less.
	Threads int
	// Progress, when not nil, is called after each slice is solved with
	// its material and how many positions it holds (both sides to move).
	Progress func(m Material, positions uint64)
	// Dir, when not empty, is the folder the slices are written to, one
	// file each (see the package documentation), as each is solved; a
	// slice whose file is there already and whole is read instead of
	// solved, so that a build stopped half way goes on where it stopped.
	Dir string
}

// Build solves every position of v with up to pieces pieces (1 to
// MaxPieces), slice by slice in dependency order, and returns the
// database. It refuses a variant with a king-move limit (Frisian, Frysk!:
// the runs of king moves are position state beyond the pieces) or with
// parachutists, with an error wrapping ErrUnsupported.
func Build(v *variant.Variant, pieces int, o Options) (*DB, error) {
	if err := supported(v); err != nil {
		return nil, err
	}
	if pieces < 1 || pieces > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: from 1 to %d", pieces, MaxPieces)
	}
	threads := o.Threads
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	db := &DB{v: v, pieces: pieces, tables: map[Material]*table{}}
	for n := 1; n <= pieces; n++ {
		for _, m := range Materials(n) {
			t, err := db.load(o.Dir, m)
			if err != nil {
				return nil, err
			}
			if t == nil {
				t = db.solve(m, threads)
				if o.Dir != "" {
					if err := writeSlice(o.Dir, v.Name(), t); err != nil {
						return nil, err
					}
				}
			}
			db.tables[m] = t
			if o.Progress != nil {
				o.Progress(m, 2*t.slice.Size())
			}
		}
	}
	return db, nil
}

// BuildSlice solves the slice of material m of v alone and writes it to
// its file in dir, reading the slices it depends on ([Material.Dependencies])
// from their files there, which must have been built: one job of a build
// spread over processes or machines (see the egdb plan command).
func BuildSlice(v *variant.Variant, m Material, dir string, threads int) error {
	if err := supported(v); err != nil {
		return err
	}
	if m.Pieces() < 1 || m.Pieces() > MaxPieces {
		return fmt.Errorf("egdb: %v: from 1 to %d pieces", m, MaxPieces)
	}
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	db := &DB{v: v, pieces: m.Pieces(), tables: map[Material]*table{}}
	for _, d := range m.Dependencies() {
		t, err := db.load(dir, d)
		if err != nil {
			return err
		}
		if t == nil {
			return fmt.Errorf("egdb: %v needs %v, which is not in %s", m, d, dir)
		}
		db.tables[d] = t
	}
	return writeSlice(dir, v.Name(), db.solve(m, threads))
}

// supported returns why v cannot be indexed by its pieces, or nil.
func supported(v *variant.Variant) error {
	if v == nil || v.Board() == nil {
		return fmt.Errorf("%w: no variant", ErrUnsupported)
	}
	r := v.Rules()
	switch {
	case r.KingMoveLimit > 0:
		return fmt.Errorf("%w: %s limits a king's quiet moves, and the runs of king moves are state beyond the pieces", ErrUnsupported, v)
	case r.ParachuteJumps != [2]board.DirSet{} || r.SetupParas != [2]board.Bitboard{}:
		return fmt.Errorf("%w: %s has parachutists, a third kind of piece", ErrUnsupported, v)
	}
	return nil
}

// Variant returns the variant of db.
func (db *DB) Variant() *variant.Variant { return db.v }

// Pieces returns the most pieces of the positions db holds.
func (db *DB) Pieces() int { return db.pieces }

// Probe returns the value of p for its side to move, and false if db does
// not hold p: more pieces than db's, a parachutist, a man on its own
// promotion row, no side to move, or a slice file that cannot be read.
func (db *DB) Probe(p board.Position) (Value, bool) {
	if sf := db.files[MaterialOf(&p)]; sf != nil && p.Turn <= board.Black {
		i, ok := sf.slice.Index(&p)
		if !ok {
			return Value{}, false
		}
		v, err := sf.value(uint64(p.Turn)*sf.slice.Size() + i)
		return v, err == nil
	}
	c, ok := db.cell(&p)
	return c.value(), ok
}

// load returns the slice of m read from its file in dir, or nil if dir is
// empty or has no file for it.
func (db *DB) load(dir string, m Material) (*table, error) {
	if dir == "" {
		return nil, nil
	}
	s := NewSlice(db.v, m)
	sf, err := openSlice(dir, db.v.Name(), s)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer sf.f.Close()
	t := &table{slice: s}
	size := s.Size()
	for c := range t.values {
		t.values[c] = make([]cell, size)
	}
	for b := range len(sf.offsets) - 1 {
		values, err := sf.decode(b)
		if err != nil {
			return nil, err
		}
		for i, v := range values {
			n := uint64(b)*uint64(sf.block) + uint64(i)
			c := cell(0)
			switch v.Outcome {
			case Win:
				c = winIn(v.Plies)
			case Loss:
				c = lossIn(v.Plies)
			}
			t.values[n/size][n%size] = c
		}
	}
	return t, nil
}

// Open returns the database of v kept in dir by Build (Options.Dir): every
// slice file of v found there, checked whole (header and checksum), read a
// block at a time as positions are probed. Pieces is the most pieces of
// the slices found. Close it when done.
func Open(dir string, v *variant.Variant) (*DB, error) {
	if err := supported(v); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(filepath.Join(dir, v.Name()))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("egdb: no slice of %s in %s", v, dir)
	}
	if err != nil {
		return nil, err
	}
	db := &DB{v: v, files: map[Material]*sliceFile{}}
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".egdb")
		if !ok {
			continue
		}
		m, ok := ParseMaterial(name)
		if !ok || m.Pieces() > MaxPieces {
			continue
		}
		sf, err := openSlice(dir, v.Name(), NewSlice(v, m))
		if err != nil {
			db.Close()
			return nil, err
		}
		db.files[m] = sf
		db.pieces = max(db.pieces, m.Pieces())
	}
	if len(db.files) == 0 {
		return nil, fmt.Errorf("egdb: no slice of %s in %s", v, dir)
	}
	return db, nil
}

// Close closes the files of a database made by Open; it does nothing for
// one made by Build.
func (db *DB) Close() error {
	var first error
	for _, sf := range db.files {
		if err := sf.f.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// cell returns p's cell, and whether db holds p.
func (db *DB) cell(p *board.Position) (cell, bool) {
	if p.Turn > board.Black {
		return 0, false
	}
	t := db.tables[MaterialOf(p)]
	if t == nil {
		return 0, false
	}
	i, ok := t.slice.Index(p)
	if !ok {
		return 0, false
	}
	return t.values[p.Turn][i], true
}

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
func (db *DB) solve(m Material, threads int) *table {
	s := NewSlice(db.v, m)
	t := &table{slice: s}
	for c := range t.values {
		t.values[c] = make([]cell, s.Size())
	}
	size := uint32(s.Size())
	nodes := make([]node, 2*size)
	var buckets [][]uint32       // by distance: nodes to decide there
	kind := make([]cell, 2*size) // the value each bucket entry brings: winIn or lossIn
	push := func(n uint32, c cell) {
		d := c.value().Plies
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
		if v, over := sv.over(p); over {
			nodes[n].open = ^uint32(0) // decided at once: see below
			t.values[p.Turn][n%size] = v
			return
		}
		sv.moves = movegen.Generate(db.v, *p, sv.moves[:0])
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
	return t
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

// over returns the value of p where the game is over in p, and whether it
// is: the first king crowned has won (Breakthrough), or the side to move
// has no move.
func (sv *solver) over(p *board.Position) (cell, bool) {
	v := sv.db.v
	if v.Goal() == variant.CrownWins {
		switch {
		case !p.Kings[p.Turn].IsEmpty():
			return winIn(0), true
		case !p.Kings[p.Turn.Opponent()].IsEmpty():
			return lossIn(0), true
		}
	}
	if movegen.HasMoves(v, *p) {
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

// BestMoves returns the value of p and the moves that keep it: for a win,
// the moves to a loss one ply shorter (the shortest win); for a loss, the
// moves to the longest win; for a draw, the moves that keep the draw. It
// returns false where Probe does.
func (db *DB) BestMoves(p board.Position) (Value, []board.Move, bool) {
	value, ok := db.Probe(p)
	if !ok {
		return value, nil, false
	}
	var best []board.Move
	for _, m := range movegen.Generate(db.v, p, nil) {
		child, _ := db.Probe(db.v.Apply(p, m))
		var keeps bool
		switch value.Outcome {
		case Win:
			keeps = child.Outcome == Loss && child.Plies == value.Plies-1
		case Loss:
			keeps = child.Outcome == Win && child.Plies == value.Plies-1
		default:
			keeps = child.Outcome == Draw
		}
		if keeps {
			best = append(best, m)
		}
	}
	return value, best, true
}
