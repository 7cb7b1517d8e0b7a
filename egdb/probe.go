package egdb

import (
	"fmt"
	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// Probe returns the value of p for its side to move. Its error tells
// apart a position db does not hold ([ErrNotCovered]: more pieces than
// db's, a material whose file is missing, a man on its own promotion row,
// no side to move, a distance where the slice's distance file is
// missing), a damaged file ([ErrCorrupt]) and a file that cannot be read
// ([ErrIO]); with an error, the value means nothing.
//
// A position whose side to move can capture is not stored in a file: its
// value is found from its captures' positions, probed in turn.
func (db *DB) Probe(p board.Position) (Value, error) {
	st := stacks.Get().(*moveStack)
	v, err := db.probe(p, allPlies, st)
	st.put()
	return v, err
}

// ProbeWDL returns the outcome of p for its side to move, as Probe does,
// from the outcomes' files alone: it needs no distance file.
func (db *DB) ProbeWDL(p board.Position) (Outcome, error) {
	st := stacks.Get().(*moveStack)
	v, err := db.probe(p, noPlies, st)
	st.put()
	return v.Outcome, err
}

// moveStack holds the moves of the positions a probe goes through, one
// after the other: each takes room at its end and gives it back when done,
// so that a probe allocates nothing once its stack has grown. (Moves on
// the stack of the goroutine would be moved to the heap: they go to the
// move generator through a function value.)
type moveStack struct{ moves []board.Move }

// stacks are the probes' move stacks, kept for the next.
var stacks = sync.Pool{New: func() any { return &moveStack{moves: make([]board.Move, 0, 256)} }}

// put gives st back to stacks, empty.
func (st *moveStack) put() {
	st.moves = st.moves[:0]
	stacks.Put(st)
}

// generate returns the legal moves of p, or its captures alone, on st;
// st.moves[:top] gives them back.
func (st *moveStack) generate(v *variant.Variant, p *board.Position, capturesOnly bool) (moves []board.Move, top int) {
	top = len(st.moves)
	if capturesOnly {
		st.moves = movegen.Captures(v, *p, st.moves)
	} else {
		st.moves = movegen.Generate(v, *p, st.moves)
	}
	return st.moves[top:], top
}

// notCovered returns the error of a position db does not hold.
func notCovered(why string) error {
	return fmt.Errorf("%w: %s", ErrNotCovered, why)
}

// The distances a probe looks up: none, all, or only that of an outcome
// (Win or Loss: the value has a distance if it is that outcome).
const (
	noPlies  = Outcome(10)
	allPlies = Outcome(11)
)

// probe returns p's value, with its distance as plies says. It takes p by
// value, as its callees do: a position whose address went round the
// recursion would be moved to the heap.
func (db *DB) probe(p board.Position, plies Outcome, st *moveStack) (Value, error) {
	if p.Turn > board.Black {
		return Value{}, notCovered("no side to move")
	}
	if db.r == nil {
		c, ok := db.cell(&p)
		if !ok {
			return Value{}, notCovered(MaterialOf(&p).String() + " or its men's squares")
		}
		return c.value(), nil
	}
	if db.r.closed.Load() {
		return Value{}, fmt.Errorf("%w: the database is closed", ErrIO)
	}
	m := MaterialOf(&p)
	sf := db.r.wdl[m]
	if sf == nil {
		return Value{}, notCovered("no slice " + m.String())
	}
	i, ok := sf.slice.Index(&p)
	if !ok {
		return Value{}, notCovered("a man where none stands")
	}
	if caps, top := st.generate(db.v, &p, true); len(caps) > 0 {
		v, err := db.byMoves(p, caps, plies, st)
		st.moves = st.moves[:top]
		return v, err
	}
	if sf.threats == int(p.Turn) && threatened(db.v, p, st) {
		// Not stored either: found from its moves' positions, whose
		// side to move is the other, stored (or that side can capture).
		moves, top := st.generate(db.v, &p, false)
		v, err := db.byMoves(p, moves, plies, st)
		st.moves = st.moves[:top]
		return v, err
	}
	n := uint64(p.Turn)*sf.slice.Size() + i
	o, err := db.r.outcome(sf, n)
	if err != nil || o == Draw || plies == noPlies || plies != allPlies && plies != o {
		return Value{Outcome: o}, err
	}
	pf := sf.plies
	if pf == nil {
		return Value{}, notCovered("no distance file of " + m.String())
	}
	if p.Turn != pf.side {
		return db.distanceByMoves(p, o, st)
	}
	d, err := db.r.distance(pf, i)
	return Value{Outcome: o, Plies: d}, err
}

// byMoves returns the value of p, which its file does not store, from
// moves, its legal moves: the end of the game if it has none, else the
// draw rules inside the values first, as the solver applies them
// (draws.go), then the best of its moves' positions.
func (db *DB) byMoves(p board.Position, moves []board.Move, plies Outcome, st *moveStack) (Value, error) {
	if c, over := gameOver(db.v, &p, len(moves)); over {
		return c.value(), nil
	}
	ruled, option := db.r.draws.judge(&p)
	if ruled {
		return Value{Outcome: Draw}, nil
	}
	v, err := db.resolve(p, moves, plies, st)
	if option && v.Outcome == Loss {
		v = Value{Outcome: Draw}
	}
	return v, err
}

// threatened reports whether the side not to move in p, whose side to
// move cannot capture, could capture if it were its turn, and the game
// would not be over: a threat, which an outcomes' file may leave out
// (encodeOutcomeBlock).
func threatened(v *variant.Variant, p board.Position, st *moveStack) bool {
	p.Turn = p.Turn.Opponent()
	caps, top := st.generate(v, &p, true)
	threat := canCapture(v, &p, caps)
	st.moves = st.moves[:top]
	return threat
}

// distanceByMoves returns the value of p, whose outcome is o (a win or a
// loss) and whose distance is not stored, from its moves' positions: a
// win is one ply longer than the shortest loss it leads to, a loss one
// ply longer than the longest win.
func (db *DB) distanceByMoves(p board.Position, o Outcome, st *moveStack) (Value, error) {
	moves, top := st.generate(db.v, &p, false)
	defer func() { st.moves = st.moves[:top] }()
	if c, over := gameOver(db.v, &p, len(moves)); over {
		return c.value(), nil
	}
	want := Loss // the children that make a win
	if o == Loss {
		want = Win
	}
	best := -1
	for _, mv := range moves {
		// The runs of king moves too, where counted; a distance only
		// where needed.
		c, err := db.probe(db.v.Apply(p, mv), want, st)
		if err != nil {
			return Value{}, err
		}
		if c.Outcome != want {
			continue
		}
		if best < 0 || o == Win && c.Plies < best || o == Loss && c.Plies > best {
			best = c.Plies
		}
	}
	if best < 0 {
		return Value{}, fmt.Errorf("%w: %v of %s has no move to keep it", ErrCorrupt, o, MaterialOf(&p))
	}
	return Value{Outcome: o, Plies: best + 1}, nil
}

// resolve returns the value of p, whose legal moves are caps, from its
// children's: the best for the side to move.
func (db *DB) resolve(p board.Position, caps []board.Move, plies Outcome, st *moveStack) (Value, error) {
	if plies != noPlies {
		plies = allPlies // which outcome p has is not known yet
	}
	var best Value
	for k, mv := range caps {
		c, err := db.probe(db.v.Apply(p, mv), plies, st)
		if err != nil {
			return Value{}, err
		}
		v := Value{Plies: c.Plies + 1}
		switch c.Outcome {
		case Win:
			v.Outcome = Loss
		case Loss:
			v.Outcome = Win
		default:
			v = Value{}
		}
		if k == 0 || better(v, best) {
			best = v
		}
	}
	if plies == noPlies {
		best.Plies = 0
	}
	return best, nil
}

// better reports whether a is better than b for the side to move: a
// shorter win, a draw rather than a loss, a longer loss.
func better(a, b Value) bool {
	rank := func(v Value) int {
		switch v.Outcome {
		case Win:
			return 2
		case Draw:
			return 1
		}
		return 0
	}
	switch ra, rb := rank(a), rank(b); {
	case ra != rb:
		return ra > rb
	case a.Outcome == Win:
		return a.Plies < b.Plies
	case a.Outcome == Loss:
		return a.Plies > b.Plies
	}
	return false
}
