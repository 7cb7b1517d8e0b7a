package narrow

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gendata"
	"github.com/draughtsgo/checkers/variant"
)

// searcher is the state of the capture search, which finds the complete
// capture sequences of the side to move. It walks every jump of every piece
// depth first, appends each sequence that ends (no further jump) to moves,
// and keeps only the best under the variant's precedence criteria, dropping
// duplicates: two sequences with the same from, to, captured set and
// promotion are one move.
type searcher struct {
	turn     board.Color
	opp      bb // the opponent's pieces at the start of the move
	prey     bb // the pieces of opp a man may jump
	kings    bb // the kings of both sides at the start of the move
	empty    bb // empty squares at the start, the mover's own square included
	from     board.Square
	withKing bool // the mover started as a king
	moves    []board.Move
	base     int // index in moves of the first capture found
	// paths, when not nil, asks emit to record the path of each capture
	// it keeps, path i for moves[base+i].
	paths *gendata.Paths
	piece int    // index in moves of the first capture of the current piece
	best  uint64 // precedence score of the captures kept
	path  [board.MaxPath]board.Square
	// counting asks emit to count captures too small to have a duplicate
	// (see tables.dupMin) in small rather than list them.
	counting bool
	small    int
	// keepRoutes keeps every route of a capture, duplicates included.
	keepRoutes bool
	// jumps holds, for each direction men jump in, the squares from
	// which a piece jumps that way, as manJumpers found them.
	jumps [board.NumDirs]bb
}

// capturesWithPaths appends the legal captures of p to moves and their
// paths to paths, one path per capture appended. It searches piece by
// piece, as the quick searches do not: each capture keeps the path of the
// first of its routes found, whichever search listed the capture.
func (e *generator) capturesWithPaths(p *pos, turn board.Color, moves []board.Move, paths *gendata.Paths) []board.Move {
	e.paths = paths
	paths.Squares, paths.Ends = paths.Squares[:0], paths.Ends[:0]
	moves = e.captures(p, turn, moves)
	e.paths = nil
	return moves
}

// captures appends the legal captures of p to dst (none if there is none).
func (e *generator) captures(p *pos, turn board.Color, dst []board.Move) []board.Move {
	if e.ownJumpers {
		return e.ownCaptures(p, turn, dst)
	}
	empty := e.emptyOf(p)
	prey := p.opp
	if e.menOnMen {
		prey = prey.andNot(p.kings)
	}
	men := p.own.andNot(p.kings).andNot(p.paras)
	// The constant first: where it is false (the 128-bit generator), the
	// compiler drops the diagonal path, whose four sets of two words each
	// would not fit in registers there and would spill.
	diagonal := registersPerDirection && e.diagonalMen
	var from diagonals
	var jumpers bb
	if diagonal {
		from = e.jumpsBy(e.manCaps[turn], empty, prey)
		jumpers = from.all().and(men)
	} else {
		jumpers = e.manJumpers(men, prey, empty, turn)
	}
	// The parachutists, which most positions of their variant have, are
	// searched only with a jump.
	kings, paras := p.own.and(p.kings), p.own.and(p.paras)
	if paras.any() {
		paras = paras.and(e.jumpsAny(e.paraDirs[turn], empty, p.opp))
	}
	if jumpers.none() && kings.none() && paras.none() {
		return dst
	}
	// Set the fields one by one: a composite literal would clear the path.
	e.turn, e.opp, e.prey, e.kings = turn, p.opp, prey, p.kings
	e.moves, e.base, e.best = dst, len(dst), 0
	// Where the side to move has men only, the most common case, the
	// quick searches are called from here, one call fewer than through
	// search on the path most positions take.
	switch {
	case !e.quick || e.paths != nil || kings.any() || paras.any():
		e.search(empty, jumpers, kings, paras, from)
	case diagonal:
		e.quickDiagonal(jumpers, empty, from)
	default:
		e.quickMen(jumpers, empty)
	}
	moves := e.moves
	e.moves = nil
	return moves
}

