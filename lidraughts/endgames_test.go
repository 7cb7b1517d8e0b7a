package lidraughts_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// scoring is a searcher that keeps the last score each search reports.
type scoring struct {
	p      *player.Builtin
	mu     sync.Mutex
	scores []int
}

func (s *scoring) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	last := 0
	m, err := s.p.Search(ctx, g, limit, func(i engine.Info) {
		last = i.Score
		if info != nil {
			info(i)
		}
	})
	s.mu.Lock()
	s.scores = append(s.scores, last)
	s.mu.Unlock()
	return m, err
}

func (s *scoring) first() (int, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.scores) == 0 {
		return 0, false
	}
	return s.scores[0], true
}

// A bot whose player has endgame databases uses them in its games: the
// game's record is kept under the variant itself, played on past the
// library's draw rules, so the player sees the variant its databases were
// built for. From W:W6:B10 (a man each, White to move) the International
// databases of two pieces give a value; the bot's first move is scored
// with exactly that value, as the player scores a database position.
func TestBotUsesTheEndgameDatabases(t *testing.T) {
	v := variant.International
	db, err := egdb.Build(v, 2, egdb.Options{})
	require.NoError(t, err)
	const fen = "W:W6:B10"
	start, err := checkers.NewFromFEN(v, fen)
	require.NoError(t, err)
	value, moves, err := db.BestMoves(start.Position())
	require.NoError(t, err)
	require.NotEmpty(t, moves)
	require.Equal(t, egdb.Win, value.Outcome, "White crowns first and catches Black's man")

	s := newFakeServer(t)
	s.newGame("egdb1", "fromPosition", fen, 60000, true)
	rec := &scoring{p: player.NewWith(player.Options{Endgames: db})}
	b := &lidraughts.Bot{
		Server: s.URL, Token: "secret", Idle: time.Second, Timeout: 2 * time.Second,
		Engine: func(ctx context.Context, v *variant.Variant) (engine.Engine, error) {
			return engine.FromSearcher("builtin", rec), nil
		},
		Log: t.Logf,
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.Run(ctx) }()
	s.sendChallenge("egdb1", "fromPosition", "clock", 60)
	waitFor(t, "the bot's first move", func() bool { _, ok := rec.first(); return ok })
	cancel()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the bot did not stop")
	}
	score, _ := rec.first()
	assert.Equal(t, engine.Win-value.Plies, score, "the databases' win in %d plies", value.Plies)
}
