package narrow

import "testing"

// TestEndsMatchDefinitions checks highest, below and above against their
// definitions, square by square: on the empty set, every square alone
// and every pair of squares.
func TestEndsMatchDefinitions(t *testing.T) {
	sets := []bb{0}
	for a := range 64 {
		sets = append(sets, bb(1)<<a)
		for b := a + 1; b < 64; b++ {
			sets = append(sets, bb(1)<<a|bb(1)<<b)
		}
	}
	for _, s := range sets {
		var highest, below, above bb
		for i := range 64 {
			square := bb(1) << i
			if s&square != 0 {
				highest = square
			}
			if s&(square<<1-1) == 0 { // none of s at i or under it
				below |= square
			}
			if s&^(square-1) == 0 { // none of s at i or over it
				above |= square
			}
		}
		if s.highest() != highest || s.below() != below || s.above() != above {
			t.Fatalf("%#x: highest %#x below %#x above %#x, want %#x %#x %#x",
				s, s.highest(), s.below(), s.above(), highest, below, above)
		}
	}
}
