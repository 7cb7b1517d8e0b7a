package player

import "github.com/draughtsgo/checkers/board"

// Move ordering: alpha-beta cuts off soonest when the best move comes
// first. The move the transposition table remembers comes first of all;
// then captures, the more pieces taken the earlier; then the quiet moves
// that refuted other moves at the same ply (killers), promotions, and the
// rest by how often they refuted moves anywhere in the tree, less how
// often they were searched in vain before a move that did (history).

// Ordering scores of the classes of moves, each above all below it.
const (
	orderTableMove = 1 << 30
	orderCapture   = 1 << 24
	orderKiller    = 1 << 23
	orderPromotion = 1 << 22
	// historyCap keeps history scores below the promotions.
	historyCap = orderPromotion - 1
)

// frame holds the position and the move list of one ply of the line
// searched, reused from one node to the next at that ply so that the
// search allocates nothing per node.
type frame struct {
	pos   board.Position
	moves []board.Move
	// order is a permutation of the indexes of moves, sorted lazily:
	// the moves themselves stay in the generator's order, which the
	// transposition table relies on.
	order  []uint16
	scores []int32
}

// quiet names a quiet move by its squares: enough to tell the quiet moves
// of a position apart.
type quiet struct {
	from, to board.Square
	set      bool
}

// is reports whether q names m.
func (q quiet) is(m *board.Move) bool {
	return q.set && q.from == m.From && q.to == m.To && !m.IsCapture() && !m.Lift
}

// orderMoves scores the moves of f for the position at ply, whose side to
// move is turn, with the move of index ttMove (or noMove) first.
func (b *Builtin) orderMoves(f *frame, ply int, ttMove int, turn board.Color) {
	n := len(f.moves)
	if cap(f.order) < n {
		f.order = make([]uint16, n, 2*n)
		f.scores = make([]int32, n, 2*n)
	}
	f.order, f.scores = f.order[:n], f.scores[:n]
	k := &b.killers[ply]
	for i := range f.moves {
		m := &f.moves[i]
		var s int32
		switch {
		case i == ttMove:
			s = orderTableMove
		case m.IsCapture():
			s = orderCapture + int32(m.Captured.Count())<<8
			if m.Promotes {
				s++
			}
		case k[0].is(m):
			s = orderKiller + 1
		case k[1].is(m):
			s = orderKiller
		case m.Promotes:
			s = orderPromotion
		default:
			s = b.history[turn][m.From][m.To]
		}
		f.order[i], f.scores[i] = uint16(i), s
	}
}

// next returns the index in f.moves of the i-th move to search: the best
// scored of those not yet searched (a selection sort, done only as far as
// the search goes, since a cut-off often comes after the first move).
func (f *frame) next(i int) int {
	best := i
	for j := i + 1; j < len(f.order); j++ {
		if f.scores[j] > f.scores[best] {
			best = j
		}
	}
	f.order[i], f.order[best] = f.order[best], f.order[i]
	f.scores[i], f.scores[best] = f.scores[best], f.scores[i]
	return int(f.order[i])
}

// refuted records that m, a move of the side turn at ply, caused a cut-off
// in a search of depth plies. Only quiet moves are recorded: captures are
// ordered first anyway.
func (b *Builtin) refuted(m *board.Move, ply, depth int, turn board.Color) {
	if m.IsCapture() || m.Lift {
		return
	}
	k := &b.killers[ply]
	if !k[0].is(m) {
		k[1] = k[0]
		k[0] = quiet{from: m.From, to: m.To, set: true}
	}
	h := &b.history[turn][m.From][m.To]
	*h = min(*h+int32(depth*depth), historyCap)
}

// failed records that m, a quiet move of the side turn searched before
// the move that caused a cut-off in a search of depth plies, did not: its
// history goes down as a refutation's goes up, so that the moves that
// keep failing sink below those that have not been tried.
func (b *Builtin) failed(m *board.Move, depth int, turn board.Color) {
	if m.IsCapture() || m.Lift {
		return
	}
	h := &b.history[turn][m.From][m.To]
	*h = max(*h-int32(depth*depth), -historyCap)
}
