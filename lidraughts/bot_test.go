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

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/players"
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

// engines counts the engines a bot opens: how many are open now and the
// most at once, and the think times the bot gave them.
type engines struct {
	mu        sync.Mutex
	open, max int
	limits    []time.Duration
}

// counted is one engine counted by its engines: the built-in player, whose
// search is bounded by a count of positions and a depth instead of the
// time the bot gives it, so that a game's moves take the same work on a
// busy machine as on an idle one.
type counted struct {
	engine.Engine
	n *engines
}

func (n *engines) start(ctx context.Context, v *variant.Variant) (engine.Engine, error) {
	inner, err := players.Open(ctx, "builtin", v, players.Options{})
	if err != nil {
		return nil, err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.open++
	n.max = max(n.max, n.open)
	return counted{inner, n}, nil
}

func (e counted) Move(ctx context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	e.n.mu.Lock()
	e.n.limits = append(e.n.limits, limit.Time)
	e.n.mu.Unlock()
	return e.Engine.Move(ctx, g, engine.Limit{Depth: 4, Nodes: 20000})
}

func (e counted) Close() error {
	e.n.mu.Lock()
	e.n.open--
	e.n.mu.Unlock()
	return e.Engine.Close()
}

// runBot starts a bot with the built-in player on s (set as change says),
// and returns its PDN and a function that stops it and returns Run's
// error.
func runBot(t *testing.T, s *fakeServer, token string, change ...func(*lidraughts.Bot)) (*syncBuffer, func() error) {
	t.Helper()
	out := &syncBuffer{}
	var n engines
	b := &lidraughts.Bot{
		Server: s.URL, Token: token, PDN: out, Idle: time.Second, Timeout: 2 * time.Second,
		Engine: n.start,
		Log:    t.Logf,
	}
	for _, f := range change {
		f(b)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel) // a test that fails early stops the bot, so the server can close
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

// Challenges accepted, two whole games played at once and written as PDN,
// no move illegal, each think time the bot gives its engine within its
// clock, and neither game lost on time by the server's clock (of a minute:
// the test's engine does a bounded work a move, so only a hung bot runs
// out); challenges of a variant it does not know and without a clock
// declined.
func TestBotPlaysAWholeGame(t *testing.T) {
	s := newFakeServer(t)
	g := s.newGame("game1", "standard", "", 60000, true)
	other := s.newGame("game1b", "russian", "", 60000, true)
	n := &engines{}
	pdnOut, stop := runBot(t, s, "secret", func(b *lidraughts.Bot) { b.Engine = n.start })
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
	assert.NotEqual(t, "outoftime", other.status)
	assert.NotEqual(t, "outoftime", g.status)
	assert.GreaterOrEqual(t, len(g.moves), 2)
	n.mu.Lock()
	defer n.mu.Unlock()
	require.NotEmpty(t, n.limits)
	for i, d := range n.limits {
		// thinkTime: never more than half the clock left, at least 10 ms.
		assert.GreaterOrEqual(t, d, 10*time.Millisecond, "move %d", i+1)
		assert.LessOrEqual(t, d, 30*time.Second, "move %d", i+1)
	}
	assert.Zero(t, n.open, "engines left open")
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
	g := s.newGame("game2", "russian", "", 60000, true)
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
	b := &lidraughts.Bot{Server: s.URL, Token: "wrong", Engine: func(context.Context, *variant.Variant) (engine.Engine, error) {
		return nil, nil
	}}
	err := b.Run(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "401")
}
