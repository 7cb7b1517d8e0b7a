package hub

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// Errors of the client side.
var (
	// ErrTimeout: the engine did not answer in time (a hung engine), or
	// did not read what the client wrote to it.
	// It wraps engine.ErrTimeout.
	ErrTimeout = fmt.Errorf("hub: %w", engine.ErrTimeout)
	// ErrExited: the engine's process ended, or closed its output.
	ErrExited = errors.New("hub: the engine exited")
	// ErrIllegalMove: the engine answered with a move that is not legal
	// in the position it was given.
	// It wraps engine.ErrIllegalMove.
	ErrIllegalMove = fmt.Errorf("hub: %w", engine.ErrIllegalMove)
	// ErrEngine: the engine answered with an "error" line.
	ErrEngine = errors.New("hub: the engine reported an error")
	// ErrLineTooLong: the engine wrote a line longer than MaxLine. The
	// client stops it: nothing it writes after can be trusted to start a
	// line.
	ErrLineTooLong = errors.New("hub: the engine wrote a line too long")
	// ErrFlood: the engine introduced itself at more length than the
	// client keeps, MaxIntroduction bytes or MaxParams parameters. The
	// client stops it.
	ErrFlood = errors.New("hub: the engine wrote more than the client keeps")
)

// Bounds of what the client keeps of an engine's introduction, the lines
// it writes before "wait" ("id", "param", and any others): Scan's take
// about a kilobyte. Past them the client fails with ErrFlood, rather than
// let its memory grow with what a broken engine repeats.
const (
	// MaxIntroduction is the most bytes of lines an engine may write
	// before "wait".
	MaxIntroduction = 256 << 10
	// MaxParams is the most parameters an engine may declare.
	MaxParams = 256
)

// exitGrace is how long the client gives an engine whose output ended to
// end its process (it closes its output a moment before), and a process
// that ended to finish writing its standard error, before it stops them.
const exitGrace = 100 * time.Millisecond

// killGrace is the least time the client gives a killed process to end.
// A killed process ends for certain, but on a loaded machine the kernel
// and the goroutine that reaps it may take longer than a short timeout
// (the tests use 300 ms); waiting a little longer costs nothing, and
// saying that a killed process did not end would be wrong.
const killGrace = 2 * time.Second

// stopGrace bounds, below the client's timeout, how long the client waits
// for the "done" that answers "stop" and for the process to end after
// "quit": an engine that heeds them answers within milliseconds, and a
// program interrupted by its user (Ctrl-C ends the context) should not
// wait the whole timeout twice for one that does not.
const stopGrace = 2 * time.Second

// Param is a parameter an engine declares in its "param" lines.
type Param struct {
	Name, Value, Type string
	// Values are the choices of an enum parameter.
	Values []string
}

// Client drives an engine process over the Hub protocol. Its methods are
// for one goroutine at a time. It is an [engine.Engine], which package
// match drives, and an [engine.Searcher].
//
// Every wait of a Client is bounded by its timeout and, where a method
// takes one, by the caller's context; everything it keeps of the engine's
// output is bounded (MaxLine, MaxIntroduction, MaxParams). An engine that
// ends its output but not its process, or breaks a bound, is killed. On
// Unix the engine runs in a process group of its own, and the processes
// it starts are killed with it, so that none holds its pipes open.
type Client struct {
	// ID is how the engine introduced itself: its "id" line, or the
	// lines "name", "author" and "country" of an engine of the protocol's
	// first version (Scan 2.0). An engine that gives no name goes by its
	// program's file name.
	ID engine.ID
	// Params are the parameters the engine declared.
	Params []Param

	v       *variant.Variant
	timeout time.Duration
	cmd     *exec.Cmd
	// Our ends of the engine's pipes: the client makes them rather than
	// exec.Cmd, whose Wait would wait for standard error to be copied
	// (which a process the engine started can hold open) and close
	// standard output while its last lines are unread.
	stdin, stdout, stderr *os.File
	stderrDone            chan struct{} // closed when stderr is copied to its end
	stderrTail            tail          // the end of the engine's standard error

	lines    chan string   // the engine's output, closed when it ends
	readErr  error         // why the output ended early, set before lines closes
	quit     chan struct{} // closed by Close: the reader stops
	exited   chan struct{} // closed when the process has ended
	waitErr  error         // how it ended, set before exited closes
	closing  sync.Once
	closeErr error
}

