package dxp_test

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// startClient returns a Client on one end of a loopback connection and a
// scripted follower on the other.
func startClient(t *testing.T, opts dxp.Options) (*dxp.Client, *peer) {
	t.Helper()
	client, server := pair(t)
	e := dxp.NewClient(client, opts)
	t.Cleanup(func() { _ = e.Close() })
	return e, newPeer(t, server)
}

// async runs f in the background; the channel gets its error.
func async(f func() error) <-chan error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	return done
}

// newGame starts g with the engine playing side, the scripted follower
// accepting; it returns the request the follower received.
func newGame(t *testing.T, ctx context.Context, e *dxp.Client, p *peer, g *checkers.Game, side board.Color) dxp.GameRequest {
	t.Helper()
	done := async(func() error { return e.NewGame(ctx, g, side) })
	req := p.read().(dxp.GameRequest)
	p.send(dxp.GameAccept{Name: "Script"})
	require.NoError(t, wait(t, done))
	return req
}

func TestClientRequest(t *testing.T) {
	ctx := testContext(t)
	opts := quick("Driver")
	opts.Minutes, opts.Moves = 90, -1
	e, p := startClient(t, opts)
	assert.Equal(t, engine.ID{}, e.ID, "no identity before the peer's GAMEACC")
	g := checkers.New(variant.International)
	req := newGame(t, ctx, e, p, g, board.Black)
	assert.Equal(t, dxp.GameRequest{Version: "01", Name: "Driver", FollowerColor: board.Black, Minutes: 90}, req)
	assert.Equal(t, engine.ID{Name: "Script"}, e.ID)
	assert.Equal(t, "Script", e.Name())

	// A game under way is sent as its position, the one in progress ended
	// first.
	require.NoError(t, g.PlayText("32-28"))
	done := async(func() error { return e.NewGame(ctx, g, board.White) })
	assert.Equal(t, dxp.GameEnd{}, p.read())
	p.send(dxp.GameEnd{})
	req = p.read().(dxp.GameRequest)
	p.send(dxp.GameAccept{Name: "Script"})
	require.NoError(t, wait(t, done))
	want, err := dxp.SetupOf(g.Position())
	require.NoError(t, err)
	require.NotNil(t, req.Setup)
	assert.Equal(t, want, *req.Setup)
	assert.Equal(t, board.Black, req.Setup.Turn)
}

func TestClientSendsMovesAndTakesReplies(t *testing.T) {
	ctx := testContext(t)
	var mu sync.Mutex
	var chats []string
	opts := quick("Driver")
	opts.OnChat = func(text string) {
		mu.Lock()
		defer mu.Unlock()
		chats = append(chats, text)
	}
	e, p := startClient(t, opts)
	g := checkers.New(variant.International)
	newGame(t, ctx, e, p, g, board.Black)
	require.NoError(t, g.PlayText("32-28"))

	type result struct {
		m   board.Move
		err error
	}
	moved := make(chan result, 1)
	go func() {
		m, err := e.Move(ctx, g, engine.Limit{Time: time.Second})
		moved <- result{m, err}
	}()
	assert.Equal(t, dxp.Move{From: 32, To: 28}, p.read())
	p.send(dxp.Chat{Text: "thinking"})
	p.send(dxp.BackupRequest{Move: 1, Turn: board.White})
	assert.Equal(t, dxp.BackupAccept{Code: dxp.BackupNotSupported}, p.read())
	p.send(dxp.Move{Time: 3, From: 19, To: 23})
	r := <-moved
	require.NoError(t, r.err)
	require.NoError(t, g.Play(r.m))
	require.NoError(t, g.PlayText("28x19"))

	// The capture goes out with its captured piece.
	go func() {
		m, err := e.Move(ctx, g, engine.Limit{})
		moved <- result{m, err}
	}()
	assert.Equal(t, dxp.Move{From: 28, To: 19, Captured: []int{23}}, p.read())
	p.send(dxp.Move{From: 14, To: 23})
	r = <-moved
	require.NoError(t, r.err)
	require.NoError(t, g.Play(r.m))

	mu.Lock()
	assert.Equal(t, []string{"thinking"}, chats)
	mu.Unlock()

	// Taking a move back leaves the game behind what the peer knows.
	_, err := g.Undo()
	require.NoError(t, err)
	_, err = g.Undo()
	require.NoError(t, err)
	_, err = e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, dxp.ErrOutOfSync)
}

