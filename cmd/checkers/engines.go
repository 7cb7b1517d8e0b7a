package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/match"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/openings"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
)

// stdin is the commands' standard input; tests replace it.
var stdin io.Reader = os.Stdin

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

// hubCommand serves the built-in player over the Hub protocol on stdin
// and out.
func hubCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("hub", flag.ContinueOnError)
	getVariant := variantFlags(fs, "international")
	dir := fs.String("egdb", "", "a folder of endgame databases (checkers egdb build) to play by where they hold the position; their variant, when it holds one, unless -variant names it")
	hubName := fs.String("hub-variant", "", "a name of the driver's for the variant played, besides the library's and the engines' (Scan's normal, killer, bt, frisian, losing); the name it is declared by")
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	v, err := getVariant()
	if err != nil {
		return err
	}
	o := gameOptions(nil)
	if *dir != "" {
		db, err := openHubEndgames(*dir, v, flagGiven(fs, "variant"))
		if err != nil {
			return err
		}
		defer db.Close()
		o.Endgames = db
		v = db.Variant()
	}
	ctx, stop := signalContext()
	defer stop()
	opts := hub.Options{ID: engine.ID{Name: "checkers", Version: version, Author: "the checkers authors"}, Variant: v, VariantName: *hubName}
	return hub.Serve(ctx, player.NewWith(o), stdin, out, opts)
}

// openHubEndgames opens the databases in dir for checkers hub: those of v
// when -variant named it, else those of the one variant dir holds (a
// folder of it, egdb.Variants); when it holds several, -variant must say
// which.
func openHubEndgames(dir string, v *variant.Variant, named bool) (*egdb.DB, error) {
	var held []string
	for _, w := range egdb.Variants(dir) {
		held = append(held, w.Name())
		if !named && len(held) == 1 {
			v = w
		}
	}
	switch {
	case len(held) == 0:
		return nil, fmt.Errorf("-egdb %s: no endgame databases there (build them with checkers egdb build -o %s)", dir, dir)
	case !named && len(held) > 1:
		return nil, fmt.Errorf("-egdb %s holds the databases of %s: pass -variant to say which to play", dir, strings.Join(held, ", "))
	}
	db, err := egdb.Open(dir, v)
	if err != nil && !slices.Contains(held, v.Name()) {
		hint := "-variant " + held[0]
		if len(held) > 1 {
			hint = "one of them to -variant"
		}
		return nil, fmt.Errorf("%w (it holds %s: pass %s)", err, strings.Join(held, ", "), hint)
	}
	return db, err
}

