package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/draughtsgo/checkers/internal/pdninfer"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
)

// errFailed says that some game did not replay or some file could not be
// read: the pdn command exits with status 1 once it has reported the rest.
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
//	FILE N error VARIANT MOVES LINE:COLUMN REASON
//
// N counts the games of the file from 1, VARIANT is the game's variant
// ("unknown" when its tags name one the library does not have, and
// "inferred:NAME" when the game names none, no -variant was given and the
// variant was chosen from the evidence: see pdninfer.Infer), MOVES the number
// of main-line moves replayed. With -v each warning of lenient reading
// follows its game's line as "FILE N warning LINE:COLUMN REASON". A last
// line sums up: "N games, M ok, K errors". A file that cannot be read is
// reported on stderr. With -o every game read is written to a PDN file,
// re-written by the library. Files are read as streams, in memory that
// does not grow with them (see replayFile). A file in which no game is
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

// maxGameText bounds the text of a game whose variant is inferred, which
// is kept to be read again under each candidate variant (see
// textWindow). Real games, comments and all, take a few kilobytes. A
// variable, for the tests.
var maxGameText = 16 << 20

// replayFile reports every game of the file at path and returns how many
// games it read and how many of them had no fault. The file is read as a
// stream, in memory that does not grow with it. Without -variant, the
// text of each game that names no variant is kept to infer its variant
// from: a game of more than maxGameText bytes of it is an error, which
// ends the file.
func replayFile(path string, o pdnOptions, out, errOut io.Writer) (games, ok int, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	var win *textWindow
	var src io.Reader = f
	if o.variant == nil {
		win = newTextWindow(f, maxGameText)
		src = win
	}
	r := pdn.NewReader(src)
	r.Variant = o.variant
	report := func(g *pdn.Game, text []byte) {
		games++
		name := "unknown"
		if g.Variant != nil {
			name = g.Variant.Name()
		}
		if text != nil {
			switch best, furthest := pdninfer.Infer(g, text); {
			case best != nil:
				g = best
			case furthest != nil:
				g = furthest
			}
			name = "inferred:" + g.Variant.Name()
		}
		if g.Err == nil {
			ok++
		}
		fmt.Fprintln(out, gameLine(path, games, name, g))
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
	// A game's text ends where the next game begins: each game is
	// reported when the next one is read.
	var pending *pdn.Game
	var pendingText []byte // from pending's first line on, when its variant is inferred
	for g, err := range r.All() {
		if err != nil {
			return games, ok, err
		}
		if pending != nil {
			report(pending, cutText(pendingText, g.Line-pending.Line+1))
		}
		pending, pendingText = g, nil
		if o.variant == nil && !pdninfer.NamesVariant(g) {
			text, kept := win.from(g.Line)
			if !kept {
				return games, ok, fmt.Errorf("game %d, line %d: more than %s of text, too long to infer its variant from (give -variant)", games+1, g.Line, sizeText(maxGameText))
			}
			pendingText = text
		}
	}
	if pending != nil {
		report(pending, cutText(pendingText, 0))
	}
	return games, ok, nil
}

// sizeText writes a size of n bytes in MiB when it is a whole number of
// them.
func sizeText(n int) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// cutText returns the lines of text before line end (counted from 1), or
// the whole text when end is 0 or 1 (the next game begins on the same
// line); nil stays nil, for a game whose variant is not inferred.
func cutText(text []byte, end int) []byte {
	if text == nil || end <= 1 {
		return text
	}
	return gameText(text, 1, end)
}

// textWindow passes on the bytes of a reader, and keeps the last of them
// so that the text of the game the PDN reader has just returned can be had
// again, without the file being held whole: it keeps the reads that make
// up the last max bytes at least, as they came, and drops the oldest read
// once the others hold max bytes without it. Lines are counted at '\n', as
// gameText counts them.
type textWindow struct {
	r   io.Reader
	max int
	// reads are the bytes kept, oldest first, size bytes in all.
	reads [][]byte
	size  int
	// line is the line the first read kept starts in, from 1; cut says
	// that it starts inside that line rather than at its start.
	line int
	cut  bool
	// spare is a dropped read's memory, for the next read.
	spare []byte
}

// newTextWindow returns a window on r that keeps at least max bytes.
func newTextWindow(r io.Reader, max int) *textWindow {
	return &textWindow{r: r, max: max, line: 1}
}

// Read reads from the underlying reader, keeping what it reads.
func (w *textWindow) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	if n > 0 {
		kept := append(w.spare[:0], p[:n]...)
		w.spare = nil
		w.reads = append(w.reads, kept)
		w.size += n
		for len(w.reads) > 1 && w.size-len(w.reads[0]) >= w.max {
			w.drop()
		}
	}
	return n, err
}

// drop forgets the oldest read kept.
func (w *textWindow) drop() {
	gone := w.reads[0]
	w.line += bytes.Count(gone, []byte{'\n'})
	w.cut = gone[len(gone)-1] != '\n'
	w.size -= len(gone)
	w.reads[0] = nil
	w.reads = w.reads[1:]
	if cap(gone) > cap(w.spare) {
		w.spare = gone
	}
}

// from returns a copy of the text kept from the start of line on, and
// false if the window no longer holds that start.
func (w *textWindow) from(line int) ([]byte, bool) {
	if line < w.line || line == w.line && w.cut {
		return nil, false
	}
	// The text starts at reads[first][off:].
	first, off := 0, 0
	for l := w.line; l < line && first < len(w.reads); {
		if i := bytes.IndexByte(w.reads[first][off:], '\n'); i >= 0 {
			off += i + 1
			l++
			continue
		}
		first, off = first+1, 0
	}
	n := -off
	for _, b := range w.reads[first:] {
		n += len(b)
	}
	text := make([]byte, 0, max(n, 0))
	for _, b := range w.reads[first:] {
		text = append(text, b[off:]...)
		off = 0
	}
	return text, true
}

// gameLine is the line pdnCommand prints for a game.
func gameLine(path string, n int, name string, g *pdn.Game) string {
	if g.Err == nil {
		return fmt.Sprintf("%s %d ok %s %d", path, n, name, len(g.Moves))
	}
	return fmt.Sprintf("%s %d error %s %d %s", path, n, name, len(g.Moves), where(g.Err))
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
