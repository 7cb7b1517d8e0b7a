package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

const usage = `usage:
  checkers perft  [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]
  checkers divide [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]
  checkers moves  [-variant NAME] [-fen FEN]
  checkers show   [-variant NAME] [-fen FEN] [-last MOVE] [-svg] [-flip] [-numbers] [-unicode]
  checkers pdn    [-variant NAME] [-v] [-o OUT.pdn] FILE...
  checkers variants [-json NAME]
  checkers serve  [-addr 127.0.0.1:8080]
  checkers hub    [-variant NAME]
  checkers dxp    (-listen ADDR | -connect ADDR) [-time T] [-max-time T] [-max-games N] [-idle T] [-games N] [-minutes M]
  checkers match  [-variant NAME] -white ENGINE -black ENGINE [-games N] [-time T] [-depth D] [-fen FEN] [-pdn OUT.pdn] [-claim at-once|never]
  checkers play   [-variant NAME] [-engine ENGINE] [-side white|black] [-time T]

An ENGINE is builtin, random, hub:PROGRAM ARGS or dxp:HOST:PORT.

Every command takes -rules FILE: the JSON rules of a variant of one's own
(as "variants -json NAME" writes them, edited), registered under its name.
"checkers COMMAND -h" lists a command's flags and their defaults.
`

// errUsage asks for the usage text to be printed and a zero exit.
var errUsage = errors.New("usage")

// errHelped says that a command printed its help: a zero exit.
var errHelped = errors.New("help printed")

// run executes one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	var err error
	if len(args) > 0 && args[0] == "pdn" {
		err = pdnCommand(args[1:], stdout, stderr)
	} else {
		err = dispatch(args, stdout, stderr)
	}
	switch {
	case err == nil, errors.Is(err, errHelped):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprint(stdout, usage)
		return 0
	case errors.Is(err, errFailed):
		return 1
	default:
		fmt.Fprintf(stderr, "checkers: %s\n", oneLine(err.Error()))
		return 2
	}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// commands maps a command name to whether it counts (takes -depth and
// -bulk) and what it does.
var commands = map[string]struct {
	counting bool
	run      func(io.Writer, options) error
}{
	"perft":  {true, perft},
	"divide": {true, divide},
	"moves":  {false, moves},
}

func dispatch(args []string, out, errOut io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("no command given (perft, divide, moves, show, pdn, variants, serve, hub, dxp, match or play; -h for help)")
	}
	name, rest := args[0], args[1:]
	switch name {
	case "-h", "-help", "--help", "help":
		return errUsage
	case "variants":
		return variantsCommand(rest, out)
	case "show":
		return showCommand(rest, out)
	case "serve":
		return serveCommand(rest, out, errOut)
	case "hub":
		return hubCommand(rest, out)
	case "match":
		return matchCommand(rest, out, errOut)
	case "play":
		return playCommand(rest, out)
	case "dxp":
		return dxpCommand(rest, out)
	}
	cmd, ok := commands[name]
	if !ok {
		return fmt.Errorf("unknown command %q (perft, divide, moves, show, pdn, variants, serve, hub, dxp, match or play)", name)
	}
	o, err := parseFlags(name, rest, cmd.counting, out)
	if err != nil {
		return err
	}
	if isTerminal(errOut) {
		o.progress = errOut
	}
	return cmd.run(out, o)
}

// synopses are the first lines of the commands' help.
var synopses = map[string]string{
	"perft": "checkers perft [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]\n\nThe number of leaves of the move tree, for each depth from 1 to N;\n" +
		"on a terminal, a long count shows its progress on standard error.",
	"divide": "checkers divide [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]\n\nThe leaves below each legal move, and their total.",
	"moves":  "checkers moves [-variant NAME] [-fen FEN]\n\nThe legal moves of the position, in the variant's notation.",
	"variants": "checkers variants [-json NAME]\n\nThe registered variants, one a line: name, PDN GameType, board, aliases;\n" +
		"with -json, the rules of one variant as JSON, which -rules reads back.",
	"pdn": "checkers pdn [-variant NAME] [-v] [-o OUT.pdn] FILE...\n\nReads and replays every game of the PDN files; exits with 0 when every game\n" +
		"replays, 1 when one does not or a file cannot be read, 2 on bad usage.",
}

// parseCommandFlags parses a command's flags. -h prints the command's
// synopsis and its flags with their defaults on out, and returns errHelped;
// any other fault is an error of one line.
func parseCommandFlags(fs *flag.FlagSet, args []string, out io.Writer) error {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(out, "usage: %s\n\nflags:\n", synopses[fs.Name()])
		fs.SetOutput(out)
		fs.PrintDefaults()
		return errHelped
	}
	if err != nil {
		return fmt.Errorf("%s: %v", fs.Name(), err)
	}
	return nil
}

// options are the parsed flags of a command.
type options struct {
	v     *variant.Variant
	pos   board.Position
	depth int
	bulk  bool
	// threads counts with that many goroutines (movegen.PerftOptions).
	threads int
	// progress, when set, receives a progress line of long counts.
	progress io.Writer
}

