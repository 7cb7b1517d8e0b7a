package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// Options set up a match.
type Options struct {
	// Games is the number of games (1 when zero). The engines change
	// colours from one game to the next: the first engine has White in
	// the odd-numbered games. From openings, Games bounds the match: it
	// ends after Games games or with the last opening's second game,
	// whichever comes first (every opening's when zero); an odd bound
	// plays the last opening once.
	Games int
	// Limit bounds each move's search (one second when zero).
	Limit engine.Limit
	// MaxPlies ends a game the draw rules have not ended after this many
	// plies as a draw by adjudication (1000 when zero).
	MaxPlies int
	// Grace is how much longer than Limit.Time an engine may take before
	// it loses on time (5 s when zero).
	Grace time.Duration
	// Start is the position every game starts from (the variant's start
	// when nil).
	Start *board.Position
	// Openings, when not empty, are the games' starts instead: each is
	// played twice, the first engine White in the first game and Black in
	// the second, as matches from ballots and opening tables are; Start
	// is then ignored, and each game's Opening tag names its opening.
	Openings []Opening
	// NextOpening, when set, gives the openings one at a time instead of
	// Openings, io.EOF after the last: a match from a file of openings
	// reads it as it plays (package openings' Reader). Any other error
	// ends the match with it.
	NextOpening func() (Opening, error)
	// OnGame, when set, is given each game as it ends (and after it is
	// written to PDN): its number from 1, the game, and the score so far.
	// An error it returns ends the match with that error. A match keeps
	// no game it has given to OnGame and PDN.
	OnGame func(n int, g *checkers.Game, score Score) error
	// Event is the PDN Event tag of the games ("match" when empty).
	Event string
	// PDN, when set, receives each game as it ends.
	PDN io.Writer
	// Claims says when the match claims a draw for an engine, which has no
	// way to claim one itself (ClaimAtOnce when zero).
	Claims ClaimPolicy
	// Restart, when its entry is set (0 for Run's first engine, 1 for its
	// second), starts that engine afresh for the next game after a game
	// its failure ended: it could not start the game, or it answered an
	// error or nothing in place of a move (its process died, its
	// connection closed, it did not answer in time), but not an illegal
	// move, a resignation or a draw claim. Run closes the engine it
	// replaces, and at its end the last one Restart gave it. When Restart
	// fails, the next game is lost by that engine as one it could not
	// start, and the one after tries again. Without it, a failed engine
	// plays on as it is: one whose process died loses every game left.
	Restart [2]func(ctx context.Context) (engine.Engine, error)
}

// ClaimPolicy says when a match claims the draws the rules let a player
// claim ([checkers.Game.Claims]).
type ClaimPolicy uint8

const (
	// ClaimAtOnce claims every claimable draw as soon as it opens, for the
	// engine entitled to it: claimed draws then act as automatic ones. A
	// draw claimed before the move (English repetition) is claimed when
	// the engine plays a move that makes the position stand for the rule's
	// count: the engine is taken to have claimed before moving.
	ClaimAtOnce ClaimPolicy = iota
	// ClaimNever claims nothing: the games go on until the automatic rules,
	// a fault or MaxPlies end them.
	ClaimNever
)

func (o Options) withDefaults() Options {
	if o.Games < 0 || o.Games == 0 && !o.fromOpenings() {
		o.Games = 1
	}
	if o.Limit == (engine.Limit{}) {
		o.Limit.Time = time.Second
	}
	if o.MaxPlies <= 0 {
		o.MaxPlies = 1000
	}
	if o.Grace <= 0 {
		o.Grace = 5 * time.Second
	}
	if o.Event == "" {
		o.Event = "match"
	}
	return o
}

// Opening is a named start of a match's games.
type Opening struct {
	Name     string
	Position board.Position
}

// Score is the tally of a match from the first engine's side.
type Score struct {
	Wins, Draws, Losses int
	// Failed counts the games, among those above, that an engine's
	// failure cut short: it could not start the game, or gave an error
	// in place of a move that was not an illegal move, a time-out, a
	// resignation or a draw claim (its process died, its connection
	// closed). Each is also the loss, by adjudication, of the engine that
	// failed.
	Failed int
}

// Points are the first engine's points: one for a win, half for a draw.
func (s Score) Points() float64 { return float64(s.Wins) + float64(s.Draws)/2 }

