package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/match"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// stdin is the commands' standard input; tests replace it.
var stdin io.Reader = os.Stdin

func init() {
	synopses["hub"] = "checkers hub [-variant NAME]\n\n" +
		"Runs the built-in player as a Hub engine on standard input and output, for\n" +
		"programs that drive engines over the Hub protocol (as they drive Scan)."
	synopses["match"] = "checkers match -variant NAME -white ENGINE -black ENGINE [-games N] [-time T] [-depth D] [-fen FEN] [-pdn OUT.pdn] [-claim at-once|never]\n\n" +
		"Plays games between two engines, the colours changing from game to game, and\n" +
		"prints how each game ended and the score. An engine is builtin, random,\n" +
		"hub:PROGRAM ARGS or dxp:HOST:PORT. Every move is checked: an illegal one loses\n" +
		"the game. Draws the rules let a player claim are claimed for the engine\n" +
		"entitled to them at once, or never (-claim never)."
	synopses["play"] = "checkers play [-variant NAME] [-engine ENGINE] [-side white|black] [-time T]\n\n" +
		"Plays a game in the terminal against an engine (none: two players at one\n" +
		"keyboard). Type a move in the variant's notation, or a command (\"help\" lists\n" +
		"them):\n" + playHelp
}

// signalContext is a context that ends on an interrupt.
func signalContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

// variantFlags adds -variant and -rules to fs and returns a function that
// gives the variant after parsing.
func variantFlags(fs *flag.FlagSet, def string) func() (*variant.Variant, error) {
	name := fs.String("variant", def, "variant name or alias (checkers variants lists them)")
	rules := rulesFlag(fs)
	return func() (*variant.Variant, error) {
		if err := registerRules(*rules); err != nil {
			return nil, err
		}
		return variant.ByName(*name)
	}
}

// version is the engine's version in its Hub introduction.
const version = "1.0"

func hubCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("hub", flag.ContinueOnError)
	getVariant := variantFlags(fs, "international")
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("hub: unexpected argument %q", fs.Arg(0))
	}
	v, err := getVariant()
	if err != nil {
		return err
	}
	ctx, stop := signalContext()
	defer stop()
	id := hub.ID{Name: "checkers", Version: version, Author: "the checkers authors"}
	return hub.Serve(ctx, player.New(), id, v, stdin, out)
}

func matchCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	getVariant := variantFlags(fs, "international")
	white := fs.String("white", "builtin", "the engine with White in the first game")
	black := fs.String("black", "random", "the engine with Black in the first game")
	games := fs.Int("games", 2, "number of games")
	seconds := fs.Float64("time", 1, "seconds per move")
	depth := fs.Int("depth", 0, "depth per move instead of time (plies; 0: use -time)")
	pdnOut := fs.String("pdn", "", "write the games to this PDN file")
	fen := fs.String("fen", "", "the position every game starts from (default the variant's start)")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()), "seed of the random player")
	claims := fs.String("claim", "at-once", "when to claim the draws the rules let a player claim, for the engines: at-once or never")
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("match: unexpected argument %q", fs.Arg(0))
	}
	policy, ok := map[string]match.ClaimPolicy{"at-once": match.ClaimAtOnce, "never": match.ClaimNever}[*claims]
	if !ok {
		return fmt.Errorf("match: -claim %q: want at-once or never", *claims)
	}
	v, err := getVariant()
	if err != nil {
		return err
	}
	if *games < 1 || *seconds <= 0 || *seconds > 3600 || *depth < 0 || *depth > 64 {
		return fmt.Errorf("match: -games must be at least 1, -time between 0 and 3600 seconds, -depth between 0 and 64")
	}
	limit := player.Limit{Time: time.Duration(*seconds * float64(time.Second))}
	if *depth > 0 {
		limit = player.Limit{Depth: *depth}
	}
	ctx, stop := signalContext()
	defer stop()
	opts := match.OpenOptions{Seed: *seed}
	a, err := match.Open(ctx, *white, v, opts)
	if err != nil {
		return fmt.Errorf("match: -white: %w", err)
	}
	defer a.Close()
	b, err := match.Open(ctx, *black, v, opts)
	if err != nil {
		return fmt.Errorf("match: -black: %w", err)
	}
	defer b.Close()
	mo := match.Options{Games: *games, Limit: limit, Event: fmt.Sprintf("%s match", v.Name()), Claims: policy}
	if *fen != "" {
		p, err := notation.ParseFEN(v, *fen)
		if err != nil {
			return fmt.Errorf("match: %w", err)
		}
		mo.Start = &p
	}
	if *pdnOut != "" {
		f, err := os.Create(*pdnOut)
		if err != nil {
			return fmt.Errorf("match: %w", err)
		}
		defer f.Close()
		mo.PDN = f
	}
	score, played, err := match.Run(ctx, v, a, b, mo)
	for i, g := range played {
		w, _ := g.Tag("White")
		bl, _ := g.Tag("Black")
		fmt.Fprintf(out, "game %d: %s (White) - %s (Black): %s after %d plies\n", i+1, w, bl, ending(g), g.Ply())
	}
	fmt.Fprintln(out, score.Line(*white, *black))
	return err
}

func playCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	getVariant := variantFlags(fs, "english")
	engineSpec := fs.String("engine", "builtin", "the opponent: builtin, random, hub:PROGRAM ARGS, dxp:HOST:PORT, or none")
	sideName := fs.String("side", "", "your side, white or black (default the side that moves first)")
	seconds := fs.Float64("time", 1, "the engine's seconds per move")
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("play: unexpected argument %q", fs.Arg(0))
	}
	v, err := getVariant()
	if err != nil {
		return err
	}
	if *seconds <= 0 || *seconds > 3600 {
		return fmt.Errorf("play: -time must be between 0 and 3600 seconds")
	}
	human := v.FirstToMove()
	switch strings.ToLower(*sideName) {
	case "":
	case "white":
		human = board.White
	case "black":
		human = board.Black
	default:
		return fmt.Errorf("play: -side %q: want white or black", *sideName)
	}
	ctx, stop := signalContext()
	defer stop()
	var engine match.Engine
	if *engineSpec != "none" {
		if engine, err = match.Open(ctx, *engineSpec, v, match.OpenOptions{Seed: uint64(time.Now().UnixNano())}); err != nil {
			return fmt.Errorf("play: %w", err)
		}
		defer engine.Close()
	}
	g := checkers.New(v)
	if engine != nil {
		if err := engine.NewGame(ctx, g.Clone(), human.Opponent()); err != nil {
			return fmt.Errorf("play: %w", err)
		}
	}
	limit := player.Limit{Time: time.Duration(*seconds * float64(time.Second))}
	return playLoop(ctx, g, engine, human, limit, bufio.NewScanner(stdin), out)
}

// playHelp lists the commands of checkers play.
const playHelp = "  moves               list the legal moves\n" +
	"  undo                take back your last move (and the engine's reply)\n" +
	"  claim [RULE | MOVE] claim a draw the rules allow (a repetition claimed\n" +
	"                      before the move names the move, which is played)\n" +
	"  offer               offer a draw; playing a move declines one\n" +
	"  accept              accept your opponent's draw offer\n" +
	"  resign              resign the game\n" +
	"  help                this list\n" +
	"  quit                stop\n"

// ending describes how g ended: its result, and the draw rule that ended
// it, if one did ("drawn: endgame move count (two pieces v king)").
func ending(g *checkers.Game) string {
	if rule, ok := g.DrawnBy(); ok && rule != g.Result().Reason.String() {
		return fmt.Sprintf("%s (%s)", g.Result(), rule)
	}
	return g.Result().String()
}

// showClaims tells the player to move the draws they may claim and the
// draw offer that stands.
func showClaims(g *checkers.Game, out io.Writer) {
	v, p := g.Variant(), g.Position()
	for _, c := range g.Claims() {
		if c.Moves == nil {
			fmt.Fprintf(out, "You may claim a draw by the %s: type claim.\n", c.Rule)
			continue
		}
		texts := make([]string, len(c.Moves))
		for i, m := range c.Moves {
			texts[i] = notation.FormatMove(v, p, m)
		}
		fmt.Fprintf(out, "You may claim a draw by %s before playing %s: type claim and the move.\n", c.Rule, strings.Join(texts, " or "))
	}
	if by, ok := g.DrawOffer(); ok && by != p.Turn {
		fmt.Fprintf(out, "%s offers a draw: type accept, or play on.\n", by)
	}
}

