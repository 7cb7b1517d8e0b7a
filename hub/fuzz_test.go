package hub

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// fuzzVariant returns the registered variant that the fuzz input's index
// picks, wrapping round so that every index names one.
func fuzzVariant(i uint8) *variant.Variant {
	all := variant.All()
	return all[int(i)%len(all)]
}

// randomPosition plays up to plies random legal moves from v's start, with
// a generator seeded by seed, and returns the position reached: a position
// that a real game can hold, as a GUI or an engine sends it.
func randomPosition(v *variant.Variant, seed uint64, plies int) board.Position {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	p := v.Start()
	for range plies {
		legal := movegen.Generate(v, p, nil)
		if len(legal) == 0 {
			break
		}
		p = v.Apply(p, legal[rng.IntN(len(legal))])
	}
	return p
}

// checkMoveRoundTrip fails the test unless every legal move of p is
// written by FormatWireMove as a text that ParseWireMove reads back as a move with
// the same squares: the protocol names a move by its start, end and
// captured squares alone, so that is all that must survive.
func checkMoveRoundTrip(t *testing.T, v *variant.Variant, p board.Position, legal []board.Move) {
	t.Helper()
	for _, m := range legal {
		text := FormatWireMove(v, m)
		back, err := ParseWireMove(v, p, text)
		if err != nil || !sameSquares(m, back) {
			t.Fatalf("%s %s: %v written %q reads as %v (%v)", v.Name(), FormatPosition(v, p), m, text, back, err)
		}
	}
}

// sameSquares reports whether a and b are the same move as the protocol
// writes it: the same lift, or the same start, end and captured squares.
func sameSquares(a, b board.Move) bool {
	if a.Lift || b.Lift {
		return a.Lift == b.Lift && a.From == b.From
	}
	return a.From == b.From && a.To == b.To && a.Captured == b.Captured
}

// FuzzParsePosition reads arbitrary text as a Hub position string of every
// kind of board. It must never panic, and its errors must wrap
// ErrPosition. A position it reads must be written by FormatPosition as
// the very same text, carry its true Zobrist key and hold pieces on
// playable squares only. The server plays on from whatever position the
// GUI sends, so the move generator must cope with it too, and its moves
// must survive FormatWireMove and ParseWireMove. The seed corpus is in
// testdata/fuzz/FuzzParsePosition.
func FuzzParsePosition(f *testing.F) {
	for i, v := range variant.All() {
		f.Add(uint8(i), FormatPosition(v, v.Start()))
		f.Add(uint8(i), FormatPosition(v, randomPosition(v, uint64(i), 30)))
	}
	f.Fuzz(func(t *testing.T, vi uint8, text string) {
		v := fuzzVariant(vi)
		p, err := ParsePosition(v, text)
		if err != nil {
			if !errors.Is(err, ErrPosition) {
				t.Fatalf("%s: %q: error %v does not wrap ErrPosition", v.Name(), text, err)
			}
			return
		}
		if back := FormatPosition(v, p); back != text {
			t.Fatalf("%s: %q reads as a position written %q", v.Name(), text, back)
		}
		again, err := ParsePosition(v, FormatPosition(v, p))
		if err != nil || again != p {
			t.Fatalf("%s: %q does not read back the same (%v)", v.Name(), text, err)
		}
		if p.Key != p.ComputeKey() {
			t.Fatalf("%s: %q: key %x, computed %x", v.Name(), text, p.Key, p.ComputeKey())
		}
		if !p.Occupied().AndNot(v.Board().Valid()).IsEmpty() {
			t.Fatalf("%s: %q: a piece off the playable squares", v.Name(), text)
		}
		checkMoveRoundTrip(t, v, p, movegen.Generate(v, p, nil))
	})
}

// FuzzParseMove reads arbitrary text as a Hub move in a position of a
// random game of some variant. It must never panic, and its errors must
// wrap ErrMove; a move it reads must be legal and be written by FormatWireMove
// as a text that reads back as the same move. Every legal move of the
// position must survive FormatWireMove and ParseWireMove as well. The seed corpus
// is in testdata/fuzz/FuzzParseMove.
func FuzzParseMove(f *testing.F) {
	for i, text := range []string{"32-28", "28x19x23", "c3-d4", "c3xe5xd4", "11-15", "d5", "a1:c3:b2", "", "x", "-", "1-1-1", "99-98"} {
		f.Add(uint8(i), uint64(i), uint8(i*7), text)
	}
	f.Fuzz(func(t *testing.T, vi uint8, seed uint64, plies uint8, text string) {
		v := fuzzVariant(vi)
		// Games rarely last longer; a cap keeps each execution short.
		p := randomPosition(v, seed, int(plies)%120)
		legal := movegen.Generate(v, p, nil)
		m, err := ParseWireMove(v, p, text)
		if err != nil {
			if !errors.Is(err, ErrMove) {
				t.Fatalf("%s %s: %q: error %v does not wrap ErrMove", v.Name(), FormatPosition(v, p), text, err)
			}
		} else {
			found := false
			for _, l := range legal {
				if l == m {
					found = true
				}
			}
			if !found {
				t.Fatalf("%s %s: %q reads as %v, not a legal move", v.Name(), FormatPosition(v, p), text, m)
			}
			back, err := ParseWireMove(v, p, FormatWireMove(v, m))
			if err != nil || back != m {
				t.Fatalf("%s %s: %q reads as %v, written %q, which reads as %v (%v)", v.Name(), FormatPosition(v, p),
					text, m, FormatWireMove(v, m), back, err)
			}
		}
		checkMoveRoundTrip(t, v, p, legal)
	})
}

