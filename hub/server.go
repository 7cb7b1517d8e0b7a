package hub

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// ID is how a served engine introduces itself in answer to "hub".
type ID struct {
	Name, Version, Author, Country string
}

// GameStarter is implemented by searchers that keep something from one
// search to the next (a transposition table): Serve calls NewGame when the
// driver sends "new-game".
type GameStarter interface {
	NewGame()
}

// server is the state of one Serve session.
type server struct {
	s   player.Searcher
	id  ID
	v   *variant.Variant
	out *lineWriter

	game  *checkers.Game
	limit player.Limit

	// The search under way, if any: cancel stops it, done closes when its
	// "done" line is written.
	cancel context.CancelFunc
	done   chan struct{}
}

// lineWriter writes whole lines, one goroutine at a time: the search
// writes "info" and "done" while the reader answers "ping".
type lineWriter struct {
	mu  sync.Mutex
	w   *bufio.Writer
	err error
}

// failed returns the first error of writing, if any.
func (lw *lineWriter) failed() error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.err
}

func (lw *lineWriter) write(l Line) error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.err == nil {
		_, lw.err = lw.w.WriteString(l.String() + "\n")
	}
	if lw.err == nil {
		lw.err = lw.w.Flush()
	}
	return lw.err
}

// Serve makes s a Hub engine: it reads the driver's commands from in and
// writes the answers to out until "quit", the end of in, or ctx's end. v is
// the variant until the driver sets the parameter "variant". A search runs
// while Serve goes on reading, so that "ping" and "stop" are answered
// during it; any other command stops it first. Commands Serve does not
// know are ignored; one it cannot carry out (a bad position, a move that is
// not legal, an unknown variant) is answered with an "error" line, and the
// session goes on. The error returned is that of reading or writing.
func Serve(ctx context.Context, s player.Searcher, id ID, v *variant.Variant, in io.Reader, out io.Writer) error {
	if v == nil {
		v = variant.International
	}
	srv := &server{s: s, id: id, v: v, out: &lineWriter{w: bufio.NewWriter(out)}}
	defer srv.stop()
	lines := make(chan string)
	readErr := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 4096), maxLine)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-ctx.Done():
				return
			}
		}
		readErr <- sc.Err()
	}()
	for {
		var text string
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-readErr:
			return err
		case text = <-lines:
		}
		l, err := ParseLine(text)
		if err != nil {
			srv.error(err.Error())
			continue
		}
		quit := srv.handle(ctx, l)
		if err := srv.out.failed(); quit || err != nil {
			return err
		}
	}
}

// handle carries out one command and reports whether it was "quit".
func (srv *server) handle(ctx context.Context, l Line) (quit bool) {
	switch l.Command {
	case "ping":
		srv.out.write(Line{Command: "pong"})
		return false
	case "ponder-hit", "":
		// The search goes on as it is: the built-in searchers do not
		// ponder, they search the position they were given.
		return false
	case "stop":
		srv.stop()
		return false
	}
	srv.stop()
	switch l.Command {
	case "quit":
		return true
	case "hub":
		srv.hello()
	case "set-param":
		srv.setParam(l)
	case "init":
		srv.out.write(Line{Command: "ready"})
	case "new-game":
		if gs, ok := srv.s.(GameStarter); ok {
			gs.NewGame()
		}
	case "pos":
		srv.setPosition(l)
	case "level":
		srv.setLevel(l)
	case "go":
		srv.start(ctx)
	}
	return false
}

func (srv *server) hello() {
	id := newLine("id", "name", srv.id.Name)
	for _, kv := range [][2]string{{"version", srv.id.Version}, {"author", srv.id.Author}, {"country", srv.id.Country}} {
		if kv[1] != "" {
			id.Args = append(id.Args, Arg{Name: kv[0], Value: kv[1]})
		}
	}
	srv.out.write(id)
	srv.out.write(newLine("param", "name", "variant", "value", srv.v.Name(), "type", "enum", "values", strings.Join(variant.Names(), " ")))
	srv.out.write(Line{Command: "wait"})
}

// scanNames are the names Scan gives its variants, by the library's.
var scanNames = map[string]string{"normal": "international"}

func (srv *server) setParam(l Line) {
	name, _ := l.Get("name")
	if name != "variant" {
		return // no other parameter: ignored, as unknown ones are
	}
	value, _ := l.Get("value")
	if n, ok := scanNames[value]; ok {
		value = n
	}
	v, err := variant.ByName(value)
	if err != nil {
		srv.error(err.Error())
		return
	}
	srv.v, srv.game = v, nil
}