func TestClientIllegalMove(t *testing.T) {
	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	g := checkers.New(variant.International)
	newGame(t, ctx, e, p, g, board.White)
	p.send(dxp.Move{From: 31, To: 22})
	_, err := e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, dxp.ErrIllegalMove)
	assert.Contains(t, err.Error(), "Script")

	// The match gives the game to the Go side, and the engine says so.
	require.NoError(t, g.Resign(board.White))
	done := async(func() error { return e.GameOver(ctx, g) })
	assert.Equal(t, dxp.GameEnd{Reason: dxp.ReasonWin}, p.read())
	p.send(dxp.GameEnd{})
	require.NoError(t, wait(t, done))
}

func TestClientPeerEndsGame(t *testing.T) {
	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	g := checkers.New(variant.International)
	newGame(t, ctx, e, p, g, board.White)
	p.send(dxp.GameEnd{Reason: dxp.ReasonLoss, Stop: true})
	_, err := e.Move(ctx, g, engine.Limit{})
	var end *dxp.EndError
	require.ErrorAs(t, err, &end)
	assert.ErrorIs(t, err, dxp.ErrGameEnded)
	assert.Equal(t, dxp.GameEnd{Reason: dxp.ReasonLoss, Stop: true}, end.End)
	assert.Equal(t, dxp.GameEnd{}, p.read())

	// Nothing more to say, and no game to move in.
	require.NoError(t, e.GameOver(ctx, g))
	_, err = e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, dxp.ErrNoGame)
}

// TestClientGameOverByRules: the Go side's last move ends the game on the
// peer's turn; the peer gets it and ends the game itself.
func TestClientGameOverByRules(t *testing.T) {
	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	g, err := checkers.NewFromFEN(variant.International, "W:W32:B28")
	require.NoError(t, err)
	newGame(t, ctx, e, p, g, board.Black)
	require.NoError(t, g.PlayText("32x23"))
	require.True(t, g.Result().Over())

	done := async(func() error { return e.GameOver(ctx, g) })
	assert.Equal(t, dxp.Move{From: 32, To: 23, Captured: []int{28}}, p.read())
	p.send(dxp.GameEnd{Reason: dxp.ReasonLoss})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	require.NoError(t, wait(t, done))
}

func TestClientRefused(t *testing.T) {
	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	done := async(func() error { return e.NewGame(ctx, checkers.New(variant.International), board.White) })
	_ = p.read()
	p.send(dxp.GameAccept{Name: "Picky", Code: dxp.RefusedGame})
	err := wait(t, done)
	var refused *dxp.RefusedError
	require.ErrorAs(t, err, &refused)
	assert.Equal(t, dxp.RefusedGame, refused.Accept.Code)
}

func TestClientRejectsGames(t *testing.T) {
	ctx := testContext(t)
	e, _ := startClient(t, quick("Driver"))
	err := e.NewGame(ctx, checkers.New(variant.English), board.White)
	assert.ErrorIs(t, err, dxp.ErrVariant)

	over, err := checkers.NewFromFEN(variant.International, "W:W:B1")
	require.NoError(t, err)
	assert.ErrorIs(t, e.NewGame(ctx, over, board.White), checkers.ErrGameOver)

	_, err = e.Move(ctx, checkers.New(variant.International), engine.Limit{})
	assert.ErrorIs(t, err, dxp.ErrNoGame)
}

func TestClientWrongTurn(t *testing.T) {
	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	g := checkers.New(variant.International)
	newGame(t, ctx, e, p, g, board.Black)
	_, err := e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, dxp.ErrOutOfSync)
}