// A Client is an Engine for matches and a Searcher for anything that
// takes one.
var (
	_ engine.Engine   = (*Client)(nil)
	_ engine.Searcher = (*Client)(nil)
)

// Start starts the engine program (with its arguments), introduces itself
// with "hub", sets the variant and the parameters, and waits for "ready".
// ctx bounds the handshake only; the process lives until Close. An engine
// that fails the handshake is killed.
func Start(ctx context.Context, program string, args []string, opts Options) (*Client, error) {
	c := &Client{
		v: opts.startVariant(), timeout: opts.Timeout,
		// A few lines read ahead: MaxLine bytes each at most.
		lines: make(chan string, 16), quit: make(chan struct{}), exited: make(chan struct{}),
	}
	if c.timeout <= 0 {
		c.timeout = 10 * time.Second
	}
	if err := c.start(program, args, opts.Stderr); err != nil {
		return nil, fmt.Errorf("hub: starting %s: %w", program, err)
	}
	if err := c.handshake(ctx, opts); err != nil {
		c.shutdown(0)
		return nil, err
	}
	if c.ID.Name == "" {
		c.ID.Name = programName(program)
	}
	return c, nil
}

// programName is the file name of a program, without the ".exe" of
// Windows: the name of an engine that gives none.
func programName(program string) string {
	name := filepath.Base(program)
	if ext := filepath.Ext(name); strings.EqualFold(ext, ".exe") {
		name = strings.TrimSuffix(name, ext)
	}
	return name
}

// start starts the process on pipes of the client's own, with the
// goroutines that read its output and wait for its end.
func (c *Client) start(program string, args []string, stderr io.Writer) error {
	c.cmd = exec.Command(program, args...)
	ownGroup(c.cmd)
	// The process's ends, closed here once it has its own copies, and
	// ours, closed here only if it does not start.
	var theirs, ours []*os.File
	defer func() { closeFiles(theirs) }()
	inR, inW, err := os.Pipe()
	if err != nil {
		return err
	}
	theirs, ours = append(theirs, inR), append(ours, inW)
	outR, outW, err := os.Pipe()
	if err != nil {
		closeFiles(ours)
		return err
	}
	theirs, ours = append(theirs, outW), append(ours, outR)
	// Standard error comes through the client, which keeps its end to
	// say why the engine exited, should it.
	errR, errW, err := os.Pipe()
	if err != nil {
		closeFiles(ours)
		return err
	}
	theirs, ours = append(theirs, errW), append(ours, errR)
	c.cmd.Stdin, c.cmd.Stdout, c.cmd.Stderr = inR, outW, errW
	if err := c.cmd.Start(); err != nil {
		closeFiles(ours)
		return err
	}
	c.stdin, c.stdout, c.stderr = inW, outR, errR
	c.stderrDone = make(chan struct{})
	go c.read()
	go c.wait()
	go c.copyStderr(stderr)
	return nil
}

func closeFiles(files []*os.File) {
	for _, f := range files {
		f.Close()
	}
}

// read passes the engine's lines on until its output ends, a line is too
// long, or Close.
func (c *Client) read() {
	defer close(c.lines)
	br := bufio.NewReader(c.stdout)
	for {
		text, long, err := readLine(br, MaxLine, false)
		if err != nil {
			return
		}
		if long {
			c.readErr = ErrLineTooLong
			return
		}
		select {
		case c.lines <- text:
		case <-c.quit:
			return
		}
	}
}

