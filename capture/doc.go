// Package capture is the capture rules at work: the captures of a
// position with the squares where their jumps land, and the precedence
// filter that chooses among them, as a step one can call and inspect.
//
// [Captures] lists the legal captures of a position, [Path] the landing
// squares of one of them (a move does not carry them), [Paths] every legal
// capture with its path, and [Routes] every way to play each (two routes
// of one move take the same pieces in another order). These are what
// movegen lists when the side to move can capture, and what notation needs
// to write or read a capture.
//
// [All] lists every complete capture before the precedence criteria, and
// [Precedence] applies the criteria to them one by one, in the variant's
// order, saying in a [Sifting] which routes each criterion removed and
// what the routes it kept took ([Tally]). [Sifting.RemovedBy] tells why a
// capture is not legal and [Step.Why] says it in words.
//
// # The rules
//
// The captures are every complete capture sequence of the side to move,
// then only those the variant's precedence criteria allow, without
// duplicates, by these rules, all read from the variant.Variant:
//
//   - Capturing is compulsory: a position with a capture has its captures
//     for legal moves, and no quiet move.
//   - Men jump short in their capture directions (only over men where men
//     cannot capture kings, as in Italian); kings jump short, or, with
//     flying kings, cross any number of empty squares, jump one piece and
//     land on any empty square beyond it (or right behind it, in Thai), but
//     only on those from which they can jump again if there are any.
//   - A capture goes on while the piece can jump; it ends only when no jump
//     is left, except where going on is a choice (Hawaii's Konane), where
//     every landing ends a capture of its own. Where the variant says so
//     (Turkish), a king may not turn straight back between two jumps.
//   - With removal at the end of the move, jumped pieces stay on the board
//     until the move is over: they cannot be jumped twice and they block.
//     With immediate removal (Thai) each leaves as it is jumped, so its
//     square is free for the rest of the move. The capturing piece's own
//     square counts as empty.
//   - A man that reaches a promotion square during a capture is crowned and
//     stops (English), is crowned and goes on as a king (Russian), or goes
//     on as a man and is crowned only if it ends there (International).
//   - Precedence criteria keep only the best sequences, in the variant's
//     order (variant.Rules.Precedence): most pieces (the quantity rule),
//     with a king (the preference rule: the piece was a king when the
//     move began), most kings (the quality rule), earliest king (Italian:
//     the capture whose first king taken comes at an earlier jump, then
//     the second, and so on) and most value (Frisian: a king taken is
//     worth more than one man and less than two). A sequence is kept if no
//     other is better on the first criterion where the two differ, which
//     is what applying the criteria one after another, as [Precedence]
//     does, keeps.
//   - Two sequences with the same from and to squares, captured set and
//     promotion are one move. A move carries no path; [Path] gives the
//     path of the first of its routes the search finds, piece by piece,
//     which is the one notation writes.
//
// The search lives in the generators of internal/gen, one for boards of
// up to 64 bits and one generated from it for 128, which apply the
// criteria as they search, scoring each sequence as it ends; movegen's
// Generate, Count and Perft call them directly, so the hot path has no
// step of this package's in it. [All] and [Precedence] run the same search
// without the criteria and then apply them apart, to show their work: on
// every position they keep what the generators keep (the tests hold them to
// it).
//
// No function panics on a variant it cannot play: a nil
// *variant.Variant, or the zero Variant, which has no board, or a position
// whose Turn is neither White nor Black, has no capture: Captures and the
// lists append nothing and Path is nil.
package capture
