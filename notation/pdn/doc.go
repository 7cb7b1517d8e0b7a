// Package pdn reads and writes PDN (Portable Draughts Notation) game files:
// the tags, the moves with their comments, annotations and variations, and
// the result of each game, for every variant of the library.
//
// A [Reader] reads a file one game at a time, in memory that does not grow
// with the number of games. It replays every move through the rules
// ([notation.ParseMove] on the position before it), so a game it returns
// holds legal moves only, each with the position it was played in. The
// variant of a game comes from its GameType tag (PDN 3.0 numbers, short
// "20" or long "20,W,10,10,N2,0" form), or from a Variant tag naming one of
// the library's variants that have no GameType number; a game with neither
// is played under [Reader.Variant], International draughts unless set. A
// FEN tag gives the starting position.
//
// Reading is lenient by default: a game with a fault keeps its tags and the
// moves before the fault, records it in [Game.Err] as an [*Error] (line,
// column, text, and the cause: [ErrSyntax], or one of notation's
// [notation.ErrIllegal], [notation.ErrAmbiguous], [notation.ErrSyntax] and
// the like, or [variant.ErrUnknownVariant]), and reading goes on with the
// next game. Some faults it passes over and records in [Game.Warnings]
// instead: text between games or between tags that is not PDN, a fault
// inside a variation (the rest of the variation is left out, the main line
// goes on) and the like, listed at [Reader]. With [Reader.Strict] set,
// each of these is a fault, and [Reader.Read] returns the error.
//
// [Write] (or a [Writer]) writes a game back: the tags in a canonical order
// with the variant's GameType or Variant tag and, when the game does not
// start from the variant's start position, a FEN tag; then the movetext with
// move numbers, comments and variations, wrapped at 80 columns; then the
// result. What it writes reads back to the same game.
package pdn
