package narrow

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
)

// quiet appends the moves of p that capture nothing. It makes room for
// them once, by a bound (quietBound), and then writes each one into its
// slot: no test of the slice's capacity per move. A list that is reused
// (perft's, a caller's) grows to the bound once; an empty one is given
// room for exactly the moves, which countQuiet counts.
func (t *tables) quiet(p *pos, turn board.Color, dst []board.Move) []board.Move {
	empty := t.emptyOf(p)
	men := p.own.andNot(p.kings).andNot(p.paras)
	kings := p.own.and(p.kings)
	n := len(dst)
	if k := t.quietBound(men, kings, turn); cap(dst)-n < k {
		if cap(dst) == 0 {
			k = t.countQuiet(p, turn)
		}
		dst = slices.Grow(dst, k)
	}
	out := dst[n:cap(dst)]
	i := t.steps(out, men.andNot(t.barred[turn]), empty, turn)
	if t.lines {
		i = t.lineMoves(out, i, men, empty, turn)
	}
	for ; kings.any(); kings = kings.rest() {
		king := kings.lowest()
		from := king.first()
		for ds := t.kingSteps; ds != 0; ds &= ds - 1 {
			d := firstDir(ds)
			for to := t.step(king, d).and(empty); to.any(); to = t.step(to, d).and(empty) {
				out[i] = board.Move{From: from, To: to.first()}
				i++
				if !t.flying {
					break
				}
			}
		}
	}
	return dst[:n+i]
}

// steps writes the steps of the men of steppers to squares of empty into
// out, by direction and then by square, and returns how many it wrote.
func (t *tables) steps(out []board.Move, steppers, empty bb, turn board.Color) int {
	promo := t.promo[turn]
	i := 0
	for ds := t.manSteps[turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		back := t.shift[d]
		for to := t.step(steppers, d).and(empty); to.any(); to = to.rest() {
			s := to.first()
			out[i] = board.Move{From: board.Square(int(s) - back), To: s, Promotes: one(s).and(promo).any()}
			i++
		}
	}
	return i
}

// lineMoves writes the moves of the lines of men (tables.lines) into out
// from index i on, by direction, and returns the index past the last.
func (t *tables) lineMoves(out []board.Move, i int, men, empty bb, turn board.Color) int {
	promo := t.promo[turn]
	for ds := t.manSteps[turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		back := t.shift[d]
		// The men k squares behind a man that can step, with men all the
		// way between, are the rear men of lines that advance to its
		// target, k+1 steps ahead of them.
		rears := t.step(t.step(men, d).and(empty), d.Opposite()).and(men)
		for k := 1; ; k++ {
			rears = t.step(rears, d.Opposite()).and(men)
			if rears.none() {
				break
			}
			for r := rears; r.any(); r = r.rest() {
				from := r.first()
				to := board.Square(int(from) + (k+1)*back)
				out[i] = board.Move{From: from, To: to, Promotes: one(to).and(promo).any()}
				i++
			}
		}
	}
	return i
}

// menSteps appends the moves of p, whose side to move has men only, if
// none of them can capture, and reports whether it did: Generate's path
// for the most common positions, which needs neither the capture search's
// state nor its calls. Only where tables.plain and not tables.lines.
func (t *tables) menSteps(p *pos, turn board.Color, dst []board.Move) ([]board.Move, bool) {
	empty := t.emptyOf(p)
	if t.menJumps(p, turn, empty).and(p.own).any() {
		return dst, false
	}
	steppers := p.own.andNot(t.barred[turn])
	n := len(dst)
	if k := steppers.count() * t.stepDirs[turn]; cap(dst)-n < k {
		dst = slices.Grow(dst, k)
	}
	return dst[:n+t.steps(dst[n:cap(dst)], steppers, empty, turn)], true
}

// quietBound returns a bound on the number of quiet moves of the men and
// the kings of the side to move: a man makes at most one step in each of
// its directions and, with lines of men, is the rear man of at most one
// line in each; a king makes at most kingMoves (see tables).
func (t *tables) quietBound(men, kings bb, turn board.Color) int {
	perMan := t.stepDirs[turn]
	if t.lines {
		perMan *= 2
	}
	return men.count()*perMan + kings.count()*t.kingMoves
}

