// Package notation reads and writes the text forms of positions and moves:
// FEN (PDN 3.0 style) with [ParseFEN] and [FormatFEN], squares with
// [ParseSquare] and [FormatSquare], and move text with [ParseMove],
// [FormatMove] (the shortest text that names a legal move) and
// [FormatMovePath] (every landing square); [MatchPath] finds the legal
// move a path of squares names, for a form of another program (lidraughts'
// "UCI" and compact forms are in package lidraughts). lidraughts' FEN
// ghosts and move counters are read and written too ([ParseFENFields],
// [FormatFENFields]: "B:WG28,33:BK19:H0:F31"); and
// [MatchMove] finds a move by what is known of it (its final square alone,
// or its squares and some of the pieces it takes).
//
// Each variant is written in the notation its players use: numbers
// ("32-28", "28x19", "W:W31,32:B1,2") for the numeric variants (English,
// International, Canadian), algebraic names ("c3-d4", "c3:g7",
// "W:Wa1,c1:Bb8") for the others (Russian, Brazilian), with the variant's
// capture mark ("x", or ":" in Russian and Czech). Reading is lenient and
// accepts both forms of squares for every variant, either separator, full
// or partial capture paths and the captured-set form of Hub engines.
//
// Reading never panics. A bad FEN or square gives a [*FENError] that says
// where in the input the fault lies; a bad move text gives a [*MoveError]
// that holds the text, the position and, for an ambiguous text, the moves
// it could mean, for an illegal one why ([Reason]: no piece on its first
// square, the opponent's, a capture compulsory, a capture the precedence
// rules refuse, what the piece may play)
// and the moves that may be played instead. Both wrap one of the sentinels [ErrSyntax], [ErrSquare],
// [ErrDuplicate], [ErrPromotionRow], [ErrIllegal] and [ErrAmbiguous] (test
// with [errors.Is]).
//
// Every function takes a nil *variant.Variant, or the zero Variant, which
// has no board, without panicking: the readers fail with [ErrNoVariant]
// (in a *FENError or *MoveError as usual), the writers write "" ("?" for a
// square).
package notation