// matchCommand plays the games of a match, printing how each ended as it
// ends, and the score.
func matchCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	getVariant := variantFlags(fs, "international")
	white := fs.String("white", "builtin", "the engine with White in the first game")
	black := fs.String("black", "random", "the engine with Black in the first game")
	games := fs.Int("games", 2, "number of games; with -openings, at most this many, and every opening's two when not given")
	seconds := fs.Float64("time", 1, "seconds per move")
	depth := fs.Int("depth", 0, "depth per move instead of time (plies; 0: use -time)")
	nodes := fs.Uint64("nodes", 0, "positions searched per move instead of time, the same for both engines whatever the machine's load (0: use -time or -depth)")
	pdnOut := fs.String("pdn", "", "write the games to this PDN file, each as it ends")
	fen := fs.String("fen", "", "the position every game starts from (default the variant's start)")
	seed := fs.Uint64("seed", 0, "seed of the random player (0: a new seed each run)")
	claims := fs.String("claim", "at-once", "when to claim the draws the rules let a player claim, for the engines: at-once or never")
	hubName := fs.String("hub-variant", "", "the name hub: engines are given for the variant, when not the one they declare for it or Scan's (normal, killer, bt, frisian, losing)")
	openingsFrom := fs.String("openings", "", "play each opening of a set twice, colours reversed: "+strings.Join(openings.Names(), ", ")+", or a PDN file of one's own (each game an opening, read as the match goes); the set's variant unless -variant names it")
	restart := fs.Bool("restart", true, "start an engine afresh for the next game after one its failure ended (its process died, its connection closed, it did not answer in time); -restart=false plays on with it as it is")
	egdbDir := fs.String("egdb", "", "a folder of endgame databases (checkers egdb build) the built-in player plays by where they hold the position; their variant, when it holds one, unless -variant or -openings names it")
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	policy, ok := map[string]match.ClaimPolicy{"at-once": match.ClaimAtOnce, "never": match.ClaimNever}[*claims]
	if !ok {
		return fmt.Errorf("-claim %q: want at-once or never", *claims)
	}
	if *games < 1 || *seconds <= 0 || *seconds > 3600 || *depth < 0 || *depth > 64 {
		return fmt.Errorf("-games must be at least 1, -time between 0 and 3600 seconds, -depth between 0 and 64")
	}
	v, err := getVariant()
	if err != nil {
		return err
	}
	mo := match.Options{Games: *games, Claims: policy}
	total := *games // the games the watch counts to (0: not known)
	if *openingsFrom != "" {
		if !flagGiven(fs, "games") {
			mo.Games, total = 0, 0
		}
		src, err := openingSource(fs, v, *openingsFrom)
		if err != nil {
			return err
		}
		defer src.close()
		v, mo.NextOpening = src.v, src.next
		if src.count > 0 && (mo.Games == 0 || mo.Games > 2*src.count) {
			total = 2 * src.count
		}
	}
	var db *egdb.DB
	if *egdbDir != "" {
		named := flagGiven(fs, "variant") || flagGiven(fs, "rules") || *openingsFrom != ""
		if db, err = openHubEndgames(*egdbDir, v, named); err != nil {
			return err
		}
		defer db.Close()
		if !named {
			v = db.Variant()
		}
	}
	if *fen != "" {
		p, err := notation.ParseFEN(v, *fen)
		if err != nil {
			return err
		}
		mo.Start = &p
	}
	mo.Limit = engine.Limit{Time: time.Duration(*seconds * float64(time.Second))}
	switch {
	case *depth > 0 && *nodes > 0:
		return fmt.Errorf("-depth and -nodes: give one of them")
	case *depth > 0:
		mo.Limit = engine.Limit{Depth: *depth}
	case *nodes > 0:
		mo.Limit = engine.Limit{Nodes: *nodes}
	}
	mo.Event = fmt.Sprintf("%s match", v.Name())
	ctx, stop := signalContext()
	defer stop()
	opts := players.Options{Seed: *seed, HubVariant: *hubName, Builtin: gameOptions(db)}
	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	a, err := players.Open(ctx, *white, v, opts)
	if err != nil {
		return fmt.Errorf("-white: %w", err)
	}
	defer a.Close()
	b, err := players.Open(ctx, *black, v, opts)
	if err != nil {
		return fmt.Errorf("-black: %w", err)
	}
	defer b.Close()
	var w *watch
	if *pdnOut != "" {
		f, err := os.Create(*pdnOut)
		if err != nil {
			return fmt.Errorf("-pdn: %w", err)
		}
		defer f.Close()
		mo.PDN = f
	}
	if isTerminal(errOut) {
		w = &watch{out: errOut, v: v, games: total}
		defer w.clear()
		a, b = w.engine(a, true), w.engine(b, false)
	}
	if *restart {
		for i, spec := range [2]string{*white, *black} {
			mo.Restart[i] = restarter(spec, v, opts, w, i == 0, out)
		}
	}
	report := &matchReport{out: out, a: *white, openings: *openingsFrom != ""}
	mo.OnGame = report.game
	score, err := match.Run(ctx, v, a, b, mo)
	report.flush()
	fmt.Fprintln(out, score.Line(*white, *black))
	if err == nil && score.Failed > 0 {
		fmt.Fprintf(errOut, "checkers: match: %d of %d games could not be played to the end: an engine could not start them or failed in them, and lost them by adjudication\n", score.Failed, score.Games())
		return errFailed
	}
	return err
}

// restarter returns the function that starts the engine spec names
// afresh for a match's next game, after its failure, saying so on out:
// the first engine of the match when first, shown on w when not nil.
func restarter(spec string, v *variant.Variant, opts players.Options, w *watch, first bool, out io.Writer) func(context.Context) (engine.Engine, error) {
	return func(ctx context.Context) (engine.Engine, error) {
		fmt.Fprintf(out, "restarting %s for the next game\n", spec)
		e, err := players.Open(ctx, spec, v, opts)
		if err != nil || w == nil {
			return e, err
		}
		return w.engine(e, first), nil
	}
}

// flagGiven reports whether the flag called name was set on the command
// line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// matchReport prints a match's games as they end, a line a game, and,
// from openings, a line an opening once its games are played.
type matchReport struct {
	out      io.Writer
	a        string // the first engine
	openings bool
	opening  string   // the opening of the games in parts
	parts    []string // how a did in them
}

