package dxp_test

import (
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// duplex is the follower's end of a connection made of two pipes, one
// each way, so that the peer can end what it sends (the follower reads
// EOF) and still take what the follower writes, which one net.Pipe cannot.
type duplex struct {
	net.Conn          // the pipe the follower reads
	w        net.Conn // the pipe it writes
}

func (d duplex) Write(b []byte) (int, error)        { return d.w.Write(b) }
func (d duplex) SetWriteDeadline(t time.Time) error { return d.w.SetWriteDeadline(t) }

// SetReadDeadline sets the deadline of reads, also once the peer has
// ended its side, as TCP lets one do after the peer's FIN: a net.Pipe
// refuses it then, where the read itself would give EOF.
func (d duplex) SetReadDeadline(t time.Time) error {
	if err := d.Conn.SetReadDeadline(t); err != nil && !errors.Is(err, io.ErrClosedPipe) {
		return err
	}
	return nil
}

func (d duplex) SetDeadline(t time.Time) error {
	return errors.Join(d.SetReadDeadline(t), d.w.SetWriteDeadline(t))
}

func (d duplex) Close() error { return errors.Join(d.Conn.Close(), d.w.Close()) }

// firstMove plays the first legal move, so that the fuzzer can find the
// follower's replies and play on.
type firstMove struct{}

func (firstMove) Search(_ context.Context, g *checkers.Game, _ engine.Limit, _ func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	return moves[0], nil
}

// wire returns messages as they go on the wire, each with its NUL.
func wire(msgs ...dxp.Message) []byte {
	var b []byte
	for _, m := range msgs {
		out, err := m.Marshal()
		if err != nil {
			panic(err)
		}
		b = append(append(b, out...), 0)
	}
	return b
}

// scriptedGame returns a game request, with the follower playing colour,
// and the peer's moves of plies of a game in which both sides play their
// first legal move, then a GAMEEND: a seed that goes deep into a game.
func scriptedGame(colour board.Color, plies int) []byte {
	req := dxp.GameRequest{Version: dxp.Version, Name: "Fuzz", FollowerColor: colour, Minutes: 1}
	msgs := []dxp.Message{req}
	g := checkers.New(variant.International)
	for range plies {
		if g.Result().Over() {
			break
		}
		m := g.LegalMoves()[0]
		if g.Position().Turn != colour {
			dm, err := dxp.MoveOf(m)
			if err != nil {
				panic(err)
			}
			msgs = append(msgs, dm)
		}
		if err := g.Play(m); err != nil {
			panic(err)
		}
	}
	return wire(append(msgs, dxp.GameEnd{Reason: dxp.ReasonDraw})...)
}

// serveErrors are the errors Serve may return for what a peer sends,
// then closing its side: each wraps one of them.
var serveErrors = []error{
	dxp.ErrMalformed, dxp.ErrTooLong, dxp.ErrProtocol, dxp.ErrIllegalMove,
	io.EOF, io.ErrUnexpectedEOF,
}

// FuzzServe sends arbitrary bytes to a follower (Serve, playing the first
// legal move) and then ends the peer's side of the connection: Serve must
// not panic, must return within seconds (it has the whole input, then
// EOF, so no wait may run out), and must return nil or an error wrapping
// one of serveErrors.
func FuzzServe(f *testing.F) {
	for _, c := range wireCases {
		f.Add(wire(c.msg))
	}
	f.Add(scriptedGame(board.Black, 40))
	f.Add(scriptedGame(board.White, 40))
	f.Add(append(scriptedGame(board.Black, 6), scriptedGame(board.White, 7)...))
	f.Add(append(wire(dxp.Chat{Text: "hi"}, dxp.BackupRequest{Move: 1, Turn: board.White}), scriptedGame(board.Black, 10)...))
	f.Add(append(scriptedGame(board.White, 4), wire(dxp.GameEnd{Stop: true})...))
	f.Add([]byte("R01" + strings.Repeat(" ", 32) + "W001000A\x00M0000322800\x00M00"))
	f.Add([]byte("C" + strings.Repeat("x", dxp.MaxMessageLen+10) + "\x00E01\x00"))
	f.Fuzz(func(t *testing.T, in []byte) {
		took, err := serveBytes(in)
		if took > hang {
			t.Fatalf("Serve took %v on %q", took, in)
		}
		if err == nil {
			return
		}
		for _, want := range serveErrors {
			if errors.Is(err, want) {
				return
			}
		}
		t.Fatalf("Serve on %q: %v wraps none of the package's errors", in, err)
	})
}

// serveBytes serves firstMove on a connection whose peer sends in and
// ends its side, taking what the follower writes, and returns how long
// Serve took and what it returned. Every goroutine has ended when it
// returns.
func serveBytes(in []byte) (time.Duration, error) {
	fromPeer, toFollower := net.Pipe()
	fromFollower, toPeer := net.Pipe()
	follower := duplex{Conn: toFollower, w: toPeer}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		_, _ = fromPeer.Write(in)
		_ = fromPeer.Close()
	}()
	go func() {
		defer wg.Done()
		_, _ = io.Copy(io.Discard, fromFollower)
	}()
	// Every wait longer than hang: a Serve that waits for one instead of
	// seeing the peer's end fails the test, and only such a one.
	ctx, cancel := context.WithTimeout(context.Background(), 4*hang)
	defer cancel()
	opts := dxp.Options{ID: engine.ID{Name: "F"}, Timeout: 2 * hang, MoveTimeout: 2 * hang, IdleTimeout: 2 * hang}
	start := time.Now()
	err := dxp.Serve(ctx, firstMove{}, follower, opts)
	took := time.Since(start)
	// A Serve that stops reading early leaves the peer's write blocked:
	// closing releases it.
	_ = follower.Close()
	wg.Wait()
	_ = fromFollower.Close()
	return took, err
}
