package lidraughts

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// idleEngine is an engine that is never asked to move here.
type idleEngine struct{}

func (idleEngine) Name() string                                               { return "idle" }
func (idleEngine) NewGame(context.Context, *checkers.Game, board.Color) error { return nil }
func (idleEngine) Move(context.Context, *checkers.Game, engine.Limit) (board.Move, error) {
	return board.Move{}, engine.ErrNoMoves
}
func (idleEngine) GameOver(context.Context, *checkers.Game) error { return nil }
func (idleEngine) Close() error                                   { return nil }

// The server decides when a game ends: two kings going back and forth
// (46-41 1-6 41-46 6-1, three times) repeat the start a third time after 8
// plies, which ends an International game by the library's draw rules, yet
// the server plays on, and the bot's record takes every move: it plays on
// under International itself, saying where its draw rules ended it.
func TestGameTakesMovesPastTheLibrarysDrawRules(t *testing.T) {
	b := &Bot{id: "gobot", Engine: func(context.Context, *variant.Variant) (engine.Engine, error) { return idleEngine{}, nil }}
	g := &botGame{bot: b, id: "g", sent: -1}
	require.NoError(t, g.setUp(context.Background(), "fromPosition", "W:WK46:BK1", "george", "gobot"))
	moves := strings.Repeat("4641 0106 4146 0601 ", 3)
	require.NoError(t, g.update(context.Background(), state{Moves: moves, Status: "started"}))
	assert.False(t, g.done)
	assert.Len(t, g.moves, 12)
	assert.Equal(t, 12, g.game.Ply())
	assert.False(t, g.game.Result().Over())
	assert.Same(t, variant.International, g.game.Variant())
	end, ok := g.game.RulesEnd()
	assert.True(t, ok)
	assert.Equal(t, 8, end.Ply)
}

// firstEngine plays the first legal move and keeps the limits it is given.
type firstEngine struct {
	idleEngine
	limits *[]engine.Limit
}

func (e firstEngine) Move(_ context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	*e.limits = append(*e.limits, limit)
	return g.LegalMoves()[0], nil
}

// movingGame is an International game from the start, the bot White, its
// engine firstEngine, on a server that takes every move; it returns the
// game, the limits the engine is given and the moves sent.
func movingGame(t *testing.T) (*botGame, *[]engine.Limit, func() []string) {
	var mu sync.Mutex
	var sent []string
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		sent = append(sent, r.Method+" "+r.URL.Path)
	}))
	t.Cleanup(server.Close)
	limits := &[]engine.Limit{}
	b := &Bot{id: "gobot", Server: server.URL, Engine: func(context.Context, *variant.Variant) (engine.Engine, error) {
		return firstEngine{limits: limits}, nil
	}}
	g := &botGame{bot: b, id: "g", sent: -1}
	require.NoError(t, g.setUp(context.Background(), "standard", "", "gobot", "george"))
	return g, limits, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(sent)
	}
}

// The server's move list changes to another of the same length, the bot
// to move in both: 32-28 19-23 becomes 31-27 18-22. It is another game, in
// which the bot has not moved yet, so it moves; the same state sent again
// does not make it move twice.
func TestGameMovesWhenItsMovesChangeButNotTheirNumber(t *testing.T) {
	g, _, sent := movingGame(t)
	ctx := context.Background()
	require.NoError(t, g.update(ctx, state{Moves: "3228 1923", Status: "started", Wtime: 60000, Btime: 60000}))
	require.Len(t, sent(), 1)
	require.NoError(t, g.update(ctx, state{Moves: "3228 1923", Status: "started", Wtime: 60000, Btime: 60000}))
	require.Len(t, sent(), 1, "a state repeated")
	require.NoError(t, g.update(ctx, state{Moves: "3127 1822", Status: "started", Wtime: 60000, Btime: 60000}))
	assert.Len(t, sent(), 2)
	assert.Equal(t, []string{"3127", "1822"}, g.moves)
}

// A clock in milliseconds too long for a time.Duration is read as the
// longest clock, not wrapped: 18,446,744,073,710 ms is 2^64 ns and 448,384
// ns more, which wrapped is a clock of 0.45 ms, on which the bot would think
// its least, 10 ms; read as 10,000 hours, the bot thinks a thirtieth of it
// (less than half of it, so not cut to half).
func TestGameReadsAnOverlongClockAsTheLongest(t *testing.T) {
	g, limits, _ := movingGame(t)
	require.NoError(t, g.update(context.Background(), state{Status: "started", Wtime: 18446744073710, Btime: 60000}))
	require.Len(t, *limits, 1)
	assert.Equal(t, 10000*time.Hour/30, (*limits)[0].Time)
}
