package egdb

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Slice is the dense index of the positions of one material under one
// variant, without the side to move: every index from 0 to Size()-1 is one
// position, and every position of the material one index.
//
// The ranking: White's men may stand on the playable squares but White's
// promotion squares (wa), Black's men on those but Black's (ba). The
// squares both may use are both; White's men on wa alone (only), on
// Black's promotion squares, never meet a black man. The positions fall
// into parts by k, the number of White's men on both: within part k the
// index is, in mixed radix, the combination of White's k men among both,
// of its other men among only, of Black's men among ba less the k squares
// taken, of White's kings among the squares still empty, and of Black's
// kings among those left. Each combination is ranked in colex order of
// the squares' places in the set it is chosen from.
type Slice struct {
	mat        Material
	valid      board.Bitboard
	wa, ba     board.Bitboard // where each side's men may stand
	both, only board.Bitboard // wa and ba; wa less ba
	parts      []part         // by k, White's men on both
	size       uint64
}

// part is the index range of one k.
type part struct {
	k      int
	offset uint64
	// radix of each combination: White's men on both and on only,
	// Black's men, White's kings, Black's kings.
	nwBoth, nwOnly, nb, nwk, nbk uint64
}

// NewSlice returns the index of material m under v.
func NewSlice(v *variant.Variant, m Material) *Slice {
	g := v.Board()
	prom := v.Promotion()
	s := &Slice{mat: m, valid: g.Valid()}
	s.wa = s.valid.AndNot(prom[board.White])
	s.ba = s.valid.AndNot(prom[board.Black])
	s.both, s.only = s.wa.And(s.ba), s.wa.AndNot(s.ba)
	squares, nBoth, nOnly, nBa := s.valid.Count(), s.both.Count(), s.only.Count(), s.ba.Count()
	wm, bm := m.Men[board.White], m.Men[board.Black]
	free := squares - wm - bm
	for k := 0; k <= wm; k++ {
		p := part{
			k: k, offset: s.size,
			nwBoth: choose(nBoth, k), nwOnly: choose(nOnly, wm-k),
			nb:  choose(nBa-k, bm),
			nwk: choose(free, m.Kings[board.White]), nbk: choose(free-m.Kings[board.White], m.Kings[board.Black]),
		}
		n := p.nwBoth * p.nwOnly * p.nb * p.nwk * p.nbk
		if n == 0 {
			continue
		}
		s.parts = append(s.parts, p)
		s.size += n
	}
	return s
}

// Material returns the slice's material.
func (s *Slice) Material() Material { return s.mat }

// Size returns the number of positions of the slice's material (with
// either side to move, twice as many values).
func (s *Slice) Size() uint64 { return s.size }

// Index returns the index of p's pieces in s, and false if p is not of
// s's material or has a man where none can stand.
func (s *Slice) Index(p *board.Position) (uint64, bool) {
	if MaterialOf(p) != s.mat || !p.Paras[0].Or(p.Paras[1]).IsEmpty() {
		return 0, false
	}
	wm, bm := p.Men[board.White], p.Men[board.Black]
	if !wm.AndNot(s.wa).IsEmpty() || !bm.AndNot(s.ba).IsEmpty() {
		return 0, false
	}
	return s.rank(p)
}

// rank is Index without its checks, for a position known to be of s's
// material with its men where they can stand.
func (s *Slice) rank(p *board.Position) (uint64, bool) {
	wm, bm := p.Men[board.White], p.Men[board.Black]
	onBoth := wm.And(s.both)
	k := onBoth.Count()
	var pt *part
	for i := range s.parts {
		if s.parts[i].k == k {
			pt = &s.parts[i]
		}
	}
	if pt == nil {
		return 0, false
	}
	men := wm.Or(bm)
	free := s.valid.AndNot(men)
	i := rankIn(onBoth, s.both)
	i = i*pt.nwOnly + rankIn(wm.And(s.only), s.only)
	i = i*pt.nb + rankIn(bm, s.ba.AndNot(onBoth))
	i = i*pt.nwk + rankIn(p.Kings[board.White], free)
	i = i*pt.nbk + rankIn(p.Kings[board.Black], free.AndNot(p.Kings[board.White]))
	return pt.offset + i, true
}

// Position returns the pieces of index i (White to move), which must be
// below Size.
func (s *Slice) Position(i uint64) board.Position {
	return s.position(i).Rehash()
}

// position is Position without the key.
func (s *Slice) position(i uint64) board.Position {
	j := len(s.parts) - 1
	for s.parts[j].offset > i {
		j--
	}
	pt := &s.parts[j]
	i -= pt.offset
	rbk := i % pt.nbk
	i /= pt.nbk
	rwk := i % pt.nwk
	i /= pt.nwk
	rb := i % pt.nb
	i /= pt.nb
	rwOnly := i % pt.nwOnly
	rwBoth := i / pt.nwOnly

	var p board.Position
	onBoth := unrankIn(rwBoth, pt.k, s.both)
	p.Men[board.White] = onBoth.Or(unrankIn(rwOnly, s.mat.Men[board.White]-pt.k, s.only))
	p.Men[board.Black] = unrankIn(rb, s.mat.Men[board.Black], s.ba.AndNot(onBoth))
	free := s.valid.AndNot(p.Men[board.White]).AndNot(p.Men[board.Black])
	p.Kings[board.White] = unrankIn(rwk, s.mat.Kings[board.White], free)
	p.Kings[board.Black] = unrankIn(rbk, s.mat.Kings[board.Black], free.AndNot(p.Kings[board.White]))
	return p
}
