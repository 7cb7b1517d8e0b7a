package narrow

import "github.com/draughtsgo/checkers/board"

// quiet appends the moves of p that capture nothing.
func (t *tables) quiet(p *pos, dst []board.Move) []board.Move {
	empty := t.emptyOf(p)
	promo := t.promo[p.turn]
	men := p.own.andNot(p.kings)
	for ds := t.manSteps[p.turn]; ds != 0; ds &= ds - 1 {
		d := firstDir(ds)
		back := t.shift[d]
		for to := t.step(men, d).and(empty); to.any(); to = to.rest() {
			sq := to.lowest()
			from := board.Square(int(sq.first()) - back)
			var m *board.Move
			dst, m = push(dst)
			m.SetStep(from, sq.first(), sq.and(promo).any())
		}
	}
	for k := p.own.and(p.kings); k.any(); k = k.rest() {
		king := k.lowest()
		from := king.first()
		for ds := t.kingSteps; ds != 0; ds &= ds - 1 {
			d := firstDir(ds)
			for to := t.step(king, d).and(empty); to.any(); to = t.step(to, d).and(empty) {
				var m *board.Move
				dst, m = push(dst)
				m.SetStep(from, to.first(), false)
				if !t.flying {
					break
				}
			}
		}
	}
	return dst
}

// countQuiet returns the number of moves of p that capture nothing.
func (t *tables) countQuiet(p *pos) int {
	empty := t.emptyOf(p)
	men := p.own.andNot(p.kings)
	n := 0
	for ds := t.manSteps[p.turn]; ds != 0; ds &= ds - 1 {
		n += t.step(men, firstDir(ds)).and(empty).count()
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