// claimCommand makes the claim of the side to move: arg names the rule or
// the move the claim is made before, or is empty for the first claim open.
func claimCommand(g *checkers.Game, arg string) error {
	turn := g.Position().Turn
	if arg == "" {
		return g.ClaimDraw(turn, "")
	}
	if m, err := notation.ParseMove(g.Variant(), g.Position(), arg); err == nil {
		return g.ClaimDraw(turn, "", m)
	}
	return g.ClaimDraw(turn, arg)
}

// playLoop plays g: the engine (if any) moves for the side that is not
// human's, lines of in are the player's moves and commands.
func playLoop(ctx context.Context, g *checkers.Game, engine match.Engine, human board.Color, limit player.Limit, in *bufio.Scanner, out io.Writer) error {
	v := g.Variant()
	draw := func() {
		fmt.Fprint(out, diagram.Text(v, g.Position(), diagram.Options{Flip: human == board.Black && engine != nil}))
	}
	draw()
	for !g.Result().Over() {
		turn := g.Position().Turn
		if engine != nil && turn != human {
			m, err := engine.Move(ctx, g.Clone(), limit)
			if err != nil {
				return fmt.Errorf("play: %s: %w", engine.Name(), err)
			}
			before := g.Position()
			if err := g.Play(m); err != nil {
				return fmt.Errorf("play: %s played an illegal move: %w", engine.Name(), err)
			}
			fmt.Fprintf(out, "%s plays %s\n", engine.Name(), notation.FormatMove(v, before, m))
			draw()
			continue
		}
		showClaims(g, out)
		fmt.Fprintf(out, "%s to move> ", turn)
		if !in.Scan() {
			fmt.Fprintln(out)
			return in.Err()
		}
		cmd := strings.TrimSpace(in.Text())
		word, arg, _ := strings.Cut(cmd, " ")
		var err error
		switch word {
		case "":
			continue
		case "quit", "exit":
			return nil
		case "help":
			fmt.Fprint(out, "Type a move, or:\n"+playHelp)
			continue
		case "claim":
			err = claimCommand(g, strings.TrimSpace(arg))
		case "offer":
			if err = g.OfferDraw(turn); err == nil && engine != nil {
				fmt.Fprintf(out, "%s takes no draw offers: its move declines yours.\n", engine.Name())
			}
		case "accept":
			err = g.AcceptDraw(turn)
		case "resign":
			err = g.Resign(turn)
		case "moves":
			for _, m := range g.LegalMoves() {
				fmt.Fprintln(out, notation.FormatMove(v, g.Position(), m))
			}
			continue
		case "undo":
			// Take back the engine's reply too, so that it is the
			// player's turn again.
			n := 1
			if engine != nil && g.Ply() >= 2 {
				n = 2
			}
			for range n {
				if _, err := g.Undo(); err != nil {
					fmt.Fprintf(out, "%v\n", err)
				}
			}
			draw()
			continue
		default:
			if err = g.PlayText(cmd); err == nil {
				draw()
			}
		}
		if err != nil {
			fmt.Fprintf(out, "%v\n", err)
		}
	}
	fmt.Fprintf(out, "%s\n", ending(g))
	if engine != nil {
		engine.GameOver(ctx, g.Clone())
	}
	return nil
}

func init() {
	synopses["dxp"] = "checkers dxp (-listen ADDR | -connect ADDR) [-time T] [-max-time T] [-max-games N] [-idle T] [-games N] [-minutes M]\n\n" +
		"Plays the built-in player over DXP (the DamExchange protocol, International\n" +
		"draughts): -listen waits for programs to connect and challenge it, game after\n" +
		"game, -max-games of them at once (the next are refused), and lets go of one\n" +
		"that sends nothing for -idle seconds, before a game or in one; -connect\n" +
		"challenges the program listening at ADDR to -games games. The built-in player\n" +
		"thinks -time seconds a move; with -time 0 it shares out the game's clock, and\n" +
		"as a listener at most -max-time seconds a move, whatever clock a challenger\n" +
		"asks for. A search stops when its peer disconnects."
}

