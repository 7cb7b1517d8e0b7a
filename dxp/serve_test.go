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

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
)

// startServe serves a random searcher on one end of a loopback connection
// and returns a scripted initiator on the other, with the channel of
// Serve's result.
func startServe(t *testing.T, ctx context.Context, opts dxp.Options) (*peer, <-chan error) {
	t.Helper()
	client, server := pair(t)
	done := make(chan error, 1)
	go func() { done <- dxp.Serve(ctx, newRandom(5), server, opts) }()
	return newPeer(t, client), done
}

// request is the initiator's game request of the scripted tests.
func request(follower board.Color) dxp.GameRequest {
	return dxp.GameRequest{Version: dxp.Version, Name: "Script", FollowerColor: follower, Minutes: 1, Moves: 0}
}

func TestServeIllegalMove(t *testing.T) {
	p, done := startServe(t, testContext(t), quick("F"))
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F", Code: dxp.Accepted}, p.read())
	p.send(dxp.Move{From: 32, To: 23})
	assert.Equal(t, dxp.GameEnd{Reason: dxp.ReasonNone, Stop: true}, p.read())
	err := wait(t, done)
	assert.ErrorIs(t, err, dxp.ErrIllegalMove)
	assert.Contains(t, err.Error(), "32-23")
}

func TestServeRefusals(t *testing.T) {
	p, done := startServe(t, testContext(t), quick("F"))

	old := request(board.White)
	old.Version = "00"
	p.send(old)
	assert.Equal(t, dxp.GameAccept{Name: "F", Code: dxp.RefusedVersion}, p.read())

	// White to move with no piece: the game is over before it starts.
	var empty dxp.Setup
	for i := range empty.Squares {
		empty.Squares[i] = 'e'
	}
	empty.Squares[0] = 'Z'
	over := request(board.White)
	over.Setup = &empty
	p.send(over)
	assert.Equal(t, dxp.GameAccept{Name: "F", Code: dxp.RefusedGame}, p.read())

	crowned := dxp.StartSetup()
	crowned.Squares[0] = 'w'
	bad := request(board.White)
	bad.Setup = &crowned
	p.send(bad)
	assert.Equal(t, dxp.GameAccept{Name: "F", Code: dxp.RefusedGame}, p.read())

	// A position of its own is accepted; the initiator then ends the game
	// at once, and closes between games.
	s := dxp.StartSetup()
	s.Squares[31], s.Squares[27] = 'e', 'w'
	s.Turn = board.Black
	good := request(board.White)
	good.Setup = &s
	p.send(good)
	assert.Equal(t, dxp.GameAccept{Name: "F", Code: dxp.Accepted}, p.read())
	p.send(dxp.GameEnd{Reason: dxp.ReasonDraw})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	require.NoError(t, p.c.Close())
	require.NoError(t, wait(t, done))
}

func TestServeChatAndBackup(t *testing.T) {
	var mu sync.Mutex
	var chats []string
	opts := quick("F")
	opts.OnChat = func(text string) {
		mu.Lock()
		defer mu.Unlock()
		chats = append(chats, text)
	}
	p, done := startServe(t, testContext(t), opts)
	p.send(dxp.Chat{Text: "hello"})
	p.send(request(board.White))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())

	first := p.read().(dxp.Move)
	assert.GreaterOrEqual(t, first.From, 31, "White's first move")
	p.send(dxp.Chat{Text: "nice move"})
	p.send(dxp.BackupRequest{Move: 1, Turn: board.White})
	assert.Equal(t, dxp.BackupAccept{Code: dxp.BackupNotSupported}, p.read())
	p.send(dxp.Move{From: 19, To: 23})
	_ = p.read().(dxp.Move)

	p.send(dxp.GameEnd{Reason: dxp.ReasonLoss, Stop: true})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	require.NoError(t, wait(t, done))
	mu.Lock()
	defer mu.Unlock()
	assert.Equal(t, []string{"hello", "nice move"}, chats)
}

