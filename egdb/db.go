package egdb

import (
	"errors"
	"fmt"
	"os"
	"sync/atomic"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// DB is an endgame database: the values of every position of a variant
// with up to Pieces pieces, held in memory (made by [Build] without a
// folder) or read from its files ([Open]). It is safe for concurrent use.
type DB struct {
	v      *variant.Variant
	pieces int
	tables map[Material]*table // slices held in memory (Build)
	r      *reader             // slices read from files (Open)
}

// reader is the files of a database and the cache of their blocks.
type reader struct {
	wdl    map[Material]*sliceFile // outcomes
	plies  map[Material]*sliceFile // distances, where there are
	cache  *cache
	draws  *positionDraws // the draw rules inside the values, for the positions not stored
	closed atomic.Bool
}

// Variant returns the variant of db.
func (db *DB) Variant() *variant.Variant { return db.v }

// Pieces returns the most pieces of the positions db holds.
func (db *DB) Pieces() int { return db.pieces }

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
	return db.probe(&p, allPlies)
}

// ProbeWDL returns the outcome of p for its side to move, as Probe does,
// from the outcomes' files alone: it needs no distance file.
func (db *DB) ProbeWDL(p board.Position) (Outcome, error) {
	v, err := db.probe(&p, noPlies)
	return v.Outcome, err
}

// notCovered returns the error of a position db does not hold.
func notCovered(p *board.Position, why string) error {
	return fmt.Errorf("%w: %s", ErrNotCovered, why)
}

// The distances a probe looks up: none, all, or only that of an outcome
// (Win or Loss: the value has a distance if it is that outcome).
const (
	noPlies  = Outcome(10)
	allPlies = Outcome(11)
)

// probe returns p's value, with its distance as plies says.
func (db *DB) probe(p *board.Position, plies Outcome) (Value, error) {
	if p.Turn > board.Black {
		return Value{}, notCovered(p, "no side to move")
	}
	if db.r == nil {
		c, ok := db.cell(p)
		if !ok {
			return Value{}, notCovered(p, MaterialOf(p).String()+" or its men's squares")
		}
		return c.value(), nil
	}
	if db.r.closed.Load() {
		return Value{}, fmt.Errorf("%w: the database is closed", ErrIO)
	}
	m := MaterialOf(p)
	sf := db.r.wdl[m]
	if sf == nil {
		return Value{}, notCovered(p, "no slice "+m.String())
	}
	i, ok := sf.slice.Index(p)
	if !ok {
		return Value{}, notCovered(p, "a man where none stands")
	}
	var room [16]board.Move
	if caps := movegen.Captures(db.v, *p, room[:0]); len(caps) > 0 {
		return db.byMoves(p, caps, plies)
	}
	if sf.threats == int(p.Turn) && threatened(db.v, p) {
		// Not stored either: found from its moves' positions, whose
		// side to move is the other, stored (or that side can capture).
		return db.byMoves(p, movegen.Generate(db.v, *p, room[:0]), plies)
	}
	n := uint64(p.Turn)*sf.slice.Size() + i
	o, err := db.r.outcome(sf, n)
	if err != nil || o == Draw || plies == noPlies || plies != allPlies && plies != o {
		return Value{Outcome: o}, err
	}
	pf := sf.plies
	if pf == nil {
		return Value{}, notCovered(p, "no distance file of "+m.String())
	}
	if p.Turn != pf.side {
		return db.distanceByMoves(p, o)
	}
	d, err := db.r.distance(pf, i)
	return Value{Outcome: o, Plies: d}, err
}

// byMoves returns the value of p, which its file does not store, from
// moves, its legal moves: the end of the game if it has none, else the
// draw rules inside the values first, as the solver applies them
// (draws.go), then the best of its moves' positions.
func (db *DB) byMoves(p *board.Position, moves []board.Move, plies Outcome) (Value, error) {
	if c, over := gameOver(db.v, p, len(moves)); over {
		return c.value(), nil
	}
	ruled, option := db.r.draws.judge(p)
	if ruled {
		return Value{Outcome: Draw}, nil
	}
	v, err := db.resolve(p, moves, plies)
	if option && v.Outcome == Loss {
		v = Value{Outcome: Draw}
	}
	return v, err
}

