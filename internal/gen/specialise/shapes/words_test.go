package shapes

import (
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