// Games is the number of games played.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Line is the score as one line: "builtin 3.5 - 0.5 random (+3 =1 -0)".
func (s Score) Line(first, second string) string {
	other := float64(s.Games()) - s.Points()
	return fmt.Sprintf("%s %s - %s %s (+%d =%d -%d)", first, fmtPoints(s.Points()), fmtPoints(other), second, s.Wins, s.Draws, s.Losses)
}

func fmtPoints(p float64) string { return strconv.FormatFloat(p, 'f', -1, 64) }

// fromOpenings reports whether the games start from openings.
func (o Options) fromOpenings() bool { return len(o.Openings) > 0 || o.NextOpening != nil }

// openingSource returns the function that gives o's openings one at a
// time, io.EOF after the last.
func (o Options) openingSource() func() (Opening, error) {
	if o.NextOpening != nil {
		return o.NextOpening
	}
	list := o.Openings
	return func() (Opening, error) {
		if len(list) == 0 {
			return Opening{}, io.EOF
		}
		next := list[0]
		list = list[1:]
		return next, nil
	}
}

// Run plays a match of opts.Games games of v between a and b, a with White
// in the first game, and returns the score from a's side. Each game, as it
// ends, is written to opts.PDN and given to opts.OnGame, and then dropped:
// a match of a million games holds one at a time.
// Each game ends by the rules (the draw rules included: a draw that the
// variant lets players claim is claimed as Options.Claims says), by
// MaxPlies, as an engine says in place of its move where its protocol
// lets it (a resignation or a draw the rules let it claim; elsewhere, as
// the rules cannot say, by adjudication as it says: see engine.ErrWinClaimed),
// or by an
// engine's fault: an illegal move loses by a rules infraction, no answer in
// time (Limit's time and Grace, or for a Clocked engine the time left on
// its clock and Grace) loses on time, any other error of an engine (its
// process died, its connection closed) loses by adjudication; the fault is
// the comment of the last move. An engine that failed so, or on time,
// plays the next game as it is, or started afresh as Options.Restart
// says; Score.Failed counts the games lost by adjudication so. Run stops
// early only when ctx ends, writing the PDN
// fails, reading the next opening fails or OnGame returns an error.
func Run(ctx context.Context, v *variant.Variant, a, b engine.Engine, opts Options) (Score, error) {
	opts = opts.withDefaults()
	var score Score
	var next func() (Opening, error)
	if opts.fromOpenings() {
		next = opts.openingSource()
	}
	players := [2]engine.Engine{a, b}
	var restarted [2]bool // players[i] came from opts.Restart[i]
	defer func() {
		for i, e := range players {
			if restarted[i] {
				e.Close()
			}
		}
	}()
	var failed [2]bool // players[i] failed in the last game
	var opening Opening
	for n := 1; opts.Games == 0 || n <= opts.Games; n++ {
		aSide := board.White
		if n%2 == 0 {
			aSide = board.Black
		}
		game := opts
		if next != nil {
			if aSide == board.White { // an opening's first game
				var err error
				if opening, err = next(); errors.Is(err, io.EOF) {
					break
				} else if err != nil {
					return score, err
				}
			}
			game.Start = &opening.Position
		}
		for i, restart := range opts.Restart {
			if failed[i] && restart != nil {
				players[i].Close()
				e, err := restart(ctx)
				if err != nil {
					e = unstarted{name: players[i].Name(), err: err}
				}
				players[i], restarted[i] = e, true
			}
		}
		engines := [2]engine.Engine{}
		engines[aSide], engines[aSide.Opponent()] = players[0], players[1]
		g, fault, err := play(ctx, v, engines[board.White], engines[board.Black], game)
		failed = [2]bool{}
		if fault.ok {
			failed[0] = fault.side == aSide
			failed[1] = !failed[0]
			if fault.reason == checkers.Adjudication {
				score.Failed++
			}
		}
		if g != nil {
			if werr := record(g, n, aSide, next != nil, opening.Name, &score, opts); werr != nil {
				return score, werr
			}
		}
		if err != nil {
			return score, err
		}
	}
	return score, nil
}

// unstarted stands for an engine that could not be started again: it
// starts no game.
type unstarted struct {
	name string
	err  error
}