// ownCaptures is captures where men jump in more directions than the
// diagonals on a board with code of its own (tables.ownJumpers): that code
// finds the men with a jump, and where the side to move has no other
// piece and no path is asked for, lists their captures (or, counting,
// counts their single jumps) with the men's search (ownMenCaptures).
// Other positions take the quick searches or the search by piece, as in
// captures. It is apart from captures so that captures, which count
// inlines, stays as short for every other variant.
func (e *generator) ownCaptures(p *pos, turn board.Color, dst []board.Move) []board.Move {
	empty := e.emptyOf(p)
	prey := p.opp
	if e.menOnMen {
		prey = prey.andNot(p.kings)
	}
	men := p.own.andNot(p.kings).andNot(p.paras)
	jumpers := e.shapedJumpers(men, prey, empty, turn)
	kings, paras := p.own.and(p.kings), p.own.and(p.paras)
	if paras.any() {
		paras = paras.and(e.jumpsAny(e.paraDirs[turn], empty, p.opp))
	}
	if jumpers.none() && kings.none() && paras.none() {
		return dst
	}
	if moves, ok := e.ownMenCaptures(p, turn, jumpers, kings.or(paras), prey, empty, dst); ok {
		return moves
	}
	// The quick search starts from e.jumps.
	e.manJumpers(men, prey, empty, turn)
	e.turn, e.opp, e.prey, e.kings = turn, p.opp, prey, p.kings
	e.moves, e.base, e.best = dst, len(dst), 0
	if e.paths != nil || kings.any() || paras.any() {
		var from diagonals
		e.search(empty, jumpers, kings, paras, from)
	} else {
		e.quickMen(jumpers, empty)
	}
	moves := e.moves
	e.moves = nil
	return moves
}

// ownMenCaptures is captures where men jump in more directions than the
// diagonals on a board with code of its own (tables.ownJumpers), whose
// code found the jumpers: where the side to move has no other piece
// (others) and no path is asked for, it lists the men's captures (or,
// counting, counts their single jumps) with that code and the men's
// search, and reports true; otherwise false, for the quick searches,
// which start from e.jumps, once manJumpers has filled it.
func (e *generator) ownMenCaptures(p *pos, turn board.Color, jumpers, others, prey, empty bb, dst []board.Move) ([]board.Move, bool) {
	if others.any() || e.paths != nil || e.keepRoutes {
		return dst, false
	}
	theirKings := p.opp.and(p.kings)
	if e.counting {
		// Single jumps are counted, not listed: none has a duplicate.
		if k, ok := e.shapedCountJumps(turn, jumpers, prey, theirKings, empty); ok {
			e.small = k
			return dst, true
		}
	} else if moves, ok := e.shapedMenJumps(turn, jumpers, prey, theirKings, empty, dst); ok {
		return moves, true
	}
	return e.menCaptures(turn, jumpers, prey, theirKings, empty, dst)
}

// search is captures past the test that most positions stop at: it finds
// the captures of the men of jumpers (from is their jump sets by
// direction where captures computed them), of the kings of kings and of
// the parachutists of paras, for the searcher's fields as captures set
// them.
//
// It is never inlined, so that captures stays small enough for PGO to
// inline into count and perft, which it would not be with the search
// inside: bulk counting would pay a call for captures at every node.
//
//go:noinline
func (e *generator) search(empty, jumpers, kings, paras bb, from diagonals) {
	var nothing bb
	if e.quick && e.paths == nil && jumpers.any() {
		if registersPerDirection && e.diagonalMen {
			e.quickDiagonal(jumpers, empty, from)
		} else {
			e.quickMen(jumpers, empty)
		}
		jumpers = nothing
	}
	for ; jumpers.any(); jumpers = jumpers.rest() {
		sq := jumpers.lowest()
		e.start(sq, empty, false)
		e.manJumps(sq, nothing, 0, 0, e.manCaps[e.turn])
	}
	for ; paras.any(); paras = paras.rest() {
		sq := paras.lowest()
		e.start(sq, empty, false)
		e.paraJumps(sq)
	}
	for ; kings.any(); kings = kings.rest() {
		sq := kings.lowest()
		e.start(sq, empty, true)
		e.kingJumps(sq, nothing, 0, 0, false, 0)
	}
}

