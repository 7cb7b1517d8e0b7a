package lidraughts

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers/search"
	"github.com/draughtsgo/checkers/variant"
)

// MaxLine is the longest line of a stream the bot reads: a game's state
// with every move of a long game fits many times over.
const MaxLine = 1 << 20

// Bot plays on a lidraughts server. Set Server, Token and Engine; the rest
// has defaults. Run it with [Bot.Run].
type Bot struct {
	// Server is the server's address, "https://lidraughts.org" or a test
	// server's.
	Server string
	// Token is the bot account's API token.
	Token string
	// Engine starts the engine that plays one game of variant v; it is
	// closed when the game ends.
	Engine func(ctx context.Context, v *variant.Variant) (search.Engine, error)
	// Variants are the lidraughts variant keys ("standard", "russian",
	// ...) of the challenges the bot accepts; none: every variant it knows
	// ([VariantOf]).
	Variants []string
	// MinTime and MaxTime bound the initial clock of the challenges it
	// accepts (zero: no bound); it declines games without a clock unless
	// Untimed is set.
	MinTime, MaxTime time.Duration
	Untimed          bool
	// MaxGames is the most games it plays at once (0: 4); it declines
	// challenges beyond.
	MaxGames int
	// PDN, when not nil, receives each finished game in PDN.
	PDN io.Writer
	// Log, when not nil, receives a line for each thing the bot does.
	Log func(format string, args ...any)
	// Client makes the requests (nil: http.DefaultClient); every request
	// has the deadline of Timeout (0: 10 s) but the streams, which have
	// Idle (0: 60 s): a stream silent that long is dropped and opened
	// again (the server sends an empty line every few seconds).
	Client  *http.Client
	Timeout time.Duration
	Idle    time.Duration

	id      string
	mu      sync.Mutex
	playing map[string]bool
	pdnMu   sync.Mutex
	wg      sync.WaitGroup
}

// VariantOf returns the library's variant of a lidraughts variant key:
// standard and fromPosition (International from a set position), russian,
// brazilian, frisian, frysk, antidraughts and breakthrough.
func VariantOf(key string) (*variant.Variant, bool) {
	v, ok := variants[key]
	return v, ok
}

// variants are the library's variants by lidraughts' keys.
var variants = map[string]*variant.Variant{
	"standard": variant.International, "fromPosition": variant.International,
	"russian": variant.Russian, "brazilian": variant.Brazilian, "frisian": variant.Frisian,
	"frysk": variant.Frysk, "antidraughts": variant.Antidraughts, "breakthrough": variant.Breakthrough,
}

// Run plays until ctx ends: it learns the account's id, then reads the
// event stream, opening it again whenever it drops. It returns ctx's error
// once every game it plays has ended, or at once the error of a server that
// will not name the account (a bad token).
func (b *Bot) Run(ctx context.Context) error {
	if b.Engine == nil {
		return errors.New("lidraughts: Bot.Engine is not set")
	}
	var account struct{ ID string }
	if err := b.getJSON(ctx, "/api/account", &account); err != nil {
		return fmt.Errorf("lidraughts: the account: %w", err)
	}
	if account.ID == "" {
		return errors.New("lidraughts: the server named no account")
	}
	b.id = strings.ToLower(account.ID)
	b.playing = map[string]bool{}
	b.logf("playing as %s", b.id)
	var again backoff
	for ctx.Err() == nil {
		opened := time.Now()
		err := b.stream(ctx, "/api/stream/event", b.event)
		if ctx.Err() != nil {
			break
		}
		if time.Since(opened) > time.Minute {
			again.reset()
		}
		b.logf("event stream: %v; again in %v", err, again.next())
		again.sleep(ctx)
	}
	b.wg.Wait()
	return ctx.Err()
}

// event handles one line of the event stream.
func (b *Bot) event(ctx context.Context, line []byte) error {
	var e struct {
		Type      string
		Challenge Challenge
		Game      struct{ ID string }
	}
	if err := json.Unmarshal(line, &e); err != nil {
		b.logf("event stream: %v", err)
		return nil
	}
	switch e.Type {
	case "challenge":
		c := e.Challenge
		if strings.EqualFold(c.Challenger.ID, b.id) {
			return nil // our own challenge
		}
		answer := "accept"
		if why := b.refuse(c); why != "" {
			answer = "decline"
			b.logf("declining %s from %s: %s", c.ID, c.Challenger.ID, why)
		} else {
			b.logf("accepting %s from %s (%s)", c.ID, c.Challenger.ID, c.Variant.Key)
		}
		if err := b.post(ctx, "/api/challenge/"+c.ID+"/"+answer); err != nil {
			b.logf("challenge %s: %v", c.ID, err)
		}
	case "gameStart":
		if id := e.Game.ID; id != "" && b.start(id) {
			b.wg.Add(1)
			go func() {
				defer b.wg.Done()
				defer b.end(id)
				b.play(ctx, id)
			}()
		}
	}
	return nil
}

// Challenge is a challenge as the event stream gives it.
type Challenge struct {
	ID         string
	Challenger struct{ ID string }
	Variant    struct{ Key string }
	Rated      bool
	// TimeControl: Type "clock" (Limit and Increment in seconds),
	// "correspondence" or "unlimited".
	TimeControl struct {
		Type             string
		Limit, Increment int
	}
}

