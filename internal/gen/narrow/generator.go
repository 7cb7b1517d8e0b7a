package narrow

import (
	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gendata"
	"github.com/draughtsgo/checkers/variant"
)

// scratchMoves is the room reserved per ply for the moves of one position;
// a position with more grows its slice once.
const scratchMoves = 128

// scratch lends move lists to Count and HasMoves, which need room for the
// captures of a position (to apply precedence and drop duplicates) but
// return no list of moves of their own.
var scratch = sync.Pool{New: func() any {
	s := make([]board.Move, 0, scratchMoves)
	return &s
}}

// generate appends the legal moves of p: its captures if it has any, else
// its quiet moves but those of the king on barred (see barredOf).
func (e *generator) generate(p *pos, turn board.Color, barred bb, dst []board.Move) []board.Move {
	if e.over(p) {
		return dst
	}
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
	q := quietOf(p, barred)
	return e.quiet(&q, turn, dst)
}

// count returns the number of legal moves of p, which is not over (see
// tables.over); scratch is room for the captures, which must be listed to
// apply precedence and drop duplicates.
func (e *generator) count(p *pos, turn board.Color, scratch []board.Move) ([]board.Move, int) {
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

// countCaptures returns the number of captures of p, listing in scratch
// those it must (see quickMen): count's first half, kept apart from the
// hot count so that this one's call costs count nothing.
func (e *generator) countCaptures(p *pos, turn board.Color, scratch []board.Move) ([]board.Move, int) {
	e.counting, e.small = true, 0
	scratch = e.captures(p, turn, scratch[:0])
	e.counting = false
	return scratch, len(scratch) + e.small
}

// countBarred is count where the king on barred may make no quiet move.
func (e *generator) countBarred(p *pos, turn board.Color, barred bb, scratch []board.Move) ([]board.Move, int) {
	if barred.none() {
		return e.count(p, turn, scratch)
	}
	scratch, n := e.countCaptures(p, turn, scratch)
	if n > 0 {
		return scratch, n
	}
	q := quietOf(p, barred)
	return scratch, e.countQuiet(&q, turn)
}

// generateFull is Generate past the flat path of the board, for the
// positions it declines and boards without one; captures says that p is
// known to have a capture.
func (t *tables) generateFull(p *board.Position, dst []board.Move, captures bool) []board.Move {
	q := fromPosition(p)
	// Most positions have no capture, and need no capture search state:
	// those with men only take the shortest way.
	switch {
	case !t.plain, captures:
	case q.own.and(q.kings.or(q.paras)).none() && !t.lines:
		if moves, ok := t.menSteps(&q, p.Turn, dst); ok {
			return moves
		}
	case !t.mayCapture(&q, p.Turn):
		quiet := quietOf(&q, t.barredOf(&q, p.Turn, p.KingRuns))
		return t.quiet(&quiet, p.Turn, dst)
	}
	e := generator{tables: t}
	return e.generate(&q, p.Turn, e.barredOf(&q, p.Turn, p.KingRuns), dst)
}

// Captures appends the legal captures of p under v to dst.
func Captures(v *variant.Variant, p *board.Position, dst []board.Move) []board.Move {
	e := newGenerator(v)
	q := fromPosition(p)
	if e.over(&q) {
		return dst
	}
	return e.captures(&q, p.Turn, dst)
}

// CapturePaths appends the legal captures of p under v to dst and their
// paths to paths (see gendata.Paths). With keepRoutes it appends every
// route of each capture: two routes of one move (the same from, to,
// captured set and promotion) both appear.
func CapturePaths(v *variant.Variant, p *board.Position, dst []board.Move, paths *gendata.Paths, keepRoutes bool) []board.Move {
	e := newGenerator(v)
	e.keepRoutes = keepRoutes
	q := fromPosition(p)
	paths.Squares, paths.Ends = paths.Squares[:0], paths.Ends[:0]
	if e.over(&q) {
		return dst
	}
	return e.capturesWithPaths(&q, p.Turn, dst, paths)
}

// AllCapturePaths is CapturePaths with every route, before the variant's
// precedence criteria: every complete capture sequence of p, each with its
// path. It searches with a copy of v's tables whose criteria are cleared,
// so the tables the other entry points read are left as they are.
func AllCapturePaths(v *variant.Variant, p *board.Position, dst []board.Move, paths *gendata.Paths) []board.Move {
	t := *tablesOf(v)
	t.prec = nil
	e := generator{tables: &t}
	e.keepRoutes = true
	q := fromPosition(p)
	paths.Squares, paths.Ends = paths.Squares[:0], paths.Ends[:0]
	if e.over(&q) {
		return dst
	}
	return e.capturesWithPaths(&q, p.Turn, dst, paths)
}

// Count returns the number of legal moves of p under v. Only a position
// where something may capture borrows a list for the captures.
func Count(v *variant.Variant, p *board.Position) (n int) {
	t := tablesOf(v)
	q := fromPosition(p)
	if t.over(&q) {
		return 0
	}
	barred := t.barredOf(&q, p.Turn, p.KingRuns)
	if !t.lifts && !t.mayCapture(&q, p.Turn) {
		quiet := quietOf(&q, barred)
		return t.countQuiet(&quiet, p.Turn)
	}
	e := generator{tables: t}
	buf := scratch.Get().(*[]board.Move)
	*buf, n = e.countBarred(&q, p.Turn, barred, *buf)
	scratch.Put(buf)
	return n
}

// mayCapture reports whether the side to move in p may have a capture: a
// man with a jump over a piece it may take, a king with a first jump, or
// a parachutist (whose jumps only the search tells).
func (t *tables) mayCapture(p *pos, turn board.Color) bool {
	if p.own.and(p.paras).any() {
		return true
	}
	empty := t.emptyOf(p)
	if kings := p.own.and(p.kings); kings.any() && t.kingHasJump(kings, empty, p.opp) {
		return true
	}
	return t.menJumps(p, turn, empty).and(p.own).andNot(p.kings).any()
}

// menJumps returns the squares from which a man of the side to move in p
// would have a jump: empty is p's empty squares.
func (t *tables) menJumps(p *pos, turn board.Color, empty bb) bb {
	prey := p.opp
	if t.menOnMen {
		prey = prey.andNot(p.kings)
	}
	if t.diagonalMen {
		return t.jumpsBy(t.manCaps[turn], empty, prey).all() // unrolled
	}
	return t.jumpsAny(t.manCaps[turn], empty, prey)
}

// kingHasJump reports whether one of kings has a first jump over a piece of
// opp: short, or with flying kings from any square it reaches over empty
// squares.
func (t *tables) kingHasJump(kings, empty, opp bb) bool {
	if !t.flying {
		return t.jumpsAny(t.kingCaps, empty, opp).and(kings).any()
	}
	for ds := t.kingCaps; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		reach := kings
		for r := t.step(kings, d).and(empty); r.any(); r = t.step(r, d).and(empty) {
			reach = reach.or(r)
		}
		if t.step(t.step(reach, d).and(opp), d).and(empty).any() {
			return true
		}
	}
	return false
}

