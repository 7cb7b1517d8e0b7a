// Package notation reads and writes the text forms of positions and moves:
// FEN (PDN 3.0 style) with [ParseFEN] and [FormatFEN], squares with
// [ParseSquare] and [FormatSquare], and move text with [FormatMove].
//
// Each variant is written in the notation its players use: numbers
// ("32-28", "W:W31,32:B1,2") for the numeric variants (English,
// International, Canadian), algebraic names ("c3-d4", "W:Wa1,c1:Bb8") for
// the others (Russian, Brazilian). Reading is lenient and accepts both forms
// for every variant.
//
// Reading never panics. A bad input gives an error that wraps one of the
// sentinels [ErrSyntax], [ErrSquare], [ErrDuplicate] and [ErrPromotionRow]
// (test with [errors.Is]) in a [*FENError] that says where in the input the
// fault lies.
package notation
