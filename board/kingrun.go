package board

// KingRun is one side's run of quiet moves with one king, the state behind
// the king-move limit of Frisian draughts (RULES.md, Frisian). A Position
// carries both sides' runs as data, like the side to move; board neither
// reads nor updates them. The variant that counts them does, when it plays
// a move (variant.Variant.Apply). The zero KingRun is no run.
type KingRun struct {
	// King is the square of the king that made the side's last quiet
	// king move; 0 when Moves is 0.
	King Square
	// Moves is how many quiet moves in a row that king has made.
	Moves uint8
}

// KingRuns holds both sides' runs, indexed by [Color].
type KingRuns [2]KingRun

// SetKingRun returns p with c's run set to r, keeping the key; a run of no
// moves is no run whatever its square. It returns p unchanged if c is
// neither White nor Black.
func (p Position) SetKingRun(c Color, r KingRun) Position {
	if c > Black {
		return p
	}
	if r.Moves == 0 {
		r = KingRun{}
	}
	p.Key ^= runKey(c, p.KingRuns[c]) ^ runKey(c, r)
	p.KingRuns[c] = r
	return p
}

// SetKingRuns returns p with both sides' runs set to r, keeping the key
// (see [Position.SetKingRun]).
func (p Position) SetKingRuns(r KingRuns) Position {
	return p.SetKingRun(White, r[White]).SetKingRun(Black, r[Black])
}
