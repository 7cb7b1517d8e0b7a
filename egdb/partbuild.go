package egdb

import (
	"fmt"
	"os"
	"runtime"
	"slices"

	"github.com/draughtsgo/checkers/variant"
)

// DefaultSplitAbove is the most positions, both sides to move, of a slice
// that Build and Plan solve whole when Options.SplitAbove is zero: at 14
// bytes a position, under 2 GB of state for one job.
const DefaultSplitAbove = 1 << 27

// splitAbove is o's SplitAbove, or its default.
func (o Options) splitAbove() uint64 {
	if o.SplitAbove == 0 {
		return DefaultSplitAbove
	}
	return o.SplitAbove
}

// splitOf returns the parts the slice s of v is solved in when slices of
// more than above positions (both sides to move) are split, with their
// positions; nil when it is solved whole.
func splitOf(v *variant.Variant, s *Slice, above uint64) ([]Part, []*region) {
	if 2*s.Size() <= above {
		return nil, nil
	}
	ps, rs := s.split(v)
	if len(ps) == 1 {
		return nil, nil
	}
	return ps, rs
}

// solveSlice solves the slice of m, whole or part by part as o says.
func (bu *builder) solveSlice(m Material, threads int, o Options) (*table, error) {
	s := NewSlice(bu.v, m)
	ps, rs := splitOf(bu.v, s, o.splitAbove())
	if ps == nil {
		return bu.solvePart(s, wholeRegion(s.Size()), nil, threads)
	}
	size := s.Size()
	t := &table{slice: s}
	for c := range t.values {
		t.values[c] = make([]cell, size)
		t.notStored[c] = make([]uint64, (size+63)/64)
	}
	for i := range ps {
		// The parts solved before are in t already, the only ones that
		// part i's moves lead to in the slice.
		pt, err := bu.solvePart(s, rs[i], t, threads)
		if err != nil {
			return nil, err
		}
		for _, x := range rs[i].runs {
			for c := range t.values {
				copy(t.values[c][x.lo:x.hi], pt.values[c][x.at:x.at+x.hi-x.lo])
				for g := x.lo; g < x.hi; g++ {
					if l := x.at + g - x.lo; isSet(pt.notStored[c], l) {
						t.notStored[c][g/64] |= 1 << (g % 64)
					}
				}
			}
		}
	}
	return t, nil
}

// findPart returns the place of p among the parts of the slice s of v
// when it is split, its parts and their positions; an error if p is not
// one of them.
func findPart(v *variant.Variant, s *Slice, p Part) (int, []Part, []*region, error) {
	ps, rs := s.split(v)
	if i := slices.Index(ps, p); len(ps) > 1 && i >= 0 {
		return i, ps, rs, nil
	}
	return 0, nil, nil, fmt.Errorf("egdb: %v has no part %v", s.mat, p)
}

// BuildPart solves part p of the slice of material m of v (see [Part])
// alone and writes it to its file in dir ([PartFile]), reading what its
// moves lead to from dir: the slices m depends on, the positions of them
// it can reach alone, and the parts of m solved before it, which must have
// been built. One job of a build spread over processes or machines, as
// [Plan] gives it; [JoinParts] writes the slice's files once every part is
// built.
func BuildPart(v *variant.Variant, m Material, p Part, dir string, threads int) error {
	if err := checkMaterial(v, m); err != nil {
		return err
	}
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	s := NewSlice(v, m)
	i, ps, rs, err := findPart(v, s, p)
	if err != nil {
		return err
	}
	bu := newBuilder(v)
	for _, d := range m.Dependencies() {
		t, err := bu.load(dir, d, dependencyRegion(v, m, p, d))
		if err != nil {
			return err
		}
		if t == nil {
			return fmt.Errorf("egdb: %v needs %v, which is not in %s", m, d, dir)
		}
		bu.tables[d] = t
	}
	var before []int
	for j, q := range ps {
		if slices.Contains(partDependencies(ps, p), q) {
			before = append(before, j)
		}
	}
	var held []*region
	for _, j := range before {
		held = append(held, rs[j])
	}
	sib := &table{slice: s, held: union(held...)}
	for c := range sib.values {
		sib.values[c] = make([]cell, sib.held.size)
	}
	for _, j := range before {
		to := func(x run) uint64 { at, _ := sib.held.local(x.lo); return at }
		if err := readPart(v, dir, m, ps[j], rs[j], sib.values, to); err != nil {
			return fmt.Errorf("egdb: %v part %v needs part %v: %w", m, p, ps[j], err)
		}
	}
	t, err := bu.solvePart(s, rs[i], sib, threads)
	if err != nil {
		return err
	}
	return writePart(v, dir, p, t)
}