func (s *searcher) start(sq, empty bb, king bool) {
	s.from = sq.first()
	s.empty = empty.or(sq)
	s.withKing = king
	s.piece = len(s.moves)
}

// diagonals holds a set of squares for each diagonal direction: four
// named fields rather than an array, so that the compiler keeps them in
// registers.
type diagonals struct{ ne, nw, se, sw bb }

func (d diagonals) all() bb { return d.ne.or(d.nw).or(d.se).or(d.sw) }

// and returns the squares of d in b, direction by direction.
func (d diagonals) and(b bb) diagonals {
	return diagonals{d.ne.and(b), d.nw.and(b), d.se.and(b), d.sw.and(b)}
}

// andNot returns the squares of d not in b, direction by direction.
func (d diagonals) andNot(b bb) diagonals {
	return diagonals{d.ne.andNot(b), d.nw.andNot(b), d.se.andNot(b), d.sw.andNot(b)}
}

// jumpsBy returns, for each diagonal direction of ds, the squares from
// which a piece jumps that way over prey to an empty square; the other
// directions' sets are empty. The directions are tested one by one, not in
// a loop over the set: straight code keeps its few values in registers,
// where a loop spills them.
func (t *tables) jumpsBy(ds board.DirSet, empty, prey bb) (j diagonals) {
	if ds&(1<<board.NorthEast) != 0 {
		j.ne = t.jumpsFrom(empty, prey, board.NorthEast)
	}
	if ds&(1<<board.NorthWest) != 0 {
		j.nw = t.jumpsFrom(empty, prey, board.NorthWest)
	}
	if ds&(1<<board.SouthEast) != 0 {
		j.se = t.jumpsFrom(empty, prey, board.SouthEast)
	}
	if ds&(1<<board.SouthWest) != 0 {
		j.sw = t.jumpsFrom(empty, prey, board.SouthWest)
	}
	return j
}

// manJumpers returns the men that have at least one jump over prey, and
// keeps in e.jumps, for each direction men jump in, the squares from which
// a piece jumps that way (quickMen starts from them). Like jumpsBy, it
// tests the directions one by one, the orthogonal ones too, so that each
// direction's table offsets are constants rather than loaded per direction
// as a loop over them would. The tests are written out: a helper per
// direction is over the inlining budget, and called, its direction is no
// longer a constant.
func (e *generator) manJumpers(men, prey, empty bb, turn board.Color) bb {
	ds := e.manCaps[turn]
	j := &e.jumps
	var r bb
	if ds&(1<<board.NorthEast) != 0 {
		j[board.NorthEast] = e.jumpsFrom(empty, prey, board.NorthEast)
		r = r.or(j[board.NorthEast])
	}
	if ds&(1<<board.NorthWest) != 0 {
		j[board.NorthWest] = e.jumpsFrom(empty, prey, board.NorthWest)
		r = r.or(j[board.NorthWest])
	}
	if ds&(1<<board.SouthEast) != 0 {
		j[board.SouthEast] = e.jumpsFrom(empty, prey, board.SouthEast)
		r = r.or(j[board.SouthEast])
	}
	if ds&(1<<board.SouthWest) != 0 {
		j[board.SouthWest] = e.jumpsFrom(empty, prey, board.SouthWest)
		r = r.or(j[board.SouthWest])
	}
	if ds&board.Orthogonals == 0 {
		return r.and(men)
	}
	if ds&(1<<board.North) != 0 {
		j[board.North] = e.jumpsFrom(empty, prey, board.North)
		r = r.or(j[board.North])
	}
	if ds&(1<<board.East) != 0 {
		j[board.East] = e.jumpsFrom(empty, prey, board.East)
		r = r.or(j[board.East])
	}
	if ds&(1<<board.South) != 0 {
		j[board.South] = e.jumpsFrom(empty, prey, board.South)
		r = r.or(j[board.South])
	}
	if ds&(1<<board.West) != 0 {
		j[board.West] = e.jumpsFrom(empty, prey, board.West)
		r = r.or(j[board.West])
	}
	return r.and(men)
}

