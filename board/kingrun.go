package board

// KingRun is one side's run of quiet moves with one king, the state behind
// the king-move limit of Frisian draughts (RULES.md, Frisian): a side that
// has kings and men may not make more than [Position.KingLimit] quiet moves
// in a row with the same king. The zero KingRun is no run.
type KingRun struct {
	// King is the square of the king that made the side's last quiet
	// king move; 0 when Moves is 0.
	King Square
	// Moves is how many quiet moves in a row that king has made.
	Moves uint8
}

// KingRuns holds both sides' runs, indexed by [Color].
type KingRuns [2]KingRun

// Barred returns the square of the king of side c that may make no quiet
// move under limit (the run has reached it), or [NoSquare] if every king
// of c may move. men reports whether c has men: a side with kings only is
// not bound. A limit of 0 bars nothing.
func (r KingRuns) Barred(c Color, limit uint8, men bool) Square {
	if limit == 0 || c > Black || r[c].Moves < limit || !men {
		return NoSquare
	}
	return r[c].King
}

// After returns the runs after side c plays a move, by the limit's three
// rules (RULES.md, Frisian):
//
//  1. A quiet king move from from to to, while c still has men after it,
//     extends c's run if the king is the tracked one and starts a new run
//     of one move otherwise; the run then tracks to. A promotion is a man's
//     move, not a king's.
//  2. Any other move of c (a capture, a man's move), or a move that leaves
//     c without men, ends c's run.
//  3. The opponent's run ends if the opponent has no men left or its
//     tracked king was captured (captured reports that).
//
// kingStep says the move was a quiet king move; men[x] whether side x has
// men after the move. Runs never grow past limit.
func (r KingRuns) After(c Color, kingStep bool, from, to Square, men [2]bool, captured bool, limit uint8) KingRuns {
	o := c.Opponent()
	switch {
	case !kingStep || !men[c]:
		r[c] = KingRun{}
	case r[c].Moves > 0 && r[c].King == from:
		r[c] = KingRun{King: to, Moves: min(r[c].Moves+1, limit)}
	default:
		r[c] = KingRun{King: to, Moves: 1}
	}
	if !men[o] || captured {
		r[o] = KingRun{}
	}
	return r
}

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

// advanceRuns updates the runs of p, the position after c played m: kings
// are c's kings and runs the runs before the move.
func (p *Position) advanceRuns(kings Bitboard, runs KingRuns, c Color, m Move) {
	o := c.Opponent()
	kingStep := !m.Lift && m.Captured.IsEmpty() && !m.Promotes && kings.Has(m.From)
	men := [2]bool{!p.Men[White].IsEmpty(), !p.Men[Black].IsEmpty()}
	tracked := runs[o]
	captured := tracked.Moves > 0 && m.Captured.Has(tracked.King)
	runs = runs.After(c, kingStep, m.From, m.To, men, captured, p.KingLimit)
	for x := White; x <= Black; x++ {
		r := runs[x]
		if r.Moves == 0 {
			r = KingRun{}
		}
		p.Key ^= runKey(x, p.KingRuns[x]) ^ runKey(x, r)
		p.KingRuns[x] = r
	}
}
