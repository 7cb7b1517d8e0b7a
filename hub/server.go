package hub

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// server is the state of one Serve session.
type server struct {
	s       engine.Searcher
	id      engine.ID
	v       *variant.Variant
	vName   string           // the name the server declares v by
	given   *variant.Variant // Options.Variant
	alias   string           // Options.VariantName: the driver's name for start
	out     *lineWriter
	maxLine int // the longest line read (MaxLine; less in the fuzz tests)

	game  *checkers.Game
	limit engine.Limit

	// search is the search under way, if any.
	search *searchRun
	// The searcher's work, done on a goroutine of its own (see work) so
	// that commands are read and answered meanwhile, one thing at a time:
	// a search that stop answered for may still run, deaf to its context,
	// when the next begins.
	mu         sync.Mutex
	next       work          // what the worker is to do next
	wake       chan struct{} // there is work (a buffer of one)
	done       chan struct{} // closed when the session ends
	workerDone chan struct{} // closed when the worker has ended (nil: none)
}

// work is what the searcher is to do next: call NewGame, then run a
// search. Pending work holds one search at most: stop takes back one not
// yet begun.
type work struct {
	newGame bool
	search  *searchRun
}

// searchRun is one "go": it ends with exactly one "done" line, the
// searcher's, or the server's own when the searcher is slow to stop (see
// stop).
type searchRun struct {
	v      *variant.Variant
	out    *lineWriter
	game   *checkers.Game     // the searcher's copy of the game
	limit  engine.Limit       // its limits
	legal  []board.Move       // the moves of the position searched
	ctx    context.Context    // the searcher's context
	cancel context.CancelFunc // stops the searcher
	ended  chan struct{}      // closed when the searcher has returned

	mu   sync.Mutex
	over bool         // "done" is written: nothing more of the search is
	pv   []board.Move // the searcher's last report
}

// stopWait is how long "stop" waits for the searcher to return before
// the server answers for it, so that the engine answers "stop", and the
// "ping" after it, within a tenth of a second whatever its searcher does.
const stopWait = 50 * time.Millisecond

// maxMessage bounds the message of an "error" line.
const maxMessage = 1024

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