// wait waits for the process to end, then kills what is left of its
// group: processes it started that would hold its pipes open.
func (c *Client) wait() {
	c.waitErr = c.cmd.Wait()
	killGroup(c.cmd.Process)
	close(c.exited)
}

// copyStderr keeps the end of the engine's standard error and copies it
// to w (if any) until w fails: an engine must never block writing it.
func (c *Client) copyStderr(w io.Writer) {
	defer close(c.stderrDone)
	buf := make([]byte, 4096)
	for {
		n, err := c.stderr.Read(buf)
		if n > 0 {
			c.stderrTail.Write(buf[:n])
			if w != nil {
				if _, werr := w.Write(buf[:n]); werr != nil {
					w = nil
				}
			}
		}
		if err != nil {
			return
		}
	}
}

// exitedError is ErrExited with why (detail) and the last lines of the
// engine's standard error, once it has written them (exitGrace at most:
// a process it started may hold the pipe open).
func (c *Client) exitedError(detail string) error {
	waitFor(c.stderrDone, exitGrace)
	return fmt.Errorf("%w%s%s", ErrExited, detail, c.stderrTail.stderrText())
}

// send writes lines to the engine, in one write that waits the client's
// timeout at most: an engine that reads no input would leave the client
// blocked once the pipe is full.
func (c *Client) send(lines ...wireLine) error {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.String())
		b.WriteByte('\n')
	}
	// Where pipes have no deadlines this fails, and the write blocks as
	// it did before them.
	c.stdin.SetWriteDeadline(time.Now().Add(c.timeout))
	if _, err := io.WriteString(c.stdin, b.String()); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return fmt.Errorf("%w: it reads nothing it is sent", ErrTimeout)
		}
		if waitFor(c.exited, exitGrace) {
			return c.exitedError(fmt.Sprintf(" (%v)", c.waitErr))
		}
		return c.exitedError(fmt.Sprintf(": %v", err))
	}
	return nil
}

// next returns the engine's next line, read and as written, waiting
// until deadline or ctx's end at most. A line that is not a command comes
// back with an empty command, for the callers to skip, but for an "error"
// line: that is one whatever follows, its text the message.
func (c *Client) next(ctx context.Context, deadline time.Time) (wireLine, string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case text, ok := <-c.lines:
		if !ok {
			return wireLine{}, "", c.ended()
		}
		l, err := parseWireLine(text)
		if err != nil {
			l = wireLine{}
			if word, _ := firstWord(text); word == "error" {
				l.Command = word
			}
		}
		return l, text, nil
	case <-timer.C:
		return wireLine{}, "", ErrTimeout
	case <-ctx.Done():
		return wireLine{}, "", ctx.Err()
	}
}

// firstWord splits a line as written into its first word and the rest,
// without the spaces around them.
func firstWord(text string) (word, rest string) {
	text = strings.TrimLeft(text, " \t")
	if i := strings.IndexAny(text, " \t"); i >= 0 {
		return text[:i], strings.Trim(text[i+1:], " \t")
	}
	return text, ""
}

// errorText is the message of an engine's "error" line: its argument
// "message", or, on a line without one (Scan 2.0 writes "error illegal
// move", "error bad position"), all that follows the command; cut to
// maxMessage bytes.
func errorText(l wireLine, text string) string {
	msg, ok := l.Get("message")
	if !ok {
		_, msg = firstWord(text)
	}
	return clip(msg)
}

// ended says why the engine's output ended, once its process is gone: an
// engine that can answer nothing more is killed rather than waited for,
// be it that it wrote a line too long or that it closed its output and
// went on running.
func (c *Client) ended() error {
	if c.readErr != nil {
		c.kill()
		return fmt.Errorf("%w (more than %d bytes): the engine was stopped", c.readErr, MaxLine)
	}
	if waitFor(c.exited, exitGrace) {
		return c.exitedError(fmt.Sprintf(" (%v)", c.waitErr))
	}
	c.kill()
	return c.exitedError(": it closed its output, and was stopped")
}

