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
//
// Parachute checkers: a material's men count its parachutists, which
// become men at their first move (a capture). A parachutist never moves
// but by that capture, so it stands where the rules set it up, on its own
// side's promotion squares, where its side's men never stand: the parts
// go by the number of each side's parachutists too, and their squares
// come first in the mixed radix, White's among White's parachute squares
// and Black's among Black's; then the men as above, White's on only less
// the squares of Black's parachutists, Black's on ba less those of
// White's; the kings among the squares no man nor parachutist takes.
//
// Frisian draughts and Frysk!: a side with men and kings carries a run of
// quiet moves with one king ([board.KingRun]), which the king-move limit
// L counts, so it is part of the position. The index of the pieces is
// followed by one digit for each side's run, White's then Black's, each
// of radix 1 + kings*L where the side has men and kings (1 elsewhere):
// digit 0 is no run, 1 + j*L + (n-1) a run of n moves (1 to L) of the
// side's king j (its kings counted from the lowest square, from 0).
type Slice struct {
	mat        Material
	valid      board.Bitboard
	wa, ba     board.Bitboard    // where each side's men may stand
	both, only board.Bitboard    // wa and ba; wa less ba
	paras      [2]board.Bitboard // where each side's parachutists stand
	parts      []part            // by k, White's men on both, and the parachutists
	pieces     uint64            // the positions of the pieces, runs aside
	limit      uint64            // the king-move limit, 0 where none
	runs       [2]uint64         // the radix of each side's run
	size       uint64
}

// part is the index range of one k and one number of parachutists a side.
type part struct {
	k, wp, bp int // White's men on both; White's and Black's parachutists
	offset    uint64
	// radix of each combination: White's and Black's parachutists,
	// White's men on both and on only, Black's men, White's kings,
	// Black's kings.
	nwp, nbp, nwBoth, nwOnly, nb, nwk, nbk uint64
}

// NewSlice returns the index of material m under v.
func NewSlice(v *variant.Variant, m Material) *Slice {
	g := v.Board()
	prom := v.Promotion()
	s := &Slice{mat: m, valid: g.Valid(), paras: paraSquares(v)}
	s.wa = s.valid.AndNot(prom[board.White])
	s.ba = s.valid.AndNot(prom[board.Black])
	s.both, s.only = s.wa.And(s.ba), s.wa.AndNot(s.ba)
	squares, nBoth, nOnly, nBa := s.valid.Count(), s.both.Count(), s.only.Count(), s.ba.Count()
	nwp, nbp := s.paras[board.White].Count(), s.paras[board.Black].Count()
	wm, bm := m.Men[board.White], m.Men[board.Black]
	free := squares - wm - bm
	for wp := 0; wp <= min(wm, nwp); wp++ {
		for bp := 0; bp <= min(bm, nbp); bp++ {
			for k := 0; k <= wm-wp; k++ {
				p := part{
					k: k, wp: wp, bp: bp, offset: s.pieces,
					nwp: choose(nwp, wp), nbp: choose(nbp, bp),
					nwBoth: choose(nBoth, k), nwOnly: choose(nOnly-bp, wm-wp-k),
					nb:  choose(nBa-k-wp, bm-bp),
					nwk: choose(free, m.Kings[board.White]), nbk: choose(free-m.Kings[board.White], m.Kings[board.Black]),
				}
				n := p.nwp * p.nbp * p.nwBoth * p.nwOnly * p.nb * p.nwk * p.nbk
				if n == 0 {
					continue
				}
				s.parts = append(s.parts, p)
				s.pieces += n
			}
		}
	}
	s.runs = [2]uint64{1, 1}
	if limit := v.Rules().KingMoveLimit; limit > 0 {
		s.limit = uint64(limit)
		for c := range s.runs {
			if m.Men[c] > 0 {
				s.runs[c] += uint64(m.Kings[c]) * s.limit
			}
		}
	}
	s.size = s.pieces * s.runs[board.White] * s.runs[board.Black]
	return s
}

// paraSquares returns where each side's parachutists stand in v: where
// the rules set them up, none where they have no jump.
func paraSquares(v *variant.Variant) [2]board.Bitboard {
	r := v.Rules()
	if r.ParachuteJumps == [2]board.DirSet{} {
		return [2]board.Bitboard{}
	}
	return r.SetupParas
}

// Material returns the slice's material.
func (s *Slice) Material() Material { return s.mat }

// Size returns the number of positions of the slice's material (with
// either side to move, twice as many values).
func (s *Slice) Size() uint64 { return s.size }