// threatened reports whether the side not to move in p, whose side to
// move cannot capture, could capture if it were its turn, and the game
// would not be over: a threat, which an outcomes' file may leave out
// (encodeOutcomes).
func threatened(v *variant.Variant, p *board.Position) bool {
	var room [16]board.Move
	q := *p
	q.Turn = p.Turn.Opponent()
	return canCapture(v, &q, movegen.Captures(v, q, room[:0]))
}

// distanceByMoves returns the value of p, whose outcome is o (a win or a
// loss) and whose distance is not stored, from its moves' positions: a
// win is one ply longer than the shortest loss it leads to, a loss one
// ply longer than the longest win.
func (db *DB) distanceByMoves(p *board.Position, o Outcome) (Value, error) {
	var room [32]board.Move
	moves := movegen.Generate(db.v, *p, room[:0])
	if c, over := gameOver(db.v, p, len(moves)); over {
		return c.value(), nil
	}
	want := Loss // the children that make a win
	if o == Loss {
		want = Win
	}
	best := -1
	for _, mv := range moves {
		q := db.v.Apply(*p, mv)      // the runs of king moves too, where counted
		c, err := db.probe(&q, want) // a distance only where needed
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
		return Value{}, fmt.Errorf("%w: %v of %s has no move to keep it", ErrCorrupt, o, MaterialOf(p))
	}
	return Value{Outcome: o, Plies: best + 1}, nil
}

