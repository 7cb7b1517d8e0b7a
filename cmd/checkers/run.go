package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

const usage = `usage:
  checkers perft  [-variant NAME] [-fen FEN] [-depth N] [-bulk]
  checkers divide [-variant NAME] [-fen FEN] [-depth N] [-bulk]
  checkers moves  [-variant NAME] [-fen FEN]
  checkers pdn    [-variant NAME] FILE...
  checkers variants
`

// errUsage asks for the usage text to be printed and a zero exit.
var errUsage = errors.New("usage")

// run executes one command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	var err error
	if len(args) > 0 && args[0] == "pdn" {
		err = pdnCommand(args[1:], stdout, stderr)
	} else {
		err = dispatch(args, stdout)
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprint(stdout, usage)
		return 0
	case errors.Is(err, errFiles):
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

func dispatch(args []string, out io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("no command given (perft, divide, moves, pdn or variants; -h for help)")
	}
	name, rest := args[0], args[1:]
	switch name {
	case "-h", "-help", "--help", "help":
		return errUsage
	case "variants":
		if len(rest) > 0 {
			return fmt.Errorf("variants takes no arguments, got %q", rest[0])
		}
		return listVariants(out)
	}
	cmd, ok := commands[name]
	if !ok {
		return fmt.Errorf("unknown command %q (perft, divide, moves, pdn or variants)", name)
	}
	o, err := parseFlags(name, rest, cmd.counting)
	if err != nil {
		return err
	}
	return cmd.run(out, o)
}

// options are the parsed flags of a command.
type options struct {
	v     *variant.Variant
	pos   board.Position
	depth int
	bulk  bool
}

func parseFlags(cmd string, args []string, counting bool) (options, error) {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "international", "variant name or alias")
	fen := fs.String("fen", "", "position (default: the variant's start)")
	var depth *int
	var bulk *bool
	if counting {
		depth = fs.Int("depth", 6, "depth of the move tree")
		bulk = fs.Bool("bulk", false, "count the last ply's moves without making them")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return options{}, errUsage
		}
		return options{}, fmt.Errorf("%s: %v", cmd, err)
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(0))
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
		o.depth, o.bulk = *depth, *bulk
	}
	return o, nil
}

func perft(out io.Writer, o options) error {
	for d := 1; d <= o.depth; d++ {
		start := time.Now()
		var n uint64
		if o.bulk {
			n = movegen.PerftBulk(o.v, o.pos, d)
		} else {
			n = movegen.Perft(o.v, o.pos, d)
		}
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
	for _, e := range movegen.Divide(o.v, o.pos, o.depth, o.bulk) {
		total += e.Nodes
		if _, err := fmt.Fprintf(out, "%s %d\n", notation.FormatMove(o.v, o.pos, e.Move), e.Nodes); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(out, "total %d\n", total)
	return err
}

func moves(out io.Writer, o options) error {
	for _, m := range movegen.Generate(o.v, o.pos, nil) {
		if _, err := fmt.Fprintln(out, notation.FormatMove(o.v, o.pos, m)); err != nil {
			return err
		}
	}
	return nil
}

func listVariants(out io.Writer) error {
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