// kill kills the engine (with its group) and waits for its process to
// end: the client's timeout at most, but no less than killGrace.
func (c *Client) kill() {
	killGroup(c.cmd.Process)
	waitFor(c.exited, max(c.timeout, killGrace))
}

// waitFor reports whether ch closes within d.
func waitFor(ch <-chan struct{}, d time.Duration) bool {
	if d <= 0 {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ch:
		return true
	case <-timer.C:
		return false
	}
}

func (c *Client) handshake(ctx context.Context, opts Options) error {
	if err := c.send(wireLine{Command: "hub"}); err != nil {
		return err
	}
	deadline := time.Now().Add(c.timeout)
	if err := c.introduction(ctx, deadline); err != nil {
		return fmt.Errorf("hub: waiting for \"wait\": %w", err)
	}
	name, err := c.variantName(opts.VariantName)
	if err != nil {
		return err
	}
	setup := []wireLine{newLine("set-param", "name", "variant", "value", name)}
	for name, value := range opts.Params {
		setup = append(setup, newLine("set-param", "name", name, "value", value))
	}
	if err := c.send(append(setup, wireLine{Command: "init"})...); err != nil {
		return err
	}
	if _, err := c.await(ctx, "ready", deadline.Add(c.timeout)); err != nil {
		return fmt.Errorf("hub: waiting for \"ready\": %w", err)
	}
	return nil
}

// introduction reads the engine's lines up to its "wait", keeping its
// "id" and "param" lines, within MaxIntroduction bytes and MaxParams
// parameters; and, where "id" gives no name, author or country, those
// that an engine of the protocol's first version gives a line each.
func (c *Client) introduction(ctx context.Context, deadline time.Time) error {
	size := 0
	// Scan 2.0 (src/main.cpp, hub_loop, at its release) answers "hub"
	// with "name Scan 2.0", "author Fabien Letouzey", "country France"
	// and "wait": each value all that follows its command.
	var first engine.ID
	defer func() {
		c.ID.Name = cmp.Or(c.ID.Name, first.Name)
		c.ID.Author = cmp.Or(c.ID.Author, first.Author)
		c.ID.Country = cmp.Or(c.ID.Country, first.Country)
	}()
	for {
		l, text, err := c.next(ctx, deadline)
		if err != nil {
			return err
		}
		if size += len(text) + 1; size > MaxIntroduction {
			c.kill()
			return fmt.Errorf("%w: more than %d bytes before \"wait\"; the engine was stopped", ErrFlood, MaxIntroduction)
		}
		switch word, rest := firstWord(text); word {
		case "name":
			first.Name = rest
		case "author":
			first.Author = rest
		case "country":
			first.Country = rest
		}
		switch l.Command {
		case "wait":
			return nil
		case "id":
			c.ID.Name, _ = l.Get("name")
			c.ID.Version, _ = l.Get("version")
			c.ID.Author, _ = l.Get("author")
			c.ID.Country, _ = l.Get("country")
		case "param":
			if len(c.Params) == MaxParams {
				c.kill()
				return fmt.Errorf("%w: more than %d parameters; the engine was stopped", ErrFlood, MaxParams)
			}
			c.Params = append(c.Params, parseParam(l))
		}
	}
}

// parseParam reads a "param" line.
func parseParam(l wireLine) Param {
	p := Param{}
	p.Name, _ = l.Get("name")
	p.Value, _ = l.Get("value")
	p.Type, _ = l.Get("type")
	if vs, ok := l.Get("values"); ok {
		p.Values = strings.Fields(vs)
	}
	return p
}