func (srv *server) setPosition(l Line) {
	srv.game = nil
	text, ok := l.Get("pos")
	if !ok {
		srv.error("pos without pos=")
		return
	}
	p, err := ParsePosition(srv.v, text)
	if err != nil {
		srv.error(err.Error())
		return
	}
	g := checkers.NewFromPosition(srv.v, p)
	moves, _ := l.Get("moves")
	for _, t := range strings.Fields(moves) {
		m, err := ParseMove(srv.v, g.Position(), t)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			srv.error(fmt.Sprintf("move %s: %v", t, err))
			return
		}
	}
	srv.game = g
}

// setLevel reads the limits of the next search. Time controls give a
// share of the time left to each move: the time over the moves to go (30
// when not given), plus the increment, never more than half of what is
// left.
func (srv *server) setLevel(l Line) {
	seconds := func(name string) (time.Duration, bool) {
		s, ok := l.Get(name)
		if !ok {
			return 0, false
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || f < 0 || math.IsInf(f, 0) || f > 1e6 {
			srv.error(fmt.Sprintf("level %s=%s: not a number of seconds", name, s))
			return 0, false
		}
		return time.Duration(f * float64(time.Second)), true
	}
	var limit player.Limit
	switch {
	case l.Has("infinite"):
		limit.Depth = maxDepth
	case l.Has("depth"):
		depth, _ := l.Get("depth")
		d, err := strconv.Atoi(depth)
		if err != nil || d < 1 {
			srv.error("level depth: not a positive whole number")
			return
		}
		limit.Depth = min(d, maxDepth)
	case l.Has("move-time"):
		limit.Time, _ = seconds("move-time")
	case l.Has("time"):
		left, _ := seconds("time")
		inc, _ := seconds("inc")
		moves := 30
		if s, ok := l.Get("moves"); ok {
			if n, err := strconv.Atoi(s); err == nil && n > 0 {
				moves = n
			}
		}
		limit.Time = min(left/time.Duration(moves)+inc, left/2+inc)
	}
	srv.limit = limit
}

// maxDepth is the depth of an infinite search, which "stop" ends.
const maxDepth = 1000

// start launches the search of the position set by "pos".
func (srv *server) start(ctx context.Context) {
	g := srv.game
	if g == nil {
		srv.error("go without a position")
		return
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	srv.cancel, srv.done = cancel, done
	v, limit := srv.v, srv.limit
	go func() {
		defer close(done)
		defer cancel()
		var pv []board.Move
		info := func(i player.Info) {
			pv = i.PV
			srv.out.write(infoLine(v, i))
		}
		m, err := srv.s.Search(ctx, g.Clone(), limit, info)
		if err != nil {
			srv.error(err.Error())
			// A search must end with "done": the driver waits for it.
			srv.out.write(Line{Command: "done"})
			return
		}
		answer := newLine("done", "move", FormatMove(v, m))
		if len(pv) > 1 && pv[0].From == m.From && pv[0].To == m.To && pv[0].Captured == m.Captured {
			answer.Args = append(answer.Args, Arg{Name: "ponder", Value: FormatMove(v, pv[1])})
		}
		srv.out.write(answer)
	}()
}

// stop ends the search under way, if any, and waits for its "done".
func (srv *server) stop() {
	if srv.cancel == nil {
		return
	}
	srv.cancel()
	<-srv.done
	srv.cancel, srv.done = nil, nil
}

func (srv *server) error(message string) {
	srv.out.write(newLine("error", "message", message))
}

// infoLine writes a search report as Scan does: the score in men.
func infoLine(v *variant.Variant, i player.Info) Line {
	pv := make([]string, len(i.PV))
	for k, m := range i.PV {
		pv[k] = FormatMove(v, m)
	}
	seconds := i.Time.Seconds()
	l := newLine("info",
		"depth", strconv.Itoa(i.Depth),
		"score", strconv.FormatFloat(float64(i.Score)/100, 'f', 2, 64),
		"nodes", strconv.FormatUint(i.Nodes, 10),
		"time", strconv.FormatFloat(seconds, 'f', 3, 64))
	if seconds > 0 {
		l.Args = append(l.Args, Arg{Name: "nps", Value: strconv.FormatFloat(float64(i.Nodes)/seconds/1e6, 'f', 1, 64)})
	}
	if len(pv) > 0 {
		l.Args = append(l.Args, Arg{Name: "pv", Value: strings.Join(pv, " ")})
	}
	return l
}