// jumpsAny returns the squares from which a piece jumps over prey to an
// empty square in one of the directions of ds.
func (t *tables) jumpsAny(ds board.DirSet, empty, prey bb) bb {
	var r bb
	for ; ds != 0; ds &= ds - 1 {
		r = r.or(t.jumpsFrom(empty, prey, firstDir(ds)))
	}
	return r
}

// jumpsFrom returns the squares from which a piece jumps in direction d
// over prey to an empty square.
func (t *tables) jumpsFrom(empty, prey bb, d board.Dir) bb {
	back := d.Opposite()
	return t.step(t.step(empty, back).and(prey), back)
}

// quickDiagonal is quickMen where men jump diagonally and go on only in
// the directions they start in (tables.diagonalMen). A man's jump goes on
// exactly where it lands on a square with a jump (from): the way back,
// which the board as it stands does not show (the man's own square is not
// empty), is over the man just taken and barred anyway. from is jumpsBy of
// the men's directions, which captures found the jumpers with.
//
// It is never inlined: PGO would inline it into search where the profile
// calls it hot, and there search's values crowd the registers that its
// sets need.
//
//go:noinline
func (e *generator) quickDiagonal(jumpers, empty bb, from diagonals) {
	turn := e.turn
	// A jump goes on where it lands on a square with a jump, but where
	// crowning stops it, and where crowning lets it go on as a king.
	goOn := from.all().andNot(e.crownStops[turn]).or(e.crownGoes[turn])
	// from is empty in the directions men do not jump, and so are the
	// landings there.
	land := diagonals{
		ne: e.step(e.step(jumpers.and(from.ne), board.NorthEast), board.NorthEast),
		nw: e.step(e.step(jumpers.and(from.nw), board.NorthWest), board.NorthWest),
		se: e.step(e.step(jumpers.and(from.se), board.SouthEast), board.SouthEast),
		sw: e.step(e.step(jumpers.and(from.sw), board.SouthWest), board.SouthWest),
	}
	e.withKing = false
	if goes := land.and(goOn); goes.all().any() {
		e.searchOn(goes, empty)
	}
	ends := land.andNot(goOn)
	if !e.counting || !e.tallies {
		e.emitSingles(ends)
		return
	}
	if k := ends.ne.count() + ends.nw.count() + ends.se.count() + ends.sw.count(); k > 0 {
		// Any one square stands for the one man a single jump takes.
		e.tally(k, one(0))
	}
}

// searchOn searches the captures of the men whose jumps land on goes, in
// the directions of those jumps.
func (e *generator) searchOn(goes diagonals, empty bb) {
	var nothing bb
	from := diagonals{
		ne: e.step(e.step(goes.ne, board.SouthWest), board.SouthWest),
		nw: e.step(e.step(goes.nw, board.SouthEast), board.SouthEast),
		se: e.step(e.step(goes.se, board.NorthWest), board.NorthWest),
		sw: e.step(e.step(goes.sw, board.NorthEast), board.NorthEast),
	}
	for men := from.all(); men.any(); men = men.rest() {
		sq := men.lowest()
		var dirs board.DirSet
		if from.ne.and(sq).any() {
			dirs |= 1 << board.NorthEast
		}
		if from.nw.and(sq).any() {
			dirs |= 1 << board.NorthWest
		}
		if from.se.and(sq).any() {
			dirs |= 1 << board.SouthEast
		}
		if from.sw.and(sq).any() {
			dirs |= 1 << board.SouthWest
		}
		e.start(sq, empty, false)
		if e.counting && e.tallies {
			e.countJumps(sq, nothing, 0, dirs)
		} else {
			e.manJumps(sq, nothing, 0, 0, dirs)
		}
	}
}

