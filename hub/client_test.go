package hub

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hang bounds every call of the tests that could hang on a broken client:
// generous, so that only a hang, never a loaded machine, fails a test. A
// test of a short wait makes every other wait longer than hang, so that
// the call returning within hang shows that the short one ended it.
const hang = 30 * time.Second

// returns runs f and reports whether it returned within hang.
func returns(f func()) bool {
	returned := make(chan struct{})
	go func() {
		defer close(returned)
		f()
	}()
	select {
	case <-returned:
		return true
	case <-time.After(hang):
		return false
	}
}

// startEngine starts the test binary as an engine that behaves as how
// says (see TestMain).
func startEngine(t *testing.T, how string, v *variant.Variant, timeout time.Duration) (*Client, error) {
	t.Helper()
	t.Setenv(engineEnv, how)
	ctx, cancel := context.WithTimeout(context.Background(), 4*hang)
	defer cancel()
	var c *Client
	var err error
	require.True(t, returns(func() { c, err = Start(ctx, os.Args[0], nil, Options{Variant: v, Timeout: timeout}) }), "Start did not return within %v", hang)
	if c != nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, err
}

// A whole game of English checkers between two sides of one engine
// process, every move checked by the Game.
func TestClientPlaysAGame(t *testing.T) {
	v := variant.English
	c, err := startEngine(t, "first", v, 10*time.Second)
	require.NoError(t, err)
	assert.Equal(t, "first", c.Name())
	assert.Equal(t, "tests", c.ID.Author)
	require.Len(t, c.Params, 1)
	assert.Equal(t, "variant", c.Params[0].Name)
	require.NoError(t, c.Ping(context.Background()))

	g := checkers.New(v)
	require.NoError(t, c.NewGame(context.Background(), g, v.FirstToMove()))
	var infos []engine.Info
	for ply := 0; ply < 200 && !g.Result().Over(); ply++ {
		m, err := c.Search(context.Background(), g, engine.Limit{Depth: 1}, func(i engine.Info) { infos = append(infos, i) })
		require.NoError(t, err, "ply %d", ply)
		require.NoError(t, g.Play(m))
		// The engine's report names the move it plays.
		last := infos[len(infos)-1]
		require.Len(t, last.PV, 1)
		assert.Equal(t, m, last.PV[0])
		assert.Equal(t, 25, last.Score)
	}
	assert.Positive(t, g.Ply())
	require.NoError(t, c.Close())
	require.NoError(t, c.Close(), "a second Close does nothing")
}

// The client sends the position after the last irreversible move with
// the king moves since.
func TestClientSendsKingMoves(t *testing.T) {
	v := variant.English
	// White's man on 24 and king on 32, Black's king on 1 and man on 9,
	// far from each other: no capture in the moves below.
	g, err := checkers.NewFromFEN(v, "W:WK32,24:BK1,9")
	require.NoError(t, err)
	c := &Client{v: v}
	for _, text := range []string{"32-27", "1-6", "24-20"} {
		require.NoError(t, g.PlayText(text))
	}
	// 24-20 is a man's move: nothing before it counts.
	l := c.posLine(g)
	assert.False(t, l.Has("moves"))
	require.NoError(t, g.PlayText("6-10"))
	l = c.posLine(g)
	moves, _ := l.Get("moves")
	assert.Equal(t, "6-10", moves)
	pos, _ := l.Get("pos")
	assert.Equal(t, FormatPosition(v, g.Positions()[3]), pos)
}

func TestClientHungEngine(t *testing.T) {
	c, err := startEngine(t, "hang", international, 300*time.Millisecond)
	require.NoError(t, err)
	require.True(t, returns(func() {
		_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Time: 100 * time.Millisecond}, nil)
	}), "Search did not return within %v", hang)
	assert.ErrorIs(t, err, ErrTimeout)
}

func TestClientMuteEngine(t *testing.T) {
	_, err := startEngine(t, "mute", international, 300*time.Millisecond)
	assert.ErrorIs(t, err, ErrTimeout, "the timeout, not Start's context of 4*hang, ends the wait")
}

func TestClientDeadEngine(t *testing.T) {
	c, err := startEngine(t, "die", international, 5*time.Second)
	require.NoError(t, err)
	_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Depth: 1}, nil)
	assert.ErrorIs(t, err, ErrExited)
}

func TestClientIllegalMove(t *testing.T) {
	c, err := startEngine(t, "illegal", international, 5*time.Second)
	require.NoError(t, err)
	_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Depth: 1}, nil)
	assert.ErrorIs(t, err, ErrIllegalMove)
}

func TestClientNoSuchProgram(t *testing.T) {
	_, err := Start(context.Background(), "/no/such/engine", nil, Options{})
	assert.Error(t, err)
}

// A search cancelled by its context sends "stop" and returns the
// engine's move all the same.
func TestClientCancel(t *testing.T) {
	c, err := startEngine(t, "first", international, 5*time.Second)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := checkers.New(international)
	m, err := c.Search(ctx, g, engine.Limit{Depth: 1}, nil)
	require.NoError(t, err)
	assert.NoError(t, g.Play(m))
}

// An interrupted program does not wait the client's whole timeout for an
// engine that ignores "stop": with a timeout of twice hang, a search of a
// hung engine cancelled after 100 ms gives up 2 s after its "stop"
// (stopGrace), and Close takes no longer; a wait for the timeout would
// fail the test.
func TestClientCancelHungEngine(t *testing.T) {
	c, err := startEngine(t, "hang", international, 2*hang)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	require.True(t, returns(func() {
		_, err = c.Search(ctx, checkers.New(international), engine.Limit{Time: 4 * hang}, nil)
	}), "Search did not return within %v", hang)
	assert.ErrorIs(t, err, ErrTimeout)
	assert.True(t, returns(func() { c.Close() }), "Close did not return within %v", hang)
}

// A node limit reaches the engine as "level nodes=N", which the engine
// side reads into the searcher's Limit: the "limit" engine reports the
// nodes it was allowed (a time limit would report its milliseconds
// instead, 1000 for the one second the client sends when it has no
// limit it can state).
func TestClientSendsNodeLimit(t *testing.T) {
	v := variant.International
	c, err := startEngine(t, "limit", v, 10*time.Second)
	require.NoError(t, err)
	g := checkers.New(v)
	require.NoError(t, c.NewGame(context.Background(), g, v.FirstToMove()))
	var got engine.Info
	_, err = c.Search(context.Background(), g, engine.Limit{Nodes: 4321}, func(i engine.Info) { got = i })
	require.NoError(t, err)
	assert.Equal(t, uint64(4321), got.Nodes)
	assert.Zero(t, got.Depth)
}