// game prints how game n, g, ended.
func (r *matchReport) game(n int, g *checkers.Game, _ match.Score) error {
	w, _ := g.Tag("White")
	bl, _ := g.Tag("Black")
	fmt.Fprintf(r.out, "game %d: %s (White) - %s (Black): %s after %d plies\n", n, w, bl, ending(g), g.Ply())
	if !r.openings {
		return nil
	}
	side := board.White // a is White in the odd-numbered games (match.Run)
	if n%2 == 0 {
		side = board.Black
	}
	result := "unfinished"
	if winner, ok := g.Result().Winner(); ok && winner == side {
		result = "won"
	} else if ok {
		result = "lost"
	} else if g.Result().Over() {
		result = "drawn"
	}
	r.opening, _ = g.Tag("Opening")
	r.parts = append(r.parts, fmt.Sprintf("%s as %s", result, [...]string{"White", "Black"}[side]))
	if side == board.Black {
		r.flush()
	}
	return nil
}

// flush prints how the opening of the games played so far went, if any
// were.
func (r *matchReport) flush() {
	if len(r.parts) > 0 {
		fmt.Fprintf(r.out, "opening %s: %s %s\n", r.opening, r.a, strings.Join(r.parts, ", "))
	}
	r.parts = r.parts[:0]
}

// openingsFrom is where -openings takes the openings from: a built-in set or
// a PDN file read as the match goes.
type openingsFrom struct {
	v     *variant.Variant
	next  func() (match.Opening, error)
	count int // the openings, when known (a built-in set)
	close func() error
}

// openingSource opens the openings -openings names, a built-in set or a
// PDN file, under v if -variant was given. A file's variant is its first
// game's, read here.
func openingSource(fs *flag.FlagSet, v *variant.Variant, from string) (*openingsFrom, error) {
	named := flagGiven(fs, "variant") || flagGiven(fs, "rules")
	set, err := openings.ByName(from)
	if err == nil {
		if named && !set.Variant.SameMoves(v) {
			return nil, fmt.Errorf("-openings %s: a set of %s, not %s", from, set.Variant.Name(), v.Name())
		}
		list := set.Openings
		next := func() (match.Opening, error) {
			if len(list) == 0 {
				return match.Opening{}, io.EOF
			}
			o := list[0]
			list = list[1:]
			return match.Opening{Name: o.Name, Position: o.Position}, nil
		}
		return &openingsFrom{v: set.Variant, next: next, count: len(list), close: func() error { return nil }}, nil
	}
	f, ferr := os.Open(from)
	if ferr != nil {
		return nil, fmt.Errorf("-openings: %w (and no file %s)", err, from)
	}
	var under *variant.Variant
	if named {
		under = v
	}
	r := openings.NewReader(under, f)
	first, err := r.Read()
	if errors.Is(err, io.EOF) {
		err = errors.New("no games")
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("-openings %s: %w", from, err)
	}
	pending := &first
	next := func() (match.Opening, error) {
		o := pending
		if o == nil {
			read, err := r.Read()
			if err != nil {
				if !errors.Is(err, io.EOF) {
					err = fmt.Errorf("-openings %s: %w", from, err)
				}
				return match.Opening{}, err
			}
			o = &read
		}
		pending = nil
		return match.Opening{Name: o.Name, Position: o.Position}, nil
	}
	return &openingsFrom{v: r.Variant, next: next, close: f.Close}, nil
}

// dxpFlags are the flags of the dxp command.
type dxpFlags struct {
	listen, connect  string
	seconds, maxTime float64
	idle             float64
	games, minutes   int
	moves            int
	maxGames         int
	pdn              string
}

// dxpCommand plays the built-in player over DXP, listening or
// connecting as the flags say.
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
	fs.IntVar(&f.moves, "moves", dxp.DefaultMoves, "moves in those minutes asked for with -connect (0: no limit; a program may end the game after them)")
	fs.StringVar(&f.pdn, "pdn", "", "write the games to this PDN file, each as it ends")
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	if err := f.check(); err != nil {
		return err
	}
	report := &dxpReport{out: out}
	if f.pdn != "" {
		file, err := os.Create(f.pdn)
		if err != nil {
			return fmt.Errorf("-pdn: %w", err)
		}
		defer file.Close()
		report.pdn = file
	}
	ctx, stop := signalContext()
	defer stop()
	if f.connect != "" {
		err := dxp.Connect(ctx, player.NewWith(gameOptions(nil)), f.connect, f.options(report.game))
		if report.score.Games() > 0 {
			fmt.Fprintln(out, report.score.Line(dxpName, report.peer))
		}
		return err
	}
	return listenDXP(ctx, f, out, report)
}

