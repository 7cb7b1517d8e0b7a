//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package movegen_test

import (
	"math/bits"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// The whole floor: a move generator written by hand for International
// draughts and nothing else, every kind of position (men and flying kings,
// quiet moves and captures under the majority rule), the yardstick for
// Generate on the random set, where BenchmarkFloor's covers the quiet
// positions of men alone. It knows the board's layout, that of
// board.Geometry for the 10x10 board (55 bits, a ghost bit after every two
// ranks, which is never empty):
//
//	rank 10 |  .  50   .  51   .  52   .  53   .  54
//	rank  9 | 44   .  45   .  46   .  47   .  48   .   (49 ghost)
//	   ...
//	rank  2 |  .   6   .   7   .   8   .   9   .  10
//	rank  1 |  0   .   1   .   2   .   3   .   4   .   (5 ghost)
//	           a   b   c   d   e   f   g   h   i   j
//
// A step NE adds 6, NW 5, SE subtracts 5, SW 6, so that plain shifts
// need no masks; a man's jump lands at twice its victim's bit less its
// own. A king finds the first piece along a diagonal as the lowest or
// highest bit of the diagonal's squares (a table of rays) that are
// occupied, with no loop over the empty squares.

// wholeSE is the first of the whole floor's directions that subtract from
// a square's bit. Its directions, in the order of its rays, are NE, NW,
// SE and SW, and the way back from direction d is 3-d.
const wholeSE = 2

// wholeShift is the bit each direction adds to a square.
var wholeShift = [4]int{6, 5, -5, -6}

// wholeFloor is what the hand-written generator knows of the board.
type wholeFloor struct {
	valid uint64
	promo [2]uint64
	ray   [4][64]uint64 // the squares beyond a square in each direction
	near  [64]uint64    // a square's diagonal neighbours
}

// wholeStep moves the squares of b one step in direction d.
func wholeStep(b uint64, d int) uint64 {
	if s := wholeShift[d]; s > 0 {
		return b << s
	}
	return b >> -wholeShift[d]
}

// newWholeFloor fills the tables of the hand-written generator.
func newWholeFloor() *wholeFloor {
	v := variant.International
	promo := v.Promotion()
	f := &wholeFloor{valid: v.Board().Valid().Lo, promo: [2]uint64{promo[0].Lo, promo[1].Lo}}
	for sq := range 64 {
		if f.valid>>sq&1 == 0 {
			continue
		}
		for d := range 4 {
			for b := wholeStep(1<<sq, d) & f.valid; b != 0; b = wholeStep(b, d) & f.valid {
				f.ray[d][sq] |= b
			}
			f.near[sq] |= wholeStep(1<<sq, d) & f.valid
		}
	}
	return f
}

// wholeSearch is the state of one position's capture search.
type wholeSearch struct {
	f     *wholeFloor
	out   *[256]board.Move
	n     int    // moves in out
	best  int    // pieces the captures in out take
	from  int    // the capturing piece's square
	opp   uint64 // the opponent's pieces
	occ   uint64 // the occupied squares, the capturing piece's excluded
	empty uint64 // the empty squares, the capturing piece's included
	promo uint64 // the side's promotion squares
}

// emit records the capture from s.from to to of the pieces of captured,
// unless one that takes more is recorded, or the same move by another
// route. It is kept out of line: the searches that call it are the
// loops.
//
//go:noinline
func (s *wholeSearch) emit(to int, captured uint64, promotes bool) {
	n := bits.OnesCount64(captured)
	if n < s.best {
		return
	}
	if n > s.best {
		s.n, s.best = 0, n
	}
	m := board.Move{Captured: board.Bitboard{Lo: captured}, From: board.Square(s.from), To: board.Square(to), Promotes: promotes}
	if n > 1 {
		for i := range s.n & 255 {
			if s.out[i] == m {
				return
			}
		}
	}
	s.out[s.n&255] = m
	s.n++
}

// man goes on with the capture of a man on at that has taken captured; it
// reports whether it found a jump.
func (s *wholeSearch) man(at int, captured uint64) bool {
	found := false
	for v := s.f.near[at] & s.opp &^ captured; v != 0; v &= v - 1 {
		victim := bits.TrailingZeros64(v)
		to := 2*victim - at
		if s.empty>>uint(to)&1 == 0 {
			continue
		}
		found = true
		if !s.man(to, captured|1<<victim) {
			s.emit(to, captured|1<<victim, s.promo>>to&1 != 0)
		}
	}
	return found
}

// king goes on with the capture of a king on at that has taken captured,
// arriving in direction came (-1 for none): never back, and on in the
// same direction only from the nearest landing square (along reports it),
// since from the others that jump makes the same capture. It reports
// whether it found a jump.
func (s *wholeSearch) king(at int, captured uint64, came int, along bool) bool {
	found := false
	for d := range 4 {
		if d == 3-came || d == came && !along {
			continue
		}
		blockers := s.f.ray[d][at] & s.occ
		if blockers == 0 {
			continue
		}
		var victim int
		if d < wholeSE {
			victim = bits.TrailingZeros64(blockers)
		} else {
			victim = 63 - bits.LeadingZeros64(blockers)
		}
		if (s.opp&^captured)>>victim&1 == 0 {
			continue
		}
		lands := s.f.ray[d][victim]
		var nearest int
		if next := lands & s.occ; d < wholeSE {
			if next != 0 {
				lands &= next&-next - 1
			}
			nearest = bits.TrailingZeros64(lands)
		} else {
			if next != 0 {
				lands &^= 2<<(63-bits.LeadingZeros64(next)) - 1
			}
			nearest = 63 - bits.LeadingZeros64(lands)
		}
		if lands == 0 {
			continue
		}
		found = true
		taken := captured | 1<<victim
		for l := lands; l != 0; l &= l - 1 {
			to := bits.TrailingZeros64(l)
			if !s.king(to, taken, d, to == nearest) {
				s.emit(to, taken, false)
			}
		}
	}
	return found
}

// wholePut writes at out[n] the quiet move whose From, To and Promotes
// are the bytes of word, lowest first: two stores, where a composite
// literal stores each field. The bytes of a Move after Captured are
// From, To, Promotes and Lift, so this holds on a little-endian machine
// (the file's build constraint).
func wholePut(out *[256]board.Move, n int, word uint64) {
	m := unsafe.Pointer(&out[n&255])
	*(*[2]uint64)(m) = [2]uint64{}
	*(*uint64)(unsafe.Add(m, 16)) = word
}

// generate writes the legal moves of p into dst, whose capacity is at
// least 256, and returns them.
//
//go:noinline
func (f *wholeFloor) generate(p *board.Position, dst []board.Move) []board.Move {
	c := p.Turn & 1
	men, kings := p.Men[c].Lo, p.Kings[c].Lo
	opp := p.Men[c^1].Lo | p.Kings[c^1].Lo
	occ := men | kings | opp
	empty := f.valid &^ occ
	out := (*[256]board.Move)(dst[:256])
	jumpers := men & ((opp&(empty>>6))>>6 | (opp&(empty>>5))>>5 | (opp&(empty<<5))<<5 | (opp&(empty<<6))<<6)
	if jumpers|kings != 0 {
		s := wholeSearch{f: f, out: out, opp: opp, promo: f.promo[c]}
		for ; jumpers != 0; jumpers &= jumpers - 1 {
			s.from = bits.TrailingZeros64(jumpers)
			s.empty = empty | 1<<s.from
			s.man(s.from, 0)
		}
		for k := kings; k != 0; k &= k - 1 {
			s.from = bits.TrailingZeros64(k)
			s.occ = occ &^ (1 << s.from)
			s.king(s.from, 0, -1, false)
		}
		if s.n > 0 {
			return dst[:s.n]
		}
	}
	// The men's steps a direction at a time, the board's shifts as
	// constants, those that crown apart: written out, since a helper
	// with the two loops is too large to be inlined.
	var n int
	promo := f.promo[c]
	if c == board.White {
		for t := men << 6 & empty &^ promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101-6))
			n++
		}
		for t := men << 6 & empty & promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101-6)|1<<16)
			n++
		}
		for t := men << 5 & empty &^ promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101-5))
			n++
		}
		for t := men << 5 & empty & promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101-5)|1<<16)
			n++
		}
	} else {
		for t := men >> 5 & empty &^ promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101+5))
			n++
		}
		for t := men >> 5 & empty & promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101+5)|1<<16)
			n++
		}
		for t := men >> 6 & empty &^ promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101+6))
			n++
		}
		for t := men >> 6 & empty & promo; t != 0; t &= t - 1 {
			wholePut(out, n, uint64(bits.TrailingZeros64(t)*0x101+6)|1<<16)
			n++
		}
	}
	for k := kings; k != 0; k &= k - 1 {
		from := bits.TrailingZeros64(k)
		for d := range 4 {
			r := f.ray[d][from]
			if blockers := r & occ; blockers != 0 {
				if d < wholeSE {
					r &= blockers&-blockers - 1
				} else {
					r &^= 2<<(63-bits.LeadingZeros64(blockers)) - 1
				}
			}
			for ; r != 0; r &= r - 1 {
				wholePut(out, n, uint64(from|bits.TrailingZeros64(r)<<8))
				n++
			}
		}
	}
	return dst[:n]
}

