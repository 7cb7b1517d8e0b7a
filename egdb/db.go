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
	mem    map[Material]*table // the slices of a build in memory (Build without a folder)
	r      *reader             // the slices read from files (Open)
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
	slot := &sf.slots[b]
	if c := get(slot); c != nil {
		return c, c.err
	}
	c := &cached{slot: slot}
	if sf.kind == kindWDL {
		c.wdl, c.err = sf.decodeWDL(b)
	} else {
		c.plies, c.err = sf.decodePlies(b)
	}
	if c.err != nil && errors.Is(c.err, ErrIO) {
		return nil, c.err // may pass: not kept
	}
	c = r.cache.put(c, uint64(sf.id)<<32|uint64(b))
	return c, c.err
}

// cell returns p's cell, and whether db holds p.
func (db *DB) cell(p *board.Position) (cell, bool) {
	if p.Turn > board.Black {
		return 0, false
	}
	t := db.mem[MaterialOf(p)]
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
