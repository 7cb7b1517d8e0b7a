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
// of the search that stored it. A search that starts afresh (clear) makes
// every entry stored before it dead, so that clearing the table is a
// count, not a pass over its megabytes; one that goes on from the last
// (age) keeps them valid but stale: a stale entry is read as any other,
// and makes way for a new result before a fresh one does.
type table struct {
	entries []entry
	mask    uint64 // of the index of a bucket's first entry: bit 0 clear
	// gen is the generation of the current search, 1 to maxGeneration
	// (0 until the first search), and oldest the first generation whose
	// entries are valid.
	gen, oldest uint8
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

// clear empties the table for a search that starts afresh, whose result
// then depends on its game and limit alone, not on the searches before.
// It starts a new generation, which leaves every entry stored before
// dead.
func (t *table) clear() {
	t.next()
	t.oldest = t.gen
}

// age starts a new generation for a search that goes on from the ones
// before, keeping their results (see Options.KeepTable).
func (t *table) age() {
	t.next()
}

// next starts a generation, zeroing the entries only when the
// generations run out.
func (t *table) next() {
	if t.gen == maxGeneration {
		clear(t.entries)
		t.gen, t.oldest = 0, 1
	}
	t.gen++
}

// generation returns the generation of the search that stored e.
func generation(e *entry) uint8 {
	return uint8(e.bound) >> 2
}

// valid reports whether e holds a result the search may read: of the
// current search, or of one before it that the table was not cleared
// since.
func (t *table) valid(e *entry) bool {
	return e.bound&boundMask != noBound && generation(e) >= t.oldest
}

// worth orders the entries of a bucket for replacement, the lesser worth
// making way: an invalid entry first, then a stale one, then a fresh
// one; of two of a kind, the shallower.
func (t *table) worth(e *entry) int {
	switch {
	case !t.valid(e):
		return 0
	case generation(e) != t.gen:
		return 1 + int(e.depth)
	}
	return 1 + 256 + int(e.depth)
}

// probe returns the entry of key, and whether the table holds one.
func (t *table) probe(key uint64) (entry, bool) {
	i := key & t.mask
	for _, e := range t.entries[i : i+2] {
		if e.key == key && t.valid(&e) {
			e.bound &= boundMask
			return e, true
		}
	}
	return entry{}, false
}

// store records what a search of depth plies found for key. An entry of
// the same position is always brought up to date, keeping its move when
// the new result has none. Otherwise the result takes the entry of the
// bucket worth less (see worth): a deep result costs more to find again
// than a shallow one, yet a new result always finds a place (a table
// that refuses shallow results fills up with the deep ones of lines long
// left behind, and the nodes near the leaves, which are most of them,
// lose their moves).
func (t *table) store(key uint64, depth, score int, b bound, move int) {
	i := key & t.mask
	e := &t.entries[i]
	switch o := &t.entries[i+1]; {
	case t.valid(e) && e.key == key:
	case t.valid(o) && o.key == key, t.worth(o) < t.worth(e):
		e = o
	}
	if t.valid(e) && e.key == key && move == noMove {
		move = int(e.move)
	}
	*e = entry{key: key, score: int32(score), move: uint16(move), depth: uint8(depth), bound: b | bound(t.gen)<<2}
}