// countJumps is manJumps for count where it may tally the captures of
// men (tables.tallies) and men jump diagonally (tables.diagonalMen): a man
// on at, after n jumps that took captured, tries its jumps in the
// directions dirs, and each capture that ends is tallied rather than
// listed, but for those that may have a duplicate. It reports whether
// there was a jump.
func (e *generator) countJumps(at, captured bb, n int, dirs board.DirSet) bool {
	found := false
	if dirs&(1<<board.NorthEast) != 0 && e.countJump(at, captured, n, board.NorthEast) {
		found = true
	}
	if dirs&(1<<board.NorthWest) != 0 && e.countJump(at, captured, n, board.NorthWest) {
		found = true
	}
	if dirs&(1<<board.SouthEast) != 0 && e.countJump(at, captured, n, board.SouthEast) {
		found = true
	}
	if dirs&(1<<board.SouthWest) != 0 && e.countJump(at, captured, n, board.SouthWest) {
		found = true
	}
	return found
}

// countJump is countJumps in direction d: it makes the jump, if there is
// one, and goes on from where it lands.
func (e *generator) countJump(at, captured bb, n int, d board.Dir) bool {
	victim := e.step(at, d).and(e.prey).andNot(captured)
	land := e.step(victim, d).and(e.empty)
	if land.none() {
		return false
	}
	captured, n = captured.or(victim), n+1
	switch {
	case land.and(e.crownStops[e.turn]).any():
		e.ended(land, captured, n, true)
	case land.and(e.crownGoes[e.turn]).any():
		// The order of the kings taken matters to no criterion count
		// may tally under.
		if !e.kingJumps(land, captured, n, 0, true, 0) {
			e.ended(land, captured, n, true)
		}
	case !e.countJumps(land, captured, n, e.manCaps[e.turn]):
		e.ended(land, captured, n, false)
	}
	return true
}

// ended records a man's capture of n jumps that took captured and ends on
// to for countJumps: tallied, or listed where it may have a duplicate.
func (e *generator) ended(to, captured bb, n int, promotes bool) {
	if n < e.dupMin {
		e.tally(1, captured)
		return
	}
	e.emit(to, captured, n, 0, promotes)
}

// emitSingles emits the single jumps that end on the squares of ends, one
// set per direction. Where every single jump of a man scores the same
// under the precedence criteria (tables.tallies), they are kept or dropped
// all at once and written straight into the list: a single jump has no
// duplicate, so none is looked for.
func (e *generator) emitSingles(ends diagonals) {
	if e.tallies {
		// Any one square stands for the one man a single jump takes.
		if len(e.prec) != 0 && !e.ranks(one(0)) {
			return
		}
		promo := e.promo[e.turn]
		k := ends.ne.count() + ends.nw.count() + ends.se.count() + ends.sw.count()
		moves := slices.Grow(e.moves, k)
		n := len(moves)
		moves = moves[:n+k]
		out := moves[n:]
		i := e.writeJumps(out, 0, ends.ne, board.NorthEast, promo)
		i = e.writeJumps(out, i, ends.nw, board.NorthWest, promo)
		i = e.writeJumps(out, i, ends.se, board.SouthEast, promo)
		e.writeJumps(out, i, ends.sw, board.SouthWest, promo)
		e.moves = moves
		return
	}
	e.emitJumps(ends.ne, board.NorthEast)
	e.emitJumps(ends.nw, board.NorthWest)
	e.emitJumps(ends.se, board.SouthEast)
	e.emitJumps(ends.sw, board.SouthWest)
}

// writeJumps writes the single jumps in direction d that end on the
// squares of ends into out from index i on, promotion squares promo, and
// returns the index past the last one.
func (e *generator) writeJumps(out []board.Move, i int, ends bb, d board.Dir, promo bb) int {
	back := d.Opposite()
	for ; ends.any(); ends = ends.rest() {
		sq := ends.lowest()
		victim := e.step(sq, back)
		out[i] = board.Move{Captured: victim.toBoard(), From: e.step(victim, back).first(), To: sq.first(), Promotes: sq.and(promo).any()}
		i++
	}
	return i
}

