package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// egdbHelp is what the egdb command's -h says of its actions.
const egdbHelp = "Endgame databases: the value of every position with few pieces, by the move\n" +
	"rules and the draw rules of the position alone (Turkish one piece each), no\n" +
	"draw by move counts or repetition.\n" +
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
	pieces := fs.Int("pieces", 3, "build, plan: the most pieces of the positions solved (1 to 12)")
	dir := fs.String("o", "egdb", "build: the folder the slices are written to")
	from := fs.String("dir", "egdb", "probe, stats, verify: the folder of the slices")
	threads := fs.Int("threads", 0, "build: goroutines that solve a slice (0: one per core)")
	fen := fs.String("fen", "", "probe: the position")
	material := fs.String("material", "", "slice: the slice to build, as plan names it (2m1k-1k: two men and a king against a king); verify: the slice to check alone")
	part := fs.String("part", "", "slice: the part of the slice to build (w3b2: see egdb.Part), as plan names it; verify: the part to check")
	join := fs.Bool("join", false, "slice: join the slice's parts, built in -dir, into its files")
	format := fs.String("format", "make", "plan: make (a Makefile) or slurm (a script that submits a job per target to Slurm)")
	split := fs.Uint64("split", 0, "build, plan: solve a slice of more positions than this (both sides to move) in parts (0: egdb.DefaultSplitAbove, 1: every slice that has parts)")
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
		return egdbBuild(v, *pieces, *dir, *threads, *split, out, errOut)
	case "probe":
		if *fen == "" {
			return errors.New("probe: -fen is required")
		}
		return egdbProbe(v, *from, *fen, out)
	case "verify":
		if *material != "" {
			return egdbVerifyOne(v, *from, *material, *part, out)
		}
		return egdbVerify(v, *from, out)
	case "plan":
		return egdbPlan(v, *pieces, *format, *split, out)
	case "slice":
		m, ok := egdb.ParseMaterial(*material)
		if !ok {
			return fmt.Errorf("slice: -material %q is not a material such as 2m1k-1k", *material)
		}
		switch {
		case *join && *part != "":
			return errors.New("slice: -join joins every part; give -part alone to build one")
		case *join:
			return egdb.JoinParts(v, m, *from)
		case *part != "":
			p, ok := egdb.ParsePart(*part)
			if !ok {
				return fmt.Errorf("slice: -part %q is not a part such as w3b2", *part)
			}
			return egdb.BuildPart(v, m, p, *from, *threads)
		}
		return egdb.BuildSlice(v, m, *from, *threads)
	}
	return egdbStats(v, *from, out)
}

// egdbBuild builds the databases of v to pieces pieces in dir.
func egdbBuild(v *variant.Variant, pieces int, dir string, threads int, split uint64, out, errOut io.Writer) error {
	if pieces < 1 || pieces > egdb.MaxPieces {
		return fmt.Errorf("-pieces must be between 1 and %d, got %d", egdb.MaxPieces, pieces)
	}
	plan, err := egdb.Plan(v, pieces)
	if err != nil {
		return err
	}
	total := plan.Positions
	start := time.Now()
	var done, solved uint64 // positions done, and of those solved here (not read)
	db, err := egdb.Build(v, pieces, egdb.Options{Dir: dir, Threads: threads, SplitAbove: split, Progress: func(m egdb.Material, n uint64, fresh bool) {
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

// egdbVerifyOne checks the files of the slice of material of v in dir,
// or of its part part: whether it is built, as a Slurm script asks before
// it submits the job.
func egdbVerifyOne(v *variant.Variant, dir, material, part string, out io.Writer) error {
	m, ok := egdb.ParseMaterial(material)
	if !ok {
		return fmt.Errorf("verify: -material %q is not a material such as 2m1k-1k", material)
	}
	what, built := m.String(), false
	if part == "" {
		built = egdb.SliceBuilt(v, m, dir)
	} else {
		p, ok := egdb.ParsePart(part)
		if !ok {
			return fmt.Errorf("verify: -part %q is not a part such as w3b2", part)
		}
		what += " part " + p.String()
		var err error
		if built, err = egdb.PartBuilt(v, m, p, dir); err != nil {
			return err
		}
	}
	if !built {
		return fmt.Errorf("%s %s is not built whole in %s", v, what, dir)
	}
	_, err := fmt.Fprintf(out, "%s %s in %s: built, every block whole\n", v, what, dir)
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
	stats, err := egdb.Stats(dir, v)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, "slice side wins draws losses longest-win position")
	for _, st := range stats {
		at := "-"
		if st.Wins > 0 {
			at = notation.FormatFEN(v, st.Longest)
		}
		fmt.Fprintf(w, "%s %s %d %d %d %d %s\n", st.Material, st.Turn, st.Wins, st.Draws, st.Losses, st.LongestWin, at)
	}
	return w.Flush()
}

// egdbPlan prints the build of v's databases to pieces pieces as a
// Makefile or a Slurm submission script whose jobs run this program
// (egdb.BuildPlan.WriteMakefile, WriteSlurm).
func egdbPlan(v *variant.Variant, pieces int, format string, split uint64, out io.Writer) error {
	if pieces < 1 || pieces > egdb.MaxPieces {
		return fmt.Errorf("-pieces must be between 1 and %d, got %d", egdb.MaxPieces, pieces)
	}
	if format != "make" && format != "slurm" {
		return fmt.Errorf("plan: -format is make or slurm, not %q", format)
	}
	plan, err := egdb.Plan(v, pieces, egdb.Options{SplitAbove: split})
	if err != nil {
		return err
	}
	if format == "slurm" {
		return plan.WriteSlurm(out, self())
	}
	return plan.WriteMakefile(out, self())
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
