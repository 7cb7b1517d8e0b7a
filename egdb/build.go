package egdb

import (
	"errors"
	"fmt"
	"os"
	"runtime"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// ErrUnsupported is wrapped by the error of Build for a variant whose
// positions hold more than its pieces, or a third kind of piece.
var ErrUnsupported = errors.New("egdb: the variant cannot be indexed by its pieces")

// MaxPieces is the most pieces Build solves: beyond it a slice's values do
// not fit in one machine's memory.
const MaxPieces = 6

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
	// Progress, when not nil, is called after each slice is done with its
	// material, how many positions it holds (both sides to move), and
	// whether it was solved (not read from its file in Dir).
	Progress func(m Material, positions uint64, solved bool)
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
//
// Without Options.Dir the database is held in memory, 2 bytes a position
// with either side to move. With it, Build holds only the slices that
// slices still to be solved depend on, and returns the database read from
// the folder ([Open]), which the caller closes. The garbage collector lets
// the heap grow past what is live (GOMEMLIMIT bounds that). The module's
// BENCHMARKS.md ("Endgame databases") gives the time, the memory and the
// files' size of whole builds.
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
	var order []Material
	for n := 1; n <= pieces; n++ {
		order = append(order, Materials(n)...)
	}
	// lastUse[m] is the place in order of the last slice that needs m's
	// values: m itself, or the last that depends on it.
	lastUse := map[Material]int{}
	for i, m := range order {
		lastUse[m] = i
		for _, d := range m.Dependencies() {
			lastUse[d] = i
		}
	}
	db := &DB{v: v, pieces: pieces, tables: map[Material]*table{}}
	for i, m := range order {
		if o.Dir != "" && lastUse[m] == i && db.hasFile(o.Dir, m) {
			// Written whole by an earlier build, needed by no slice
			// still to come: nothing to read.
			if o.Progress != nil {
				o.Progress(m, 2*NewSlice(v, m).Size(), false)
			}
			continue
		}
		t, err := db.load(o.Dir, m)
		if err != nil {
			return nil, err
		}
		solved := t == nil
		if solved {
			if t, err = db.solve(m, threads); err != nil {
				return nil, err
			}
			if o.Dir != "" {
				if err := writeSlice(o.Dir, v.Name(), t); err != nil {
					return nil, err
				}
			}
		}
		db.tables[m] = t
		if o.Progress != nil {
			o.Progress(m, 2*t.slice.Size(), solved)
		}
		if o.Dir != "" {
			for _, d := range append(m.Dependencies(), m) {
				if lastUse[d] == i {
					delete(db.tables, d)
				}
			}
		}
	}
	if o.Dir != "" {
		return Open(o.Dir, v)
	}
	return db, nil
}

// hasFile reports whether dir holds the file of m's slice, whole.
func (db *DB) hasFile(dir string, m Material) bool {
	sf, err := openSlice(dir, db.v.Name(), NewSlice(db.v, m))
	if err != nil {
		return false
	}
	sf.f.Close()
	return true
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
	t, err := db.solve(m, threads)
	if err != nil {
		return err
	}
	return writeSlice(dir, v.Name(), t)
}

// SolveMemory returns the most bytes solving the slice of material m of v
// takes: 4 bytes a position (with either side to move) for its state, up
// to 8 for the queues of positions to tell their parents about and 2 for
// its values, and 2 bytes a position of each slice it depends on, read
// before it is solved. [BuildSlice] holds that much; [Build] with
// Options.Dir holds besides the values of the slices solved earlier that
// later ones still need. The Go heap runs larger than what is live unless
// GOMEMLIMIT bounds it.
func SolveMemory(v *variant.Variant, m Material) uint64 {
	bytes := (4 + 8 + 2) * 2 * NewSlice(v, m).Size()
	for _, d := range m.Dependencies() {
		bytes += 2 * 2 * NewSlice(v, d).Size()
	}
	return bytes
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