// fuzzMaxLine is the longest line of FuzzServe's sessions: short, so that
// the fuzzer reaches the lines too long to read.
const fuzzMaxLine = 256

// FuzzServe holds a Hub engine session whose commands are arbitrary bytes.
// Serve must never panic, must return by itself at the end of the input
// (within a deadline), and must write only lines that read as Hub lines,
// of the commands an engine answers with, each short, and no more "done"
// lines than the input has "go" lines. The searcher is quick whatever the
// level (see fuzzSearcher). The seed corpus is in testdata/fuzz/FuzzServe
// and below: a session of every variant, and sessions that stop searches,
// set bad levels, send long lines.
func FuzzServe(f *testing.F) {
	for _, v := range variant.All() {
		f.Add([]byte(fuzzSession(v, "level depth=3", "go think", "ping", "quit")))
	}
	v := variant.International
	f.Add([]byte(fuzzSession(v, "level infinite", "go think", "ping", "stop", "ping", "go think")))
	f.Add([]byte(fuzzSession(v, "level depth=7", "go think", "stop", "level move-time=0.001", "go", "new-game", "go")))
	f.Add([]byte(fuzzSession(v, "level move-time=NaN", "level time=1e300 inc=-1", "level depth=0", "go think")))
	f.Add([]byte("hub\r\ninit\r\n" + strings.Repeat("x", 2*fuzzMaxLine) + "\nping\n"))
	f.Fuzz(func(t *testing.T, input []byte) {
		out, err := fuzzServe(t, input)
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
		checkAnswers(t, input, out)
	})
}

// fuzzSession is a session of variant v from its start position, with the
// commands after "pos".
func fuzzSession(v *variant.Variant, commands ...string) string {
	start := []string{"hub", "set-param name=variant value=" + v.Name(), "init", "pos pos=" + FormatPosition(v, v.Start())}
	return strings.Join(append(start, commands...), "\n") + "\n"
}

// fuzzServe holds a session of the commands in input, and returns what
// the engine wrote.
func fuzzServe(t *testing.T, input []byte) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), hang)
	defer cancel()
	var out bytes.Buffer
	srv := newServer(fuzzSearcher{}, &out, Options{ID: engine.ID{Name: "fuzz"}, Variant: variant.International}, fuzzMaxLine)
	returned := make(chan error, 1)
	go func() { returned <- srv.serve(ctx, bytes.NewReader(input)) }()
	select {
	case err := <-returned:
		return out.String(), err
	case <-time.After(2 * hang):
		t.Fatalf("Serve did not return (%q)", input)
		return "", nil
	}
}

// answers are the commands an engine writes.
var answers = map[string]bool{"id": true, "param": true, "wait": true, "ready": true, "pong": true, "info": true, "done": true, "error": true}

// checkAnswers fails the test unless every line of out reads as a short
// answer of an engine, and out has no more "done" lines than input has
// "go" lines.
func checkAnswers(t *testing.T, input []byte, out string) {
	t.Helper()
	if out == "" {
		return
	}
	dones := 0
	for _, text := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		l, err := parseWireLine(text)
		switch {
		case err != nil:
			t.Fatalf("the engine wrote %q: %v", text, err)
		case !answers[l.Command]:
			t.Fatalf("the engine wrote %q, not an answer", text)
		case len(text) > 2*maxMessage:
			t.Fatalf("the engine wrote a line of %d bytes: %.100q", len(text), text)
		}
		if l.Command == "done" {
			dones++
		}
	}
	gos := 0
	for _, text := range strings.Split(string(input), "\n") {
		if l, err := parseWireLine(text); err == nil && l.Command == "go" {
			gos++
		}
	}
	if dones > gos {
		t.Fatalf("%d done for %d go in %q: %q", dones, gos, input, out)
	}
}

// fuzzSearcher is FuzzServe's searcher, quick whatever the level: it
// reports a line of up to two legal moves and plays the first. An
// infinite search waits for its context to end, as a searcher should; a
// search to depth 7 keeps the server waiting past stopWait, deaf to its
// context, so that the server answers for it; a timed search waits its
// time (a few milliseconds at most) or the context's end.
type fuzzSearcher struct{}

func (fuzzSearcher) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	moves := g.LegalMoves()
	if len(moves) == 0 || g.Result().Over() {
		return board.Move{}, engine.ErrNoMoves
	}
	pv := moves[:1]
	if next := movegen.Generate(g.Variant(), g.Variant().Apply(g.Position(), moves[0]), nil); len(next) > 0 {
		pv = append(pv[:1:1], next[0])
	}
	info(engine.Info{Depth: 1, Score: len(moves), Nodes: uint64(len(moves)), Time: limit.Time, PV: pv})
	switch {
	case limit.Depth == maxDepth:
		<-ctx.Done()
	case limit.Depth == 7:
		time.Sleep(2 * stopWait)
	case limit.Time > 0:
		select {
		case <-ctx.Done():
		case <-time.After(min(limit.Time, 5*time.Millisecond)):
		}
	}
	return moves[0], nil
}