func parseFlags(cmd string, args []string, counting bool, out io.Writer) (options, error) {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	name := fs.String("variant", "international", "variant name or alias (checkers variants lists them)")
	fen := fs.String("fen", "", "position, squares as numbers or algebraic names (default the variant's start)")
	rules := rulesFlag(fs)
	var depth, threads *int
	var bulk *bool
	if counting {
		depth = fs.Int("depth", 6, "depth of the move tree")
		bulk = fs.Bool("bulk", false, "count the last ply's moves without making them")
		threads = fs.Int("threads", 1, "goroutines that count (0: one per core)")
	}
	if err := parseCommandFlags(fs, args, out); err != nil {
		return options{}, err
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(0))
	}
	if err := registerRules(*rules); err != nil {
		return options{}, err
	}
	v, err := variant.ByName(*name)
	if err != nil {
		return options{}, err
	}
	o := options{v: v, pos: v.Start()}
	if *fen != "" {
		if o.pos, err = notation.ParseFEN(v, *fen); err != nil {
			return options{}, err
		}
	}
	if counting {
		if *depth < 1 || *depth > 64 {
			return options{}, fmt.Errorf("%s: -depth must be between 1 and 64, got %d", cmd, *depth)
		}
		if *threads < 0 {
			return options{}, fmt.Errorf("%s: -threads must be 0 (every core) or more, got %d", cmd, *threads)
		}
		o.depth, o.bulk, o.threads = *depth, *bulk, *threads
		if o.threads == 0 {
			o.threads = -1
		}
	}
	return o, nil
}

func perft(out io.Writer, o options) error {
	for d := 1; d <= o.depth; d++ {
		start := time.Now()
		n := movegen.PerftWith(o.v, o.pos, d, o.perftOptions(fmt.Sprintf("perft depth %d", d)))
		secs := time.Since(start).Seconds()
		rate := 0.0
		if secs > 0 {
			rate = float64(n) / secs / 1e6
		}
		if _, err := fmt.Fprintf(out, "%d %d %.3f %.1f\n", d, n, secs, rate); err != nil {
			return err
		}
	}
	return nil
}

func divide(out io.Writer, o options) error {
	var total uint64
	for _, e := range movegen.DivideWith(o.v, o.pos, o.depth, o.perftOptions(fmt.Sprintf("divide depth %d", o.depth))) {
		total += e.Nodes
		if _, err := fmt.Fprintf(out, "%s %d\n", notation.FormatMove(o.v, o.pos, e.Move), e.Nodes); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(out, "total %d\n", total)
	return err
}

// perftOptions are the options of a count; with a progress writer, a
// count that lasts more than a second shows its progress there, on one
// line rewritten at most four times a second and cleared at the end.
func (o options) perftOptions(what string) movegen.PerftOptions {
	po := movegen.PerftOptions{Bulk: o.bulk, Threads: o.threads}
	if o.progress == nil {
		return po
	}
	var shown time.Duration
	po.Progress = func(p movegen.Progress) {
		if p.Elapsed < time.Second || (p.Elapsed-shown < 250*time.Millisecond && p.Done < p.Jobs) {
			return
		}
		shown = p.Elapsed
		if p.Done == p.Jobs {
			fmt.Fprint(o.progress, "\r\033[K")
			return
		}
		secs := p.Elapsed.Seconds()
		eta := time.Duration(float64(p.Elapsed) * float64(p.Jobs-p.Done) / float64(p.Done)).Round(time.Second)
		fmt.Fprintf(o.progress, "\r\033[K%s: %d/%d jobs, %d nodes, %.1f M nodes/s, about %s to go",
			what, p.Done, p.Jobs, p.Nodes, float64(p.Nodes)/secs/1e6, eta)
	}
	return po
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

func moves(out io.Writer, o options) error {
	for _, m := range movegen.Generate(o.v, o.pos, nil) {
		if _, err := fmt.Fprintln(out, notation.FormatMove(o.v, o.pos, m)); err != nil {
			return err
		}
	}
	return nil
}

// variantsCommand lists the variants, or writes one variant's rules as
// JSON.
func variantsCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("variants", flag.ContinueOnError)
	name := fs.String("json", "", "write the rules of this variant as JSON (a file -rules reads)")
	rules := rulesFlag(fs)
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("variants: unexpected argument %q", fs.Arg(0))
	}
	if err := registerRules(*rules); err != nil {
		return err
	}
	if *name != "" {
		v, err := variant.ByName(*name)
		if err != nil {
			return err
		}
		data, err := json.MarshalIndent(v.Rules(), "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "%s\n", data)
		return err
	}
	for _, v := range variant.All() {
		g := v.Board()
		aliases := strings.Join(v.Aliases(), ",")
		if aliases == "" {
			aliases = "-"
		}
		if _, err := fmt.Fprintf(out, "%s %d %dx%d %s\n", v.Name(), v.GameType(), g.Cols(), g.Rows(), aliases); err != nil {
			return err
		}
	}
	return nil
}

// rulesFlag adds the -rules flag to a command.
func rulesFlag(fs *flag.FlagSet) *string {
	return fs.String("rules", "", "register the variant whose rules this JSON file holds (as variants -json writes them), to name it with -variant")
}

// registerRules registers the variant of a JSON rules file, if one is
// named.
func registerRules(path string) error {
	if path == "" {
		return nil
	}
	data, err := readRules(path)
	if err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	var r variant.Rules
	if err := json.Unmarshal(data, &r); err != nil {
		return fmt.Errorf("rules: %s: %w", path, err)
	}
	v, err := variant.New(r)
	if err != nil {
		return fmt.Errorf("rules: %s: %w", path, err)
	}
	if err := variant.Register(v); err != nil {
		return fmt.Errorf("rules: %s: %w", path, err)
	}
	return nil
}

// maxRulesSize bounds a -rules file. The rules of a variant take a few
// hundred bytes of JSON; a megabyte is far more than any needs, and keeps
// a file that is no rules file (/dev/zero, a disk image) from being read
// into memory whole.
const maxRulesSize = 1 << 20

// readRules returns the text of the rules file at path, refusing one of
// more than maxRulesSize bytes before reading past them.
func readRules(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxRulesSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxRulesSize {
		return nil, fmt.Errorf("%s: more than %d bytes (1 MiB): too large for a rules file", path, maxRulesSize)
	}
	return data, nil
}