func (e unstarted) Name() string { return e.name }
func (e unstarted) NewGame(context.Context, *checkers.Game, board.Color) error {
	return fmt.Errorf("it could not be started again: %w", e.err)
}
func (e unstarted) Move(context.Context, *checkers.Game, engine.Limit) (board.Move, error) {
	return board.Move{}, e.err
}
func (e unstarted) GameOver(context.Context, *checkers.Game) error { return nil }
func (e unstarted) Close() error                                   { return nil }

// record tags g, the match's game n in which a had aSide, counts it in
// score, writes it to opts.PDN and gives it to opts.OnGame.
func record(g *checkers.Game, n int, aSide board.Color, fromOpening bool, opening string, score *Score, opts Options) error {
	g.SetTag("Round", strconv.Itoa(n))
	if fromOpening {
		g.SetTag("Opening", opening)
	}
	if winner, ok := g.Result().Winner(); ok {
		if winner == aSide {
			score.Wins++
		} else {
			score.Losses++
		}
	} else if g.Result().Over() {
		score.Draws++
	}
	if opts.PDN != nil {
		if err := g.WritePDN(opts.PDN); err != nil {
			return err
		}
		if _, err := io.WriteString(opts.PDN, "\n"); err != nil {
			return err
		}
	}
	if opts.OnGame != nil {
		return opts.OnGame(n, g, *score)
	}
	return nil
}

// Play plays one game of v from its start (or opts.Start) between white
// and black, and
// returns it with its result (see Run for how it ends). The error is ctx's
// when it ends first; an engine's faults are results, not errors. The
// options of a match as a whole (Games, Openings, NextOpening, PDN,
// OnGame) are Run's: Play ignores them.
func Play(ctx context.Context, v *variant.Variant, white, black engine.Engine, opts Options) (*checkers.Game, error) {
	g, _, err := play(ctx, v, white, black, opts)
	return g, err
}

// fault says which engine's error, if any, ended a game, and how it lost
// it: an engine that could not start the game, or answered an error
// other than an illegal move, a resignation or a draw claim in place of a
// move (by adjudication), or nothing in time (on time).
type fault struct {
	side   board.Color
	reason checkers.Reason
	ok     bool
}

// play is Play, and says which engine's fault ended the game.
func play(ctx context.Context, v *variant.Variant, white, black engine.Engine, opts Options) (*checkers.Game, fault, error) {
	opts = opts.withDefaults()
	g := checkers.New(v)
	if opts.Start != nil {
		g = checkers.NewFromPosition(v, *opts.Start)
	}
	g.SetTag("Event", opts.Event)
	g.SetTag("Date", time.Now().Format("2006.01.02"))
	g.SetTag("White", white.Name())
	g.SetTag("Black", black.Name())
	engines := [2]engine.Engine{board.White: white, board.Black: black}
	for side, e := range engines {
		if err := e.NewGame(ctx, g.Clone(), board.Color(side)); err != nil {
			forfeit(g, board.Color(side), checkers.Adjudication, fmt.Sprintf("%s could not start the game: %v", e.Name(), err))
			tellOver(ctx, engines, g)
			return g, fault{board.Color(side), checkers.Adjudication, ctx.Err() == nil}, ctx.Err()
		}
	}
	// An engine may learn its name as the game starts (a DXP peer's comes
	// with its GAMEACC).
	g.SetTag("White", white.Name())
	g.SetTag("Black", black.Name())
	var f fault
	for !g.Result().Over() {
		if err := ctx.Err(); err != nil {
			return g, f, err
		}
		if g.Ply() >= opts.MaxPlies {
			g.Declare(checkers.Result{Status: checkers.Drawn, Reason: checkers.Adjudication})
			g.SetComment(g.Ply(), fmt.Sprintf("drawn after %d plies", g.Ply()))
			break
		}
		side := g.Position().Turn
		if opts.Claims == ClaimAtOnce && claimStanding(g, side) {
			break
		}
		e := engines[side]
		m, err := move(ctx, e, g, opts)
		switch {
		case err != nil && ctx.Err() != nil:
			return g, f, ctx.Err()
		case err != nil && ended(g, side, err):
			comment := fmt.Sprintf("%s: %v", e.Name(), err)
			if g.Result().Reason == checkers.Adjudication {
				comment += "; the rules do not decide the position: scored as the engine said"
			}
			g.SetComment(g.Ply(), comment)
		case err != nil:
			reason := checkers.Adjudication
			switch {
			case isIllegal(err):
				reason = checkers.RulesInfraction
			case isTimeout(err):
				reason = checkers.TimeForfeit
			}
			forfeit(g, side, reason, fmt.Sprintf("%s: %v", e.Name(), err))
			if reason != checkers.RulesInfraction {
				f = fault{side, reason, true}
			}
		default:
			if opts.Claims == ClaimAtOnce && g.ClaimDraw(side, "", m) == nil {
				break // the move made a repetition the mover claims
			}
			if err := g.Play(m); err != nil {
				forfeit(g, side, checkers.RulesInfraction, fmt.Sprintf("%s played an illegal move: %v", e.Name(), err))
			}
		}
	}
	tellOver(ctx, engines, g)
	return g, f, nil
}

