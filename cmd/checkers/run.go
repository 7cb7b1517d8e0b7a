package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// run executes one command line and returns the exit status: 0 when it
// did what it was asked (or printed help), 1 when pdn found a fault in its
// games or files or an engine's failure cut games of a match short, 2 on
// any other fault, which it reports on stderr in one line.
func run(args []string, stdout, stderr io.Writer) int {
	err := dispatch(args, stdout, stderr)
	switch {
	case err == nil, errors.Is(err, errHelped):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprint(stdout, usage())
		return 0
	case errors.Is(err, errFailed):
		return 1
	default:
		msg := errorText(err)
		var ce *commandError
		if errors.As(err, &ce) {
			msg = ce.Error() // its name may be a package's too: "match"
		}
		fmt.Fprintf(stderr, "checkers: %s\n", msg)
		return 2
	}
}

// dispatch runs the command that args[0] names with the rest of args;
// its faults come back as *commandError. "help COMMAND" is "COMMAND -h".
func dispatch(args []string, out, errOut io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("no command given (%s; -h for help)", names())
	}
	name, rest := args[0], args[1:]
	switch name {
	case "help":
		if len(rest) == 1 {
			name, rest = rest[0], []string{"-h"}
			break
		}
		return errUsage
	case "-h", "-help", "--help":
		return errUsage
	}
	cmd, ok := lookup(name)
	if !ok {
		return fmt.Errorf("unknown command %q (%s; -h for help)", name, names())
	}
	err := cmd.run(rest, out, errOut)
	if err == nil || errors.Is(err, errHelped) || errors.Is(err, errFailed) {
		return err
	}
	return &commandError{name, err}
}

// countCommand returns the run function of perft, divide or moves, which
// share their flags: the counting ones take -depth, -bulk and -threads,
// and show their progress on errOut when it is a terminal.
func countCommand(name string, count func(io.Writer, options) error) func([]string, io.Writer, io.Writer) error {
	return func(args []string, out, errOut io.Writer) error {
		o, err := parseFlags(name, args, name != "moves", out)
		if err != nil {
			return err
		}
		if isTerminal(errOut) {
			o.progress = errOut
		}
		return count(out, o)
	}
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

// parseFlags parses the flags of perft, divide and moves: the counting
// ones also take -depth, -bulk and -threads.
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
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return options{}, err
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
			return options{}, fmt.Errorf("-depth must be between 1 and 64, got %d", *depth)
		}
		if *threads < 0 {
			return options{}, fmt.Errorf("-threads must be 0 (every core) or more, got %d", *threads)
		}
		o.depth, o.bulk, o.threads = *depth, *bulk, *threads
		if o.threads == 0 {
			o.threads = -1
		}
	}
	return o, nil
}

// perftHeader is the first line perft prints, naming the fields of the
// lines that follow.
const perftHeader = "depth nodes seconds Mnodes/s"

// perft prints perftHeader, then the count of each depth from 1 to
// o.depth on a line of its own.
func perft(out io.Writer, o options) error {
	if _, err := fmt.Fprintln(out, perftHeader); err != nil {
		return err
	}
	for d := 1; d <= o.depth; d++ {
		start := time.Now()
		n := movegen.Perft(o.v, o.pos, d, o.perftOptions(fmt.Sprintf("perft depth %d", d)))
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

// divide prints the count below each legal move of o.pos, then the total.
func divide(out io.Writer, o options) error {
	var total uint64
	for _, e := range movegen.Divide(o.v, o.pos, o.depth, o.perftOptions(fmt.Sprintf("divide depth %d", o.depth))) {
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
