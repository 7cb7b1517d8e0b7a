package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// egdbHelp is what the egdb command's -h says of its actions.
const egdbHelp = "Endgame databases: the value of every position with few pieces, by the move\n" +
	"rules alone (no draw by move counts or repetition).\n" +
	"  build  solves every position of up to -pieces pieces, slice by slice, into\n" +
	"         files in -o; a build stopped half way goes on from the slices written.\n" +
	"         Progress on standard error: slice, positions, rate, time left.\n" +
	"  probe  prints the value of -fen (win, draw or loss for the side to move, and\n" +
	"         the plies to the end) and the best line from it.\n" +
	"  stats  prints, per slice and side to move, the wins, draws and losses, and\n" +
	"         the longest win with a position that has it.\n" +
	"  plan   prints the build of -pieces as a Makefile, a target per slice, for\n" +
	"         make -j or any batch system, on one machine or several; its jobs\n" +
	"         run this program (make CHECKERS=PATH runs another).\n" +
	"  slice  builds the slice -material into -dir, from its dependencies there.\n" +
	"  verify reads every block of the files in -dir, checks its checksum and\n" +
	"         decodes it; it fails naming each block that does not."

// egdbCommand runs "checkers egdb ACTION [flags]".
func egdbCommand(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("egdb", flag.ContinueOnError)
	name := fs.String("variant", "international", "variant name or alias (checkers variants lists them)")
	rules := rulesFlag(fs)
	pieces := fs.Int("pieces", 3, "build: the most pieces of the positions solved (1 to 6)")
	dir := fs.String("o", "egdb", "build: the folder the slices are written to")
	from := fs.String("dir", "egdb", "probe, stats, verify: the folder of the slices")
	threads := fs.Int("threads", 0, "build: goroutines that solve a slice (0: one per core)")
	fen := fs.String("fen", "", "probe: the position")
	material := fs.String("material", "", "slice: the slice to build, as plan names it (2m1k-1k: two men and a king against a king)")
	action := ""
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		action, args = args[0], args[1:]
	}
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	if !slices.Contains([]string{"build", "probe", "stats", "plan", "slice", "verify"}, action) {
		return fmt.Errorf("want an action, build, probe, stats, plan, slice or verify, not %q", action)
	}
	if err := registerRules(*rules); err != nil {
		return err
	}
	v, err := variant.ByName(*name)
	if err != nil {
		return err
	}
	switch action {
	case "build":
		return egdbBuild(v, *pieces, *dir, *threads, out, errOut)
	case "probe":
		if *fen == "" {
			return errors.New("probe: -fen is required")
		}
		return egdbProbe(v, *from, *fen, out)
	case "verify":
		return egdbVerify(v, *from, out)
	case "plan":
		return egdbPlan(v, *pieces, out)
	case "slice":
		m, ok := egdb.ParseMaterial(*material)
		if !ok {
			return fmt.Errorf("slice: -material %q is not a material such as 2m1k-1k", *material)
		}
		return egdb.BuildSlice(v, m, *from, *threads)
	}
	return egdbStats(v, *from, out)
}

// egdbBuild builds the databases of v to pieces pieces in dir.
func egdbBuild(v *variant.Variant, pieces int, dir string, threads int, out, errOut io.Writer) error {
	if pieces < 1 || pieces > egdb.MaxPieces {
		return fmt.Errorf("-pieces must be between 1 and %d, got %d", egdb.MaxPieces, pieces)
	}
	var total uint64
	for n := 1; n <= pieces; n++ {
		for _, m := range egdb.Materials(n) {
			total += 2 * egdb.NewSlice(v, m).Size()
		}
	}
	start := time.Now()
	var done, solved uint64 // positions done, and of those solved here (not read)
	db, err := egdb.Build(v, pieces, egdb.Options{Dir: dir, Threads: threads, Progress: func(m egdb.Material, n uint64, fresh bool) {
		done += n
		if fresh {
			solved += n
		}
		rate := float64(solved) / time.Since(start).Seconds()
		left := "?"
		if solved > 0 {
			left = time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second).String()
		}
		fmt.Fprintf(errOut, "slice %-10s %12d positions, %d of %d done, %.0f positions/s, %s left\n",
			m, n, done, total, rate, left)
	}})
	if err != nil {
		return err
	}
	db.Close()
	_, err = fmt.Fprintf(out, "%s to %d pieces: %d positions in %s, %.1f s\n", v, pieces, total, dir, time.Since(start).Seconds())
	return err
}

// egdbVerify checks every block of the files of v in dir.
func egdbVerify(v *variant.Variant, dir string, out io.Writer) error {
	db, err := egdb.Open(dir, v)
	if err != nil {
		return err
	}
	defer db.Close()
	blocks, err := db.Verify()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "%s in %s: %d blocks, every one whole\n", v, dir, blocks)
	return err
}