// refuse says why the bot declines c, or "" to accept it.
func (b *Bot) refuse(c Challenge) string {
	if _, ok := VariantOf(c.Variant.Key); !ok {
		return "a variant the library does not know"
	}
	if len(b.Variants) > 0 && !slices.Contains(b.Variants, c.Variant.Key) {
		return "a variant it does not play"
	}
	tc := c.TimeControl
	limit := time.Duration(tc.Limit) * time.Second
	switch {
	case tc.Type != "clock" && !b.Untimed:
		return "no clock"
	case tc.Type == "clock" && b.MinTime > 0 && limit < b.MinTime:
		return "too little time"
	case tc.Type == "clock" && b.MaxTime > 0 && limit > b.MaxTime:
		return "too much time"
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.playing) >= b.maxGames() {
		return "playing as many games as it may"
	}
	return ""
}

func (b *Bot) maxGames() int {
	if b.MaxGames > 0 {
		return b.MaxGames
	}
	return 4
}

// start marks game id as played and reports whether it was not already.
func (b *Bot) start(id string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.playing[id] {
		return false
	}
	b.playing[id] = true
	return true
}

func (b *Bot) end(id string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.playing, id)
}

// play plays game id to its end, opening its stream again when it drops
// (at most ten times in a row without a line read).
func (b *Bot) play(ctx context.Context, id string) {
	g := &botGame{bot: b, id: id, sent: -1}
	defer g.close()
	var again backoff
	for tries := 0; tries < 10 && ctx.Err() == nil; tries++ {
		read := g.lines
		err := b.stream(ctx, "/api/bot/game/stream/"+id, g.line)
		if g.done || ctx.Err() != nil {
			return
		}
		if g.lines > read {
			tries = 0
			again.reset()
		}
		b.logf("game %s: stream: %v; again in %v", id, err, again.next())
		again.sleep(ctx)
	}
}

// errStreamDone ends a stream whose reader needs no more of it.
var errStreamDone = errors.New("done")

// stream reads the ndjson stream at path, a line at a time, until it ends,
// ctx ends, it is silent for Idle, or handle returns an error.
func (b *Bot) stream(ctx context.Context, path string, handle func(context.Context, []byte) error) error {
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	idle := b.idle()
	timer := time.AfterFunc(idle, cancel)
	defer timer.Stop()
	resp, err := b.do(sctx, http.MethodGet, path)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	r := bufio.NewScanner(resp.Body)
	r.Buffer(make([]byte, 0, 4096), MaxLine)
	for r.Scan() {
		line := bytes.TrimSpace(r.Bytes())
		if len(line) == 0 {
			timer.Reset(idle)
			continue // the server's keep-alive
		}
		timer.Stop() // the engine's thinking is not the server's silence
		err := handle(ctx, line)
		timer.Reset(idle)
		if errors.Is(err, errStreamDone) {
			return nil
		}
		if err != nil {
			return err
		}
	}
	if err := r.Err(); err != nil {
		if sctx.Err() != nil && ctx.Err() == nil {
			return fmt.Errorf("silent for %v", idle)
		}
		return err
	}
	return io.EOF
}

func (b *Bot) idle() time.Duration {
	if b.Idle > 0 {
		return b.Idle
	}
	return time.Minute
}

func (b *Bot) timeout() time.Duration {
	if b.Timeout > 0 {
		return b.Timeout
	}
	return 10 * time.Second
}

// do sends a request with the token and returns the response of a 200.
func (b *Bot) do(ctx context.Context, method, path string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimSuffix(b.Server, "/")+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+b.Token)
	client := b.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		resp.Body.Close()
		return nil, fmt.Errorf("%s %s: %s %s", method, path, resp.Status, bytes.TrimSpace(body))
	}
	return resp, nil
}

// post sends a POST request, within Timeout.
func (b *Bot) post(ctx context.Context, path string) error {
	ctx, cancel := context.WithTimeout(ctx, b.timeout())
	defer cancel()
	resp, err := b.do(ctx, http.MethodPost, path)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// getJSON reads the JSON answer of a GET request, within Timeout.
func (b *Bot) getJSON(ctx context.Context, path string, out any) error {
	ctx, cancel := context.WithTimeout(ctx, b.timeout())
	defer cancel()
	resp, err := b.do(ctx, http.MethodGet, path)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(io.LimitReader(resp.Body, MaxLine)).Decode(out)
}

func (b *Bot) logf(format string, args ...any) {
	if b.Log != nil {
		b.Log(format, args...)
	}
}

// backoff is the wait before a stream is opened again: one second, then
// twice the one before, up to a minute, until reset.
type backoff struct{ waited time.Duration }

func (b *backoff) reset() { b.waited = 0 }

// next is the wait sleep will make.
func (b *backoff) next() time.Duration { return min(max(2*b.waited, time.Second), time.Minute) }

// sleep waits next, or until ctx ends.
func (b *backoff) sleep(ctx context.Context) {
	b.waited = b.next()
	t := time.NewTimer(b.waited)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
