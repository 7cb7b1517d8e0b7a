package lidraughts

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/search"
	"github.com/draughtsgo/checkers/variant"
)

// idleEngine is an engine that is never asked to move here.
type idleEngine struct{}

func (idleEngine) Name() string                                               { return "idle" }
func (idleEngine) NewGame(context.Context, *checkers.Game, board.Color) error { return nil }
func (idleEngine) Move(context.Context, *checkers.Game, search.Limit) (board.Move, error) {
	return board.Move{}, search.ErrNoMoves
}
func (idleEngine) GameOver(context.Context, *checkers.Game) error { return nil }
func (idleEngine) Close() error                                   { return nil }

// The server decides when a game ends: two kings going back and forth
// (46-41 1-6 41-46 6-1, three times) repeat the start a third time after 8
// plies, which ends an International game by the library's draw rules, yet
// the server plays on, and the bot's record takes every move: it plays on
// under International itself, saying where its draw rules ended it.
func TestGameTakesMovesPastTheLibrarysDrawRules(t *testing.T) {
	b := &Bot{id: "gobot", Engine: func(context.Context, *variant.Variant) (search.Engine, error) { return idleEngine{}, nil }}
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