// dxpFlags are the flags of the dxp command.
type dxpFlags struct {
	listen, connect  string
	seconds, maxTime float64
	idle             float64
	games, minutes   int
	maxGames         int
}

func dxpCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("dxp", flag.ContinueOnError)
	var f dxpFlags
	fs.StringVar(&f.listen, "listen", "", "address to listen on, host:port")
	fs.StringVar(&f.connect, "connect", "", "address of the program to challenge, host:port")
	fs.Float64Var(&f.seconds, "time", 1, "seconds per move (0: share out the game's clock)")
	fs.Float64Var(&f.maxTime, "max-time", 10, "with -listen and -time 0, the most seconds per move, whatever time a challenger asks for")
	fs.IntVar(&f.maxGames, "max-games", dxp.DefaultMaxGames, "with -listen, the most programs played at once")
	fs.Float64Var(&f.idle, "idle", dxp.DefaultServerIdleTimeout.Seconds(), "with -listen, the seconds to wait for a program's game request or move before letting it go")
	fs.IntVar(&f.games, "games", 1, "games to play with -connect")
	fs.IntVar(&f.minutes, "minutes", 0, "minutes per side asked for with -connect (0: the protocol's default)")
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("dxp: unexpected argument %q", fs.Arg(0))
	}
	if err := f.check(); err != nil {
		return err
	}
	ctx, stop := signalContext()
	defer stop()
	if f.connect != "" {
		return dxp.Connect(ctx, f.connect, player.New(), f.options())
	}
	return listenDXP(ctx, f, out)
}

// check refuses flags out of their ranges.
func (f dxpFlags) check() error {
	if (f.listen == "") == (f.connect == "") {
		return fmt.Errorf("dxp: give one of -listen and -connect")
	}
	if f.seconds < 0 || f.seconds > 3600 || f.maxTime <= 0 || f.maxTime > 3600 || f.idle <= 0 || f.idle > 3600 {
		return fmt.Errorf("dxp: -time must be between 0 and 3600 seconds, -max-time and -idle above 0 and at most 3600")
	}
	if f.games < 1 || f.minutes < 0 || f.minutes > 999 || f.maxGames < 1 {
		return fmt.Errorf("dxp: -games and -max-games must be at least 1, -minutes between 0 and 999")
	}
	return nil
}

// options are the DXP options the flags give.
func (f dxpFlags) options() dxp.Options {
	opts := dxp.Options{Name: "checkers", Games: f.games, Minutes: f.minutes}
	opts.Limit.Time = fromSeconds(f.seconds)
	if f.listen != "" {
		opts.MaxMoveTime = fromSeconds(f.maxTime)
		opts.IdleTimeout = fromSeconds(f.idle)
		opts.MoveTimeout = opts.IdleTimeout
	}
	return opts
}

// fromSeconds returns s seconds as a duration.
func fromSeconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// listenDXP serves the built-in player to the programs that connect to
// f.listen until ctx ends, each with a player of its own, and reports on
// out how each connection that fails ends.
func listenDXP(ctx context.Context, f dxpFlags, out io.Writer) error {
	ln, err := net.Listen("tcp", f.listen)
	if err != nil {
		return fmt.Errorf("dxp: %w", err)
	}
	fmt.Fprintf(out, "listening on %s\n", ln.Addr())
	var mu sync.Mutex // the connections end on goroutines of their own
	srv := &dxp.Server{
		NewSearcher: func() player.Searcher { return player.New() },
		Options:     f.options(),
		MaxGames:    f.maxGames,
		OnDone: func(peer net.Addr, err error) {
			if err == nil || ctx.Err() != nil {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			fmt.Fprintf(out, "dxp: %s: %s\n", peer, oneLine(err.Error()))
		},
	}
	return srv.Serve(ctx, ln)
}
