package hub

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// Errors of the client side.
var (
	// ErrTimeout: the engine did not answer in time (a hung engine).
	ErrTimeout = errors.New("hub: the engine did not answer in time")
	// ErrExited: the engine's process ended, or closed its output.
	ErrExited = errors.New("hub: the engine exited")
	// ErrIllegalMove: the engine answered with a move that is not legal
	// in the position it was given.
	ErrIllegalMove = errors.New("hub: the engine played an illegal move")
	// ErrEngine: the engine answered with an "error" line.
	ErrEngine = errors.New("hub: the engine reported an error")
)

// Param is a parameter an engine declares in its "param" lines.
type Param struct {
	Name, Value, Type string
	// Values are the choices of an enum parameter.
	Values []string
}

// ClientOptions set up a Client.
type ClientOptions struct {
	// Variant is the variant to play, set as the engine's parameter
	// "variant" (International when nil).
	Variant *variant.Variant
	// Params are further parameters to set before "init", by name.
	Params map[string]string
	// Timeout is how long the client waits for an answer beyond the time
	// the search itself may take (10 s when zero): the handshake, "pong",
	// and "done" after a search's time limit or after "stop".
	Timeout time.Duration
	// Stderr receives the engine's standard error (discarded when nil).
	Stderr io.Writer
}

// Client drives an engine process over the Hub protocol. Its methods are
// for one goroutine at a time. It is a [player.Searcher], and has the
// methods of a match.Engine.
type Client struct {
	// ID is how the engine introduced itself.
	ID ID
	// Params are the parameters the engine declared.
	Params []Param

	v       *variant.Variant
	timeout time.Duration
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string // the engine's output, closed when it ends
	exited  chan struct{}
	waitErr error
	closing sync.Once
}

// Start starts the engine program (with its arguments), introduces itself
// with "hub", sets the variant and the parameters, and waits for "ready".
// ctx bounds the handshake only; the process lives until Close.
func Start(ctx context.Context, program string, args []string, opts ClientOptions) (*Client, error) {
	c := &Client{v: opts.Variant, timeout: opts.Timeout, lines: make(chan string, 64), exited: make(chan struct{})}
	if c.v == nil {
		c.v = variant.International
	}
	if c.timeout <= 0 {
		c.timeout = 10 * time.Second
	}
	c.cmd = exec.Command(program, args...)
	c.cmd.Stderr = opts.Stderr
	var err error
	if c.stdin, err = c.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := c.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.cmd.Start(); err != nil {
		return nil, fmt.Errorf("hub: starting %s: %w", program, err)
	}
	go c.read(stdout)
	if err := c.handshake(ctx, opts); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// read passes the engine's lines on until its output ends, then waits for
// the process.
func (c *Client) read(stdout io.Reader) {
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	for sc.Scan() {
		c.lines <- sc.Text()
	}
	close(c.lines)
	c.waitErr = c.cmd.Wait()
	close(c.exited)
}

func (c *Client) send(l Line) error {
	if _, err := io.WriteString(c.stdin, l.String()+"\n"); err != nil {
		return fmt.Errorf("%w: %v", ErrExited, err)
	}
	return nil
}

// next returns the engine's next line, waiting until deadline at most.
func (c *Client) next(ctx context.Context, deadline time.Time) (Line, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		select {
		case text, ok := <-c.lines:
			if !ok {
				<-c.exited
				return Line{}, fmt.Errorf("%w (%v)", ErrExited, c.waitErr)
			}
			l, err := ParseLine(text)
			if err != nil || l.Command == "" {
				continue // not a command: ignored
			}
			return l, nil
		case <-timer.C:
			return Line{}, ErrTimeout
		case <-ctx.Done():
			return Line{}, ctx.Err()
		}
	}
}

func (c *Client) handshake(ctx context.Context, opts ClientOptions) error {
	if err := c.send(Line{Command: "hub"}); err != nil {
		return err
	}
	deadline := time.Now().Add(c.timeout)
	for {
		l, err := c.next(ctx, deadline)
		if err != nil {
			return fmt.Errorf("hub: waiting for \"wait\": %w", err)
		}
		switch l.Command {
		case "id":
			c.ID.Name, _ = l.Get("name")
			c.ID.Version, _ = l.Get("version")
			c.ID.Author, _ = l.Get("author")
			c.ID.Country, _ = l.Get("country")
		case "param":
			p := Param{}
			p.Name, _ = l.Get("name")
			p.Value, _ = l.Get("value")
			p.Type, _ = l.Get("type")
			if vs, ok := l.Get("values"); ok {
				p.Values = strings.Fields(vs)
			}
			c.Params = append(c.Params, p)
		}
		if l.Command == "wait" {
			break
		}
	}
	if err := c.send(newLine("set-param", "name", "variant", "value", c.variantName())); err != nil {
		return err
	}
	for name, value := range opts.Params {
		if err := c.send(newLine("set-param", "name", name, "value", value)); err != nil {
			return err
		}
	}
	if err := c.send(Line{Command: "init"}); err != nil {
		return err
	}
	if _, err := c.await(ctx, "ready", deadline.Add(c.timeout)); err != nil {
		return fmt.Errorf("hub: waiting for \"ready\": %w", err)
	}
	return nil
}