func TestClientSilentPeer(t *testing.T) {
	ctx := testContext(t)
	opts := quick("Driver")
	opts.Timeout = 100 * time.Millisecond
	opts.MoveTimeout = 100 * time.Millisecond
	e, p := startClient(t, opts)
	start := time.Now()
	err := e.NewGame(ctx, checkers.New(variant.International), board.White)
	assert.ErrorIs(t, err, dxp.ErrTimeout)
	assert.Less(t, time.Since(start), hang)

	// It answers late: the engine reads on from there.
	_ = p.read()
	p.send(dxp.GameAccept{Name: "Slow"})
	g := checkers.New(variant.International)
	done := async(func() error { return e.NewGame(ctx, g, board.White) })
	_ = p.read()
	require.NoError(t, wait(t, done), "the late GAMEACC answers the second request")

	// Silent instead of moving.
	start = time.Now()
	_, err = e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, dxp.ErrTimeout)
	assert.Less(t, time.Since(start), hang)

	// Silent instead of acknowledging the end.
	start = time.Now()
	assert.ErrorIs(t, e.GameOver(ctx, g), dxp.ErrTimeout)
	assert.Less(t, time.Since(start), hang)
}

func TestClientPeerCloses(t *testing.T) {
	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	g := checkers.New(variant.International)
	newGame(t, ctx, e, p, g, board.White)
	require.NoError(t, p.c.Close())
	_, err := e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, io.EOF)
	assert.Error(t, e.GameOver(ctx, g))
}

func TestClientCancel(t *testing.T) {
	e, p := startClient(t, quick("Driver"))
	g := checkers.New(variant.International)
	newGame(t, testContext(t), e, p, g, board.White)
	ctx, cancel := context.WithCancel(testContext(t))
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err := e.Move(ctx, g, engine.Limit{})
	assert.ErrorIs(t, err, context.Canceled)

	// Closing in a game tells the peer that no game follows.
	require.NoError(t, e.Close())
	assert.Equal(t, dxp.GameEnd{Stop: true}, p.read())
}

func TestDialFails(t *testing.T) {
	ln := listen(t)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	_, err := dxp.Dial(testContext(t), addr, dxp.Options{})
	assert.Error(t, err)
	assert.Error(t, dxp.Connect(testContext(t), newRandom(1), addr, dxp.Options{}))
}

// The peer's clock is the game request's: its whole time before its first
// move, and a new period of it after each Moves moves of its own; no game,
// no clock. A wait that the caller's deadline cuts short says how long it
// really waited, not the wait the clock allowed.
func TestClientPeerClock(t *testing.T) {
	ctx := testContext(t)
	opts := quick("Driver")
	opts.MoveTimeout = 0 // the wait comes from the peer's clock
	opts.Minutes, opts.Moves = 1, 2
	e, p := startClient(t, opts)
	_, ok := e.TimeLeft()
	assert.False(t, ok, "no game, no clock")
	g := checkers.New(variant.International)
	newGame(t, ctx, e, p, g, board.White)
	left, ok := e.TimeLeft()
	require.True(t, ok)
	assert.Equal(t, time.Minute, left, "nothing used yet")

	// The peer (White) plays 31-26 and 32-27, the Go side 20-24 and
	// 19-23.
	peerMoves := []dxp.Move{{From: 31, To: 26}, {From: 32, To: 27}}
	for i, reply := range []string{"20-24", "19-23"} {
		done := async(func() error {
			bm, err := e.Move(ctx, g, engine.Limit{})
			if err == nil {
				err = g.Play(bm)
			}
			return err
		})
		if i > 0 {
			_ = p.read().(dxp.Move) // the Go side's move
		}
		p.send(peerMoves[i])
		require.NoError(t, wait(t, done))
		require.NoError(t, g.PlayText(reply))
	}
	left, ok = e.TimeLeft()
	require.True(t, ok)
	// Two moves of the peer began a second minute: more than one is left,
	// whatever the two took on a loopback (far less than a minute).
	assert.Greater(t, left, time.Minute)

	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	_, err := e.Move(short, g, engine.Limit{})
	require.ErrorIs(t, err, dxp.ErrTimeout)
	// The clock allowed minutes; the wait lasted as long as the deadline
	// let it, which the message says.
	_, waited, found := strings.Cut(err.Error(), "(waited ")
	require.True(t, found, err.Error())
	d, perr := time.ParseDuration(strings.TrimSuffix(waited, ")"))
	require.NoError(t, perr, err.Error())
	assert.Less(t, d, hang, err.Error())
}
