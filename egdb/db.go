package egdb

import (
	"errors"
	"fmt"
	"os"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// DB is an endgame database held in memory: the values of every position
// of a variant with up to Pieces pieces. It is safe for concurrent use
// once built.
type DB struct {
	v      *variant.Variant
	pieces int
	tables map[Material]*table     // slices held in memory (Build)
	files  map[Material]*sliceFile // slices read from files (Open)
}

// Variant returns the variant of db.
func (db *DB) Variant() *variant.Variant { return db.v }

// Pieces returns the most pieces of the positions db holds.
func (db *DB) Pieces() int { return db.pieces }

// Probe returns the value of p for its side to move, and false if db does
// not hold p: more pieces than db's, a parachutist, a man on its own
// promotion row, no side to move, or a slice file that cannot be read.
func (db *DB) Probe(p board.Position) (Value, bool) {
	if sf := db.files[MaterialOf(&p)]; sf != nil && p.Turn <= board.Black {
		i, ok := sf.slice.Index(&p)
		if !ok {
			return Value{}, false
		}
		v, err := sf.value(uint64(p.Turn)*sf.slice.Size() + i)
		return v, err == nil
	}
	c, ok := db.cell(&p)
	return c.value(), ok
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

// Open returns the database of v kept in dir by Build (Options.Dir): every
// slice file of v found there, checked whole (header and checksum), read a
// block at a time as positions are probed. Pieces is the most pieces of
// the slices found. Close it when done.
func Open(dir string, v *variant.Variant) (*DB, error) {
	if err := supported(v); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(VariantDir(dir, v))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("egdb: no slice of %s in %s", v, dir)
	}
	if err != nil {
		return nil, err
	}
	db := &DB{v: v, files: map[Material]*sliceFile{}}
	for _, e := range entries {
		m, ok := sliceMaterial(e.Name())
		if !ok {
			continue
		}
		sf, err := openSlice(dir, v.Name(), NewSlice(v, m))
		if err != nil {
			db.Close()
			return nil, err
		}
		db.files[m] = sf
		db.pieces = max(db.pieces, m.Pieces())
	}
	if len(db.files) == 0 {
		return nil, fmt.Errorf("egdb: no slice of %s in %s", v, dir)
	}
	return db, nil
}

// Close closes the files of a database made by Open; it does nothing for
// one made by Build.
func (db *DB) Close() error {
	var first error
	for _, sf := range db.files {
		if err := sf.f.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// BestMoves returns the value of p and the moves that keep it: for a win,
// the moves to a loss one ply shorter (the shortest win); for a loss, the
// moves to the longest win; for a draw, the moves that keep the draw. It
// returns false where Probe does.
func (db *DB) BestMoves(p board.Position) (Value, []board.Move, bool) {
	value, ok := db.Probe(p)
	if !ok {
		return value, nil, false
	}
	var best []board.Move
	for _, m := range movegen.Generate(db.v, p, nil) {
		child, _ := db.Probe(db.v.Apply(p, m))
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
	return value, best, true
}
