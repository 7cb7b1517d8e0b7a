package egdb

// CacheHeld returns the bytes of decoded blocks db's cache holds.
func CacheHeld(db *DB) int64 {
	if db.r == nil {
		return 0
	}
	return db.r.cache.held()
}