// dxpName is the built-in player's name over DXP.
const dxpName = "checkers"

// dxpReport prints the games of the dxp command as they end, a line a
// game, writes them to -pdn, and keeps the score.
type dxpReport struct {
	out   io.Writer
	pdn   io.Writer
	mu    sync.Mutex // a listener's connections end games on goroutines of their own
	n     int
	score match.Score // the built-in player's
	peer  string      // the last peer's name
}

// game reports g, in which the built-in player had me.
func (r *dxpReport) game(g *checkers.Game, me board.Color) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.n++
	if winner, ok := g.Result().Winner(); ok && winner == me {
		r.score.Wins++
	} else if ok {
		r.score.Losses++
	} else if g.Result().Over() {
		r.score.Draws++
	}
	r.peer, _ = g.Tag([...]string{"White", "Black"}[me.Opponent()])
	if r.pdn != nil {
		err := g.WritePDN(r.pdn)
		if err == nil {
			_, err = io.WriteString(r.pdn, "\n")
		}
		if err != nil {
			fmt.Fprintf(r.out, "-pdn: %v\n", err)
		}
	}
	w, _ := g.Tag("White")
	bl, _ := g.Tag("Black")
	fmt.Fprintf(r.out, "game %d: %s (White) - %s (Black): %s after %d plies\n", r.n, w, bl, ending(g), g.Ply())
}

// check refuses flags out of their ranges.
func (f dxpFlags) check() error {
	if (f.listen == "") == (f.connect == "") {
		return fmt.Errorf("give one of -listen and -connect")
	}
	if f.seconds < 0 || f.seconds > 3600 || f.maxTime <= 0 || f.maxTime > 3600 || f.idle <= 0 || f.idle > 3600 {
		return fmt.Errorf("-time must be between 0 and 3600 seconds, -max-time and -idle above 0 and at most 3600")
	}
	if f.games < 1 || f.minutes < 0 || f.minutes > 999 || f.moves < 0 || f.moves > 999 || f.maxGames < 1 {
		return fmt.Errorf("-games and -max-games must be at least 1, -minutes and -moves between 0 and 999")
	}
	return nil
}

// options are the DXP options the flags give, each game given to onGame
// as it ends.
func (f dxpFlags) options(onGame func(*checkers.Game, board.Color)) dxp.Options {
	opts := dxp.Options{ID: engine.ID{Name: dxpName}, Games: f.games, Minutes: f.minutes, Moves: f.moves, OnGame: onGame}
	if f.moves == 0 {
		opts.Moves = -1 // no limit: "000"
	}
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
// out each game as it ends (report) and how each connection that fails
// ends.
func listenDXP(ctx context.Context, f dxpFlags, out io.Writer, report *dxpReport) error {
	mu := &report.mu // the connections end on goroutines of their own
	srv := &dxp.Server{
		NewSearcher: func() engine.Searcher { return player.NewWith(gameOptions(nil)) },
		Options:     f.options(report.game),
		MaxGames:    f.maxGames,
		OnListen:    func(addr net.Addr) { fmt.Fprintf(out, "listening on %s\n", addr) },
		OnDone: func(peer net.Addr, err error) {
			if err == nil || ctx.Err() != nil {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			fmt.Fprintf(out, "dxp: %s: %s\n", peer, errorText(err))
		},
	}
	return srv.ListenAndServe(ctx, f.listen)
}

// ending describes how g ended: its result, and the draw rule that ended
// it, if one did ("drawn: endgame move count (two pieces v king)").
func ending(g *checkers.Game) string {
	if rule, ok := g.DrawnBy(); ok && rule != g.Result().Reason.String() {
		return fmt.Sprintf("%s (%s)", g.Result(), rule)
	}
	return g.Result().String()
}

// gameOptions are the built-in player's options in the commands that play
// games: the endgame databases of -egdb (nil: none), and the table kept
// from one move to the next (player.Options.KeepTable), as an engine
// playing a game keeps it.
func gameOptions(db *egdb.DB) player.Options {
	return player.Options{Endgames: db, KeepTable: true}
}
