package lidraughts_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/variant"
)

// A flood: 200 challenges and 300 games the server starts on its own, with
// a limit of 3 games. Every game the bot accepts stays under way (it plays
// Black and the server's White never moves), so it accepts the first 3
// challenges and no more, declines the other 197, and aborts the 300 games
// it did not accept; once its 3 games end it accepts 3 of 100 challenges
// more. At no time do more than 3 game streams or engines run. (The bot
// reads its events in turn: once it answers a last challenge, it has
// handled every event before it.)
func TestBotGameLimitUnderAFlood(t *testing.T) {
	const limit = 3
	s := newFakeServer(t)
	for i := range 300 {
		s.newGame(fmt.Sprintf("c%03d", i), "standard", "", 60000, false)
		s.newGame(fmt.Sprintf("s%03d", i), "standard", "", 60000, false)
	}
	n := &engines{}
	_, stop := runBot(t, s, "secret", func(b *lidraughts.Bot) {
		b.MaxGames = limit
		b.Engine = n.start
		b.Log = nil // 500 lines of little use
	})
	for i := range 200 {
		s.sendChallenge(fmt.Sprintf("c%03d", i), "standard", "clock", 60)
	}
	for i := range 300 {
		s.events <- fmt.Sprintf(`{"type":"gameStart","game":{"id":"s%03d"}}`, i)
	}
	s.sendChallenge("last1", "standard", "clock", 60)
	waitFor(t, "the flood's answers", func() bool { return s.answer("last1") != "" })
	s.mu.Lock()
	accepts, aborts := s.accepts, len(s.aborts)
	s.mu.Unlock()
	require.Equal(t, limit, accepts)
	require.Equal(t, 300, aborts)
	waitFor(t, "the games' streams", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.streams == limit
	})
	s.mu.Lock()
	var started []*fakeGame
	for id, answer := range s.answers {
		if answer == "accept" {
			started = append(started, s.games[id])
		}
	}
	s.mu.Unlock()

	for _, g := range started {
		s.end(g, "aborted")
	}
	waitFor(t, "the games to end", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		n.mu.Lock()
		defer n.mu.Unlock()
		return s.streams == 0 && n.open == 0
	})
	for i := 200; i < 300; i++ {
		s.sendChallenge(fmt.Sprintf("c%03d", i), "standard", "clock", 60)
	}
	s.sendChallenge("last2", "standard", "clock", 60)
	waitFor(t, "the second flood's answers", func() bool { return s.answer("last2") != "" })
	waitFor(t, "the new games' streams", func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.streams == limit
	})
	require.ErrorIs(t, stop(), context.Canceled)

	s.mu.Lock()
	defer s.mu.Unlock()
	n.mu.Lock()
	defer n.mu.Unlock()
	assert.Equal(t, 2*limit, s.accepts)
	assert.Len(t, s.aborts, 300)
	assert.LessOrEqual(t, s.maxStreams, limit)
	assert.LessOrEqual(t, n.max, limit)
	assert.Zero(t, n.open)
}

// runOnce runs a bot on s until Run returns (a hang guard of 30 s), and
// returns its error.
func runOnce(t *testing.T, s *fakeServer) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b := &lidraughts.Bot{Server: s.URL, Token: "secret", Log: t.Logf,
		Engine: func(context.Context, *variant.Variant) (engine.Engine, error) { return nil, nil }}
	return b.Run(ctx)
}

// An account whose title is not "BOT" is refused at the start, saying why.
func TestBotRefusesAnAccountThatIsNotABot(t *testing.T) {
	s := newFakeServer(t)
	s.title = "GM"
	err := runOnce(t, s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a bot account")
	assert.Contains(t, err.Error(), `"GM"`)
}

// The server refuses the event stream for good (lidraughts' answer to an
// account that is not a bot account): Run ends with its message instead of
// asking again forever.
func TestBotStopsWhenTheServerRefusesForGood(t *testing.T) {
	s := newFakeServer(t)
	s.refuseEvents = `{"error":"This endpoint can only be used with a Bot account."}`
	err := runOnce(t, s)
	require.Error(t, err)
	assert.NotErrorIs(t, err, context.DeadlineExceeded)
	assert.Contains(t, err.Error(), "can only be used with a Bot account")
	assert.Contains(t, err.Error(), "400")
}

// Clocks are checked before they are multiplied: 9,223,372,037 s (292
// years) is the least count of seconds whose nanoseconds pass 2^63, so
// that time.Duration wraps it to a negative clock, below -max-time's 10
// minutes; an increment of that many seconds wraps the same way. Both are
// declined; a clock of 5 minutes is accepted.
func TestBotDeclinesClocksOutOfRange(t *testing.T) {
	s := newFakeServer(t)
	_, stop := runBot(t, s, "secret", func(b *lidraughts.Bot) { b.MaxTime = 10 * time.Minute })
	s.sendChallenge("long", "standard", "clock", 9223372037)
	s.events <- `{"type":"challenge","challenge":{"id":"inc","challenger":{"id":"george"},"variant":{"key":"standard"},"timeControl":{"type":"clock","limit":60,"increment":9223372037}}}`
	s.sendChallenge("fine", "standard", "clock", 300)
	waitFor(t, "the answers", func() bool { return s.answer("fine") != "" })
	require.ErrorIs(t, stop(), context.Canceled)
	assert.Equal(t, "decline", s.answer("long"))
	assert.Equal(t, "decline", s.answer("inc"))
	assert.Equal(t, "accept", s.answer("fine"))
}
