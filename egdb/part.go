package egdb

import (
	"fmt"
	"slices"
	"sort"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// A slice too large for one job is solved in parts, each a job of its
// own, as the published databases were: the positions fall into parts by
// the rank of White's most advanced man and that of Black's rearmost man.
// A man's quiet move never takes it back, so neither rank ever falls: a
// move that stays in the slice stays in its part or leads to a part with
// one of the two ranks higher, solved before it, whose values it reads as
// it reads those of another slice; a position's parents in lower parts
// are left to them. The parts of a slice are solved in order of falling
// ranks, and those on no common row or column of ranks are independent
// jobs.
//
// Black's rearmost man rather than its most advanced: the index (slice.go)
// ranks Black's men in colex order of their squares, lowest bit first, so
// the highest square, Black's rearmost man where the bits climb rank by
// rank towards Black, picks a contiguous range of that digit; and White's
// most advanced man is the highest square of its men on both, the top
// digit. A part is so a list of runs of consecutive indices, one or a
// few per placing of White's men, and costs next to nothing to describe.
// Where the bits do not climb rank by rank, or a man steps backwards,
// nothing is split.

// Part names a part of a split slice: W is the rank of White's most
// advanced man, counted from 1 on White's back rank (row 0), 0 when White
// has no man; B the rank of Black's rearmost man, counted from 1 on
// Black's back rank (the last row), 0 when Black has no man. On an 8x8
// board, White's men on b2 and c5 and Black's on d6 and f8 are part w5b1.
type Part struct{ W, B int }

// String writes p as the suffix of its file: "w5b1".
func (p Part) String() string { return fmt.Sprintf("w%db%d", p.W, p.B) }

// ParsePart reads a part as String writes it.
func ParsePart(s string) (Part, bool) {
	var p Part
	var rest string
	n, err := fmt.Sscanf(s+" .", "w%db%d %s", &p.W, &p.B, &rest)
	if err != nil || n != 3 || rest != "." || p.W < 0 || p.B < 0 || p.String() != s {
		return Part{}, false
	}
	return p, true
}

// run is a range [lo, hi) of a slice's indices, held from place at.
type run struct{ lo, hi, at uint64 }

// region is a set of a slice's indices, as runs in increasing order, and
// its own numbering of them, from 0 to size-1 in the slice's order.
type region struct {
	runs []run
	size uint64
}

// wholeRegion is every index of a slice of size positions.
func wholeRegion(size uint64) *region {
	return &region{runs: []run{{lo: 0, hi: size}}, size: size}
}

// whole reports whether r is every index from 0.
func (r *region) whole() bool { return len(r.runs) == 1 && r.runs[0].lo == 0 }

// local returns the place in r of the slice's index g, and whether r
// holds it.
func (r *region) local(g uint64) (uint64, bool) {
	if r.whole() {
		return g, g < r.size
	}
	i := sort.Search(len(r.runs), func(i int) bool { return r.runs[i].hi > g })
	if i == len(r.runs) || g < r.runs[i].lo {
		return 0, false
	}
	return r.runs[i].at + g - r.runs[i].lo, true
}

// global returns the slice's index at place l of r, which must be below
// r.size.
func (r *region) global(l uint64) uint64 {
	if r.whole() {
		return l
	}
	i := sort.Search(len(r.runs), func(i int) bool { return r.runs[i].at+r.runs[i].hi-r.runs[i].lo > l })
	return r.runs[i].lo + l - r.runs[i].at
}

// union returns the indices of the regions, which must not overlap, as
// one region.
func union(rs ...*region) *region {
	var runs []run
	for _, r := range rs {
		runs = append(runs, r.runs...)
	}
	slices.SortFunc(runs, func(a, b run) int {
		switch {
		case a.lo < b.lo:
			return -1
		case a.lo > b.lo:
			return 1
		}
		return 0
	})
	u := &region{}
	for _, x := range runs {
		u.runs = append(u.runs, run{lo: x.lo, hi: x.hi, at: u.size})
		u.size += x.hi - x.lo
	}
	return u
}

// splittable reports whether the slices of v can be split into parts:
// its men never step backwards, and its squares' bits climb rank by rank.
// Parachute's slices are not split: their parachutists index parts of
// their own (slice.go), which the split by men's ranks does not follow.
func splittable(v *variant.Variant) bool {
	r := v.Rules()
	if paraSquares(v) != [2]board.Bitboard{} {
		return false
	}
	south := board.DirSet(1<<board.South | 1<<board.SouthEast | 1<<board.SouthWest)
	north := board.DirSet(1<<board.North | 1<<board.NorthEast | 1<<board.NorthWest)
	if r.ManSteps[board.White]&south != 0 || r.ManSteps[board.Black]&north != 0 ||
		r.OpeningLifts != [2]board.Bitboard{} {
		return false
	}
	g := v.Board()
	last := -1
	for _, s := range g.Squares() {
		row, _ := g.Coord(s)
		if row < last {
			return false
		}
		last = row
	}
	return true
}

// split returns the parts of s, each with its indices, in an order in
// which each comes after those its positions' moves lead to; one part,
// the whole slice, when s is not split (see splittable) or has one part
// alone.
func (s *Slice) split(v *variant.Variant) ([]Part, []*region) {
	if !splittable(v) {
		return []Part{{}}, []*region{wholeRegion(s.size)}
	}
	g := v.Board()
	rows := g.Rows()
	rank := func(set board.Bitboard, highest bool) int { // row+1 of the highest or lowest square
		r := -1
		for _, sq := range g.Squares() {
			if set.Has(sq) {
				row, _ := g.Coord(sq)
				if r < 0 || highest && row > r || !highest && row < r {
					r = row
				}
			}
		}
		return r + 1
	}
	byPart := map[Part]*region{}
	// The runs of king moves are the index's last digits (slice.go): a
	// placement of the pieces is a block of perRuns indices.
	perRuns := s.runs[board.White] * s.runs[board.Black]
	add := func(p Part, lo, hi uint64) {
		lo, hi = lo*perRuns, hi*perRuns
		r := byPart[p]
		if r == nil {
			r = &region{}
			byPart[p] = r
		}
		if n := len(r.runs); n > 0 && r.runs[n-1].hi == lo {
			r.runs[n-1].hi = hi
		} else {
			r.runs = append(r.runs, run{lo: lo, hi: hi, at: r.size})
		}
		r.size += hi - lo
	}
	wm, bm := s.mat.Men[board.White], s.mat.Men[board.Black]
	for _, pt := range s.parts {
		kings := pt.nwk * pt.nbk
		for rwBoth := range pt.nwBoth {
			onBoth := unrankIn(rwBoth, pt.k, s.both)
			for rwOnly := range pt.nwOnly {
				white := onBoth.Or(unrankIn(rwOnly, wm-pt.k, s.only))
				w := 0
				if wm > 0 {
					w = rank(white, true)
				}
				base := pt.offset + (rwBoth*pt.nwOnly+rwOnly)*pt.nb*kings
				if bm == 0 {
					add(Part{W: w}, base, base+pt.nb*kings)
					continue
				}
				// Black's men among ba less White's men on both, in
				// colex order: those whose highest square is on row
				// row are the ranks from choose(below, bm) to
				// choose(upto, bm), the squares below and up to it.
				among := s.ba.AndNot(onBoth)
				below := 0
				for row := range rows {
					upto := below + among.And(g.Row(row)).Count()
					lo, hi := choose(below, bm), choose(upto, bm)
					if hi > lo {
						add(Part{W: w, B: rows - row}, base+lo*kings, base+hi*kings)
					}
					below = upto
				}
			}
		}
	}
	ps := make([]Part, 0, len(byPart))
	for p := range byPart {
		ps = append(ps, p)
	}
	// Falling W, then falling B: a quiet move raises one of them at most.
	slices.SortFunc(ps, func(a, b Part) int {
		if a.W != b.W {
			return b.W - a.W
		}
		return b.B - a.B
	})
	rs := make([]*region, len(ps))
	for i, p := range ps {
		rs[i] = byPart[p]
	}
	if len(ps) == 1 {
		return []Part{{}}, []*region{wholeRegion(s.size)}
	}
	return ps, rs
}

// partDependencies returns the parts among ps that part p's positions'
// moves lead to: same W and a higher B, or same B and a higher W.
func partDependencies(ps []Part, p Part) []Part {
	var out []Part
	for _, q := range ps {
		if q.W == p.W && q.B > p.B || q.B == p.B && q.W > p.W {
			out = append(out, q)
		}
	}
	return out
}

// reaches reports whether a move from a position of part p of material m
// can lead to part q of material d, one of m's dependencies: a capture
// takes men of the other side (its most advanced man's rank can only
// fall, its rearmost man's only rise, or it has no man left), a crowning
// without a capture takes the crowning side's most advanced man off the
// men (White's most advanced can only fall; Black's rearmost stays, or
// Black has no man left), and the other side's men stay where they are.
func reaches(m Material, p Part, d Material, q Part) bool {
	wT, bT := m.Men[0]+m.Kings[0], m.Men[1]+m.Kings[1]
	dwT, dbT := d.Men[0]+d.Kings[0], d.Men[1]+d.Kings[1]
	switch {
	case dwT == wT && dbT < bT: // White captured
		return q.B == 0 || q.B >= p.B
	case dbT == bT && dwT < wT: // Black captured
		return q.W <= p.W
	case d.Men[0] < m.Men[0]: // White crowned
		return q.B == p.B && q.W <= p.W
	}
	return q.W == p.W && (q.B == p.B || q.B == 0) // Black crowned
}

// dependencyRegion returns the positions of the slice of d, one of m's
// dependencies, that moves from part p of m's slice can lead to; the
// whole slice (nil) when d is not split.
func dependencyRegion(v *variant.Variant, m Material, p Part, d Material) *region {
	ps, rs := NewSlice(v, d).split(v)
	if len(ps) == 1 {
		return nil
	}
	var need []*region
	for i, q := range ps {
		if reaches(m, p, d, q) {
			need = append(need, rs[i])
		}
	}
	return union(need...)
}
