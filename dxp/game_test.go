package dxp_test

import (
	"context"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// maxPlies ends the games of the tests that have not ended by then.
const maxPlies = 200

// counting counts the searches of a searcher.
type counting struct {
	engine.Searcher
	n int
}

func (c *counting) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	c.n++
	return c.Searcher.Search(ctx, g, limit, info)
}

// serveOne serves searcher on the first connection to ln, in the
// background; the channel gets what Serve returns.
func serveOne(t *testing.T, ctx context.Context, ln net.Listener, searcher engine.Searcher, opts dxp.Options) <-chan error {
	t.Helper()
	accepted := acceptOne(t, ln)
	done := make(chan error, 1)
	go func() {
		conn, ok := <-accepted
		if !ok {
			done <- net.ErrClosed
			return
		}
		done <- dxp.Serve(ctx, searcher, conn, opts)
	}()
	return done
}

// drive plays g against the engine e, which plays side, the other side
// playing random moves here: every move the engine returns must be legal.
// It stops when the game is over or after plies, and ends the game.
func drive(t *testing.T, ctx context.Context, e *dxp.Client, g *checkers.Game, side board.Color, local engine.Searcher, plies int) {
	t.Helper()
	require.NoError(t, e.NewGame(ctx, g, side))
	for g.Ply() < plies && !g.Result().Over() {
		var m board.Move
		var err error
		if g.Position().Turn == side {
			m, err = e.Move(ctx, g, engine.Limit{})
		} else {
			m, err = local.Search(ctx, g, engine.Limit{}, nil)
		}
		require.NoError(t, err, "ply %d", g.Ply()+1)
		require.NoError(t, g.Play(m), "ply %d", g.Ply()+1)
	}
	require.NoError(t, e.GameOver(ctx, g))
}

// TestClientAgainstServe plays games between a Client driven from Go and
// a searcher served as a follower, on a loopback socket: one with each
// colour, then one from a position of a game already under way.
func TestClientAgainstServe(t *testing.T) {
	ctx := testContext(t)
	ln := listen(t)
	served := serveOne(t, ctx, ln, newRandom(11), quick("Follower"))

	e, err := dxp.Dial(ctx, ln.Addr().String(), quick("Driver"))
	require.NoError(t, err)
	assert.Contains(t, e.Name(), "127.0.0.1")

	local := newRandom(12)
	over := 0
	for _, side := range []board.Color{board.White, board.Black, board.Black} {
		g := checkers.New(variant.International)
		drive(t, ctx, e, g, side, local, maxPlies)
		assert.Equal(t, "Follower", e.Name())
		if g.Result().Over() {
			over++
		}
	}
	// A game that starts from the position after a few moves.
	g := checkers.New(variant.International)
	for _, text := range []string{"32-28", "19-23", "28x19", "14x23"} {
		require.NoError(t, g.PlayText(text))
	}
	drive(t, ctx, e, g, board.White, local, maxPlies)
	// A game cut short, with no result: the driver ends it on either turn.
	drive(t, ctx, e, checkers.New(variant.International), board.Black, local, 9)
	drive(t, ctx, e, checkers.New(variant.International), board.Black, local, 10)

	require.NoError(t, e.Close())
	require.NoError(t, wait(t, served))
	t.Logf("%d of 3 games ended by the rules within %d plies", over, maxPlies)
}

// TestInitiateAgainstServe has two searchers play each other over DXP,
// one as the initiator, one as the follower, two games with the colours
// swapped.
func TestInitiateAgainstServe(t *testing.T) {
	ctx := testContext(t)
	ln := listen(t)
	follower := quick("Follower")
	served := serveOne(t, ctx, ln, newRandom(21), follower)

	initiator := quick("Initiator")
	initiator.Games = 2
	initiator.FollowerColor = board.Black
	initiator.Minutes, initiator.Moves = 1, -1
	searcher := &counting{Searcher: newRandom(22)}
	require.NoError(t, dxp.Connect(ctx, searcher, ln.Addr().String(), initiator))
	require.NoError(t, wait(t, served))
	assert.Greater(t, searcher.n, 20, "the initiator's moves in two games")
}

func TestInitiateRefused(t *testing.T) {
	ctx := testContext(t)
	client, server := pair(t)
	done := make(chan error, 1)
	go func() { done <- dxp.Initiate(ctx, newRandom(1), client, quick("I")) }()
	p := newPeer(t, server)
	req := p.read().(dxp.GameRequest)
	assert.Equal(t, "I", req.Name)
	assert.Equal(t, board.White, req.FollowerColor)
	assert.Equal(t, dxp.DefaultMinutes, req.Minutes)
	assert.Equal(t, dxp.DefaultMoves, req.Moves)
	p.send(dxp.GameAccept{Name: "Grumpy", Code: dxp.RefusedAll})
	err := wait(t, done)
	var refused *dxp.RefusedError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, "Grumpy", refused.Accept.Name)
	assert.Equal(t, dxp.RefusedAll, refused.Accept.Code)
}