// emitJumps emits the single jumps in direction d that end on the squares
// of ends.
func (e *generator) emitJumps(ends bb, d board.Dir) {
	back := d.Opposite()
	promo := e.promo[e.turn]
	for ; ends.any(); ends = ends.rest() {
		sq := ends.lowest()
		victim := e.step(sq, back)
		e.from, e.path[0], e.piece = e.step(victim, back).first(), sq.first(), len(e.moves)
		e.emit(sq, victim, 1, e.kingsTaken(0, victim, 0), sq.and(promo).any())
	}
}

// quickMen finds the captures of the men of jumpers, in no particular
// order: the single jumps that cannot go on are recorded by direction
// without a search (and counted all at once when count may tally them),
// and only the men with a jump that may go on are searched, in the
// directions of those jumps. A single jump has no duplicate.
//
// Like quickDiagonal, it is never inlined (see there).
//
//go:noinline
func (e *generator) quickMen(jumpers, empty bb) {
	turn := e.turn
	// from[d] holds the squares with a jump in direction d over the prey,
	// as the board stands: a man that jumped in direction d could only
	// find it changed by jumping back the way it came. manJumpers found
	// those of the directions men jump in.
	from := &e.jumps
	for ds := e.goOn[turn] &^ e.manCaps[turn]; ds != 0; ds &= ds - 1 {
		from[firstDir(ds)] = e.jumpsFrom(empty, e.prey, firstDir(ds))
	}
	promo := e.promo[turn]
	tally := e.counting && e.tallies
	var search [board.NumDirs]bb
	var searched, nothing bb
	k := 0
	e.withKing = false
	for ds := e.manCaps[turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		back := d.Opposite()
		men := jumpers.and(from[d])
		if men.none() {
			continue
		}
		land := e.step(e.step(men, d), d)
		var more bb
		if e.contin == variant.StraightOn {
			more = from[d]
		} else {
			for next := e.goOn[turn] &^ (1 << back); next != 0; next &= next - 1 {
				more = more.or(from[firstDir(next)])
			}
		}
		ends := land.andNot(more)
		switch e.crowning {
		case variant.CrownAndStop:
			ends = ends.or(land.and(promo))
		case variant.CrownAndContinue:
			ends = ends.andNot(promo)
		}
		if tally {
			k += ends.count()
		} else {
			for l := ends; l.any(); l = l.rest() {
				sq := l.lowest()
				victim := e.step(sq, back)
				e.from, e.path[0], e.piece = e.step(victim, back).first(), sq.first(), len(e.moves)
				e.emit(sq, victim, 1, e.kingsTaken(0, victim, 0), sq.and(promo).any())
			}
		}
		if goes := land.andNot(ends); goes.any() {
			search[d] = e.step(e.step(goes, back), back)
			searched = searched.or(search[d])
		}
	}
	for ; searched.any(); searched = searched.rest() {
		sq := searched.lowest()
		var dirs board.DirSet
		for ds := e.manCaps[turn]; ds != 0; ds &= ds - 1 {
			if search[firstDir(ds)].and(sq).any() {
				dirs |= 1 << firstDir(ds)
			}
		}
		e.start(sq, empty, false)
		e.manJumps(sq, nothing, 0, 0, dirs)
	}
	if k > 0 {
		// Any one square stands for the one man a single jump takes.
		e.tally(k, one(0))
	}
}

// tally counts k captures of men, each of which takes the pieces of
// captured (or as many), that need no listing: none can be a duplicate.
func (e *generator) tally(k int, captured bb) {
	// The test of the criteria first: inlined, it costs the variants
	// without any no call.
	if len(e.prec) == 0 || e.ranks(captured) {
		e.small += k
	}
}

// ranks applies the variant's precedence criteria (there are some) to
// captures of men that take the pieces of captured (or as many), where no
// criterion looks at the order of the kings taken: it reports false if
// the captures kept so far beat them, and drops those if they beat them.
// Only the quick searches use it, which record no paths.
func (e *generator) ranks(captured bb) bool {
	score := e.score(captured, 0)
	if score < e.best {
		return false
	}
	if score > e.best {
		e.moves = e.moves[:e.base]
		e.piece = e.base
		e.best = score
		e.small = 0
	}
	return true
}

