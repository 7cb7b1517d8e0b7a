// Package pdn reads and writes PDN (Portable Draughts Notation) game files:
// the tags, the moves with their comments, annotations and variations, and
// the result of each game, for every variant of the library.
//
// A [Reader] reads a file one game at a time, in memory bounded by the
// largest game, and replays every move through the rules
// ([notation.ParseMove] on the position before it), so a game it returns
// holds legal moves only, each with the position it was played in.
// Reading has three stages, each usable on its own:
//
//   - a [Parser] turns the text into [RawGame] values without knowing the
//     rules: the tags, the movetext as a tree of moves written as text with
//     their comments, NAGs, strength marks and variations, the terminator,
//     and the line and column of each move, tag and variation
//     ([Reader.ReadRaw]; [Reader.ReadHeader] reads the tags alone, for an
//     index of a file's games);
//   - a [Binder] chooses each game's variant: the one its GameType tag (PDN
//     3.0 numbers, short "20" or long "20,W,10,10,N2,0" form) or its
//     Variant tag (for the library's variants that have no GameType
//     number) names; else [Reader.Variant], when set; else the one the
//     game's evidence points to: the squares its moves and FEN tag write
//     (how many, as numbers or as names) narrow the candidates, which are
//     tried in an order that prefers a variant a tag mentions, then the
//     previous game's, and the first under which the game replays whole is
//     taken ([Game.Guessed] then says that the variant was inferred);
//   - [Replay] plays the parsed moves under a variant, from the FEN tag's
//     position or the variant's start, and gives the [Game].
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
// each of these is a fault, and [Reader.Read] returns the error. Lines and
// columns are those of the file, whatever the stage that finds the fault.
//
// [Write] (or a [Writer]) writes a game back: the tags in a canonical order
// with the variant's GameType or Variant tag and, when the game does not
// start from the variant's start position, a FEN tag; then the movetext with
// move numbers, comments and variations, wrapped at 80 columns; then the
// result. What it writes reads back to the same game.
//
// Comments are kept as written; lidraughts.ParseCommands reads the clocks and
// evaluations lidraughts embeds in them ("[%clock w1:29:46 B1:29:40]",
// "[%eval 0.17]").
package pdn