// perftQuiet is perft below the quiet moves of p, each made as soon as it
// is found rather than listed; depth is the depth below them. It makes the
// moves quiet lists, but lines of men.
func (e *generator) perftQuiet(p *pos, turn board.Color, depth int, bulk bool, plies [][]board.Move) uint64 {
	empty := e.emptyOf(p)
	promo := e.promo[turn]
	steppers := p.own.andNot(p.kings).andNot(p.paras).andNot(e.barred[turn])
	next := turn.Opponent()
	var n uint64
	for ds := e.manSteps[turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		back := d.Opposite()
		for to := e.step(steppers, d).and(empty); to.any(); to = to.rest() {
			sq := to.lowest()
			moved := sq.or(e.step(sq, back))
			n += e.below(pos{own: p.opp, opp: p.own.xor(moved), kings: p.kings.or(sq.and(promo)), paras: p.paras}, next, depth, bulk, plies)
		}
	}
	for k := p.own.and(p.kings); k.any(); k = k.rest() {
		king := k.lowest()
		for ds := e.kingSteps; ds != 0; ds &= ds - 1 {
			d := firstDir(ds)
			for to := e.step(king, d).and(empty); to.any(); to = e.step(to, d).and(empty) {
				moved := king.or(to)
				n += e.below(pos{own: p.opp, opp: p.own.xor(moved), kings: p.kings.xor(moved), paras: p.paras}, next, depth, bulk, plies)
				if !e.flying {
					break
				}
			}
		}
	}
	return n
}

// countLeaves is bulk perft two plies below p: each move of p is made and
// the moves of the position it leads to counted. It repeats perftQuiet and
// perft's capture loop with count in place of below, so that the calls
// bulk counting makes most (one per parent of leaves) skip perft's frame.
// The same test in below itself would serve bulk as well, but its values
// would take registers from perftQuiet's loops, which making every move
// runs.
func (e *generator) countLeaves(p *pos, turn board.Color, plies [][]board.Move) uint64 {
	next := turn.Opponent()
	var n uint64
	count := func(q pos) {
		var k int
		plies[1], k = e.count(&q, next, plies[1])
		n += uint64(k)
	}
	moves := e.captures(p, turn, plies[0][:0])
	plies[0] = moves
	if len(moves) > 0 {
		for i := range moves {
			if moves[i].Promotes && e.crownWins {
				continue // over
			}
			count(e.apply(p, &moves[i]))
		}
		return n
	}
	empty := e.emptyOf(p)
	promo := e.promo[turn]
	steppers := p.own.andNot(p.kings).andNot(p.paras).andNot(e.barred[turn])
	for ds := e.manSteps[turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		back := d.Opposite()
		for to := e.step(steppers, d).and(empty).andNot(e.crownOver[turn]); to.any(); to = to.rest() {
			sq := to.lowest()
			moved := sq.or(e.step(sq, back))
			count(pos{own: p.opp, opp: p.own.xor(moved), kings: p.kings.or(sq.and(promo)), paras: p.paras})
		}
	}
	for k := p.own.and(p.kings); k.any(); k = k.rest() {
		king := k.lowest()
		for ds := e.kingSteps; ds != 0; ds &= ds - 1 {
			d := firstDir(ds)
			for to := e.step(king, d).and(empty); to.any(); to = e.step(to, d).and(empty) {
				moved := king.or(to)
				count(pos{own: p.opp, opp: p.own.xor(moved), kings: p.kings.xor(moved), paras: p.paras})
				if !e.flying {
					break
				}
			}
		}
	}
	return n
}

