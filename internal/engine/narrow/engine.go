package narrow

import (
	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// scratchMoves is the room reserved per ply for the moves of one position;
// a position with more grows its slice once.
const scratchMoves = 128

// scratch lends move lists to Count and HasMoves, which must list the
// captures of a position (to apply precedence and drop duplicates) but
// return no list.
var scratch = sync.Pool{New: func() any {
	s := make([]board.Move, 0, scratchMoves)
	return &s
}}

// generate appends the legal moves of p: its captures if it has any, else
// its quiet moves.
func (e *engine) generate(p *pos, turn board.Color, dst []board.Move) []board.Move {
	if e.lifts {
		if moves, ok := e.opening(p, turn, dst); ok {
			return moves
		}
	}
	n := len(dst)
	dst = e.captures(p, turn, dst)
	if len(dst) > n {
		return dst
	}
	return e.quiet(p, turn, dst)
}

// count returns the number of legal moves of p; scratch is room for the
// captures, which must be listed to apply precedence and drop duplicates.
func (e *engine) count(p *pos, turn board.Color, scratch []board.Move) ([]board.Move, int) {
	if e.lifts {
		if moves, ok := e.opening(p, turn, scratch[:0]); ok {
			return moves, len(moves)
		}
	}
	e.counting, e.small = true, 0
	scratch = e.captures(p, turn, scratch[:0])
	e.counting = false
	if n := len(scratch) + e.small; n > 0 {
		return scratch, n
	}
	return scratch, e.countQuiet(p, turn)
}

// Generate appends the legal moves of p under v to dst.
func Generate(v *variant.Variant, p *board.Position, dst []board.Move) []board.Move {
	e := newEngine(v)
	q := fromPosition(p)
	return e.generate(&q, p.Turn, dst)
}

// Captures appends the legal captures of p under v to dst.
func Captures(v *variant.Variant, p *board.Position, dst []board.Move) []board.Move {
	e := newEngine(v)
	q := fromPosition(p)
	return e.captures(&q, p.Turn, dst)
}

// Count returns the number of legal moves of p under v.
func Count(v *variant.Variant, p *board.Position) (n int) {
	e := newEngine(v)
	q := fromPosition(p)
	buf := scratch.Get().(*[]board.Move)
	*buf, n = e.count(&q, p.Turn, *buf)
	scratch.Put(buf)
	return n
}

// HasMoves reports whether the side to move in p has a legal move under v.
func HasMoves(v *variant.Variant, p *board.Position) bool {
	e := newEngine(v)
	q := fromPosition(p)
	if !e.lifts && e.countQuiet(&q, p.Turn) > 0 {
		return true
	}
	buf := scratch.Get().(*[]board.Move)
	var n int
	*buf, n = e.count(&q, p.Turn, *buf)
	scratch.Put(buf)
	return n > 0
}

// Perft returns the number of leaves of the move tree of depth depth below
// p. With bulk, the moves of the last ply are counted, not made.
func Perft(v *variant.Variant, p *board.Position, depth int, bulk bool) uint64 {
	e := newEngine(v)
	return e.perftFrom(p, depth, bulk)
}

// PerftRoutes is Perft counting capture routes rather than moves: two
// routes with the same from, to, captured set and promotion count twice, as
// in the published tables that keep duplicates. It exists to check the
// engine against such tables.
func PerftRoutes(v *variant.Variant, p *board.Position, depth int, bulk bool) uint64 {
	e := newEngine(v)
	e.keepRoutes = true
	return e.perftFrom(p, depth, bulk)
}

func (e *engine) perftFrom(p *board.Position, depth int, bulk bool) uint64 {
	if depth <= 0 {
		return 1
	}
	ws := workspaces.Get().(*[][]board.Move)
	defer workspaces.Put(ws)
	for len(*ws) < depth {
		*ws = append(*ws, make([]board.Move, 0, scratchMoves))
	}
	plies := (*ws)[:depth]
	return e.perft(fromPosition(p), p.Turn, depth, bulk, plies)
}

// workspaces lends Perft its move lists, one per ply, kept between calls.
var workspaces = sync.Pool{New: func() any { return new([][]board.Move) }}

// perft counts the leaves depth plies below p; with bulk, the moves of the
// last ply are counted without being made.
func (e *engine) perft(p pos, turn board.Color, depth int, bulk bool, plies [][]board.Move) uint64 {
	if depth == 0 {
		return 1
	}
	if bulk && depth == 1 {
		var n int
		plies[0], n = e.count(&p, turn, plies[0])
		return uint64(n)
	}
	moves := e.generate(&p, turn, plies[0][:0])
	plies[0] = moves
	var n uint64
	for i := range moves {
		n += e.perft(e.apply(&p, &moves[i]), turn.Opponent(), depth-1, bulk, plies[1:])
	}
	return n
}