// Index returns the index of p in s, and false if p is not of s's
// material or has a man or a parachutist where none can stand. A run of
// king moves that changes nothing is read as none: one of a side without
// men, or whose square holds none of the side's kings (and a run longer
// than the limit as one of the limit), so that Position of the index may
// differ from p in its runs alone.
func (s *Slice) Index(p *board.Position) (uint64, bool) {
	if MaterialOf(p) != s.mat {
		return 0, false
	}
	wm, bm := p.Men[board.White], p.Men[board.Black]
	if !wm.AndNot(s.wa).IsEmpty() || !bm.AndNot(s.ba).IsEmpty() ||
		!p.Paras[board.White].AndNot(s.paras[board.White]).IsEmpty() ||
		!p.Paras[board.Black].AndNot(s.paras[board.Black]).IsEmpty() {
		return 0, false
	}
	return s.rank(p)
}

// rank is Index without its checks, for a position known to be of s's
// material with its men and parachutists where they can stand.
func (s *Slice) rank(p *board.Position) (uint64, bool) {
	wm, bm := p.Men[board.White], p.Men[board.Black]
	wp, bp := p.Paras[board.White], p.Paras[board.Black]
	onBoth := wm.And(s.both)
	k, nwp, nbp := onBoth.Count(), wp.Count(), bp.Count()
	var pt *part
	for i := range s.parts {
		if q := &s.parts[i]; q.k == k && q.wp == nwp && q.bp == nbp {
			pt = q
			break
		}
	}
	if pt == nil {
		return 0, false
	}
	men := wm.Or(bm)
	var i uint64
	if nwp+nbp > 0 {
		men = men.Or(wp).Or(bp)
		i = rankIn(wp, s.paras[board.White])*pt.nbp + rankIn(bp, s.paras[board.Black])
	}
	free := s.valid.AndNot(men)
	i = i*pt.nwBoth + rankIn(onBoth, s.both)
	i = i*pt.nwOnly + rankIn(wm.And(s.only), s.only.AndNot(bp))
	i = i*pt.nb + rankIn(bm, s.ba.AndNot(onBoth).AndNot(wp))
	i = i*pt.nwk + rankIn(p.Kings[board.White], free)
	i = i*pt.nbk + rankIn(p.Kings[board.Black], free.AndNot(p.Kings[board.White]))
	i += pt.offset
	if s.limit > 0 {
		i = (i*s.runs[board.White]+s.runDigit(p, board.White))*s.runs[board.Black] + s.runDigit(p, board.Black)
	}
	return i, true
}

// runDigit returns the digit of side c's run of king moves in p's index.
func (s *Slice) runDigit(p *board.Position, c board.Color) uint64 {
	r := p.KingRuns[c]
	if s.runs[c] == 1 || r.Moves == 0 || !p.Kings[c].Has(r.King) {
		return 0
	}
	j := rankIn(board.SquareSet(r.King), p.Kings[c]) // the kings below it
	return 1 + j*s.limit + min(uint64(r.Moves), s.limit) - 1
}

// Position returns the position of index i (White to move), which must
// be below Size.
func (s *Slice) Position(i uint64) board.Position {
	return s.position(i).Rehash()
}

// position is Position without the key.
func (s *Slice) position(i uint64) board.Position {
	var runs [2]uint64
	if s.limit > 0 {
		runs[board.Black] = i % s.runs[board.Black]
		i /= s.runs[board.Black]
		runs[board.White] = i % s.runs[board.White]
		i /= s.runs[board.White]
	}
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
	if pt.wp+pt.bp > 0 {
		i = rwBoth / pt.nwBoth
		rwBoth %= pt.nwBoth
		p.Paras[board.White] = unrankIn(i/pt.nbp, pt.wp, s.paras[board.White])
		p.Paras[board.Black] = unrankIn(i%pt.nbp, pt.bp, s.paras[board.Black])
	}
	wp, bp := p.Paras[board.White], p.Paras[board.Black]
	onBoth := unrankIn(rwBoth, pt.k, s.both)
	p.Men[board.White] = onBoth.Or(unrankIn(rwOnly, s.mat.Men[board.White]-pt.wp-pt.k, s.only.AndNot(bp)))
	p.Men[board.Black] = unrankIn(rb, s.mat.Men[board.Black]-pt.bp, s.ba.AndNot(onBoth).AndNot(wp))
	free := s.valid.AndNot(p.Men[board.White]).AndNot(p.Men[board.Black]).AndNot(wp).AndNot(bp)
	p.Kings[board.White] = unrankIn(rwk, s.mat.Kings[board.White], free)
	p.Kings[board.Black] = unrankIn(rbk, s.mat.Kings[board.Black], free.AndNot(p.Kings[board.White]))
	for c, d := range runs {
		if d > 0 {
			d--
			p.KingRuns[c] = board.KingRun{King: squareAt(p.Kings[c], int(d/s.limit)), Moves: uint8(d%s.limit) + 1}
		}
	}
	return p
}
