package egdb

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
)

// Verify reads every block of every file of a database made by Open,
// checks it against its checksum and decodes it, without the cache. It
// returns how many blocks it read, and an error naming each block that
// fails (wrapping ErrCorrupt or ErrIO), nil if every one is whole. A
// database in memory has no block: 0, nil.
func (db *DB) Verify() (int, error) {
	if db.r == nil {
		return 0, nil
	}
	var errs []error
	blocks := 0
	for _, files := range []map[Material]*sliceFile{db.r.wdl, db.r.plies} {
		mats := slices.SortedFunc(maps.Keys(files), func(a, b Material) int {
			return cmp.Compare(a.String(), b.String())
		})
		for _, m := range mats {
			sf := files[m]
			for b := range len(sf.sums) {
				var err error
				if sf.kind == kindWDL {
					_, err = sf.decodeWDL(b)
				} else {
					_, err = sf.decodePlies(b)
				}
				blocks++
				if err != nil {
					errs = append(errs, err)
				}
			}
		}
	}
	if len(errs) > 0 {
		return blocks, fmt.Errorf("egdb: %d of %d blocks fail: %w", len(errs), blocks, errors.Join(errs...))
	}
	return blocks, nil
}