func (lw *lineWriter) write(l wireLine) error {
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
// writes the answers to out until "quit", the end of in, or ctx's end. An
// engine program passes its standard input and output (os.Stdin,
// os.Stdout): the Hub has no listener but the pipes a driver starts its
// engine on. Serve introduces itself with opts.ID, plays opts.Variant
// until the driver sets the parameter "variant", and searches within
// opts.Limit until the driver sends a "level". A search runs
// while Serve goes on reading, so that "ping" and "stop" are answered
// during it; any other command stops it first. "stop" waits a moment for
// the searcher, then answers for it if it is slow: "done" with the first
// move of its last report (or the first legal move), the searcher left to
// return in its own time; a search that follows waits for it. Commands
// Serve does not know are ignored; one it cannot carry out (a bad
// position, a move that is not legal, an unknown variant, a level out of
// range, a line longer than MaxLine, which is skipped) is answered with an
// "error" line, whose message repeats a short prefix of what it was sent
// at most, and the session goes on. Serve returns once the searcher has
// returned; the error returned is that of reading or writing.
func Serve(ctx context.Context, s engine.Searcher, in io.Reader, out io.Writer, opts Options) error {
	return newServer(s, out, opts, MaxLine).serve(ctx, in)
}

// newServer sets up a session that reads lines of maxLine bytes at most.
func newServer(s engine.Searcher, out io.Writer, opts Options, maxLine int) *server {
	v := opts.startVariant()
	return &server{s: s, id: opts.ID, v: v, vName: cmp.Or(opts.VariantName, v.Name()), given: v, alias: opts.VariantName,
		limit: opts.Limit,
		out:   &lineWriter{w: bufio.NewWriter(out)}, maxLine: maxLine,
		wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// input is one line read, or too long a line skipped.
type input struct {
	text string
	long bool
}

// serve holds the session.
func (srv *server) serve(ctx context.Context, in io.Reader) error {
	defer srv.wait()
	lines := make(chan input)
	readErr := make(chan error, 1)
	done := make(chan struct{}) // the session is over: the reader stops
	defer close(done)
	go func() {
		br := bufio.NewReader(in)
		for {
			text, long, err := readLine(br, srv.maxLine, true)
			if err != nil {
				if err == io.EOF {
					err = nil
				}
				readErr <- err
				return
			}
			select {
			case lines <- input{text, long}:
			case <-done:
				return
			}
		}
	}()
	for {
		var next input
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-readErr:
			return err
		case next = <-lines:
		}
		quit := srv.line(ctx, next)
		if err := srv.out.failed(); quit || err != nil {
			return err
		}
	}
}

// line carries out one line read and reports whether it was "quit".
func (srv *server) line(ctx context.Context, in input) (quit bool) {
	if in.long {
		srv.error(fmt.Sprintf("a line of more than %d bytes, skipped", srv.maxLine))
		return false
	}
	l, err := parseWireLine(in.text)
	if err != nil {
		srv.error(err.Error())
		return false
	}
	return srv.handle(ctx, l)
}

// handle carries out one command and reports whether it was "quit".
func (srv *server) handle(ctx context.Context, l wireLine) (quit bool) {
	switch l.Command {
	case "ping":
		srv.out.write(wireLine{Command: "pong"})
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
		srv.out.write(wireLine{Command: "ready"})
	case "new-game":
		if _, ok := srv.s.(engine.GameStarter); ok {
			srv.queue(work{newGame: true})
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
			id.Args = append(id.Args, wireArg{Name: kv[0], Value: kv[1]})
		}
	}
	srv.out.write(id)
	values := variant.Names()
	if srv.alias != "" && !slices.ContainsFunc(values, func(n string) bool { return strings.EqualFold(n, srv.alias) }) {
		values = append(values, srv.alias)
	}
	srv.out.write(newLine("param", "name", "variant", "value", srv.vName, "type", "enum", "values", strings.Join(values, " ")))
	srv.out.write(wireLine{Command: "wait"})
}

// setParam sets the parameter "variant" (no other: ignored, as unknown
// ones are) to the variant a name stands for: Options.VariantName for
// Options.Variant, a name Hub engines use (Scan's "normal", "losing",
// "bt": see engineNames), or the library's names and aliases.
func (srv *server) setParam(l wireLine) {
	name, _ := l.Get("name")
	if name != "variant" {
		return
	}
	value, _ := l.Get("value")
	v, vName := srv.given, srv.alias
	if vName == "" || !strings.EqualFold(value, vName) {
		var ok bool
		if v, ok = engineVariant(value, srv.given); !ok {
			var err error
			if v, err = variant.ByName(value); err != nil {
				// Not err's text: it repeats all the value.
				srv.error(fmt.Sprintf("%v %s (known: %s)", variant.ErrUnknownVariant, echo(value), strings.Join(knownNames(), ", ")))
				return
			}
		}
		vName = v.Name()
	}
	srv.v, srv.vName, srv.game = v, vName, nil
}

// knownNames are the names of variants the server takes: the library's,
// then those of the engines that are not the library's.
func knownNames() []string {
	names := variant.Names()
	for _, e := range engineNames {
		for _, n := range e.names {
			if _, err := variant.ByName(n); err != nil {
				names = append(names, n)
			}
		}
	}
	return names
}

func (srv *server) setPosition(l wireLine) {
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
		m, err := ParseWireMove(srv.v, g.Position(), t)
		if err != nil {
			srv.error(err.Error())
			return
		}
		if err := g.Play(m); err != nil {
			srv.error(fmt.Sprintf("move %s: %v", echo(t), err))
			return
		}
	}
	srv.game = g
}

// setLevel sets the limits of the next search; a level it cannot read
// is refused, and the limits stay as they were.
func (srv *server) setLevel(l wireLine) {
	limit, err := parseLevel(l)
	if err != nil {
		srv.error(err.Error())
		return
	}
	srv.limit = limit
}

// parseLevel reads a "level" line. Time controls give a share of the time
// left to each move: the time over the moves to go (30 when not given),
// plus the increment, never more than half of what is left.
func parseLevel(l wireLine) (engine.Limit, error) {
	var limit engine.Limit
	switch {
	case l.Has("infinite"):
		limit.Depth = maxDepth
	case l.Has("depth"):
		depth, _ := l.Get("depth")
		d, err := strconv.Atoi(depth)
		if err != nil || d < 1 {
			return limit, fmt.Errorf("level depth=%s: not a positive whole number", echo(depth))
		}
		limit.Depth = min(d, maxDepth)
	case l.Has("nodes"):
		nodes, _ := l.Get("nodes")
		n, err := strconv.ParseUint(nodes, 10, 64)
		if err != nil || n < 1 {
			return limit, fmt.Errorf("level nodes=%s: not a positive whole number", echo(nodes))
		}
		limit.Nodes = n
	case l.Has("move-time"):
		t, err := seconds(l, "move-time")
		if err != nil {
			return limit, err
		}
		limit.Time = t
	case l.Has("time"):
		left, err := seconds(l, "time")
		if err != nil {
			return limit, err
		}
		inc, err := seconds(l, "inc")
		if err != nil {
			return limit, err
		}
		moves := 30
		if s, ok := l.Get("moves"); ok {
			if moves, err = strconv.Atoi(s); err != nil || moves < 1 {
				return limit, fmt.Errorf("level moves=%s: not a positive whole number", echo(s))
			}
		}
		limit.Time = min(left/time.Duration(moves)+inc, left/2+inc)
	}
	return limit, nil
}

// maxSeconds bounds the times of a "level": a day, beyond any game's
// clock and well within a time.Duration.
const maxSeconds = 24 * 60 * 60

// seconds reads the argument name of a "level" as a number of seconds
// from 0 to maxSeconds (0 when it is absent).
func seconds(l wireLine, name string) (time.Duration, error) {
	s, ok := l.Get(name)
	if !ok {
		return 0, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	// Written so, the test refuses NaN too: it fails every comparison.
	if err != nil || !(f >= 0 && f <= maxSeconds) {
		return 0, fmt.Errorf("level %s=%s: not a number of seconds from 0 to %d", name, echo(s), maxSeconds)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// maxDepth is the depth of an infinite search, which "stop" ends.
const maxDepth = 1000

// start launches the search of the position set by "pos".
func (srv *server) start(ctx context.Context) {
	if srv.game == nil {
		srv.error("go without a position")
		return
	}
	s := &searchRun{v: srv.v, out: srv.out, game: srv.game.Clone(), limit: srv.limit, legal: srv.game.LegalMoves(), ended: make(chan struct{})}
	s.ctx, s.cancel = context.WithCancel(ctx)
	srv.search = s
	srv.queue(work{search: s})
}

// queue adds w to the worker's work, and starts the worker if it has not
// started.
func (srv *server) queue(w work) {
	srv.mu.Lock()
	srv.next.newGame = srv.next.newGame || w.newGame
	if w.search != nil {
		srv.next.search = w.search
	}
	srv.mu.Unlock()
	select {
	case srv.wake <- struct{}{}:
	default: // already woken
	}
	if srv.workerDone == nil {
		srv.workerDone = make(chan struct{})
		go srv.work()
	}
}

// work does the searcher's work as it comes, until the session ends.
func (srv *server) work() {
	defer close(srv.workerDone)
	for {
		select {
		case <-srv.wake:
		case <-srv.done:
			return
		}
		srv.mu.Lock()
		w := srv.next
		srv.next = work{}
		srv.mu.Unlock()
		if gs, ok := srv.s.(engine.GameStarter); ok && w.newGame {
			gs.NewGame()
		}
		if w.search != nil {
			w.search.run(srv.s)
		}
	}
}

// run has the searcher search, reporting its progress, and answers with
// its move unless stop answered first.
func (s *searchRun) run(searcher engine.Searcher) {
	defer close(s.ended)
	defer s.cancel()
	info := func(i engine.Info) {
		s.mu.Lock()
		defer s.mu.Unlock()
		if !s.over {
			s.pv = i.PV
			s.out.write(infoLine(s.v, i))
		}
	}
	m, err := searcher.Search(s.ctx, s.game, s.limit, info)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.over {
		return
	}
	s.over = true
	if err != nil {
		s.out.write(errorLine(err.Error()))
		// A search must end with "done": the driver waits for it.
		s.out.write(wireLine{Command: "done"})
		return
	}
	s.out.write(doneLine(s.v, m, s.pv))
}

// answer writes "done" for a searcher that did not return in time: the
// first move of its last report, or else the first legal move.
func (s *searchRun) answer() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.over {
		return
	}
	s.over = true
	switch {
	case len(s.pv) > 0:
		s.out.write(doneLine(s.v, s.pv[0], s.pv))
	case len(s.legal) > 0:
		s.out.write(doneLine(s.v, s.legal[0], nil))
	default:
		s.out.write(wireLine{Command: "done"})
	}
}

// doneLine is the answer "done" with move m, and the move after it in the
// searcher's line pv as the move to ponder when pv starts with m.
func doneLine(v *variant.Variant, m board.Move, pv []board.Move) wireLine {
	l := newLine("done", "move", FormatWireMove(v, m))
	if len(pv) > 1 && pv[0].From == m.From && pv[0].To == m.To && pv[0].Captured == m.Captured {
		l.Args = append(l.Args, wireArg{Name: "ponder", Value: FormatWireMove(v, pv[1])})
	}
	return l
}

// stop ends the search under way, if any: it cancels it, and answers for
// the searcher if it has not returned within stopWait (and takes the
// search back if the searcher, busy with one before, has not begun it).
func (srv *server) stop() {
	s := srv.search
	if s == nil {
		return
	}
	srv.search = nil
	s.cancel()
	timer := time.NewTimer(stopWait)
	defer timer.Stop()
	select {
	case <-s.ended:
		return
	case <-timer.C:
	}
	srv.mu.Lock()
	if srv.next.search == s {
		srv.next.search = nil
	}
	srv.mu.Unlock()
	s.answer()
}

// wait stops the search under way and waits for the searcher to return,
// as Serve does before it returns; work not begun is dropped.
func (srv *server) wait() {
	srv.stop()
	close(srv.done)
	if srv.workerDone != nil {
		<-srv.workerDone
	}
}

func (srv *server) error(message string) {
	srv.out.write(errorLine(message))
}

// errorLine is the answer "error", its message cut to maxMessage bytes.
func errorLine(message string) wireLine {
	return newLine("error", "message", clip(message))
}

// clip cuts a message to maxMessage bytes, at the start of a character,
// and marks the cut with "...".
func clip(message string) string {
	if len(message) > maxMessage {
		cut := maxMessage
		for cut > 0 && !utf8.RuneStart(message[cut]) {
			cut--
		}
		message = message[:cut] + "..."
	}
	return message
}

// infoLine writes a search report as Scan does: the score in men.
func infoLine(v *variant.Variant, i engine.Info) wireLine {
	pv := make([]string, len(i.PV))
	for k, m := range i.PV {
		pv[k] = FormatWireMove(v, m)
	}
	seconds := i.Time.Seconds()
	l := newLine("info",
		"depth", strconv.Itoa(i.Depth),
		"score", strconv.FormatFloat(float64(i.Score)/100, 'f', 2, 64),
		"nodes", strconv.FormatUint(i.Nodes, 10),
		"time", strconv.FormatFloat(seconds, 'f', 3, 64))
	if seconds > 0 {
		l.Args = append(l.Args, wireArg{Name: "nps", Value: strconv.FormatFloat(float64(i.Nodes)/seconds/1e6, 'f', 1, 64)})
	}
	if len(pv) > 0 {
		l.Args = append(l.Args, wireArg{Name: "pv", Value: strings.Join(pv, " ")})
	}
	return l
}