// resolve returns the value of p, whose legal moves are caps, from its
// children's: the best for the side to move.
func (db *DB) resolve(p *board.Position, caps []board.Move, plies Outcome) (Value, error) {
	if plies != noPlies {
		plies = allPlies // which outcome p has is not known yet
	}
	var best Value
	for k, mv := range caps {
		q := db.v.Apply(*p, mv)
		c, err := db.probe(&q, plies)
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

// outcome returns the outcome stored for node n of file sf.
func (r *reader) outcome(sf *sliceFile, n uint64) (Outcome, error) {
	b := int(n / uint64(sf.block))
	c, err := r.block(sf, b)
	if err != nil {
		return 0, err
	}
	i := n % uint64(sf.block)
	return Outcome(c.wdl[i/4] >> (2 * (i % 4)) & 3), nil
}

// distance returns the distance stored for node n of file sf.
func (r *reader) distance(sf *sliceFile, n uint64) (int, error) {
	c, err := r.block(sf, int(n/uint64(sf.block)))
	if err != nil {
		return 0, err
	}
	return int(c.plies[n%uint64(sf.block)]), nil
}

// block returns block b of sf, decoded, from the cache or the file.
func (r *reader) block(sf *sliceFile, b int) (*cached, error) {
	k := blockKey{sf.id, b}
	if c := r.cache.get(k); c != nil {
		return c, c.err
	}
	c := &cached{key: k}
	if sf.kind == kindWDL {
		c.wdl, c.err = sf.decodeWDL(b)
	} else {
		c.plies, c.err = sf.decodePlies(b)
	}
	if c.err != nil && errors.Is(c.err, ErrIO) {
		return nil, c.err // may pass: not kept
	}
	r.cache.put(c)
	return c, c.err
}

// cell returns p's cell, and whether db holds p.
func (db *DB) cell(p *board.Position) (cell, bool) {
	if p.Turn > board.Black {
		return 0, false
	}
	t := db.tables[MaterialOf(p)]
	if t == nil {
		return 0, false
	}
	i, ok := t.slice.Index(p)
	if !ok {
		return 0, false
	}
	return t.values[p.Turn][i], true
}

// Open returns the database of v kept in dir by Build (Options.Dir): the
// slice files of v found there, of which it reads only the headers (the
// blocks are read as positions are probed, each checked against its
// checksum then). A slice's distance file may be missing: its positions'
// outcomes are there, their distances not. Pieces is the most pieces of
// the slices found. Options.CacheBytes bounds the decoded blocks kept
// (DefaultCacheBytes when zero); Open takes no other option. Close it
// when done.
//
// Open refuses a file that is not a regular file (a FIFO would block), a
// file of an old format ([ErrOldFormat]) and one whose header is not
// that of its slice ([ErrCorrupt]).
func Open(dir string, v *variant.Variant, o ...Options) (*DB, error) {
	if err := supported(v); err != nil {
		return nil, err
	}
	var opt Options
	if len(o) > 0 {
		opt = o[0]
	}
	entries, err := os.ReadDir(VariantDir(dir, v))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("egdb: no slice of %s in %s", v, dir)
	}
	if err != nil {
		return nil, err
	}
	budget := opt.CacheBytes
	if budget <= 0 {
		budget = DefaultCacheBytes
	}
	db := &DB{v: v, r: &reader{wdl: map[Material]*sliceFile{}, plies: map[Material]*sliceFile{}, cache: newCache(budget), draws: newPositionDraws(v)}}
	for _, e := range entries {
		m, ok := sliceMaterial(e.Name())
		if !ok {
			continue
		}
		if err := db.r.open(dir, v, m); err != nil {
			db.Close()
			return nil, err
		}
		db.pieces = max(db.pieces, m.Pieces())
	}
	if len(db.r.wdl) == 0 {
		return nil, fmt.Errorf("egdb: no slice of %s in %s", v, dir)
	}
	return db, nil
}

// open opens the files of slice m of v in dir, the distances' if there.
func (r *reader) open(dir string, v *variant.Variant, m Material) error {
	s := NewSlice(v, m)
	sf, err := openFile(slicePath(dir, v.Name(), m), kindWDL, v.Name(), s)
	if err != nil {
		return err
	}
	sf.id = 2 * len(r.wdl)
	r.wdl[m] = sf
	pf, err := openFile(pliesPath(dir, v.Name(), m), kindPlies, v.Name(), s)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if sf.threats == int(pf.side) {
		// The prober would go round in a circle: the distances of the
		// side whose threats are left out are never kept.
		pf.f.Close()
		return fmt.Errorf("%w: %s: the distances of the side whose threats %s leaves out", ErrCorrupt, pf.path, sf.path)
	}
	pf.id = sf.id + 1
	r.plies[m] = pf
	sf.plies = pf
	return nil
}

// Close closes the files of a database made by Open; it does nothing for
// one made by Build without a folder. Probes after Close fail with ErrIO.
func (db *DB) Close() error {
	if db.r == nil {
		return nil
	}
	db.r.closed.Store(true)
	var errs []error
	for _, files := range []map[Material]*sliceFile{db.r.wdl, db.r.plies} {
		for _, sf := range files {
			errs = append(errs, sf.f.Close())
		}
	}
	return errors.Join(errs...)
}

// BestMoves returns the value of p and the moves that keep it: for a win,
// the moves to a loss one ply shorter (the shortest win); for a loss, the
// moves to the longest win; for a draw, the moves that keep the draw. It
// fails where Probe fails for p or for any child of p: no move is chosen
// from a value not read.
func (db *DB) BestMoves(p board.Position) (Value, []board.Move, error) {
	value, err := db.Probe(p)
	if err != nil {
		return value, nil, err
	}
	var best []board.Move
	for _, m := range movegen.Generate(db.v, p, nil) {
		child, err := db.Probe(db.v.Apply(p, m))
		if err != nil {
			return Value{}, nil, fmt.Errorf("egdb: after %v: %w", m, err)
		}
		var keeps bool
		switch value.Outcome {
		case Win:
			keeps = child.Outcome == Loss && child.Plies == value.Plies-1
		case Loss:
			keeps = child.Outcome == Win && child.Plies == value.Plies-1
		default:
			keeps = child.Outcome == Draw
		}
		if keeps {
			best = append(best, m)
		}
	}
	return value, best, nil
}
