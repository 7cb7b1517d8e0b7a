package lidraughts

import "time"

// pendingFor is how long an accepted challenge holds a place among the
// games the bot plays while its game has not started. The server starts
// the game as it takes the acceptance and says so on the event stream
// (again, for every game under way, when the stream is opened again), so a
// place held longer is a game that will not start.
const pendingFor = time.Minute

// The places: the games the bot plays and the challenges it accepted whose
// game has not started both count against MaxGames. lidraughts names a
// challenge's game with the challenge's id.

// reserve holds a place for the challenge id the bot is about to accept,
// and reports whether there was one (or it already held one for id).
func (b *Bot) reserve(id string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.expire()
	if _, ok := b.pending[id]; ok {
		return true
	}
	if b.playing[id] || len(b.playing)+len(b.pending) >= b.maxGames() {
		return false
	}
	b.pending[id] = time.Now()
	return true
}

// unreserve gives back the place of challenge id, whose game will not
// start: the acceptance failed, or the challenger cancelled it.
func (b *Bot) unreserve(id string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.pending, id)
}

// expire drops the places held longer than pendingFor (b.mu held).
func (b *Bot) expire() {
	for id, at := range b.pending {
		if time.Since(at) > pendingFor {
			delete(b.pending, id)
		}
	}
}

// start takes a place for game id, which the server says has started:
// the place its challenge held, or a free one. It reports whether the bot
// is to play it, and, when not, whether that is because every place is
// taken (rather than because it already plays id).
func (b *Bot) start(id string) (play, full bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.playing[id] {
		return false, false
	}
	if _, ok := b.pending[id]; ok {
		delete(b.pending, id)
	} else if b.expire(); len(b.playing)+len(b.pending) >= b.maxGames() {
		return false, true
	}
	b.playing[id] = true
	return true, false
}

// end gives back game id's place.
func (b *Bot) end(id string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.playing, id)
}

func (b *Bot) maxGames() int {
	if b.MaxGames > 0 {
		return b.MaxGames
	}
	return 4
}
