package movegen_test

import (
	"math/bits"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// The floor: how fast Go lists the moves of the simplest International
// positions (men only, nothing to capture) when nothing is general. The
// hand-written generators below know the board (10x10, a step NE adds 6
// and NW 5, squares beyond an edge fall on ghost bits that are never
// empty, so plain shifts need no masks), test for a capture in one
// expression and write the steps of two fixed directions. They stand for
// the best a Go move generator specialised per board can do, with the 24-byte
// board.Move and with an 8-byte move such as Scan's; BENCHMARKS.md sets
// them beside Generate and Scan's gen_moves on the same positions.

// floorPosition reports whether p is one the floor generators handle: its
// side to move has men only.
func floorPosition(p *board.Position) bool {
	return p.Kings[p.Turn&1] == (board.Bitboard{}) && p.Paras[p.Turn&1] == (board.Bitboard{})
}

// floorBoard holds what the hand-written generators know of the board.
type floorBoard struct {
	valid uint64
	promo [2]uint64
}

// floorMen returns the squares of the side to move, those of the
// opponent and the empty squares, and whether a man to move can capture.
func (f *floorBoard) floorMen(p *board.Position) (own, empty uint64, capture bool) {
	c := p.Turn & 1
	own = p.Men[c].Lo
	opp := p.Men[c^1].Lo | p.Kings[c^1].Lo
	empty = f.valid &^ (own | opp)
	jumps := (opp&(empty>>6))>>6 | (opp&(empty>>5))>>5 | (opp&(empty<<6))<<6 | (opp&(empty<<5))<<5
	return own, empty, jumps&own != 0
}

// floorMoves writes the steps of the men of p into dst as board.Moves and
// reports false for a position with a capture. dst has room for 32.
//
//go:noinline
func (f *floorBoard) floorMoves(p *board.Position, dst []board.Move) ([]board.Move, bool) {
	own, empty, capture := f.floorMen(p)
	if capture {
		return dst[:0], false
	}
	out, i := dst[:32], 0
	promo := f.promo[p.Turn&1]
	up, down := own<<6&empty, own<<5&empty // White steps NE, NW
	back := [2]int{6, 5}
	if p.Turn == board.Black {
		up, down = own>>5&empty, own>>6&empty // SE, SW
		back = [2]int{-5, -6}
	}
	for t := up; t != 0; t &= t - 1 {
		s := bits.TrailingZeros64(t)
		out[i&31] = board.Move{From: board.Square(s - back[0]), To: board.Square(s), Promotes: promo>>s&1 != 0}
		i++
	}
	for t := down; t != 0; t &= t - 1 {
		s := bits.TrailingZeros64(t)
		out[i&31] = board.Move{From: board.Square(s - back[1]), To: board.Square(s), Promotes: promo>>s&1 != 0}
		i++
	}
	return out[:i], true
}

// floorCodes is floorMoves writing each step as one word (to | from<<8 |
// promotes<<16), the size of Scan's move.
//
//go:noinline
func (f *floorBoard) floorCodes(p *board.Position, dst []uint64) ([]uint64, bool) {
	own, empty, capture := f.floorMen(p)
	if capture {
		return dst[:0], false
	}
	out, i := dst[:32], 0
	promo := f.promo[p.Turn&1]
	up, down := own<<6&empty, own<<5&empty
	back := [2]int{6, 5}
	if p.Turn == board.Black {
		up, down = own>>5&empty, own>>6&empty
		back = [2]int{-5, -6}
	}
	for t := up; t != 0; t &= t - 1 {
		s := bits.TrailingZeros64(t)
		out[i&31] = uint64(s) | uint64(s-back[0])<<8 | promo>>s&1<<16
		i++
	}
	for t := down; t != 0; t &= t - 1 {
		s := bits.TrailingZeros64(t)
		out[i&31] = uint64(s) | uint64(s-back[1])<<8 | promo>>s&1<<16
		i++
	}
	return out[:i], true
}

// floorSet returns the International perft positions the floor
// generators handle and have no capture in, checking on each that the
// hand-written list is Generate's, as a set of moves.
func floorSet(tb testing.TB) (*floorBoard, []board.Position) {
	v := variant.International
	f := &floorBoard{valid: v.Board().Valid().Lo}
	promo := v.Promotion()
	f.promo = [2]uint64{promo[0].Lo, promo[1].Lo}
	var ps []board.Position
	mine := make([]board.Move, 32)
	for _, p := range perftPositions(v) {
		if !floorPosition(&p) {
			continue
		}
		want := movegen.Generate(v, p, nil)
		got, ok := f.floorMoves(&p, mine)
		if ok != (len(want) == 0 || want[0].Captured == (board.Bitboard{})) {
			tb.Fatalf("capture test disagrees with Generate on %+v", p)
		}
		if !ok {
			continue
		}
		if !sameMoves(got, want) {
			tb.Fatalf("hand-written steps %v, Generate %v", got, want)
		}
		ps = append(ps, p)
	}
	return f, ps
}

func TestFloorGeneratorsAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("walks a depth-6 International perft")
	}
	if _, ps := floorSet(t); len(ps) < 1000 {
		t.Fatalf("only %d positions", len(ps))
	}
}

// BenchmarkFloor times Generate and the two hand-written generators on the
// same positions, in ns per position (ns/op is one pass over all).
func BenchmarkFloor(b *testing.B) {
	f, ps := floorSet(b)
	benchGenerateOn(b, variant.International, ps)
	b.Run("hand-written", func(b *testing.B) {
		dst := make([]board.Move, 32)
		for b.Loop() {
			for i := range ps {
				dst, _ = f.floorMoves(&ps[i], dst)
			}
		}
		reportPerPosition(b, len(ps))
	})
	b.Run("hand-written-8-byte-moves", func(b *testing.B) {
		dst := make([]uint64, 32)
		for b.Loop() {
			for i := range ps {
				dst, _ = f.floorCodes(&ps[i], dst)
			}
		}
		reportPerPosition(b, len(ps))
	})
}

// benchGenerateOn times Generate on the positions ps of v as the
// sub-benchmark "Generate", a pass over them an operation.
func benchGenerateOn(b *testing.B, v *variant.Variant, ps []board.Position) {
	b.Run("Generate", func(b *testing.B) {
		dst := make([]board.Move, 0, 256)
		for b.Loop() {
			for i := range ps {
				dst = movegen.Generate(v, ps[i], dst[:0])
			}
		}
		reportPerPosition(b, len(ps))
	})
}

// reportPerPosition reports b's time in ns per position, an operation
// being a pass over n positions.
func reportPerPosition(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/position")
}
