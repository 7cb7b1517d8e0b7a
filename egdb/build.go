package egdb

import (
	"errors"
	"fmt"
	"runtime"
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// ErrUnsupported is wrapped by the error of Build for a variant the index
// cannot hold: one made up whose parachutists are set up off their own
// promotion squares, or that has parachutists and a king-move limit both.
// Every registered variant is indexed.
var ErrUnsupported = errors.New("egdb: the variant cannot be indexed")

// MaxPieces is the most pieces Build, Plan and the jobs solve: what the
// index holds, every slice's positions of every variant it takes (both
// sides to move) counted in 64 bits; with 13 pieces those of the 12x12
// board's slices are not. Memory and time are what bound a build well
// before: Plan splits the slices, and SolveMemory says what each job
// takes.
const MaxPieces = 12

// table is one slice's values, by side to move: of every position, or of
// those of a region of it (held).
type table struct {
	slice *Slice
	// held, when not nil, is the region whose values are kept, in its
	// order; nil for the whole slice, by index.
	held   *region
	values [2][]cell
	// notStored, by side to move, has a bit for each position whose side
	// to move can capture (file.go), when the solver has told; nil if not.
	notStored [2][]uint64
}

// cell returns the value of the position of index i with turn to move,
// which t must hold.
func (t *table) cell(turn board.Color, i uint64) cell {
	if t.held != nil {
		i, _ = t.held.local(i)
	}
	return t.values[turn][i]
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
	// CacheBytes bounds the memory of the decoded blocks a database read
	// from files keeps (Open, and Build with Dir): DefaultCacheBytes when
	// zero or less.
	CacheBytes int64
	// SplitAbove is the most positions, both sides to move, of a slice
	// solved whole by Build, or as one job by Plan: a larger one is solved
	// in parts ([Part]), where the variant's slices can be split, for the
	// same values in less memory. DefaultSplitAbove when zero; 1 splits
	// every slice that has more than one part.
	SplitAbove uint64
}

// Build solves every position of v with up to pieces pieces (1 to
// MaxPieces), slice by slice in dependency order, and returns the
// database. The runs of king moves of Frisian and Frysk! are indexed with
// the pieces, and Parachute's parachutists (see the package
// documentation); a made-up variant the index cannot hold is refused with
// an error wrapping ErrUnsupported.
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
	bu := newBuilder(v)
	for i, m := range order {
		if o.Dir != "" && lastUse[m] == i && bu.hasFile(o.Dir, m) {
			// Written whole by an earlier build, needed by no slice
			// still to come: nothing to read.
			if o.Progress != nil {
				o.Progress(m, 2*NewSlice(v, m).Size(), false)
			}
			continue
		}
		t, err := bu.load(o.Dir, m, nil)
		if err != nil {
			return nil, err
		}
		solved := t == nil
		if solved {
			if t, err = bu.solveSlice(m, threads, o); err != nil {
				return nil, err
			}
			if o.Dir != "" {
				if err := writeSlice(v, o.Dir, t); err != nil {
					return nil, err
				}
			}
		}
		bu.tables[m] = t
		if o.Progress != nil {
			o.Progress(m, 2*t.slice.Size(), solved)
		}
		if o.Dir != "" {
			for _, d := range append(m.Dependencies(), m) {
				if lastUse[d] == i {
					delete(bu.tables, d)
				}
			}
		}
	}
	if o.Dir != "" {
		return Open(o.Dir, v, o)
	}
	return &DB{v: v, pieces: pieces, mem: bu.tables}, nil
}

// builder is the state of a build: the values of the slices solved or
// read that slices still to be solved depend on. It is not a [DB]: what a
// build returns is read from its files, or, for a build in memory, the
// slices it solved handed to a DB as they are.
type builder struct {
	v      *variant.Variant
	gen    movegen.Generator // v's
	tables map[Material]*table
}

// newBuilder returns the state of a build of v, holding no slice yet.
func newBuilder(v *variant.Variant) *builder {
	return &builder{v: v, gen: movegen.NewGenerator(v), tables: map[Material]*table{}}
}

