package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// errFailed says that some game did not replay or some file could not be
// read, or that an engine's failure cut games of a match short: the
// command exits with status 1 once it has reported the rest.
var errFailed = errors.New("some games failed")

// errNoGame says that a file holds no game: it is no PDN file, or empty.
var errNoGame = errors.New("no PDN game found")

// pdnOptions are the flags of the pdn command.
type pdnOptions struct {
	variant  *variant.Variant // of the games whose tags name none; nil: inferred
	warnings bool             // print the reader's warnings
	out      *pdn.Writer      // where -o writes the games, or nil
}

// pdnCommand reads and replays every game of the files named in args and
// prints one line per game:
//
//	FILE N ok VARIANT MOVES
//	FILE N ok VARIANT MOVES (the rules end it at ply P: drawn by RULE)
//	FILE N error VARIANT MOVES LINE:COLUMN REASON
//
// N counts the games of the file from 1, VARIANT is the game's variant
// ("unknown" when its tags name one the library does not have, or when it
// names none and nothing in it or before it in the file tells it, and
// "inferred:NAME" when the game names none, no -variant was given and the
// variant was chosen from the evidence: see pdn.Binder), MOVES the number
// of main-line moves replayed, every legal move of the record (see
// checkers.FromPDN); a game whose record goes on past the point where a
// draw rule ended it says at which ply and by which rule. With -v each warning of lenient reading
// follows its game's line as "FILE N warning LINE:COLUMN REASON". A last
// line sums up: "N games, M ok, K errors". A file that cannot be read is
// reported on stderr. With -o every game read is written to a PDN file,
// re-written by the library. Files are read as streams, in memory bounded
// by their largest game (see replayFile). A file in which no game is
// found is reported on stderr as "FILE: no PDN game found"; the last line
// is left out when no file held a game.
func pdnCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("pdn", flag.ContinueOnError)
	name := fs.String("variant", "", "variant of the games whose tags name none (default: chosen from each game's evidence)")
	verbose := fs.Bool("v", false, "print the warnings of lenient reading, one line each")
	outPath := fs.String("o", "", "write every game read to this PDN file, re-written by the library")
	rules := rulesFlag(fs)
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if err := registerRules(*rules); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("no file given")
	}
	o := pdnOptions{warnings: *verbose}
	if *name != "" {
		v, err := variant.ByName(*name)
		if err != nil {
			return err
		}
		o.variant = v
	}
	var sink *bufio.Writer
	if *outPath != "" {
		f, err := os.Create(*outPath)
		if err != nil {
			return fmt.Errorf("-o: %w", err)
		}
		defer f.Close()
		sink = bufio.NewWriter(f)
		o.out = pdn.NewWriter(sink)
	}
	var games, ok int
	var failed error
	for _, path := range fs.Args() {
		n, good, err := replayFile(path, o, out, errOut)
		games, ok = games+n, ok+good
		if err == nil && n == 0 {
			err = errNoGame
		}
		if err != nil {
			fmt.Fprintf(errOut, "checkers: %s\n", errorText(fmt.Errorf("%s: %w", path, err)))
			failed = errFailed
		}
	}
	if sink != nil {
		if err := sink.Flush(); err != nil {
			return fmt.Errorf("-o: %w", err)
		}
	}
	if games == 0 {
		return failed
	}
	if _, err := fmt.Fprintf(out, "%d games, %d ok, %d errors\n", games, ok, games-ok); err != nil {
		return err
	}
	if ok < games {
		failed = errFailed
	}
	return failed
}

// replayFile reports every game of the file at path and returns how many
// games it read and how many of them had no fault. The file is read as a
// stream: the reader holds one game at a time, and a game whose variant is
// inferred is replayed from what the reader parsed, not read again, so
// that memory is bounded by the largest game and time is linear in the
// file, with -variant or without.
func replayFile(path string, o pdnOptions, out, errOut io.Writer) (games, ok int, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	r := pdn.NewReader(f)
	r.Variant = o.variant
	for g, err := range r.All() {
		if err != nil {
			return games, ok, err
		}
		games++
		line, good := gameLine(path, games, variantName(g), g)
		if good {
			ok++
		}
		fmt.Fprintln(out, line)
		if o.warnings {
			for _, w := range g.Warnings {
				fmt.Fprintf(out, "%s %d warning %s\n", path, games, where(w))
			}
		}
		if o.out != nil && g.Variant != nil {
			if err := o.out.Write(g); err != nil {
				fmt.Fprintf(errOut, "checkers: %s: game %d not written: %s\n", path, games, errorText(err))
			}
		}
	}
	return games, ok, nil
}

// variantName is the VARIANT field of a game's line: the variant's name,
// "inferred:NAME" when the reader inferred it, "unknown" when the game
// has none (its tags name one the library does not have, or nothing tells
// it).
func variantName(g *pdn.Game) string {
	switch {
	case g.Variant == nil:
		return "unknown"
	case g.Guessed:
		return "inferred:" + g.Variant.Name()
	}
	return g.Variant.Name()
}

// gameLine is the line pdnCommand prints for a game, and whether the game
// replays: the reader's fault, else the library's ([checkers.FromPDN]),
// else ok, with where the rules end a game whose record goes on past that.
func gameLine(path string, n int, name string, g *pdn.Game) (string, bool) {
	if g.Err != nil {
		return fmt.Sprintf("%s %d error %s %d %s", path, n, name, len(g.Moves), where(g.Err)), false
	}
	if g.Variant == nil {
		return fmt.Sprintf("%s %d ok %s %d", path, n, name, len(g.Moves)), true
	}
	game, err := checkers.FromPDN(g)
	if err != nil {
		return fmt.Sprintf("%s %d error %s %d %s", path, n, name, game.Ply(), where(err)), false
	}
	line := fmt.Sprintf("%s %d ok %s %d", path, n, name, game.Ply())
	if end, ok := game.RulesEnd(); ok && end.Ply < game.Ply() {
		line += " " + pastEnd(end)
	}
	return line, true
}

// pastEnd says where the rules end a game whose record goes on past
// that: "(the rules end it at ply 157: drawn by repetition)".
func pastEnd(end checkers.End) string {
	how := end.Result.String()
	if end.Rule != "" {
		how = end.Result.Status.String() + " by " + end.Rule
	}
	return fmt.Sprintf("(the rules end it at ply %d: %s)", end.Ply, how)
}

// where writes a reader's fault as "LINE:COLUMN REASON".
func where(err error) string {
	at, reason := "0:0", err.Error()
	var pe *pdn.Error
	if errors.As(err, &pe) {
		at = fmt.Sprintf("%d:%d", pe.Line, pe.Column)
		if pe.Err != nil {
			reason = pe.Err.Error()
		}
		if pe.Text != "" {
			reason = fmt.Sprintf("%q: %s", pe.Text, reason)
		}
	}
	return at + " " + oneLine(reason)
}
