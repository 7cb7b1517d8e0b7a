package player

import (
	"encoding/binary"

	"github.com/draughtsgo/checkers/variant"
)

// pair is a weight of the learned evaluation: its value in the opening
// (every piece of the start on the board) and in the ending (none), in
// hundredths of a man of the hand-written evaluation's scale.
type pair struct{ open, end int32 }

// weights are the weights of the learned evaluation of one variant (see
// features.go): per feature, and per square of a man as its colour sees
// the board (the index among the board's squares in increasing order,
// Black's turned half a turn).
type weights struct {
	// about says how the weights were made: the generated file's header.
	about string
	// sum is checksum(w) as the tuner wrote it: a value edited by hand
	// since makes the file differ from what formatWeights writes.
	sum                                                uint64
	man, king, balance, free, blocked, backed, crowned pair
	squares                                            []pair
	// patterns are the weights of the windows (patterns.go), windowCells
	// a window in the order of patternGeometry's windows; empty for
	// weights without patterns.
	patterns []pair
}

// weightSets are the variants with learned weights. A variant that plays
// as one of them (variant.Variant.SameMoves) uses its weights; every other
// keeps the hand-written evaluation of material, advancement and the first
// rank.
var weightSets = []struct {
	v *variant.Variant
	w *weights
}{
	{variant.International, &internationalWeights},
}

// readPatterns returns the weights of patterns as the tuner writes them
// (formatPatterns): a pair a window's value, each its opening's then its
// ending's value as a little-endian 16-bit number.
func readPatterns(b []byte) []pair {
	ps := make([]pair, len(b)/4)
	for i := range ps {
		ps[i] = pair{int32(int16(binary.LittleEndian.Uint16(b[4*i:]))), int32(int16(binary.LittleEndian.Uint16(b[4*i+2:])))}
	}
	return ps
}