// hasFile reports whether dir holds the files of m's slice, both of the
// current format (headers and block tables whole: a file is written under
// another name and renamed once whole).
func (bu *builder) hasFile(dir string, m Material) bool {
	r := &reader{wdl: map[Material]*sliceFile{}, plies: map[Material]*sliceFile{}}
	err := r.open(dir, bu.v, m)
	if r.wdl[m] != nil {
		r.wdl[m].f.Close()
	}
	if r.plies[m] != nil {
		r.plies[m].f.Close()
	}
	return err == nil && r.plies[m] != nil
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
	bu := newBuilder(v)
	for _, d := range m.Dependencies() {
		t, err := bu.load(dir, d, nil)
		if err != nil {
			return err
		}
		if t == nil {
			return fmt.Errorf("egdb: %v needs %v, which is not in %s", m, d, dir)
		}
		bu.tables[d] = t
	}
	t, err := bu.solve(m, threads)
	if err != nil {
		return err
	}
	return writeSlice(v, dir, t)
}

// SolveMemory returns the most bytes solving the slice of material m of v
// takes, or, given a part, that part of it ([BuildPart]): 4 bytes a
// position solved (with either side to move) for its state, up to 8 for
// the queues of positions to tell their parents about and 2 for its
// values; and 2 bytes a position read before it is solved: of each slice
// it depends on (of a part, those positions of them its moves can reach),
// and of the parts of its slice solved before a part. [BuildSlice] and
// [BuildPart] hold that much; [Build] with Options.Dir holds besides the
// values of the slices solved earlier that later ones still need. A part
// that is not one of m's, or of a slice that has one part alone, counts
// as the whole slice. The Go heap runs larger than what is live unless
// GOMEMLIMIT bounds it.
func SolveMemory(v *variant.Variant, m Material, part ...Part) uint64 {
	mem := newMemory(v)
	if len(part) > 0 {
		return mem.part(m, part[0])
	}
	return mem.whole(m)
}

// memory counts the bytes of jobs of one variant, keeping each slice's
// parts.
type memory struct {
	v     *variant.Variant
	sizes map[Material]uint64
	parts map[Material][]Part
	regs  map[Material][]*region
}

func newMemory(v *variant.Variant) *memory {
	return &memory{v: v, sizes: map[Material]uint64{}, parts: map[Material][]Part{}, regs: map[Material][]*region{}}
}

// size returns the positions of m's slice, one side to move.
func (mm *memory) size(m Material) uint64 {
	if _, ok := mm.sizes[m]; !ok {
		mm.sizes[m] = NewSlice(mm.v, m).Size()
	}
	return mm.sizes[m]
}

// split returns the parts of m's slice and their positions.
func (mm *memory) split(m Material) ([]Part, []*region) {
	if _, ok := mm.parts[m]; !ok {
		mm.parts[m], mm.regs[m] = NewSlice(mm.v, m).split(mm.v)
	}
	return mm.parts[m], mm.regs[m]
}

// whole is the memory of the job of m's whole slice.
func (mm *memory) whole(m Material) uint64 {
	bytes := (4 + 8 + 2) * 2 * mm.size(m)
	for _, d := range m.Dependencies() {
		bytes += 2 * 2 * mm.size(d)
	}
	return bytes
}

// runBytes is what a run of a region takes.
const runBytes = 24

// part is the memory of the job of part p of m's slice.
func (mm *memory) part(m Material, p Part) uint64 {
	ps, rs := mm.split(m)
	i := slices.Index(ps, p)
	if len(ps) == 1 || i < 0 {
		return mm.whole(m)
	}
	bytes := (4+8+2)*2*rs[i].size + runBytes*uint64(len(rs[i].runs))
	for _, d := range m.Dependencies() {
		dps, drs := mm.split(d)
		if len(dps) == 1 {
			bytes += 2 * 2 * mm.size(d)
			continue
		}
		for j, q := range dps {
			if reaches(m, p, d, q) {
				bytes += 2*2*drs[j].size + runBytes*uint64(len(drs[j].runs))
			}
		}
	}
	for j, q := range ps {
		if q.W == p.W && q.B > p.B || q.B == p.B && q.W > p.W {
			bytes += 2*2*rs[j].size + runBytes*uint64(len(rs[j].runs))
		}
	}
	return bytes
}