// ended ends g as the engine of side said in place of its move (err),
// where its protocol lets it, and reports whether it did. The rules decide
// where they can: the engine resigns (engine.ErrResigned), or claims a
// draw the rules let it claim (engine.ErrDrawClaimed). Where they cannot
// say how a game they have not ended stands, the game is adjudicated as
// the engine said: drawn for a draw it claims that no rule gives, won by
// it for a win it claims (engine.ErrWinClaimed), drawn when it said
// nothing of the result (engine.ErrEndedNoResult).
func ended(g *checkers.Game, side board.Color, err error) bool {
	adjudicate := func(status checkers.Status) bool {
		return g.Declare(checkers.Result{Status: status, Reason: checkers.Adjudication}) == nil
	}
	switch {
	case errors.Is(err, engine.ErrResigned):
		return g.Resign(side) == nil
	case errors.Is(err, engine.ErrDrawClaimed):
		return g.ClaimDraw(side, "") == nil || adjudicate(checkers.Drawn)
	case errors.Is(err, engine.ErrWinClaimed):
		return adjudicate(winFor(side))
	case errors.Is(err, engine.ErrEndedNoResult):
		return adjudicate(checkers.Drawn)
	}
	return false
}

// claimStanding claims, for the side to move, a draw that is open in the
// position as it stands, and reports whether it did.
func claimStanding(g *checkers.Game, side board.Color) bool {
	for _, c := range g.Claims() {
		if c.Moves == nil && g.ClaimDraw(side, c.Rule) == nil {
			return true
		}
	}
	return false
}

// move asks e for its move with the time it has, and a little more: the
// time of opts.Limit, or the time left on its own clock if it keeps one
// (a Clocked engine).
func move(ctx context.Context, e engine.Engine, g *checkers.Game, opts Options) (board.Move, error) {
	wait, bounded := opts.Limit.Time, opts.Limit.Time > 0
	if c, ok := e.(Clocked); ok {
		if left, ok := c.TimeLeft(); ok {
			wait, bounded = left, true
		}
	}
	if bounded {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, wait+opts.Grace)
		defer cancel()
	}
	m, err := e.Move(ctx, g.Clone(), opts.Limit)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return m, err
}

// forfeit ends g with side's loss for reason, the fault as the last move's
// comment.
func forfeit(g *checkers.Game, side board.Color, reason checkers.Reason, fault string) {
	g.Declare(checkers.Result{Status: winFor(side.Opponent()), Reason: reason})
	comment := g.Comment(g.Ply())
	if comment != "" {
		comment += " "
	}
	g.SetComment(g.Ply(), comment+fault)
}

// winFor returns the status of side's win.
func winFor(side board.Color) checkers.Status {
	if side == board.White {
		return checkers.WhiteWins
	}
	return checkers.BlackWins
}

func tellOver(ctx context.Context, engines [2]engine.Engine, g *checkers.Game) {
	for _, e := range engines {
		e.GameOver(ctx, g.Clone())
	}
}

// isIllegal reports whether err says an engine played an illegal move:
// every protocol's error of that kind wraps engine.ErrIllegalMove.
func isIllegal(err error) bool { return errors.Is(err, engine.ErrIllegalMove) }

// isTimeout reports whether err says an engine did not answer in time:
// engine.ErrTimeout, which every protocol's error of that kind wraps, or
// the context's deadline.
func isTimeout(err error) bool {
	return errors.Is(err, engine.ErrTimeout) || errors.Is(err, context.DeadlineExceeded)
}