// emptyNow returns the squares a jump may cross or land on once the pieces
// of captured have been jumped.
func (e *generator) emptyNow(captured bb) bb {
	if e.immediate {
		return e.empty.or(captured)
	}
	return e.empty
}

// kingsTaken marks jump n in the king order if victim is a king: bit 31-n,
// so that an earlier king capture gives a larger number. Only the first 32
// jumps are recorded, more than any board that uses the order allows.
func (e *generator) kingsTaken(order uint32, victim bb, n int) uint32 {
	if n < 32 && victim.and(e.kings).any() {
		order |= 1 << (31 - n)
	}
	return order
}

// manJumps tries every jump of a man standing on at in the directions dirs,
// after n jumps that took captured. It reports whether there was one.
func (e *generator) manJumps(at, captured bb, n int, order uint32, dirs board.DirSet) bool {
	empty := e.emptyNow(captured)
	found := false
	for ds := dirs; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		victim := e.step(at, d).and(e.prey).andNot(captured)
		if victim.none() {
			continue
		}
		land := e.step(victim, d).and(empty)
		if land.none() {
			continue
		}
		found = true
		e.manLanded(land, captured.or(victim), n, e.kingsTaken(order, victim, n), d)
	}
	return found
}

// paraJumps tries the jumps of a parachutist standing on at: short, towards
// its own side, over any enemy piece. It lands a man, and goes on as one
// unless the variant stops it.
func (e *generator) paraJumps(at bb) {
	var nothing bb
	for ds := e.paraDirs[e.turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		victim := e.step(at, d).and(e.opp)
		land := e.step(victim, d).and(e.empty)
		if land.none() {
			continue
		}
		order := e.kingsTaken(0, victim, 0)
		if e.paraStops {
			e.path[0] = land.first()
			e.emit(land, nothing.or(victim), 1, order, land.and(e.promo[e.turn]).any())
			continue
		}
		e.manLanded(land, nothing.or(victim), 0, order, d)
	}
}

// manLanded goes on from the square where a man's jump n, in direction d,
// landed.
func (e *generator) manLanded(land, captured bb, n int, order uint32, d board.Dir) {
	e.path[n] = land.first()
	n++
	promoted := land.and(e.promo[e.turn]).any()
	if e.optional {
		// Every landing ends a move of its own; going on is a choice.
		e.emit(land, captured, n, order, promoted)
	}
	next := e.manCaps[e.turn]
	switch e.contin {
	case variant.AnyDirection:
		next = board.AllDirs
	case variant.StraightOn:
		next = 1 << d
	}
	if promoted {
		switch e.crowning {
		case variant.CrownAndStop:
			if !e.optional {
				e.emit(land, captured, n, order, true)
			}
			return
		case variant.CrownAndContinue:
			if !e.kingJumps(land, captured, n, order, true, 0) && !e.optional {
				e.emit(land, captured, n, order, true)
			}
			return
		}
	}
	if !e.manJumps(land, captured, n, order, next) && !e.optional {
		e.emit(land, captured, n, order, promoted)
	}
}

