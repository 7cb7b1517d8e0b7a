package egdb

import (
	"container/list"
	"sync"
)

// cache holds decoded blocks, the last used, within one budget of bytes
// for a whole database. It is split in shards by block, each with its
// lock and its share of the budget, so that probes from many goroutines
// do not wait on one lock.
type cache struct {
	shards []cacheShard
}

// cacheShard is one shard of a cache: a map of blocks and their order of
// use, the least recently used at the back.
type cacheShard struct {
	mu     sync.Mutex
	budget int64
	held   int64
	blocks map[blockKey]*list.Element
	order  list.List // of *cached
}

// blockKey names block Block of file File of a database.
type blockKey struct{ file, block int }

// cached is a decoded block, or the error of one that failed (kept so
// that a damaged block is not read again on every probe).
type cached struct {
	key   blockKey
	wdl   []byte
	plies []uint16
	err   error
	bytes int64
}

// cachedOverhead is what a block in the cache costs beyond its values: the
// entry, its map slot and list element, counted generously.
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
		c.shards[i].blocks = map[blockKey]*list.Element{}
	}
	return c
}

// shard returns the shard of k.
func (c *cache) shard(k blockKey) *cacheShard {
	h := uint64(k.file)*0x9e3779b97f4a7c15 ^ uint64(k.block)*0xbf58476d1ce4e5b9
	return &c.shards[(h>>32)%uint64(len(c.shards))]
}

// get returns the block of k, or nil.
func (c *cache) get(k blockKey) *cached {
	s := c.shard(k)
	s.mu.Lock()
	defer s.mu.Unlock()
	if e := s.blocks[k]; e != nil {
		s.order.MoveToFront(e)
		return e.Value.(*cached)
	}
	return nil
}

// put adds b, dropping the least recently used blocks to make room; a
// block larger than a shard's budget is not kept.
func (c *cache) put(b *cached) {
	b.bytes = int64(len(b.wdl)) + 2*int64(len(b.plies)) + cachedOverhead
	s := c.shard(b.key)
	s.mu.Lock()
	defer s.mu.Unlock()
	if b.bytes > s.budget || s.blocks[b.key] != nil {
		return
	}
	for s.held+b.bytes > s.budget {
		e := s.order.Back()
		old := e.Value.(*cached)
		s.order.Remove(e)
		delete(s.blocks, old.key)
		s.held -= old.bytes
	}
	s.blocks[b.key] = s.order.PushFront(b)
	s.held += b.bytes
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