// variantName is the name the client gives the engine for its variant
// (see chooseName): given, or one of those the engine declares as its
// parameter "variant"'s choices.
func (c *Client) variantName(given string) (string, error) {
	var values []string
	for _, p := range c.Params {
		if p.Name == "variant" && len(p.Values) > 0 {
			values = p.Values
		}
	}
	return chooseName(c.v, given, values)
}

// await reads lines until one with the command, skipping others.
func (c *Client) await(ctx context.Context, command string, deadline time.Time) (wireLine, error) {
	for {
		l, _, err := c.next(ctx, deadline)
		if err != nil {
			return wireLine{}, err
		}
		if l.Command == command {
			return l, nil
		}
	}
}

// drain drops the lines the engine wrote since the last answer awaited
// (the late "done" of a search that timed out, say), so that they are not
// taken for answers to what comes next.
func (c *Client) drain() {
	for {
		select {
		case _, ok := <-c.lines:
			if !ok {
				return
			}
		default:
			return
		}
	}
}

// Ping sends "ping" and waits for "pong".
func (c *Client) Ping(ctx context.Context) error {
	if err := c.send(wireLine{Command: "ping"}); err != nil {
		return err
	}
	_, err := c.await(ctx, "pong", time.Now().Add(c.timeout))
	return err
}

// Search asks the engine for its move in g's current position: it sends
// the position after the game's last irreversible move (see
// variant.Variant.Irreversible; in Frisian, the last after which neither
// side has a run of king moves) with the moves since, so that the engine
// sees repetitions, the limit as a "level" (a time per move, a depth or a
// number of nodes, the first of them that limit sets; one second when it
// sets none), and "go think"; it reports the engine's "info" lines to
// info and returns the move of its "done" line, checked against the rules.
// When ctx ends it sends "stop" and returns the engine's move all the
// same, if it comes within the client's timeout and 2 s at most. An engine
// that does not answer within the limit plus the client's timeout gives
// ErrTimeout; one that ends gives ErrExited.
func (c *Client) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	if g.Result().Over() {
		return board.Move{}, engine.ErrNoMoves
	}
	c.drain()
	level := newLine("level", "move-time", "1")
	wait := time.Second
	switch {
	case limit.Time > 0:
		level = newLine("level", "move-time", strconv.FormatFloat(limit.Time.Seconds(), 'f', 3, 64))
		wait = limit.Time
	case limit.Depth > 0:
		level = newLine("level", "depth", strconv.Itoa(limit.Depth))
		wait = 0
	case limit.Nodes > 0:
		level = newLine("level", "nodes", strconv.FormatUint(limit.Nodes, 10))
		wait = 0
	}
	if err := c.send(c.posLine(g), level, newLine("go").flag("think")); err != nil {
		return board.Move{}, err
	}
	deadline := time.Now().Add(wait + c.timeout)
	stopped := false
	for {
		l, text, err := c.next(ctx, deadline)
		if errors.Is(err, ctx.Err()) && ctx.Err() != nil && !stopped {
			// Stop the search, and wait for its "done" a while longer.
			stopped = true
			ctx = context.WithoutCancel(ctx)
			deadline = time.Now().Add(min(c.timeout, stopGrace))
			if err := c.send(wireLine{Command: "stop"}); err != nil {
				return board.Move{}, err
			}
			continue
		}
		if err != nil {
			return board.Move{}, err
		}
		switch l.Command {
		case "info":
			if info != nil {
				info(c.parseInfo(g, l))
			}
		case "error":
			return board.Move{}, fmt.Errorf("%w: %s", ErrEngine, errorText(l, text))
		case "done":
			text, _ := l.Get("move")
			m, err := ParseWireMove(c.v, g.Position(), text)
			if err != nil {
				return board.Move{}, fmt.Errorf("%w: %q: %v", ErrIllegalMove, text, err)
			}
			return m, nil
		}
	}
}