// HasMoves reports whether the side to move in p has a legal move under v.
func HasMoves(v *variant.Variant, p *board.Position) bool {
	t := tablesOf(v)
	q := fromPosition(p)
	if t.over(&q) {
		return false
	}
	barred := t.barredOf(&q, p.Turn, p.KingRuns)
	if quiet := quietOf(&q, barred); !t.lifts && t.countQuiet(&quiet, p.Turn) > 0 {
		return true
	}
	if !t.lifts && !t.mayCapture(&q, p.Turn) {
		return false
	}
	e := generator{tables: t}
	buf := scratch.Get().(*[]board.Move)
	var n int
	*buf, n = e.countBarred(&q, p.Turn, barred, *buf)
	scratch.Put(buf)
	return n > 0
}

// Perft returns the number of leaves of the move tree of depth depth below
// p. With bulk, the moves of the last ply are counted, not made.
func Perft(v *variant.Variant, p *board.Position, depth int, bulk bool) uint64 {
	e := newGenerator(v)
	return e.perftFrom(p, depth, bulk)
}

// PerftRoutes is Perft counting capture routes rather than moves: two
// routes with the same from, to, captured set and promotion count twice, as
// in the published tables that keep duplicates. It exists to check the
// generator against such tables.
func PerftRoutes(v *variant.Variant, p *board.Position, depth int, bulk bool) uint64 {
	e := newGenerator(v)
	e.keepRoutes = true
	return e.perftFrom(p, depth, bulk)
}

func (e *generator) perftFrom(p *board.Position, depth int, bulk bool) uint64 {
	if depth <= 0 {
		return 1
	}
	ws := workspaces.Get().(*[][]board.Move)
	defer workspaces.Put(ws)
	for len(*ws) < depth {
		*ws = append(*ws, make([]board.Move, 0, scratchMoves))
	}
	plies := (*ws)[:depth]
	q := fromPosition(p)
	if p.KingRuns != (board.KingRuns{}) {
		return e.perftMoves(q, p.Turn, p.KingRuns, depth, bulk, plies)
	}
	return e.perft(q, p.Turn, depth, bulk, plies)
}

// workspaces lends Perft its move lists, one per ply, kept between calls.
var workspaces = sync.Pool{New: func() any { return new([][]board.Move) }}