// captureLeaves is countLeaves where p has captures, listed in plies[0]:
// each is made and the moves of the position it leads to counted, by the
// board's own code where it can (shapedCount). The boards' own countLeaves
// call it (flat_*.go); countLeaves itself keeps the loop, a call fewer for
// the variants whose captures are many.
func (e *generator) captureLeaves(p *pos, turn board.Color, plies [][]board.Move) uint64 {
	next := turn.Opponent()
	var n uint64
	for i := range plies[0] {
		if plies[0][i].Promotes && e.crownWins {
			continue // over
		}
		q := e.apply(p, &plies[0][i])
		var k int
		plies[1], k = e.shapedCount(&q, next, plies[1])
		n += uint64(k)
	}
	return n
}

// countQuiet returns the number of moves of p that capture nothing.
func (t *tables) countQuiet(p *pos, turn board.Color) int {
	empty := t.emptyOf(p)
	men := p.own.andNot(p.kings).andNot(p.paras)
	steppers := men.andNot(t.barred[turn])
	ds := t.manSteps[turn]
	n := 0
	// The directions one by one, each step with constant table offsets,
	// as in manJumpers.
	if ds&(1<<board.NorthEast) != 0 {
		n += t.step(steppers, board.NorthEast).and(empty).count()
	}
	if ds&(1<<board.NorthWest) != 0 {
		n += t.step(steppers, board.NorthWest).and(empty).count()
	}
	if ds&(1<<board.SouthEast) != 0 {
		n += t.step(steppers, board.SouthEast).and(empty).count()
	}
	if ds&(1<<board.SouthWest) != 0 {
		n += t.step(steppers, board.SouthWest).and(empty).count()
	}
	if ds&board.Orthogonals != 0 {
		n += t.countOrthogonal(steppers, empty, ds)
	}
	if t.lines {
		n += t.countLines(men, empty, ds)
	}
	kings := p.own.and(p.kings)
	if kings.none() {
		return n
	}
	// Rays of different kings never share a square in one direction (the
	// king behind is blocked by the one in front), so they count together.
	for ds := t.kingSteps; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		for to := t.step(kings, d).and(empty); to.any(); to = t.step(to, d).and(empty) {
			n += to.count()
			if !t.flying {
				break
			}
		}
	}
	return n
}

// countOrthogonal returns the number of orthogonal steps of the men of
// steppers in the directions of ds to squares of empty.
func (t *tables) countOrthogonal(steppers, empty bb, ds board.DirSet) int {
	n := 0
	if ds&(1<<board.North) != 0 {
		n += t.step(steppers, board.North).and(empty).count()
	}
	if ds&(1<<board.East) != 0 {
		n += t.step(steppers, board.East).and(empty).count()
	}
	if ds&(1<<board.South) != 0 {
		n += t.step(steppers, board.South).and(empty).count()
	}
	if ds&(1<<board.West) != 0 {
		n += t.step(steppers, board.West).and(empty).count()
	}
	return n
}

// countLines returns the number of line moves of men in the directions
// of ds: those of every line of two or more men whose front man can step
// to a square of empty.
func (t *tables) countLines(men, empty bb, ds board.DirSet) int {
	n := 0
	for ; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		rears := t.step(t.step(men, d).and(empty), d.Opposite()).and(men)
		for rears.any() {
			rears = t.step(rears, d.Opposite()).and(men)
			n += rears.count()
		}
	}
	return n
}

// opening appends the lifts of Konane's first two moves and reports
// whether p is in the opening: on a full board the side to move lifts one
// of its stones from its opening squares; with one square empty, one of its
// stones next to that square.
func (t *tables) opening(p *pos, turn board.Color, dst []board.Move) ([]board.Move, bool) {
	empty := t.emptyOf(p)
	var lift bb
	switch {
	case empty.none():
		lift = p.own.and(t.liftFirst[turn])
	case empty.rest().none():
		for ds := t.liftNext; ds != 0; ds &= ds - 1 {
			lift = lift.or(t.step(empty, firstDir(ds)))
		}
		lift = lift.and(p.own)
	default:
		return dst, false
	}
	for ; lift.any(); lift = lift.rest() {
		s := lift.first()
		var m *board.Move
		dst, m = push(dst)
		*m = board.Move{From: s, To: s, Lift: true}
	}
	return dst, true
}