// TestServeNewRequest: a game request in place of a move gives up the game
// for a new one.
func TestServeNewRequest(t *testing.T) {
	p, done := startServe(t, testContext(t), quick("F"))
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	p.send(dxp.Move{From: 32, To: 28})
	_ = p.read().(dxp.Move)
	p.send(dxp.GameEnd{Stop: true})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	require.NoError(t, wait(t, done))
}

func TestServeGoodbyeBetweenGames(t *testing.T) {
	p, done := startServe(t, testContext(t), quick("F"))
	p.send(dxp.GameEnd{Stop: false})
	p.send(dxp.GameEnd{Stop: true})
	require.NoError(t, wait(t, done))
}

func TestServeSilentPeer(t *testing.T) {
	opts := quick("F")
	opts.IdleTimeout = 100 * time.Millisecond
	start := time.Now()
	_, done := startServe(t, testContext(t), opts)
	assert.ErrorIs(t, wait(t, done), dxp.ErrTimeout)
	assert.Less(t, time.Since(start), hang)

	// Silent in a game: the follower gives up, saying so.
	opts = quick("F")
	opts.MoveTimeout = 100 * time.Millisecond
	p, done := startServe(t, testContext(t), opts)
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	assert.ErrorIs(t, wait(t, done), dxp.ErrTimeout)
	assert.Equal(t, dxp.GameEnd{Stop: true}, p.read())
}

func TestServePeerCloses(t *testing.T) {
	p, done := startServe(t, testContext(t), quick("F"))
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	require.NoError(t, p.c.Close())
	err := wait(t, done)
	assert.ErrorIs(t, err, io.EOF)

	p, done = startServe(t, testContext(t), quick("F"))
	p.raw("E0")
	require.NoError(t, p.c.Close())
	assert.ErrorIs(t, wait(t, done), io.ErrUnexpectedEOF)
}

func TestServeBadMessages(t *testing.T) {
	p, done := startServe(t, testContext(t), quick("F"))
	p.send(request(board.Black))
	_ = p.read()
	p.raw("M12\x00")
	assert.ErrorIs(t, wait(t, done), dxp.ErrMalformed)

	p, done = startServe(t, testContext(t), quick("F"))
	p.send(request(board.Black))
	_ = p.read()
	p.send(dxp.GameAccept{Name: "confused"})
	err := wait(t, done)
	assert.ErrorIs(t, err, dxp.ErrProtocol)
	assert.Contains(t, err.Error(), "GAMEACC")

	p, done = startServe(t, testContext(t), quick("F"))
	p.send(dxp.Move{From: 32, To: 28})
	assert.ErrorIs(t, wait(t, done), dxp.ErrProtocol)

	p, done = startServe(t, testContext(t), quick("F"))
	p.raw("C" + strings.Repeat("!", dxp.MaxMessageLen+1))
	assert.ErrorIs(t, wait(t, done), dxp.ErrTooLong)
}

func TestServeCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(testContext(t))
	p, done := startServe(t, ctx, quick("F"))
	p.send(request(board.Black))
	_ = p.read()
	start := time.Now()
	cancel()
	assert.ErrorIs(t, wait(t, done), context.Canceled)
	assert.Less(t, time.Since(start), hang)
	assert.Equal(t, dxp.GameEnd{Stop: true}, p.read())
}

// gameCounter is a random searcher that counts the games it is told of.
type gameCounter struct {
	*randomSearcher
	games int
}

func (c *gameCounter) NewGame() { c.games++ }

// A searcher that keeps something across moves (an engine.GameStarter) is
// told of every game, as the Hub server and a match tell it: a new
// request in place of a move starts a new game too.
func TestServeTellsNewGames(t *testing.T) {
	client, server := pair(t)
	counter := &gameCounter{randomSearcher: newRandom(5)}
	done := make(chan error, 1)
	go func() { done <- dxp.Serve(testContext(t), counter, server, quick("F")) }()
	p := newPeer(t, client)
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	p.send(request(board.Black))
	assert.Equal(t, dxp.GameAccept{Name: "F"}, p.read())
	p.send(dxp.GameEnd{Stop: true})
	assert.Equal(t, dxp.GameEnd{}, p.read())
	require.NoError(t, wait(t, done))
	assert.Equal(t, 2, counter.games)
}