// posLine is the "pos" command for g's current position.
func (c *Client) posLine(g *checkers.Game) wireLine {
	positions, moves := g.Positions(), g.History()
	from := len(moves)
	for from > 0 {
		m, before := moves[from-1], positions[from-1]
		// A Hub position holds no runs of king moves (Frisian): start
		// from one where neither side has a run, so the engine counts
		// them from the moves.
		if c.v.Irreversible(&before, &m) && positions[from].KingRuns == (board.KingRuns{}) {
			break
		}
		from--
	}
	l := newLine("pos", "pos", FormatPosition(c.v, positions[from]))
	if from < len(moves) {
		texts := make([]string, 0, len(moves)-from)
		for _, m := range moves[from:] {
			texts = append(texts, FormatWireMove(c.v, m))
		}
		l.Args = append(l.Args, wireArg{Name: "moves", Value: strings.Join(texts, " ")})
	}
	return l
}

// parseInfo reads an "info" line; what it cannot read it leaves zero. The
// PV stops at its first move that is not legal where it stands.
func (c *Client) parseInfo(g *checkers.Game, l wireLine) engine.Info {
	var i engine.Info
	if s, ok := l.Get("depth"); ok {
		i.Depth, _ = strconv.Atoi(s)
	}
	if s, ok := l.Get("score"); ok {
		if f, err := strconv.ParseFloat(s, 64); err == nil && f > -1e6 && f < 1e6 {
			i.Score = int(f * 100)
		}
	}
	if s, ok := l.Get("nodes"); ok {
		i.Nodes, _ = strconv.ParseUint(s, 10, 64)
	}
	if s, ok := l.Get("time"); ok {
		if f, err := strconv.ParseFloat(s, 64); err == nil && f >= 0 && f < 1e9 {
			i.Time = time.Duration(f * float64(time.Second))
		}
	}
	if s, ok := l.Get("pv"); ok {
		p := g.Position()
		for _, t := range strings.Fields(s) {
			m, err := ParseWireMove(c.v, p, t)
			if err != nil {
				break
			}
			i.PV = append(i.PV, m)
			p = c.v.Apply(p, m)
		}
	}
	return i
}

// Name returns the engine's name, as it gave it.
func (c *Client) Name() string { return c.ID.Name }

// NewGame tells the engine that an unrelated game starts ("new-game").
func (c *Client) NewGame(ctx context.Context, g *checkers.Game, side board.Color) error {
	return c.send(wireLine{Command: "new-game"})
}

// Move is Search without progress reports.
func (c *Client) Move(ctx context.Context, g *checkers.Game, limit engine.Limit) (board.Move, error) {
	return c.Search(ctx, g, limit, nil)
}

// GameOver does nothing: the protocol has no message for it.
func (c *Client) GameOver(ctx context.Context, g *checkers.Game) error { return nil }

// Close sends "quit" and closes the engine's input, waits the client's
// timeout (2 s at most) for the process to end, and kills it if it does not;
// what is left of its process group is killed either way, so that no
// process the engine started holds its pipes. It returns an error only
// when the process did not end even when killed.
func (c *Client) Close() error {
	c.closing.Do(func() { c.closeErr = c.shutdown(min(c.timeout, stopGrace)) })
	return c.closeErr
}

// shutdown ends the engine: it asks it to quit, gives it grace to, kills
// it, and lets go of its pipes, every wait bounded.
func (c *Client) shutdown(grace time.Duration) error {
	close(c.quit)
	if grace > 0 {
		c.send(wireLine{Command: "quit"})
	}
	c.stdin.Close()
	if !waitFor(c.exited, grace) {
		c.kill()
	}
	// A process outside the group may still hold the output: closing our
	// end ends the reader all the same.
	c.stdout.Close()
	if !waitFor(c.stderrDone, exitGrace) {
		c.stderr.Close()
		waitFor(c.stderrDone, c.timeout)
	}
	if !waitFor(c.exited, 0) {
		return fmt.Errorf("%w: the engine's process did not end when killed", ErrTimeout)
	}
	return nil
}
