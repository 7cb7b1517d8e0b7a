// Package board holds what a draughts board is, with no rules attached:
// the geometry of the playable cells ([Geometry]), squares ([Square]),
// directions ([Dir], [DirSet]), sets of squares ([Bitboard]), a position
// ([Position]) and a move ([Move]) with [Position.MovePieces].
//
// board knows where squares are and which square lies next to which, and
// which pieces stand where; it does not know how pieces may move. That is
// the business of the variant and movegen packages: a move is played under
// a variant's rules by variant.Variant.Apply. A position carries the one
// piece of state beyond the pieces that a rule needs, the runs of quiet
// king moves that Frisian draughts limits ([KingRuns]), as data that the
// variant keeps.
//
// A [Square] is the index of a bit in the geometry's layout, not a square
// number of any notation: converting to the numbers and names players use
// is done at the edge, by the notation package (or [Geometry.Name] for
// algebraic names).
//
// The enumerations ([Color], [Kind], [Dir], [Layout] and [Corner])
// implement [encoding.TextMarshaler] and [encoding.TextUnmarshaler]:
// encoding/json and other encoders write them as the names their String
// methods give ("white", "king", "NE", "dark-a1-dark", "top-left") and read
// those names back in any case. [Move.String] writes a move with its
// squares as bit numbers, for logs and tests; players' notation is the
// notation package's business.
//
// Zero values are safe to use: the zero [Position] is an empty board with
// White to move, the zero [Move] the quiet move from square 0 to square 0,
// and a nil *[Geometry] or *[Numbering] (the board and numbering of the
// zero variant.Variant) an empty board with no square.
package board