// variantName is the engine's name for the variant: Scan's "normal" for
// International when the engine offers that and not the library's name.
func (c *Client) variantName() string {
	name := c.v.Name()
	for _, p := range c.Params {
		if p.Name != "variant" || len(p.Values) == 0 {
			continue
		}
		for scan, ours := range scanNames {
			if ours == name && !contains(p.Values, name) && contains(p.Values, scan) {
				return scan
			}
		}
	}
	return name
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// await reads lines until one with the command, skipping others; an
// "error" line is returned as ErrEngine.
func (c *Client) await(ctx context.Context, command string, deadline time.Time) (Line, error) {
	for {
		l, err := c.next(ctx, deadline)
		if err != nil {
			return Line{}, err
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
	if err := c.send(Line{Command: "ping"}); err != nil {
		return err
	}
	_, err := c.await(ctx, "pong", time.Now().Add(c.timeout))
	return err
}

// Search asks the engine for its move in g's current position: it sends
// the position after the game's last irreversible move (a man's move or a
// capture; in Frisian, the last after which neither side has a run of king
// moves) with the moves since, so that the engine sees repetitions, the
// limit as a "level" (a depth, or a time per move; one second when limit
// sets neither), and "go think"; it reports the engine's "info" lines to
// info and returns the move of its "done" line, checked against the rules.
// When ctx ends it sends "stop" and returns the engine's move all the
// same. An engine that does not answer within the limit plus the client's
// timeout gives ErrTimeout; one that ends gives ErrExited.
func (c *Client) Search(ctx context.Context, g *checkers.Game, limit player.Limit, info func(player.Info)) (board.Move, error) {
	if g.Result().Over() {
		return board.Move{}, player.ErrNoMoves
	}
	c.drain()
	if err := c.send(c.posLine(g)); err != nil {
		return board.Move{}, err
	}
	level := newLine("level", "move-time", "1")
	wait := time.Second
	switch {
	case limit.Time > 0:
		level = newLine("level", "move-time", strconv.FormatFloat(limit.Time.Seconds(), 'f', 3, 64))
		wait = limit.Time
	case limit.Depth > 0:
		level = newLine("level", "depth", strconv.Itoa(limit.Depth))
		wait = 0
	}
	if err := c.send(level); err != nil {
		return board.Move{}, err
	}
	if err := c.send(newLine("go").flag("think")); err != nil {
		return board.Move{}, err
	}
	deadline := time.Now().Add(wait + c.timeout)
	stopped := false
	for {
		l, err := c.next(ctx, deadline)
		if errors.Is(err, ctx.Err()) && ctx.Err() != nil && !stopped {
			// Stop the search, and wait for its "done" a while longer.
			stopped = true
			ctx = context.WithoutCancel(ctx)
			deadline = time.Now().Add(c.timeout)
			if err := c.send(Line{Command: "stop"}); err != nil {
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
			msg, _ := l.Get("message")
			return board.Move{}, fmt.Errorf("%w: %s", ErrEngine, msg)
		case "done":
			text, _ := l.Get("move")
			m, err := ParseMove(c.v, g.Position(), text)
			if err != nil {
				return board.Move{}, fmt.Errorf("%w: %q: %v", ErrIllegalMove, text, err)
			}
			return m, nil
		}
	}
}

// posLine is the "pos" command for g's current position.
func (c *Client) posLine(g *checkers.Game) Line {
	positions, moves := g.Positions(), g.History()
	from := len(moves)
	for from > 0 {
		m, before := moves[from-1], positions[from-1]
		// A Hub position holds no runs of king moves (Frisian): start
		// from one where neither side has a run, so the engine counts
		// them from the moves.
		pc, _ := before.At(m.From)
		irreversible := !m.Captured.IsEmpty() || m.Lift || pc.Kind != board.King
		if irreversible && positions[from].KingRuns == (board.KingRuns{}) {
			break
		}
		from--
	}
	l := newLine("pos", "pos", FormatPosition(c.v, positions[from]))
	if from < len(moves) {
		texts := make([]string, 0, len(moves)-from)
		for _, m := range moves[from:] {
			texts = append(texts, FormatMove(c.v, m))
		}
		l.Args = append(l.Args, Arg{Name: "moves", Value: strings.Join(texts, " ")})
	}
	return l
}

// parseInfo reads an "info" line; what it cannot read it leaves zero. The
// PV stops at its first move that is not legal where it stands.
func (c *Client) parseInfo(g *checkers.Game, l Line) player.Info {
	var i player.Info
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
			m, err := ParseMove(c.v, p, t)
			if err != nil {
				break
			}
			i.PV = append(i.PV, m)
			p = p.Apply(m)
		}
	}
	return i
}

// Name returns the engine's name, as it gave it.
func (c *Client) Name() string { return c.ID.Name }

// NewGame tells the engine that an unrelated game starts ("new-game").
func (c *Client) NewGame(ctx context.Context, g *checkers.Game, side board.Color) error {
	return c.send(Line{Command: "new-game"})
}

// Move is Search without progress reports.
func (c *Client) Move(ctx context.Context, g *checkers.Game, limit player.Limit) (board.Move, error) {
	return c.Search(ctx, g, limit, nil)
}

// GameOver does nothing: the protocol has no message for it.
func (c *Client) GameOver(ctx context.Context, g *checkers.Game) error { return nil }

// Close sends "quit" and closes the engine's input, waits for the process
// to end (the client's timeout at most) and kills it if it does not.
func (c *Client) Close() error {
	c.closing.Do(func() {
		c.send(Line{Command: "quit"})
		c.stdin.Close()
		go func() {
			for range c.lines {
			}
		}()
		select {
		case <-c.exited:
		case <-time.After(c.timeout):
			c.cmd.Process.Kill()
			<-c.exited
		}
	})
	return nil
}