// perft counts the leaves depth plies below p; with bulk, the moves of the
// last ply are counted without being made. It is not inlined: profile-guided
// builds would otherwise copy it whole into perftQuiet, which calls it
// once per move, and the frames it grows cost more than the calls.
//
//go:noinline
func (e *generator) perft(p pos, turn board.Color, depth int, bulk bool, plies [][]board.Move) uint64 {
	if depth == 0 {
		return 1
	}
	if e.list != 0 && (e.list == listAlways || p.kings.any()) {
		if e.list == listNever {
			return 0 // a king on the board where crowning wins: over
		}
		// Where runs of king moves are kept, this is the first position
		// with a king on the board: neither side has a run yet.
		return e.perftMoves(p, turn, board.KingRuns{}, depth, bulk, plies)
	}
	// Making every move, a side with men only and a side path of its
	// board takes that path's code (bulk counting counts the last two
	// plies, and gains nothing measurable above them).
	if !bulk {
		if side := e.sideOf(&p, turn); side != 0 {
			return e.sidePerft(side, &p, turn, depth, bulk, plies)
		}
	}
	if bulk && depth == 1 {
		var n int
		plies[0], n = e.count(&p, turn, plies[0])
		return uint64(n)
	}
	if bulk && depth == 2 {
		// Where crowning wins, p has no king (above), and countLeaves
		// counts no moves below a move that crowns (crownOver).
		if e.flatGen && e.diagonalFlat {
			return e.shapedCountLeaves(&p, turn, plies)
		}
		return e.countLeaves(&p, turn, plies)
	}
	moves := e.captures(&p, turn, plies[0][:0])
	plies[0] = moves
	if len(moves) == 0 {
		return e.perftQuiet(&p, turn, depth-1, bulk, plies[1:])
	}
	var n uint64
	for i := range moves {
		n += e.below(e.apply(&p, &moves[i]), turn.Opponent(), depth-1, bulk, plies[1:])
	}
	return n
}

// sidePerft is perft of p where its side to move, turn, takes the side
// path side (sideOf): the captures and quiet moves of its men by the code
// of that path, the captures made by applyMan. It is apart from perft,
// whose code the other positions take, so that they pay for it one test.
//
//go:noinline
func (e *generator) sidePerft(side uint8, p *pos, turn board.Color, depth int, bulk bool, plies [][]board.Move) uint64 {
	moves, ok := e.sideCaptures(side, p, plies[0][:0])
	if !ok {
		moves = e.captures(p, turn, plies[0][:0])
	}
	plies[0] = moves
	if len(moves) == 0 {
		return e.sidePerftQuiet(side, p, depth-1, bulk, plies[1:])
	}
	var n uint64
	for i := range moves {
		n += e.below(e.applyMan(p, &moves[i]), turn.Opponent(), depth-1, bulk, plies[1:])
	}
	return n
}

// below is perft of a position reached by a move, small enough to be
// inlined where the moves are made: a leaf (depth 0) costs no call.
func (e *generator) below(p pos, turn board.Color, depth int, bulk bool, plies [][]board.Move) uint64 {
	if depth == 0 {
		return 1
	}
	return e.perft(p, turn, depth, bulk, plies)
}

// perftMoves is perft below p listing every move of p before making it,
// as the variants with lifts, lines of men or a king-move limit need (runs
// are the sides' runs of king moves).
//
// p comes by value, as in perft: a pointer would make every child
// position escape to the heap through the recursion.
func (e *generator) perftMoves(p pos, turn board.Color, runs board.KingRuns, depth int, bulk bool, plies [][]board.Move) uint64 {
	if depth == 0 {
		return 1
	}
	if e.over(&p) {
		return 0
	}
	barred := e.barredOf(&p, turn, runs)
	if bulk && depth == 1 {
		var n int
		plies[0], n = e.countBarred(&p, turn, barred, plies[0])
		return uint64(n)
	}
	moves := e.generate(&p, turn, barred, plies[0][:0])
	plies[0] = moves
	var n uint64
	for i := range moves {
		m := &moves[i]
		child := e.apply(&p, m)
		n += e.movesBelow(child, turn.Opponent(), e.runsAfter(&p, turn, m, &child, runs), depth-1, bulk, plies[1:])
	}
	return n
}

// movesBelow is perftMoves of a position reached by a move, small enough
// to be inlined where the moves are made, as below is for perft: a leaf
// costs no call, whatever the profile has PGO inline.
func (e *generator) movesBelow(p pos, turn board.Color, runs board.KingRuns, depth int, bulk bool, plies [][]board.Move) uint64 {
	if depth == 0 {
		return 1
	}
	return e.perftMoves(p, turn, runs, depth, bulk, plies)
}