// wholeSet returns the positions the whole floor is timed on: those of
// the file of FENs named by $FLOOR_POSITIONS (one a line, as the peers'
// position files hold them), or else International's random-game
// positions (Generate's benchmark set). It checks on each, and on the
// perft set, that the hand-written list is Generate's, as a set of moves.
func wholeSet(tb testing.TB) (*wholeFloor, []board.Position) {
	v := variant.International
	f := newWholeFloor()
	ps := benchPositions(v)
	if name := os.Getenv("FLOOR_POSITIONS"); name != "" {
		text, err := os.ReadFile(name)
		if err != nil {
			tb.Fatal(err)
		}
		ps = ps[:0]
		for line := range strings.Lines(string(text)) {
			if line = strings.TrimSpace(line); line == "" {
				continue
			}
			p, err := notation.ParseFEN(v, line)
			if err != nil {
				tb.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	mine := make([]board.Move, 0, 256)
	for _, p := range append(perftPositions(v), ps...) {
		want := movegen.Generate(v, p, nil)
		if got := f.generate(&p, mine); !sameMoves(got, want) {
			tb.Fatalf("%+v: hand-written %v, Generate %v", p, got, want)
		}
	}
	return f, ps
}

func TestWholeFloorAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("walks a depth-6 International perft")
	}
	wholeSet(t)
}

// BenchmarkWholeFloor times Generate and the hand-written generator on
// the positions of wholeSet, in ns per position:
//
//	FLOOR_POSITIONS=international-random.fen GOAMD64=v3 go test ./movegen -run '^$' -bench WholeFloor
//
// Generate is called as a program calls it, the position by value; the
// hand-written generator is passed its address.
func BenchmarkWholeFloor(b *testing.B) {
	f, ps := wholeSet(b)
	benchGenerateOn(b, variant.International, ps)
	b.Run("hand-written", func(b *testing.B) {
		dst := make([]board.Move, 0, 256)
		for b.Loop() {
			for i := range ps {
				dst = f.generate(&ps[i], dst)
			}
		}
		reportPerPosition(b, len(ps))
	})
}
