// Package board holds what a draughts board is, with no rules attached:
// the geometry of the playable cells ([Geometry]), squares ([Square]),
// directions ([Dir], [DirSet]), sets of squares ([Bitboard]), a position
// ([Position]) and a move ([Move]) with [Position.Apply].
//
// board knows where squares are and which square lies next to which; it
// does not know how pieces may move. That is the business of the variant,
// capture and movegen packages.
//
// A [Square] is the index of a bit in the geometry's layout, not a square
// number of any notation: converting to the numbers and names players use
// is done at the edge, by the notation package (or [Geometry.Name] for
// algebraic names).
package board
