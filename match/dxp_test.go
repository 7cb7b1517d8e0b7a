package match

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hang bounds every wait of the DXP tests: generous, so that only a hang,
// never a loaded machine, fails a test.
const hang = 30 * time.Second

// fakePeer is a DXP program of the tests' own, listening on loopback: it
// accepts each game request with its name, plays the first legal move
// after thinking for delay, and after moves moves of its own ends the game
// in place of its next one with a GAMEEND of the reason end (moves < 0:
// it plays on until the other side ends the game).
type fakePeer struct {
	name  string
	delay time.Duration
	moves int
	end   dxp.EndReason
	// errs gets what went wrong with the peer's side, if anything, when it
	// is done.
	errs chan error
}

// start listens on a loopback port and returns its address; the peer
// plays one connection until it closes, and is closed with the test.
func (p *fakePeer) start(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { _ = ln.Close() })
	p.errs = make(chan error, 1)
	go func() {
		nc, err := ln.Accept()
		if err != nil {
			p.errs <- err
			return
		}
		defer nc.Close()
		c := dxp.NewConn(nc)
		c.ReadTimeout, c.WriteTimeout = hang, hang
		p.errs <- p.serve(c)
	}()
	return ln.Addr().String()
}

// serve plays the games requested on c until the other side closes it or
// asks for no more.
func (p *fakePeer) serve(c *dxp.Conn) error {
	ctx := context.Background()
	for {
		m, err := c.ReadMessage(ctx)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		switch m := m.(type) {
		case dxp.GameRequest:
			if err := c.WriteMessage(ctx, dxp.GameAccept{Name: p.name}); err != nil {
				return err
			}
			if err := p.play(ctx, c, m); err != nil {
				return err
			}
		case dxp.GameEnd:
			if m.Stop {
				return nil
			}
		}
	}
}

// play plays the game req asks for.
func (p *fakePeer) play(ctx context.Context, c *dxp.Conn, req dxp.GameRequest) error {
	g := checkers.New(variant.International)
	if req.Setup != nil {
		pos, err := req.Setup.Position()
		if err != nil {
			return err
		}
		g = checkers.NewFromPosition(variant.International, pos)
	}
	me, played := req.FollowerColor, 0
	for {
		if g.Position().Turn == me && !g.Result().Over() {
			if p.moves >= 0 && played == p.moves {
				if err := c.WriteMessage(ctx, dxp.GameEnd{Reason: p.end}); err != nil {
					return err
				}
				_, err := c.ReadMessage(ctx) // the acknowledgement
				return err
			}
			time.Sleep(p.delay)
			m, err := dxp.MoveOf(g.LegalMoves()[0])
			if err != nil {
				return err
			}
			if err := c.WriteMessage(ctx, m); err != nil {
				return err
			}
			if err := g.Play(g.LegalMoves()[0]); err != nil {
				return err
			}
			played++
			continue
		}
		msg, err := c.ReadMessage(ctx)
		if err != nil {
			return err
		}
		switch msg := msg.(type) {
		case dxp.Move:
			bm, err := msg.BoardMove(g.Position())
			if err != nil {
				return err
			}
			if err := g.Play(bm); err != nil {
				return err
			}
		case dxp.GameEnd:
			return c.WriteMessage(ctx, dxp.GameEnd{})
		}
	}
}

// dialPeer opens the fake peer as a match opens "dxp:HOST:PORT".
func dialPeer(t *testing.T, p *fakePeer) engine.Engine {
	t.Helper()
	e, err := players.Open(context.Background(), "dxp:"+p.start(t), variant.International, players.Options{Timeout: hang})
	require.NoError(t, err)
	t.Cleanup(func() { _ = e.Close() })
	return e
}

// testContext ends with the test, and after twice hang in any case.
func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*hang)
	t.Cleanup(cancel)
	return ctx
}

// A DXP peer keeps the clock its game request gave it (10 minutes for 50
// moves, the request's default), not the match's time per move: a peer
// that thinks 300 ms over each move, far beyond a match's 10 ms a move
// and 20 ms of grace, plays its moves within its clock, and the game ends
// as it says (it resigns after three moves), not on time.
func TestDXPPeerPlaysByItsClock(t *testing.T) {
	peer := &fakePeer{name: "Slow", delay: 300 * time.Millisecond, moves: 3, end: dxp.ReasonLoss}
	e := dialPeer(t, peer)
	opts := Options{Limit: engine.Limit{Time: 10 * time.Millisecond}, Grace: 20 * time.Millisecond}
	g, err := Play(testContext(t), variant.International, &scripted{name: "first"}, e, opts)
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Resignation}, g.Result(), g.Comment(g.Ply()))
	assert.Equal(t, 7, g.Ply(), "White's four moves and the peer's three")
	left, ok := e.(Clocked).TimeLeft()
	assert.False(t, ok, "no game in progress: %v", left)
}

// A peer's name comes with its GAMEACC: the first game's tags have it.
func TestDXPPeerNameInFirstGame(t *testing.T) {
	peer := &fakePeer{name: "Fake Engine 1.0", moves: 0, end: dxp.ReasonLoss}
	e := dialPeer(t, peer)
	var games []*checkers.Game
	keep := func(_ int, g *checkers.Game, _ Score) error { games = append(games, g); return nil }
	_, err := Run(testContext(t), variant.International, &scripted{name: "first"}, e, Options{Games: 2, OnGame: keep})
	require.NoError(t, err)
	require.Len(t, games, 2)
	black, _ := games[0].Tag("Black")
	assert.Equal(t, "Fake Engine 1.0", black)
	white, _ := games[1].Tag("White")
	assert.Equal(t, "Fake Engine 1.0", white)
}

// A peer that ends the game in place of a move, in a position the rules
// have not ended, while it is behind (Black, the peer, has one man against
// White's three): the rules cannot say how the game stands, so it is
// scored as the peer says, by adjudication, and the PDN's Termination
// says so. "I win" is its win, "no reason" (or a reason the protocol does
// not define) a draw, "draw" a draw although no rule lets it claim one;
// "I lose" is a resignation, which the rules decide.
func TestDXPPeerEndsScoredAsItSays(t *testing.T) {
	v := variant.International
	start, err := notation.ParseFEN(v, "W:W31,32,33:B5")
	require.NoError(t, err)
	for _, c := range []struct {
		reason dxp.EndReason
		want   checkers.Result
		term   string
	}{
		{dxp.ReasonWin, checkers.Result{Status: checkers.BlackWins, Reason: checkers.Adjudication}, "adjudication"},
		{dxp.ReasonNone, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, "adjudication"},
		{7, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, "adjudication"},
		{dxp.ReasonDraw, checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication}, "adjudication"},
		{dxp.ReasonLoss, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Resignation}, "resignation"},
	} {
		t.Run(c.reason.String(), func(t *testing.T) {
			peer := &fakePeer{name: "Claimer", moves: 0, end: c.reason}
			e := dialPeer(t, peer)
			g, err := Play(testContext(t), v, &scripted{name: "first"}, e, Options{Start: &start})
			require.NoError(t, err)
			assert.Equal(t, c.want, g.Result(), g.Comment(g.Ply()))
			assert.Equal(t, 1, g.Ply(), "White's move, then the peer's GAMEEND")
			var pdn strings.Builder
			require.NoError(t, g.WritePDN(&pdn))
			assert.Contains(t, pdn.String(), `[Termination "`+c.term+`"]`)
			if c.want.Reason == checkers.Adjudication {
				assert.Contains(t, g.Comment(g.Ply()), "scored as the engine said")
			}
		})
	}
}
