package player

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
)

// negamax returns the value of the position at ply of the line searched
// (b.frames[ply].pos), for its side to move, searched depth plies deep within the
// window (alpha, beta): a value at or below alpha is only an upper bound, one
// at or above beta only a lower bound. It leaves the best line from p in
// b.pv[ply]. After the search is stopped its value means nothing. prune
// allows the cut of probCut below the node; the search that cut makes
// runs without it, so that one never nests in another.
//
// The positions of the line are kept in the frames, not passed down: a
// pointer to a local position handed to a recursive call would make the
// compiler move every position to the heap.
//
// Every node keeps ply+depth <= MaxDepth (the root starts there at most,
// and a node extends its depth only below it), so that the lines of the
// nominal search fit the PV table.
func (b *Builtin) negamax(depth, alpha, beta, ply int, prune bool) int {
	b.pvLen[ply] = 0
	if depth <= 0 {
		return b.quiesce(alpha, beta, ply, quiescenceBudget)
	}
	if b.visit() {
		return 0
	}
	if ply > 0 && b.repeated(ply) {
		return 0
	}
	f := &b.frames[ply]
	p := &f.pos
	if score, ok := b.probe(p, ply); ok && ply > 0 {
		return score
	}
	// A null window is a node whose value only needs comparing with beta;
	// a wider one, on the principal variation, needs its exact value.
	pvNode := beta-alpha > 1

	ttMove := noMove
	if e, ok := b.table.probe(p.Key); ok {
		ttMove = int(e.move)
		// Off the principal variation only: a cut there would leave the
		// line shown and played without its continuation.
		if !pvNode && int(e.depth) >= depth {
			s := fromTable(int(e.score), ply)
			switch {
			case e.bound == exactBound,
				e.bound == lowerBound && s >= beta,
				e.bound == upperBound && s <= alpha:
				return s
			}
		}
	}

	if prune && !pvNode && depth >= probCutDepth && p.Kings[board.White].IsEmpty() && p.Kings[board.Black].IsEmpty() && beta < winThreshold && beta > -winThreshold {
		if s, ok := b.probCut(depth, beta, ply); ok {
			return s
		}
		if b.stopped {
			return 0
		}
		b.pvLen[ply] = 0
	}

	f.moves = b.gen.Generate(p, f.moves[:0])
	if len(f.moves) == 0 {
		return b.terminal(ply)
	}
	if ttMove >= len(f.moves) {
		ttMove = noMove // a key collision: the index belongs to another position
	}
	if ply == 0 && b.rootBest != noMove {
		// The table's entry of the root may have been replaced; the last
		// depth's best must come first all the same (see Search).
		ttMove = b.rootBest
	}
	b.orderMoves(f, ply, ttMove, p.Turn)

	// A lone legal move (a forced capture, most often) is searched a ply
	// deeper: it costs the side no choice, so its ply would otherwise cut
	// the horizon short of what follows.
	if len(f.moves) == 1 && ply+depth < MaxDepth {
		depth++
	}

	alphaIn := alpha
	best, bestMove := -infinity, noMove
	for i := range f.moves {
		mi := f.next(i)
		m := &f.moves[mi]
		child := &b.frames[ply+1].pos
		*child = b.v.Apply(*p, *m)
		b.enter(ply, p, m, child)
		var score int
		if i == 0 {
			score = -b.negamax(depth-1, -beta, -alpha, ply+1, prune)
		} else {
			// Principal-variation search: with good ordering the first
			// move is the best, and a null window proves a later one
			// worse more cheaply than a full one would; a late quiet
			// move is searched shallower besides (reduce). A move that
			// proves better is searched again at the full depth, then,
			// at a node of the principal variation, with the full window.
			r := reduction(m, i, depth, pvNode)
			score = -b.negamax(depth-1-r, -alpha-1, -alpha, ply+1, prune)
			if r > 0 && score > alpha {
				score = -b.negamax(depth-1, -alpha-1, -alpha, ply+1, prune)
			}
			if score > alpha && score < beta {
				score = -b.negamax(depth-1, -beta, -alpha, ply+1, prune)
			}
		}
		if b.stopped {
			return 0
		}
		if score > best {
			best, bestMove = score, mi
			if score > alpha {
				alpha = score
				b.updatePV(ply, m)
				if score >= beta {
					b.refuted(m, ply, depth, p.Turn)
					if !m.IsCapture() {
						for j := range i {
							b.failed(&f.moves[f.order[j]], depth, p.Turn)
						}
					}
					break
				}
			}
		}
	}

	bnd := exactBound
	switch {
	case best >= beta:
		bnd = lowerBound
	case best <= alphaIn:
		// Every move failed low: none is known to be best.
		bnd, bestMove = upperBound, noMove
	}
	b.table.store(p.Key, depth, toTable(best, ply), bnd, bestMove)
	if ply == 0 && bestMove != noMove {
		// A root that failed low (outside an aspiration window) keeps
		// the last best move first.
		b.rootBest = bestMove
	}
	return best
}

// terminal returns the value of a position at ply whose side to move has
// no legal move: lost, or won when having no move wins (Antidam). The
// nearer the end, the larger the value, so that a win is taken by the
// shortest way and a loss put off as long as possible.
func (b *Builtin) terminal(ply int) int {
	if b.noMoveWins {
		return engine.Win - ply
	}
	return -(engine.Win - ply)
}

// updatePV makes m, followed by the best line of the child, the best line
// from the node at ply.
func (b *Builtin) updatePV(ply int, m *board.Move) {
	n := b.pvLen[ply+1]
	b.pv[ply][0] = *m
	copy(b.pv[ply][1:1+n], b.pv[ply+1][:n])
	b.pvLen[ply] = n + 1
}

// toTable converts a score at ply to the form the table keeps: a win or
// loss counted in plies from the stored position rather than from the
// root, since the position may be met again at another ply.
func toTable(score, ply int) int {
	switch {
	case score >= winThreshold:
		return score + ply
	case score <= -winThreshold:
		return score - ply
	}
	return score
}

// fromTable converts a score from the table to a score at ply.
func fromTable(score, ply int) int {
	switch {
	case score >= winThreshold:
		return score - ply
	case score <= -winThreshold:
		return score + ply
	}
	return score
}
