package player

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
)

// negamax returns the value of the position at ply of the line searched
// (b.frames[ply].pos), for its side to move, searched depth plies deep within the
// window (alpha, beta): a value at or below alpha is only an upper bound, one
// at or above beta only a lower bound. It leaves the best line from p in
// b.pv[ply]. After the search is stopped its value means nothing.
//
// The positions of the line are kept in the frames, not passed down: a
// pointer to a local position handed to a recursive call would make the
// compiler move every position to the heap.
func (b *Builtin) negamax(depth, alpha, beta, ply int) int {
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

	ttMove := noMove
	if e, ok := b.table.probe(p.Key); ok {
		ttMove = int(e.move)
		if ply > 0 && int(e.depth) >= depth {
			s := fromTable(int(e.score), ply)
			switch {
			case e.bound == exactBound,
				e.bound == lowerBound && s >= beta,
				e.bound == upperBound && s <= alpha:
				return s
			}
		}
	}

	f.moves = movegen.Generate(b.v, *p, f.moves[:0])
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
			score = -b.negamax(depth-1, -beta, -alpha, ply+1)
		} else {
			// Principal-variation search: with good ordering the first
			// move is the best, and a null window proves a later one
			// worse more cheaply than a full one would; only a move that
			// proves better is searched again with the full window.
			score = -b.negamax(depth-1, -alpha-1, -alpha, ply+1)
			if score > alpha && score < beta {
				score = -b.negamax(depth-1, -beta, -alpha, ply+1)
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
	if ply == 0 {
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
