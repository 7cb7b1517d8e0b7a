// Package egdb builds and probes endgame databases: the value of every
// position with few pieces left, under a variant's move rules, with the
// distance to the end under best play.
//
// A database is made of slices, one per material (the men and kings of
// each side, see [Material]), each holding a value for every position of
// that material with either side to move. A value is a win, a draw or a
// loss for the side to move, and for a win or a loss the distance in
// plies to the end of the game: the winner plays for the shortest win,
// the loser for the longest loss. The values are those of the move rules,
// as the published databases of draughts are: a side with no legal move
// has lost (or won, where the variant's goal says so, and in Breakthrough
// the first king crowned wins). Of the variant's draw rules, those that
// hold from the position alone, with nothing to count (a zero
// [variant.DrawRule.Threshold]: Turkish one piece each; king against
// king with no capture at hand, of a variant that has it), are inside the
// values: a position that meets one is a draw (where only the side to
// move may claim it, that side may take the draw instead of playing on);
// the end by the move rules comes first, as in a game. Every rule that
// counts, a repetition, a run of quiet moves, an ending's count of moves,
// is outside: it depends on the game's history, which a position does not
// hold, so a win here may be a draw under such a rule before it ends
// ([PositionDrawRules] lists the rules inside). A draw is a position
// neither side can win: play goes on for ever, or a rule inside the values
// draws it.
//
// A slice is indexed by a dense ranking of its positions ([Slice]): men
// never stand on their own promotion squares, and no two pieces share a
// square, so the number of indices is the number of positions, and the
// census of a variant's positions with n pieces is the sum of its slices'
// sizes (for English checkers, the published counts: 120, 6,972, 261,224
// and so on for n = 1, 2, 3).
//
// Every variant is indexed. The king-move limit of Frisian draughts and
// Frysk! makes each side's run of quiet king moves ([board.KingRun]) part
// of a position, and the same pieces may be won or lost by the runs
// alone, so a slice indexes them beside the pieces (a run for each side
// with men and kings: none, or one of 1 to the limit's moves by one of its
// kings), the solver plays and undoes moves with them, and a probe reads
// them from the position (a FEN's last field); the values take in the
// limit, and no other rule that counts. In Parachute checkers a material's
// men count its parachutists (a parachutist becomes a man at its first
// move, a capture), which stand on the squares they were set up on.
// Only a variant made up with parachutists set up off their own
// promotion squares, or with parachutists and a king-move limit both, is
// refused ([ErrUnsupported]).
//
// The solver works slice by slice in dependency order: a capture leads to
// a slice with fewer pieces, a crowning to one with the same pieces and
// more kings, and every other move stays in the slice, with the other
// side to move ([Material.Dependencies]). Within a slice it works by
// retrograde analysis: one pass over the positions' moves, then the
// positions decided from the ends backwards in order of distance, each
// one's parents found by undoing a move (a quiet move that does not
// crown, the only kind that stays in a slice), not stored (see solve.go
// and unmove.go); what is never decided is drawn. While a slice is solved
// it takes 4 bytes a position for its state, up to 8 for the queues of
// positions to tell their parents about and 2 for the values, beside 2
// bytes a position of the slices solved before that it depends on (with
// [Options.Dir], [Build] holds no others).
//
// A database built with [Options.Dir] is written two files a slice (the
// format, version 3, is in file.go, its codecs in codec_wdl.go and
// codec_plies.go): the outcomes, MATERIAL.egdb, and the distances,
// MATERIAL.plies.egdb, which a database may be shipped without
// ([DB.ProbeWDL] needs only the outcomes), in the folder layout
// DIR/VARIANT/MATERIAL.egdb that [SliceFile], [SlicePath] and [Variants]
// give (layout.go). A position whose side to move can capture is not
// stored: captures are compulsory, so its value is the best of its
// captures' positions', which the prober finds by probing them (they have
// fewer pieces, and may be in other slices). Where it saves an eighth of
// a slice's outcome bytes, the threats of one side to move are not stored
// either (positions where the other side could capture if it were its
// turn), found one ply deeper from the moves' positions. The distance of
// a draw is not stored, nor those of one side to move, found one ply
// deeper from the moves' positions, whose distances are stored. The
// outcomes are coded position by position by an adaptive binary range
// coder whose context is the outcomes just before and a stride before
// (the don't-cares coded as what costs least), the distances by the same
// coder against the distances before and those a piece's step away in the
// index; blocks hold a fixed number of positions, each with a checksum.
//
// [Open] reads the files' headers and block tables alone, and maps the
// files into memory where the system can (ReadAt elsewhere); a block is read
// when a probe needs it, checked against its checksum, decoded and kept
// in one cache of decoded blocks for the whole database, which drops
// blocks not used lately (a clock hand goes round them) to stay within
// [Options.CacheBytes]. A probe finds a cached block without a lock, and
// allocates nothing; blocks come and go under the lock of one of the
// cache's shards.
// [DB.Probe]'s error tells apart a position not held ([ErrNotCovered]), a
// damaged file ([ErrCorrupt]: a block whose checksum fails, say the file
// was changed after Open) and one that cannot be read ([ErrIO]);
// [DB.BestMoves] fails where a probe of the position or of a child fails.
// Files of the first two formats are refused ([ErrOldFormat]).
//
// A slice of more positions than [Options.SplitAbove] is solved in parts
// ([Part], part.go), by the rank of White's most advanced man and of
// Black's rearmost man, which no quiet move lowers: a part's moves lead
// to parts solved before it, whose values it reads as another slice's,
// and the values are those of the slice solved whole. Within a part,
// positions are numbered in 32 bits; every count of positions is 64 bits,
// and [MaxPieces] is what they hold.
//
// [Stats] counts a database's values, slice by slice; [Plan] gives a build
// as jobs, one per slice or per part of a split slice and one that joins
// them ([BuildSlice], [BuildPart], [JoinParts] run them), and writes them
// as a Makefile or a Slurm submission script.
package egdb
