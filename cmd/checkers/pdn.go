package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// errFiles says that some file could not be read: the pdn command exits
// with status 1 once it has reported every game of the other files.
var errFiles = errors.New("some files could not be read")

// pdnCommand reads and replays every game of the files named in args and
// prints one line per game:
//
//	FILE N ok VARIANT MOVES
//	FILE N error VARIANT MOVES LINE:COLUMN REASON
//
// N counts the games of the file from 1, VARIANT is the game's variant
// ("unknown" when its tags name one the library does not have), MOVES the
// number of main-line moves replayed. A last line sums up: "N games, M ok,
// K errors". A file that cannot be opened is reported on stderr.
func pdnCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("pdn", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	name := fs.String("variant", "", "variant of the games whose tags name none (default international)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errUsage
		}
		return fmt.Errorf("pdn: %v", err)
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("pdn: no file given")
	}
	var def *variant.Variant
	if *name != "" {
		v, err := variant.ByName(*name)
		if err != nil {
			return err
		}
		def = v
	}
	var games, ok, bad int
	var failed error
	for _, path := range fs.Args() {
		n, good, err := replayFile(path, def, out)
		games, ok, bad = games+n, ok+good, bad+n-good
		if err != nil {
			fmt.Fprintf(errOut, "checkers: %s: %s\n", path, oneLine(err.Error()))
			failed = errFiles
		}
	}
	if _, err := fmt.Fprintf(out, "%d games, %d ok, %d errors\n", games, ok, bad); err != nil {
		return err
	}
	return failed
}

// replayFile reports every game of the file at path and returns how many
// games it read and how many of them had no fault.
func replayFile(path string, def *variant.Variant, out io.Writer) (games, ok int, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	r := pdn.NewReader(f)
	r.Variant = def
	for g, err := range r.All() {
		if err != nil {
			return games, ok, err
		}
		games++
		name := "unknown"
		if g.Variant != nil {
			name = g.Variant.Name()
		}
		if g.Err == nil {
			ok++
			fmt.Fprintf(out, "%s %d ok %s %d\n", path, games, name, len(g.Moves))
			continue
		}
		where, reason := "0:0", g.Err.Error()
		var pe *pdn.Error
		if errors.As(g.Err, &pe) {
			where = fmt.Sprintf("%d:%d", pe.Line, pe.Column)
			if pe.Err != nil {
				reason = pe.Err.Error()
			}
			if pe.Text != "" {
				reason = fmt.Sprintf("%q: %s", pe.Text, reason)
			}
		}
		fmt.Fprintf(out, "%s %d error %s %d %s %s\n", path, games, name, len(g.Moves), where, oneLine(reason))
	}
	return games, ok, nil
}