// egdbProbe prints the value of fen and the best line from it.
func egdbProbe(v *variant.Variant, dir, fen string, out io.Writer) error {
	p, err := notation.ParseFEN(v, fen)
	if err != nil {
		return err
	}
	db, err := egdb.Open(dir, v)
	if err != nil {
		return err
	}
	defer db.Close()
	value, moves, err := db.BestMoves(p)
	if errors.Is(err, egdb.ErrNotCovered) {
		return fmt.Errorf("the databases in %s do not hold this position (%d pieces at most): %w", dir, db.Pieces(), err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%s\n", value)
	if line := bestLine(db, p, value, moves); len(line) > 0 {
		_, err = fmt.Fprintf(out, "best line: %s\n", strings.Join(line, " "))
	}
	return err
}

// egdbStats prints the counts of each slice of v in dir.
func egdbStats(v *variant.Variant, dir string, out io.Writer) error {
	db, err := egdb.Open(dir, v)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintln(out, "slice side wins draws losses longest-win position")
	for n := 1; n <= db.Pieces(); n++ {
		for _, m := range egdb.Materials(n) {
			s := egdb.NewSlice(v, m)
			for _, c := range []board.Color{board.White, board.Black} {
				var count [3]uint64
				longest, at := -1, ""
				for i := range s.Size() {
					p := s.Position(i)
					p.Turn = c
					value, err := db.Probe(p)
					if err != nil {
						return fmt.Errorf("%s: slice %s: %w", dir, m, err)
					}
					count[value.Outcome]++
					if value.Outcome == egdb.Win && value.Plies > longest {
						longest, at = value.Plies, notation.FormatFEN(v, p.Rehash())
					}
				}
				if longest < 0 {
					at = "-"
				}
				fmt.Fprintf(out, "%s %s %d %d %d %d %s\n", m, c, count[egdb.Win], count[egdb.Draw], count[egdb.Loss], max(longest, 0), at)
			}
		}
	}
	return nil
}

// egdbPlan prints the build of v's databases to pieces pieces as a
// Makefile: one target per slice file, the files of its dependencies as
// its prerequisites, built by "checkers egdb slice".
func egdbPlan(v *variant.Variant, pieces int, out io.Writer) error {
	if pieces < 1 || pieces > egdb.MaxPieces {
		return fmt.Errorf("-pieces must be between 1 and %d, got %d", egdb.MaxPieces, pieces)
	}
	file := func(m egdb.Material) string { return "$(DIR)/" + v.Name() + "/" + m.String() + ".egdb" }
	var all []string
	var rules strings.Builder
	var positions uint64
	for n := 1; n <= pieces; n++ {
		for _, m := range egdb.Materials(n) {
			all = append(all, file(m))
			size := 2 * egdb.NewSlice(v, m).Size()
			positions += size
			fmt.Fprintf(&rules, "\n# %s: %d positions, %s to solve\n%s:", m, size,
				bytesText(egdb.SolveMemory(v, m)), file(m))
			for _, d := range m.Dependencies() {
				fmt.Fprintf(&rules, " %s", file(d))
			}
			fmt.Fprintf(&rules, "\n\t$(CHECKERS) egdb slice -variant %s -material %s -dir $(DIR) -threads $(THREADS)\n", v.Name(), m)
		}
	}
	_, err := fmt.Fprintf(out, "# The endgame databases of %s to %d pieces, %d slices, %d positions:\n"+
		"# one target per slice, the slices it depends on as prerequisites. Run it\n"+
		"# with make -j JOBS (each job a slice on THREADS goroutines); on several\n"+
		"# machines, share DIR and give each its targets. A job holds its slice's\n"+
		"# values, queues and state and its dependencies' values at most, as each\n"+
		"# target's comment says (egdb.SolveMemory). CHECKERS is the program that\n"+
		"# wrote it; make CHECKERS=PATH runs another, DIR=PATH writes elsewhere.\n"+
		"CHECKERS ?= %s\nDIR ?= egdb\nTHREADS ?= 1\n\nall: %s\n%s",
		v.Name(), pieces, len(all), positions, makeWord(self()), strings.Join(all, " "), rules.String())
	return err
}

// self is the path of the running program, for the Makefile's jobs to run
// it whatever PATH holds; "checkers" if it is not known.
func self() string {
	exe, err := os.Executable()
	if err != nil {
		return "checkers"
	}
	return exe
}

// makeWord writes path as one word of a Makefile's recipe: as it is if
// it is plain, else quoted for the shell with make's "$" doubled; a path
// no Makefile line can hold (a "#", a line break) is "checkers", the
// program found on PATH.
func makeWord(path string) string {
	plain := func(r rune) bool {
		return r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+:@,=", r))
	}
	switch {
	case path == "":
		return "checkers"
	case strings.IndexFunc(path, func(r rune) bool { return !plain(r) }) < 0:
		return path
	case strings.ContainsAny(path, "#\n\r\\"):
		return "checkers"
	}
	return "'" + strings.ReplaceAll(strings.ReplaceAll(path, "$", "$$"), "'", `'\''`) + "'"
}

// bytesText writes n bytes in kB, MB or GB, to one decimal.
func bytesText(n uint64) string {
	switch {
	case n < 1e6:
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	case n < 1e9:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	}
	return fmt.Sprintf("%.1f GB", float64(n)/1e9)
}
