package egdb

import (
	"sync"
	"sync/atomic"
)

// cache holds decoded blocks within one budget of bytes for a whole
// database. A block in the cache hangs from its file's slot for it
// (sliceFile.slots), so that a probe finds it with one atomic load and no
// lock; a hit only marks the block as used. Blocks come in and go out
// under the lock of one of the cache's shards (chosen by block), each
// with its share of the budget: when a shard is full, its clock hand goes
// round its blocks, clearing the mark of those used since it last passed
// and dropping the first it finds unmarked (the CLOCK policy, close to
// dropping the least recently used, without a list to reorder on every
// hit).
type cache struct {
	shards []cacheShard
}

// cacheShard is one shard of a cache: its blocks, in the order its clock
// hand visits them.
type cacheShard struct {
	mu     sync.Mutex
	budget int64
	held   int64
	ring   []*cached
	hand   int
}

// cached is a decoded block, or the error of one that failed (kept so
// that a damaged block is not read again on every probe).
type cached struct {
	slot  *atomic.Pointer[cached] // where its file holds it
	used  atomic.Bool             // probed since the clock hand last passed
	wdl   []byte
	plies []uint16
	err   error
	bytes int64
}

// cachedOverhead is what a block in the cache costs beyond its values: the
// entry and its place in the ring, counted generously.
const cachedOverhead = 256

// DefaultCacheBytes is the cache of decoded blocks a database read from
// files keeps when Options.CacheBytes is zero.
const DefaultCacheBytes = 64 << 20

// minShardBytes is the least budget of a shard: room for a few of the
// largest decoded blocks (distances, 2 bytes a position).
const minShardBytes = 8 * 2 * pliesBlock

// newCache returns a cache of budget bytes.
func newCache(budget int64) *cache {
	n := int(min(16, max(1, budget/minShardBytes)))
	c := &cache{shards: make([]cacheShard, n)}
	for i := range c.shards {
		c.shards[i].budget = budget / int64(n)
	}
	return c
}

// get returns the block in slot, or nil.
func get(slot *atomic.Pointer[cached]) *cached {
	b := slot.Load()
	if b != nil && !b.used.Load() {
		b.used.Store(true)
	}
	return b
}

// put puts b in its slot, first dropping blocks to make room, and returns
// the block the slot holds: b, or one another goroutine put first. A block
// larger than a shard's budget is returned but not kept. id tells the
// blocks of the database apart, to spread them over the shards.
func (c *cache) put(b *cached, id uint64) *cached {
	b.bytes = int64(len(b.wdl)) + 2*int64(len(b.plies)) + cachedOverhead
	s := &c.shards[(id*0x9e3779b97f4a7c15>>32)%uint64(len(c.shards))]
	s.mu.Lock()
	defer s.mu.Unlock()
	if old := b.slot.Load(); old != nil {
		return old
	}
	if b.bytes > s.budget {
		return b
	}
	for s.held+b.bytes > s.budget {
		s.hand %= len(s.ring)
		old := s.ring[s.hand]
		if old.used.Load() {
			old.used.Store(false)
			s.hand++
			continue
		}
		old.slot.Store(nil)
		s.held -= old.bytes
		last := len(s.ring) - 1
		s.ring[s.hand] = s.ring[last]
		s.ring[last] = nil
		s.ring = s.ring[:last]
	}
	s.ring = append(s.ring, b)
	s.held += b.bytes
	b.slot.Store(b)
	return b
}

// held returns the bytes the cache holds.
func (c *cache) held() int64 {
	var n int64
	for i := range c.shards {
		s := &c.shards[i]
		s.mu.Lock()
		n += s.held
		s.mu.Unlock()
	}
	return n
}