// JoinParts writes the files of the split slice of material m of v in dir
// from the files of its parts there ([BuildPart]), which it then removes:
// the files [BuildSlice] writes, byte for byte. It holds 2 bytes a
// position (both sides to move) and a bit for each whose side to move can
// capture, besides the coded blocks.
func JoinParts(v *variant.Variant, m Material, dir string) error {
	if err := checkMaterial(v, m); err != nil {
		return err
	}
	s := NewSlice(v, m)
	ps, rs := s.split(v)
	if len(ps) == 1 {
		return fmt.Errorf("egdb: %v is not split", m)
	}
	t := &table{slice: s}
	for c := range t.values {
		t.values[c] = make([]cell, s.Size())
	}
	for j, q := range ps {
		if err := readPart(v, dir, m, q, rs[j], t.values, func(x run) uint64 { return x.lo }); err != nil {
			return err
		}
	}
	if err := writeSlice(v, dir, t); err != nil {
		return err
	}
	for _, q := range ps {
		if err := os.Remove(partPath(dir, v.Name(), m, q)); err != nil {
			return err
		}
	}
	return nil
}

// PartBuilt reports whether part p of the slice of material m of v is
// built in dir: its file is there and whole (its checksum holds), or the
// slice's files are (its parts joined). It fails only if p is not a part
// of m's slice.
func PartBuilt(v *variant.Variant, m Material, p Part, dir string) (bool, error) {
	if err := checkMaterial(v, m); err != nil {
		return false, err
	}
	s := NewSlice(v, m)
	i, ps, rs, err := findPart(v, s, p)
	if err != nil {
		return false, err
	}
	if SliceBuilt(v, m, dir) {
		return true, nil
	}
	return readPart(v, dir, m, ps[i], rs[i], [2][]cell{}, nil) == nil, nil
}

// SliceBuilt reports whether the files of the slice of material m of v
// are in dir, of the current format, and every block of them whole (its
// checksum holds and it decodes).
func SliceBuilt(v *variant.Variant, m Material, dir string) bool {
	if supported(v) != nil {
		return false
	}
	r := &reader{wdl: map[Material]*sliceFile{}, plies: map[Material]*sliceFile{}}
	err := r.open(dir, v, m)
	defer func() {
		for _, sf := range []*sliceFile{r.wdl[m], r.plies[m]} {
			if sf != nil {
				sf.f.Close()
			}
		}
	}()
	if err != nil || r.wdl[m] == nil || r.plies[m] == nil {
		return false
	}
	for _, sf := range []*sliceFile{r.wdl[m], r.plies[m]} {
		for b := range len(sf.sums) {
			var err error
			if sf.kind == kindWDL {
				_, err = sf.decodeWDL(b)
			} else {
				_, err = sf.decodePlies(b)
			}
			if err != nil {
				return false
			}
		}
	}
	return true
}

// checkMaterial returns why the slice of m of v cannot be built, or nil.
func checkMaterial(v *variant.Variant, m Material) error {
	if err := supported(v); err != nil {
		return err
	}
	if m.Pieces() < 1 || m.Pieces() > MaxPieces {
		return fmt.Errorf("egdb: %v: from 1 to %d pieces", m, MaxPieces)
	}
	return nil
}
