package shapes

import (
	"bytes"
	"go/format"
	"go/parser"
	"go/token"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWordOps checks the rewrite of narrow's code in words on a small
// file: every method and helper it knows, a one-line step function with a
// mask and one without, and the parentheses the operators' precedence
// needs kept.
func TestWordOps(t *testing.T) {
	src := `package narrow

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
)

var _ = slices.Max[[]int]

func validX() bb { return bb(0xff) }

func stepNX(b bb) bb { return b.shift(^bb(0), 4) }

func stepEX(b bb) bb { return b.shift(bb(0x77), 1) }

func f(p *board.Position, s board.Square) (bool, int, board.Bitboard, uint64) {
	men := fromBoard(p.Men[0])
	to := stepNX(stepEX(men).and(validX())).or(one(s)).andNot(men.xor(men))
	to = to.rest().and(to.lowest())
	return to.any() && men.none(), to.count() + int(to.first()), to.toBoard(), uint64(to.first())*0x101
}
`
	want := `package narrow

import (
	"math/bits"
	"slices"

	"github.com/draughtsgo/checkers/board"
)

var _ = slices.Max[[]int]

func validX() bb { return bb(0xff) }

func stepNX(b bb) bb { return bb(bits.RotateLeft64(uint64(b), 4)) }

func stepEX(b bb) bb { return bb(bits.RotateLeft64(uint64(b&bb(0x77)), 1)) }

func f(p *board.Position, s board.Square) (bool, int, board.Bitboard, uint64) {
	men := bb(p.Men[0].Lo)
	to := (bb(bits.RotateLeft64(uint64(bb(bits.RotateLeft64(uint64(men&bb(0x77)), 1))&bb(0xff)), 4)) | bb(1)<<(s&63)) &^ (men ^ men)
	to = to & (to - 1) & (to & -to)
	return to != 0 && men == 0, bits.OnesCount64(uint64(to)) + int(board.Square(bits.TrailingZeros64(uint64(to)))), board.Bitboard{Lo: uint64(to)}, uint64(bits.TrailingZeros64(uint64(to))) * 0x101
}
`
	got, err := wordOps([]byte(src))
	require.NoError(t, err)
	assert.Equal(t, want, string(got))
	assert.False(t, strings.Contains(string(got), ".and("))
}

// TestPairOps checks the rewrite of wide's code on its two words on a
// small file: the methods and helpers it writes out, a step with a mask
// and one without, a set written out in a loop's header (in parentheses),
// and the calls it leaves (one, rest, lowest, and what takes their
// results). The expected text was worked by hand from bb.shift: up is n
// modulo 64, down the rest.
func TestPairOps(t *testing.T) {
	src := `package wide

import "github.com/draughtsgo/checkers/board"

func validX() bb { return bb{0xff, 0x1} }

func stepNX(b bb) bb { return b.shift(bb{0xffffffffffffffff, 0xffffffffffffffff}, 4) }

func stepSX(b bb) bb { return b.shift(bb{0x77, 0x7}, -4) }

func f(p *board.Position, s board.Square) (bool, int, board.Bitboard) {
	men := fromBoard(p.Men[0])
	to := stepNX(men).and(validX()).or(one(s))
	for x := stepSX(men).andNot(to); x.any(); x = x.rest() {
		to = to.xor(x.lowest())
	}
	return to.none(), men.count(), stepSX(to).toBoard()
}
`
	want := `package wide

import (
	"github.com/draughtsgo/checkers/board"
	"math/bits"
)

func validX() bb { return bb{0xff, 0x1} }

func stepNX(b bb) bb { return b.shift(bb{0xffffffffffffffff, 0xffffffffffffffff}, 4) }

func stepSX(b bb) bb { return b.shift(bb{0x77, 0x7}, -4) }

func f(p *board.Position, s board.Square) (bool, int, board.Bitboard) {
	men := bb{p.Men[0].Lo, p.Men[0].Hi}
	to := bb{(men.lo << 4) & 0xff, ((men.lo >> 60) | (men.hi << 4)) & 0x1}.or(one(s))
	for x := (bb{(((men.lo & 0x77) >> 4) | ((men.hi & 0x7) << 60)) &^ to.lo, ((men.hi & 0x7) >> 4) &^ to.hi}); (x.lo | x.hi) != 0; x = x.rest() {
		to = to.xor(x.lowest())
	}
	return (to.lo | to.hi) == 0, bits.OnesCount64(men.lo) + bits.OnesCount64(men.hi), board.Bitboard{Lo: ((to.lo & 0x77) >> 4) | ((to.hi & 0x7) << 60), Hi: (to.hi & 0x7) >> 4}
}
`
	got, err := pairOps([]byte(src))
	require.NoError(t, err)
	// The hand-written parentheses go as the rewrite's do: compared as
	// the same syntax trees, printed alike.
	assert.Equal(t, canonical(t, want), canonical(t, string(got)))
}

// canonical prints src's syntax with only the parentheses Go needs.
func canonical(t *testing.T, src string) string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.SkipObjectResolution)
	require.NoError(t, err)
	unparen(reflect.ValueOf(f), nil)
	parenHeaders(f)
	var b bytes.Buffer
	require.NoError(t, format.Node(&b, fset, f))
	return b.String()
}
