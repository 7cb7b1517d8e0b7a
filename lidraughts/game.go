package lidraughts

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// botGame is one game the bot plays, as its stream tells it.
type botGame struct {
	bot    *Bot
	id     string
	lines  int  // lines read from the game's streams
	done   bool // the game is over, or cannot be played
	v      *variant.Variant
	start  string // the start FEN, "" for the variant's start
	game   *checkers.Game
	moves  []string // the moves played, in the UCI form, as the server sent them
	side   board.Color
	engine engine.Engine
	white  string
	black  string
	// sent is the number of moves played when the bot last sent a move,
	// or -1: a state repeated (a stream opened again sends the game anew)
	// must not make it move twice in one position. It is -1 again whenever
	// the move list changes other than by moves added (a move taken back,
	// a list of the same length with other moves), which is another game.
	sent int
}

// state is a game's state line.
type state struct {
	Type         string
	Moves        string
	Wtime, Btime int64 // milliseconds
	Winc, Binc   int64
	Status       string
	Winner       string
}

// line handles one line of the game's stream.
func (g *botGame) line(ctx context.Context, line []byte) error {
	g.lines++
	var full struct {
		state      // a gameState line's fields, and a gameFull line's type
		Variant    struct{ Key string }
		InitialFen string
		White      struct{ ID, Name string }
		Black      struct{ ID, Name string }
		State      state
	}
	if err := json.Unmarshal(line, &full); err != nil {
		g.bot.logf("game %s: %v", g.id, err)
		return nil
	}
	switch full.Type {
	case "gameFull":
		if g.game == nil {
			if err := g.setUp(ctx, full.Variant.Key, full.InitialFen, full.White.ID, full.Black.ID); err != nil {
				g.bot.logf("game %s: %v", g.id, err)
				g.done = true
				return errStreamDone
			}
			g.white, g.black = name(full.White.Name, full.White.ID), name(full.Black.Name, full.Black.ID)
		}
		return g.update(ctx, full.State)
	case "gameState":
		if g.game == nil {
			return nil // a state before the full game: the next stream starts with it
		}
		return g.update(ctx, full.state)
	}
	return nil
}

func name(n, id string) string {
	if n != "" {
		return n
	}
	return id
}

// setUp starts the game and its engine.
func (g *botGame) setUp(ctx context.Context, key, fen, white, black string) error {
	v, ok := VariantOf(key)
	if !ok {
		return fmt.Errorf("variant %q: not one the library knows", key)
	}
	switch id := g.bot.id; {
	case strings.EqualFold(white, id):
		g.side = board.White
	case strings.EqualFold(black, id):
		g.side = board.Black
	default:
		return fmt.Errorf("%s plays neither side", id)
	}
	g.v = v
	if fen != "" && fen != "startpos" {
		g.start = fen
	}
	if err := g.reset(); err != nil {
		return err
	}
	engine, err := g.bot.Engine(ctx, v)
	if err != nil {
		return fmt.Errorf("the engine: %w", err)
	}
	g.engine = engine
	return engine.NewGame(ctx, g.game, g.side)
}

// reset sets the game back to its start, no move sent. The server applies
// the draw rules and says when a game ends; the bot's record of the game
// must take every move played, so it plays on past the library's draw
// rules (checkers.Game.SetPlayOn), which still say where they would have
// ended it.
func (g *botGame) reset() error {
	g.moves = nil
	g.sent = -1
	game := checkers.New(g.v)
	if g.start != "" {
		var err error
		if game, err = checkers.NewFromFEN(g.v, g.start); err != nil {
			return fmt.Errorf("the start position: %w", err)
		}
	}
	game.SetPlayOn(true)
	g.game = game
	return nil
}

// update brings the game to state s and moves when it is the bot's turn.
func (g *botGame) update(ctx context.Context, s state) error {
	moves := strings.Fields(s.Moves)
	if len(moves) < len(g.moves) || !slices.Equal(moves[:len(g.moves)], g.moves) {
		if err := g.reset(); err != nil { // a move taken back, or other moves
			return err
		}
	}
	for _, text := range moves[len(g.moves):] {
		m, err := ParseUCI(g.v, g.game.Position(), text)
		if err == nil {
			err = g.game.Play(m)
		}
		if err != nil {
			g.bot.logf("game %s: the server's move %q: %v", g.id, text, err)
			g.done = true
			return errStreamDone
		}
		g.moves = append(g.moves, text)
	}
	if s.Status != "started" && s.Status != "created" && s.Status != "" {
		g.finish(ctx, s)
		return errStreamDone
	}
	if g.game.Turn() != g.side || g.game.Result().Over() || g.sent == len(g.moves) {
		return nil
	}
	return g.move(ctx, s)
}

