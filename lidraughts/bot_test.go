package lidraughts_test

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/match"
	"github.com/draughtsgo/checkers/search"
	"github.com/draughtsgo/checkers/variant"
)

// syncBuffer is a buffer the bot writes and the test reads at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// runBot starts a bot with the built-in player on s, and returns its PDN
// and a function that stops it and returns Run's error.
func runBot(t *testing.T, s *fakeServer, token string) (*syncBuffer, func() error) {
	t.Helper()
	out := &syncBuffer{}
	b := &lidraughts.Bot{
		Server: s.URL, Token: token, PDN: out, Idle: time.Second, Timeout: 2 * time.Second,
		Engine: func(ctx context.Context, v *variant.Variant) (search.Engine, error) {
			return match.Open(ctx, "builtin", v, match.OpenOptions{})
		},
		Log: t.Logf,
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.Run(ctx) }()
	return out, func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(30 * time.Second):
			t.Fatal("the bot did not stop")
			return nil
		}
	}
}

// waitFor waits up to 30 s for cond.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("waited 30 s for %s", what)
}

// Challenges accepted, two whole games played at once on a clock of 0.3 s
// (each move sent well within it, none illegal) and written as PDN;
// challenges of a variant it does not know and without a clock declined.
func TestBotPlaysAWholeGame(t *testing.T) {
	s := newFakeServer(t)
	g := s.newGame("game1", "standard", "", 300, true)
	other := s.newGame("game1b", "russian", "", 300, true)
	pdnOut, stop := runBot(t, s, "secret")
	s.sendChallenge("chess1", "chess960", "clock", 60)
	s.sendChallenge("corr1", "standard", "correspondence", 0)
	s.sendChallenge("game1", "standard", "clock", 60)
	s.sendChallenge("game1b", "russian", "clock", 60)
	waitFor(t, "both games' PDN", func() bool {
		text := pdnOut.String()
		return strings.Contains(text, `game1"]`) && strings.Contains(text, `game1b"]`)
	})
	require.ErrorIs(t, stop(), context.Canceled)

	assert.Equal(t, "decline", s.answer("chess1"))
	assert.Equal(t, "decline", s.answer("corr1"))
	assert.Equal(t, "accept", s.answer("game1"))
	assert.Equal(t, "accept", s.answer("game1b"))
	s.mu.Lock()
	defer s.mu.Unlock()
	assert.Empty(t, s.illegal)
	assert.NotEqual(t, "started", other.status)
	assert.NotEqual(t, "started", g.status)
	assert.GreaterOrEqual(t, len(g.moves), 2)
	for i, d := range g.movedAt {
		assert.Less(t, d, 300*time.Millisecond, "move %d", i+1)
	}
	text := pdnOut.String()
	assert.Contains(t, text, `[Site "`+s.URL+`/game1"]`)
	assert.Contains(t, text, `[White "GoBot"]`)
	assert.Contains(t, text, `[Black "George"]`)
	if g.status == "draw" {
		assert.Contains(t, text, `[Result "1-1"]`)
	}
}

// The event stream drops after its first line and the game's stream after
// its first: the bot opens both again and plays the game out.
func TestBotReconnects(t *testing.T) {
	s := newFakeServer(t)
	s.dropEvent = 1
	g := s.newGame("game2", "russian", "", 300, true)
	g.drops = 1
	pdnOut, stop := runBot(t, s, "secret")
	s.sendChallenge("game2", "russian", "clock", 180)
	waitFor(t, "the game's PDN", func() bool { return bytes.Contains([]byte(pdnOut.String()), []byte(`game2"]`)) })
	require.ErrorIs(t, stop(), context.Canceled)
	assert.Equal(t, "accept", s.answer("game2"))
	s.mu.Lock()
	defer s.mu.Unlock()
	assert.Empty(t, s.illegal)
	assert.NotEqual(t, "started", g.status)
}

// The other player aborts the game before its first move (the bot plays
// Black and White never moves): the bot ends it, its record unfinished.
func TestBotAbortedGame(t *testing.T) {
	s := newFakeServer(t)
	g := s.newGame("game3", "fromPosition", "W:W31,32:B19,20", 60000, false)
	pdnOut, stop := runBot(t, s, "secret")
	s.sendChallenge("game3", "fromPosition", "clock", 60)
	waitFor(t, "the game to start", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return !g.sentAt.IsZero()
	})
	s.end(g, "aborted")
	waitFor(t, "the game's PDN", func() bool { return bytes.Contains([]byte(pdnOut.String()), []byte(`game3"]`)) })
	require.ErrorIs(t, stop(), context.Canceled)
	text := pdnOut.String()
	assert.Contains(t, text, `[Black "GoBot"]`)
	assert.Contains(t, text, `[Result "*"]`)
	assert.Contains(t, text, `[FEN "W:W31,32:B19,20"]`)
}

// A token the server refuses ends Run at once with the server's answer.
func TestBotBadToken(t *testing.T) {
	s := newFakeServer(t)
	b := &lidraughts.Bot{Server: s.URL, Token: "wrong", Engine: func(context.Context, *variant.Variant) (search.Engine, error) {
		return nil, nil
	}}
	err := b.Run(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "401")
}