// kingJumps tries every jump of a king standing on at, except in the
// directions of skip, after n jumps that took captured; promoted says the
// king was a man at the start of the move. A flying king may land on any
// empty square beyond its victim (unless it must land right behind it), but
// only on those from which it can jump again if there are any.
func (e *generator) kingJumps(at, captured bb, n int, order uint32, promoted bool, skip board.DirSet) bool {
	empty := e.emptyNow(captured)
	found := false
	for ds := e.kingCaps &^ skip; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		victim := e.step(at, d)
		if e.flying {
			for victim.and(empty).any() {
				victim = e.step(victim, d)
			}
		}
		victim = victim.and(e.opp).andNot(captured)
		if victim.none() {
			continue
		}
		land := e.step(victim, d).and(empty)
		if land.none() {
			continue
		}
		found = true
		taken, korder := captured.or(victim), e.kingsTaken(order, victim, n)
		var back board.DirSet // directions the next jump may not take
		if e.noReturn {
			back = 1 << d.Opposite()
		}
		if !e.flying || e.behind {
			e.path[n] = land.first()
			if !e.kingJumps(land, taken, n+1, korder, promoted, back) {
				e.emit(land, taken, n+1, korder, promoted)
			}
			continue
		}
		// From every landing square the jumps straight on are the same
		// (over the same empty squares to the same next victim), so only
		// the first landing square looks that way: the others would only
		// repeat its moves.
		lands := land
		for l := e.step(land, d).and(empty); l.any(); l = e.step(l, d).and(empty) {
			lands = lands.or(l)
		}
		goesOn := false
		// Every landing square tested at once (kingHasJump): most
		// captures end there, and are emitted without a search from
		// each. The test looks the way back too, where the piece just
		// taken blocks the way; where pieces leave the board at once, a
		// jump it finds there only sends the capture to the search.
		if e.kingHasJump(lands, e.emptyNow(taken), e.opp.andNot(taken)) {
			next := back
			for l := land; l.any(); l = e.step(l, d).and(empty) {
				e.path[n] = l.first()
				if e.kingJumps(l, taken, n+1, korder, promoted, next) {
					goesOn = true
				}
				next = back | 1<<d
			}
		}
		if !goesOn {
			for l := land; l.any(); l = e.step(l, d).and(empty) {
				e.path[n] = l.first()
				e.emit(l, taken, n+1, korder, promoted)
				if e.haltOnKing && victim.and(e.kings).any() {
					break // the capture ends with a king: stop right behind it
				}
			}
		}
	}
	return found
}

// emit records a complete sequence of n jumps ending on to, unless a better
// one under the precedence criteria exists or the same move is already
// recorded. A better one discards those recorded so far.
func (e *generator) emit(to, captured bb, n int, order uint32, promotes bool) {
	if len(e.prec) != 0 {
		score := e.score(captured, order)
		if score < e.best {
			return
		}
		if score > e.best {
			e.moves = e.moves[:e.base]
			if e.paths != nil {
				e.paths.Squares, e.paths.Ends = e.paths.Squares[:0], e.paths.Ends[:0]
			}
			e.piece = e.base
			e.best = score
			e.small = 0
		}
	}
	if captured.count() < e.dupMin {
		if e.counting {
			e.small++
			return
		}
	} else if !e.keepRoutes && e.isDuplicate(to.first(), captured, promotes) {
		return
	}
	var m *board.Move
	e.moves, m = push(e.moves)
	*m = board.Move{Captured: captured.toBoard(), From: e.from, To: to.first(), Promotes: promotes}
	if e.paths != nil {
		e.paths.Squares = append(e.paths.Squares, e.path[:n]...)
		e.paths.Ends = append(e.paths.Ends, len(e.paths.Squares))
	}
}

// isDuplicate reports whether the current piece already has a capture to sq
// that takes captured with the same promotion.
func (e *generator) isDuplicate(sq board.Square, captured bb, promotes bool) bool {
	for i := e.piece; i < len(e.moves); i++ {
		m := &e.moves[i]
		if m.To == sq && m.Promotes == promotes && m.Captured == captured.toBoard() {
			return true
		}
	}
	return false
}

// score packs the precedence criteria of a sequence into one number, the
// first criterion in the highest bits, so that a larger score is better.
func (e *generator) score(captured bb, order uint32) uint64 {
	var score uint64
	for _, c := range e.prec {
		switch c {
		case variant.MostPieces:
			score = score<<8 | uint64(captured.count())
		case variant.WithKing:
			score <<= 1
			if e.withKing {
				score |= 1
			}
		case variant.MostKings:
			score = score<<8 | uint64(captured.and(e.kings).count())
		case variant.EarliestKing:
			score = score<<32 | uint64(order)
		case variant.MostValue:
			// 2K+M (the pieces taken plus the kings among them) in the
			// high bits, then fewer kings: K is at most 128, so 2K+M
			// fits in 9 bits.
			k := uint64(captured.and(e.kings).count())
			score = score<<17 | (uint64(captured.count())+k)<<8 | (255 - k)
		}
	}
	return score
}
