package player

import "github.com/draughtsgo/checkers/variant"

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
	sum                                       uint64
	man, king, balance, free, blocked, backed pair
	squares                                   []pair
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
