package player

// bound says what a stored score is: the exact value of the position, or
// only a bound on it, because the search that found it was cut off.
type bound uint8

const (
	// noBound marks an empty entry: a cleared table holds only these.
	noBound bound = iota
	// upperBound: every move failed low, the value is at most the score.
	upperBound
	// lowerBound: a move failed high, the value is at least the score.
	lowerBound
	// exactBound: the score is the value, to the stored depth.
	exactBound
)

// noMove is the move index of an entry that records no best move.
const noMove = 0xFFFF

// entry is one slot of the transposition table: 16 bytes.
//
// The best move is kept as its index in the move generator's list for the
// position, not as a board.Move (88 bytes): movegen.Generate lists the moves
// of a position in the same order every time, so the index names the move
// for as long as the key matches. A key collision may hand back an index
// of another position; the search checks it against the length of the list
// before using it, so the worst that can happen is a poorly ordered move.
type entry struct {
	key   uint64
	score int32
	move  uint16
	depth uint8
	bound bound
}

// table is the transposition table: a fixed array of entries in buckets
// of two, a bucket indexed by the low bits of the Zobrist key (bit 0 left
// out), 32 bytes, so that a probe reads one cache line:
//
//	key bits 1..n  ->  bucket b = entries[2b], entries[2b+1]
//
// A position may sit in either entry of its bucket.
//
// An entry's bound byte holds, above the bound's two bits, the generation
// of the search that stored it: an entry of another generation counts as
// empty (it is not live), so that clearing the table between searches is
// a count, not a pass over its megabytes.
type table struct {
	entries []entry
	mask    uint64 // of the index of a bucket's first entry: bit 0 clear
	// gen is the generation of the current search, 1 to maxGeneration
	// (0 until the first clear).
	gen uint8
}

// boundMask selects an entry's bound from its bound byte; the bits above
// hold its generation, at most maxGeneration.
const (
	boundMask     = 3
	maxGeneration = 63
)

// defaultTableSize is the number of entries of a table when Options leave
// it zero: 2^18 entries, 4 MiB.
const defaultTableSize = 1 << 18

// minTableSize is the fewest entries a table has, whatever Options ask.
const minTableSize = 1 << 10

// newTable returns a table of size entries, rounded down to a power of
// two (so that an index is a mask of the key) and at least minTableSize.
func newTable(size int) table {
	n := minTableSize
	for n*2 <= size {
		n *= 2
	}
	return table{entries: make([]entry, n), mask: uint64(n-1) &^ 1}
}

// clear empties the table. Each search starts from an empty table, which
// makes its result depend on the game and the limit alone, not on the
// searches made before. It starts a new generation, which leaves every
// entry stored before dead, and zeroes the entries only when the
// generations run out.
func (t *table) clear() {
	if t.gen == maxGeneration {
		clear(t.entries)
		t.gen = 0
	}
	t.gen++
}

// live reports whether e holds a result of the current search.
func (t *table) live(e *entry) bool {
	return e.bound&boundMask != noBound && uint8(e.bound)>>2 == t.gen
}

// probe returns the entry of key, and whether the table holds one.
func (t *table) probe(key uint64) (entry, bool) {
	i := key & t.mask
	for _, e := range t.entries[i : i+2] {
		if e.key == key && t.live(&e) {
			e.bound &= boundMask
			return e, true
		}
	}
	return entry{}, false
}

// store records what a search of depth plies found for key. An entry of
// the same position is always brought up to date, keeping its move when
// the new result has none. Otherwise the result takes an empty entry of
// the bucket, or the shallower of its two entries: a deep result costs
// more to find again than a shallow one, yet a new result always finds a
// place (a table that refuses shallow results fills up with the deep
// ones of lines long left behind, and the nodes near the leaves, which
// are most of them, lose their moves).
func (t *table) store(key uint64, depth, score int, b bound, move int) {
	i := key & t.mask
	e := &t.entries[i]
	switch o := &t.entries[i+1]; {
	case t.live(e) && e.key == key:
	case t.live(o) && o.key == key, t.live(e) && (!t.live(o) || o.depth < e.depth):
		e = o
	}
	if t.live(e) && e.key == key && move == noMove {
		move = int(e.move)
	}
	*e = entry{key: key, score: int32(score), move: uint16(move), depth: uint8(depth), bound: b | bound(t.gen)<<2}
}