// joinMemory is the memory of the job that joins the parts of s: 2 bytes
// a position (both sides to move) and a bit each for those not stored,
// the coded blocks aside.
func joinMemory(s *Slice) uint64 { return 2*2*s.Size() + 2*8*((s.Size()+63)/64) }

// supported returns why v cannot be indexed, or nil: a variant whose
// parachutists are not set up on their own side's promotion squares,
// where its men never stand (the index gives them squares of their own),
// or that has parachutists and a king-move limit both (its runs need men,
// and a parachutist is not one).
func supported(v *variant.Variant) error {
	if v == nil || v.Board() == nil {
		return fmt.Errorf("%w: no variant", ErrUnsupported)
	}
	paras := paraSquares(v)
	if paras == [2]board.Bitboard{} {
		return nil
	}
	prom := v.Promotion()
	switch {
	case !paras[board.White].AndNot(prom[board.White]).IsEmpty() || !paras[board.Black].AndNot(prom[board.Black]).IsEmpty() ||
		!paras[board.White].And(paras[board.Black]).IsEmpty():
		return fmt.Errorf("%w: %s sets parachutists up off their own side's promotion squares", ErrUnsupported, v)
	case v.Rules().KingMoveLimit > 0:
		return fmt.Errorf("%w: %s has parachutists and a king-move limit", ErrUnsupported, v)
	}
	return nil
}

// load returns the slice of m read from its files in dir, or nil if dir
// is empty or has no whole slice of the current format for it: the
// values of the positions of need, or of every position when need is nil
// (only the blocks that hold need's positions are read). The positions
// not stored (a capture at hand) are found from the slices they lead to,
// read from dir as well.
func (bu *builder) load(dir string, m Material, need *region) (*table, error) {
	if dir == "" || !bu.hasFile(dir, m) {
		return nil, nil
	}
	r, err := Open(dir, bu.v, Options{CacheBytes: 16 << 20})
	if err != nil {
		return nil, err
	}
	defer r.Close()
	sf, pf := r.r.wdl[m], r.r.plies[m]
	if sf == nil || pf == nil {
		return nil, fmt.Errorf("egdb: %v: its files went missing", m)
	}
	s := sf.slice
	size := s.Size()
	if need == nil {
		need = wholeRegion(size)
	}
	t := &table{slice: s}
	if !need.whole() {
		t.held = need
	}
	for c := range t.values {
		t.values[c] = make([]cell, need.size)
	}
	read := make([]bool, len(sf.sums)) // the blocks that hold need's positions
	for turn := range uint64(2) {
		for _, x := range need.runs {
			for b := (turn*size + x.lo) / wdlBlock; b <= (turn*size+x.hi-1)/wdlBlock; b++ {
				read[b] = true
			}
		}
	}
	var caps []board.Move
	st := &moveStack{}
	for b := range len(sf.sums) {
		if !read[b] {
			continue
		}
		wdl, err := sf.decodeWDL(b)
		if err != nil {
			return nil, err
		}
		lo := uint64(b) * wdlBlock
		var plies []uint16
		pb := -1 // the distances' block in plies
		for i := range uint64(sf.positions(b)) {
			n := lo + i
			at, in := need.local(n % size)
			if !in {
				continue
			}
			p := s.position(n % size)
			p.Turn = board.Color(n / size)
			var v Value
			caps = movegen.Captures(bu.v, p, caps[:0])
			_, over := gameOver(bu.v, &p, len(caps))
			v.Outcome = Outcome(wdl[i/4] >> (2 * (i % 4)) & 3)
			if len(caps) > 0 && !over || p.Turn != pf.side && v.Outcome != Draw ||
				sf.threats == int(p.Turn) && len(caps) == 0 && threatened(bu.v, p, st) {
				// Not stored, found as a probe finds it.
				if v, err = r.Probe(p); err != nil {
					return nil, err
				}
			} else if v.Outcome != Draw {
				if int(n%size/pliesBlock) != pb {
					pb = int(n % size / pliesBlock)
					if plies, err = pf.decodePlies(pb); err != nil {
						return nil, err
					}
				}
				v.Plies = int(plies[n%size%pliesBlock])
			}
			switch v.Outcome {
			case Win:
				t.values[p.Turn][at] = winIn(v.Plies)
			case Loss:
				t.values[p.Turn][at] = lossIn(v.Plies)
			}
		}
	}
	return t, nil
}
