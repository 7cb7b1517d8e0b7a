package player

import "math/bits"

// The capture search. Past the nominal depth a position is scored
// statically only when its side to move has no capture: captures are
// compulsory, so a position with one is about to change its material and
// its static score says little. There is no standing pat either: the side
// to move may not decline the capture, so the value of the position is the
// value of its best capture. Every capture is searched, with alpha-beta
// cut-offs, until the position is quiet or the budget is spent.
//
// The budget is counted in bits of branching, not in plies: a position
// with n captures costs bits.Len(n) of it (1 for a single capture, 2 for
// two or three, 3 for four to seven, and so on). A lone forced capture,
// the common case of an exchange, costs one bit a ply, and a line of them
// is followed quiescenceBudget plies deep; a position with many captures
// a ply costs more and is searched shallower. Since n < 2^bits.Len(n), the
// full-width tree below a position never has more than 2^quiescenceBudget
// lines, whatever the position: a crowded board full of kings, where both
// sides have half a dozen captures at every ply, could otherwise take
// minutes (43 million nodes below a single ply of one International
// position, counted in plies alone with a cap of 16) before alpha-beta
// has any say.
//
// A quiet position (no capture to make) is scored statically, unless a
// man of the side to move can be crowned and crowning scores better:
// the static score stands (the side may make another move), and each
// crowning move is searched on, under the same budget. A man about to
// be crowned is what the evaluation of men sees worst, and a breakthrough
// one ply past the horizon decides endings (in Breakthrough, where the
// first king wins, it decides the game).

// quiescenceBudget is the budget of the capture search below a leaf of
// the nominal search, in bits of branching: 16 plies of single captures,
// 2^16 lines at most.
const quiescenceBudget = 16

// quiesce returns the value of the position at ply of the line searched
// (b.frames[ply].pos), within the window (alpha, beta), with budget bits
// of the capture search left. A position whose side to move must capture,
// and whose captures the budget still covers, is searched on, every
// capture of it; any other position is scored statically.
func (b *Builtin) quiesce(alpha, beta, ply, budget int) int {
	if b.visit() {
		return 0
	}
	f := &b.frames[ply]
	p := &f.pos
	// A capture near the horizon can leave few enough pieces for the
	// databases: their value is exact where the evaluation guesses.
	if score, ok := b.probe(p, ply); ok {
		return score
	}
	f.moves = b.gen.Generate(p, f.moves[:0])
	if len(f.moves) == 0 {
		return b.terminal(ply)
	}
	if !b.quiescence || ply >= maxPly {
		return b.eval.evaluate(p)
	}
	if !f.moves[0].IsCapture() {
		if p.Men[p.Turn].And(b.eval.nearCrown[p.Turn]).IsEmpty() {
			return b.eval.evaluate(p) // no man can crown
		}
		return b.quietLeaf(alpha, beta, ply, budget)
	}
	cost := bits.Len(uint(len(f.moves)))
	if cost > budget {
		return b.eval.evaluate(p)
	}
	return b.quiesceMoves(-infinity, alpha, beta, ply, budget-cost)
}

// quiesceMoves searches the moves of the position at ply, in the order of
// orderMoves, each with budget bits of the capture search left, and
// returns the best of their values and best, within the window (alpha,
// beta).
func (b *Builtin) quiesceMoves(best, alpha, beta, ply, budget int) int {
	f := &b.frames[ply]
	b.orderMoves(f, ply, noMove, f.pos.Turn)
	for i := range f.moves {
		b.frames[ply+1].pos = b.v.Apply(f.pos, f.moves[f.next(i)])
		score := -b.quiesce(-beta, -alpha, ply+1, budget)
		if b.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					break
				}
			}
		}
	}
	return best
}

// quietLeaf returns the value of the quiet position at ply, whose moves
// b.frames[ply].moves holds (none a capture, and a man of the side to
// move a step from crowning, see evaluator.nearCrown), within the window (alpha,
// beta), with budget bits of the capture search left: its static score,
// or the value of a crowning move when better (see above). It keeps only
// the crowning moves in the frame's list.
func (b *Builtin) quietLeaf(alpha, beta, ply, budget int) int {
	f := &b.frames[ply]
	best := b.eval.evaluate(&f.pos)
	if best >= beta {
		return best
	}
	crowning := f.moves[:0]
	for _, m := range f.moves {
		if m.Promotes {
			crowning = append(crowning, m)
		}
	}
	f.moves = crowning
	cost := bits.Len(uint(len(crowning)))
	if len(crowning) == 0 || cost > budget {
		return best
	}
	return b.quiesceMoves(best, max(alpha, best), beta, ply, budget-cost)
}