// move asks the engine for a move within the clock and sends it.
func (g *botGame) move(ctx context.Context, s state) error {
	left, inc := s.Wtime, s.Winc
	if g.side == board.Black {
		left, inc = s.Btime, s.Binc
	}
	limit := engine.Limit{Time: thinkTime(millis(left), millis(inc))}
	mctx, cancel := context.WithTimeout(ctx, limit.Time+g.bot.timeout())
	m, err := g.engine.Move(mctx, g.game, limit)
	cancel()
	if err == nil && !g.game.IsLegal(m) {
		err = fmt.Errorf("the engine's move %s is not legal", g.game.MoveText(m))
	}
	if err != nil {
		g.bot.logf("game %s: %v; resigning", g.id, err)
		return g.bot.post(ctx, "/api/bot/game/"+segment(g.id)+"/resign")
	}
	text := FormatUCI(g.v, g.game.Position(), m)
	g.sent = len(g.moves)
	if err := g.bot.post(ctx, "/api/bot/game/"+segment(g.id)+"/move/"+segment(text)); err != nil {
		g.sent = -1 // the next state asks again
		g.bot.logf("game %s: sending %s: %v", g.id, text, err)
	}
	return nil
}

// thinkTime is the time to spend on a move with left on the clock and inc
// added after it: a thirtieth of what is left and most of the increment,
// never more than half of what is left, and at least 10 ms. With no clock
// (left 0) a second.
func thinkTime(left, inc time.Duration) time.Duration {
	if left <= 0 {
		return time.Second
	}
	t := left/30 + inc*4/5
	t = min(t, left/2)
	return max(t, 10*time.Millisecond)
}

// finish records the result the server gives, tells the engine and writes
// the game.
func (g *botGame) finish(ctx context.Context, s state) {
	g.done = true
	if !g.game.Result().Over() {
		if r, ok := result(s); ok {
			_ = g.game.Declare(r) // a result the rules already gave stays
		}
	}
	if g.engine != nil {
		_ = g.engine.GameOver(ctx, g.game)
	}
	g.bot.logf("game %s: %s (%s)", g.id, s.Status, g.game.Result())
	if g.bot.PDN == nil {
		return
	}
	g.bot.pdnMu.Lock()
	defer g.bot.pdnMu.Unlock()
	// The server's names and ids go into tags whose values cannot hold a
	// line break: their control characters become spaces.
	site := strings.TrimSuffix(g.bot.Server, "/") + "/" + g.id
	err := g.game.WritePDN(g.bot.PDN, pdn.Tag{Name: "Event", Value: "lidraughts bot game"},
		pdn.Tag{Name: "Site", Value: tagValue(site)}, pdn.Tag{Name: "White", Value: tagValue(g.white)},
		pdn.Tag{Name: "Black", Value: tagValue(g.black)})
	if err != nil {
		g.bot.logf("game %s: writing PDN: %v", g.id, err)
	}
}

// result reads the server's end of a game.
func result(s state) (checkers.Result, bool) {
	win := checkers.WhiteWins
	if s.Winner == "black" {
		win = checkers.BlackWins
	}
	switch {
	case s.Status == "aborted" || s.Status == "noStart":
		return checkers.Result{}, false
	case s.Winner == "" && (s.Status == "draw" || s.Status == "stalemate"):
		return checkers.Result{Status: checkers.Drawn, Reason: checkers.Agreement}, true
	case s.Winner == "":
		return checkers.Result{}, false
	case s.Status == "resign":
		return checkers.Result{Status: win, Reason: checkers.Resignation}, true
	case s.Status == "outoftime" || s.Status == "timeout":
		return checkers.Result{Status: win, Reason: checkers.TimeForfeit}, true
	}
	return checkers.Result{Status: win, Reason: checkers.Recorded}, true
}

// close closes the game's engine.
func (g *botGame) close() {
	if g.engine != nil {
		_ = g.engine.Close()
	}
}
