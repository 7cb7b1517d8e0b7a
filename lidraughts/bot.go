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

	"github.com/draughtsgo/checkers/engine"
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
	Engine func(ctx context.Context, v *variant.Variant) (engine.Engine, error)
	// Variants are the lidraughts variant keys ("standard", "russian",
	// ...) of the challenges the bot accepts; none: every variant it knows
	// ([VariantOf]).
	Variants []string
	// MinTime and MaxTime bound the initial clock of the challenges it
	// accepts (zero: no bound); it declines games without a clock unless
	// Untimed is set.
	MinTime, MaxTime time.Duration
	Untimed          bool
	// MaxGames is the most games it plays at once (0: 4). A challenge it
	// accepts holds a place until its game starts; it declines challenges
	// while every place is taken, and aborts a game the server starts
	// beyond them (one it did not accept: a challenge of its own, a
	// tournament's).
	MaxGames int
	// PDN, when not nil, receives each finished game in PDN.
	PDN io.Writer
	// Log, when not nil, receives a line for each thing the bot does.
	Log func(format string, args ...any)
	// Client makes the requests (nil: http.DefaultClient), following
	// redirects only within Server's origin (scheme, host and port), so
	// that the token goes nowhere else; every request
	// has the deadline of Timeout (0: 10 s) but the streams, which have
	// Idle (0: 60 s): a stream silent that long is dropped and opened
	// again (the server sends an empty line every few seconds).
	Client  *http.Client
	Timeout time.Duration
	Idle    time.Duration

	id         string
	clientOnce sync.Once
	httpClient *http.Client
	mu         sync.Mutex
	playing    map[string]bool      // the games it plays
	pending    map[string]time.Time // the challenges accepted, their games not started, and when
	pdnMu      sync.Mutex
	wg         sync.WaitGroup
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
// once every game it plays has ended. It returns at once the error of a
// server that will not name the account (a bad token), or names one that
// is not a bot account (its title is not "BOT"); and, once its games have
// ended, the error of an event stream the server refuses for good (an
// answer 4xx but 408 and 429, such as the 400 "This endpoint can only be
// used with a Bot account"), instead of asking again.
func (b *Bot) Run(ctx context.Context) error {
	if b.Engine == nil {
		return errors.New("lidraughts: Bot.Engine is not set")
	}
	var account struct{ ID, Title string }
	if err := b.getJSON(ctx, "/api/account", &account); err != nil {
		return fmt.Errorf("lidraughts: the account: %w", err)
	}
	if account.ID == "" {
		return errors.New("lidraughts: the server named no account")
	}
	if !strings.EqualFold(account.Title, "BOT") {
		return fmt.Errorf("lidraughts: the account %s is not a bot account (its title is %q, not \"BOT\"): "+
			"upgrade it with POST /api/bot/account/upgrade (for good, and only for an account that has played no game), or use a bot account's token",
			logText("%s", account.ID), logText("%s", account.Title))
	}
	b.id = strings.ToLower(account.ID)
	b.playing = map[string]bool{}
	b.pending = map[string]time.Time{}
	b.logf("playing as %s", b.id)
	var again backoff
	for ctx.Err() == nil {
		opened := time.Now()
		err := b.stream(ctx, "/api/stream/event", b.event)
		if ctx.Err() != nil {
			break
		}
		if permanent(err) {
			b.logf("event stream: %v; stopping once the games under way end", err)
			b.wg.Wait()
			return fmt.Errorf("lidraughts: the event stream: %s", logText("%v", err))
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
		if c.ID == "" || strings.EqualFold(c.Challenger.ID, b.id) {
			return nil // our own challenge
		}
		answer := "accept"
		why := b.refuse(c)
		if why == "" && !b.reserve(c.ID) {
			why = "playing as many games as it may"
		}
		if why != "" {
			answer = "decline"
			b.logf("declining %q from %q: %s", c.ID, c.Challenger.ID, why)
		} else {
			b.logf("accepting %q from %q (%q)", c.ID, c.Challenger.ID, c.Variant.Key)
		}
		if err := b.post(ctx, "/api/challenge/"+segment(c.ID)+"/"+answer); err != nil {
			b.logf("challenge %q: %v", c.ID, err)
			if answer == "accept" {
				b.unreserve(c.ID)
			}
		}
	case "challengeCanceled", "challengeDeclined":
		b.unreserve(e.Challenge.ID)
	case "gameStart":
		id := e.Game.ID
		if id == "" {
			return nil
		}
		play, full := b.start(id)
		if full {
			// A game beyond the limit is aborted rather than left alone:
			// left alone, its clock would run out on the other player's
			// time. The server aborts only a game without moves; a game
			// further on (one under way when the bot started) is left to
			// its clock.
			b.logf("game %q: playing as many games as it may; aborting it", id)
			if err := b.post(ctx, "/api/bot/game/"+segment(id)+"/abort"); err != nil {
				b.logf("game %q: aborting: %v", id, err)
			}
		}
		if play {
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
	if tc.Type != "clock" {
		if !b.Untimed {
			return "no clock"
		}
		return ""
	}
	limit, ok1 := seconds(tc.Limit)
	_, ok2 := seconds(tc.Increment)
	switch {
	case !ok1 || !ok2:
		return "a clock out of range"
	case b.MinTime > 0 && limit < b.MinTime:
		return "too little time"
	case b.MaxTime > 0 && limit > b.MaxTime:
		return "too much time"
	}
	return ""
}

// play plays game id to its end, opening its stream again when it drops
// (at most ten times in a row without a line read).
func (b *Bot) play(ctx context.Context, id string) {
	g := &botGame{bot: b, id: id, sent: -1}
	defer g.close()
	var again backoff
	for tries := 0; tries < 10 && ctx.Err() == nil; tries++ {
		read := g.lines
		err := b.stream(ctx, "/api/bot/game/stream/"+segment(id), g.line)
		if g.done || ctx.Err() != nil {
			return
		}
		if permanent(err) {
			b.logf("game %q: stream: %v; giving it up", id, err)
			return
		}
		if g.lines > read {
			tries = 0
			again.reset()
		}
		b.logf("game %q: stream: %v; again in %v", id, err, again.next())
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
