package egdb

import (
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// BuildPlan is the build of a variant's databases to some pieces as
// jobs, one per slice, or, for a slice split in parts ([Part]), one per
// part and one that joins them, each to run once those it needs are done:
// what a batch system or make -j needs to spread a build over processes
// or machines ([BuildSlice], [BuildPart] and [JoinParts] run the jobs).
type BuildPlan struct {
	// Variant and Pieces are the build's.
	Variant *variant.Variant
	Pieces  int
	// Targets are the jobs, in an order in which each comes after those
	// it needs.
	Targets []Target
	// Positions counts the positions of every slice, both sides to move.
	Positions uint64
}

// Target is one job of a [BuildPlan]: a slice to solve whole, a part of
// one to solve, or the parts of one to join.
type Target struct {
	// Material is the slice's.
	Material Material
	// Split is set for a job of a split slice: the part Part, or, with
	// Join, the job that joins its parts into the slice's files.
	Split, Join bool
	Part        Part
	// File is the file the job writes, within the folder of databases:
	// the slice's outcomes ([SliceFile]) for the whole slice or a join,
	// the part's ([PartFile]) for a part.
	File string
	// Positions counts its positions, both sides to move.
	Positions uint64
	// Memory is the most bytes the job takes ([SolveMemory]).
	Memory uint64
	// Dependencies are the slices to build before it
	// ([Material.Dependencies]).
	Dependencies []Material
	// Needs are the Files of the jobs to run before it: the slices it
	// depends on, the parts solved before a part, every part of a join.
	Needs []string
}

// Plan returns the build of v's databases to pieces pieces (1 to
// MaxPieces) as jobs, slices of more positions than Options.SplitAbove
// (both sides to move; DefaultSplitAbove when zero, the only option it
// takes) split in parts. It refuses a variant Build refuses, with an error
// wrapping ErrUnsupported.
func Plan(v *variant.Variant, pieces int, o ...Options) (*BuildPlan, error) {
	if err := supported(v); err != nil {
		return nil, err
	}
	if pieces < 1 || pieces > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: from 1 to %d", pieces, MaxPieces)
	}
	var opt Options
	if len(o) > 0 {
		opt = o[0]
	}
	bp := &BuildPlan{Variant: v, Pieces: pieces}
	mem := newMemory(v)
	for n := 1; n <= pieces; n++ {
		for _, m := range Materials(n) {
			s := NewSlice(v, m)
			size := 2 * s.Size()
			deps := m.Dependencies()
			var needs []string
			for _, d := range deps {
				needs = append(needs, SliceFile(v, d))
			}
			var carry uint64
			if bp.Positions, carry = bits.Add64(bp.Positions, size, 0); carry != 0 {
				return nil, fmt.Errorf("egdb: %s to %d pieces: more positions than 64 bits count", v, pieces)
			}
			ps, rs := splitOf(v, s, opt.splitAbove())
			if ps == nil {
				bp.Targets = append(bp.Targets, Target{Material: m, File: SliceFile(v, m), Positions: size,
					Memory: mem.whole(m), Dependencies: deps, Needs: needs})
				continue
			}
			var all []string
			for i, p := range ps {
				pn := slices.Clone(needs)
				for _, q := range partDependencies(ps, p) {
					pn = append(pn, PartFile(v, m, q))
				}
				bp.Targets = append(bp.Targets, Target{Material: m, Split: true, Part: p, File: PartFile(v, m, p),
					Positions: 2 * rs[i].size, Memory: mem.part(m, p), Dependencies: deps, Needs: pn})
				all = append(all, PartFile(v, m, p))
			}
			bp.Targets = append(bp.Targets, Target{Material: m, Split: true, Join: true, File: SliceFile(v, m),
				Positions: size, Memory: joinMemory(s), Dependencies: deps, Needs: all})
		}
	}
	return bp, nil
}

// Largest returns the target of bp that takes the most memory.
func (bp *BuildPlan) Largest() Target {
	var big Target
	for _, t := range bp.Targets {
		if t.Memory > big.Memory {
			big = t
		}
	}
	return big
}

// command returns the arguments of the checkers program that run t, the
// folder and threads aside.
func (bp *BuildPlan) command(t Target) string {
	c := fmt.Sprintf("egdb slice -variant %s -material %s", bp.Variant.Name(), t.Material)
	switch {
	case t.Join:
		c += " -join"
	case t.Split:
		c += " -part " + t.Part.String()
	}
	return c
}

// WriteMakefile writes bp as a Makefile: a target per job's file under
// $(DIR), the files it needs as its prerequisites, built by program's
// "egdb slice" command (a checkers program; program is its path, written
// for the shell, or "checkers", found on PATH, where no Makefile line can
// hold it). make CHECKERS=PATH runs another program, DIR=PATH builds
// elsewhere, THREADS=N solves a slice on N goroutines. The parts' files
// are secondary: the join removes them, and make does not build them
// again for a slice that is there.
func (bp *BuildPlan) WriteMakefile(w io.Writer, program string) error {
	file := func(f string) string { return "$(DIR)/" + f }
	var all, parts []string
	var rules strings.Builder
	slicesN := 0
	for _, t := range bp.Targets {
		if t.Split && !t.Join {
			parts = append(parts, file(t.File))
			fmt.Fprintf(&rules, "\n# %s part %s: %d positions, %s to solve\n%s:", t.Material, t.Part, t.Positions, bytesText(t.Memory), file(t.File))
		} else {
			slicesN++
			all = append(all, file(t.File))
			what := "to solve"
			if t.Join {
				what = "to join its parts"
			}
			fmt.Fprintf(&rules, "\n# %s: %d positions, %s %s\n%s:", t.Material, t.Positions, bytesText(t.Memory), what, file(t.File))
		}
		for _, d := range t.Needs {
			fmt.Fprintf(&rules, " %s", file(d))
		}
		fmt.Fprintf(&rules, "\n\t$(CHECKERS) %s -dir $(DIR) -threads $(THREADS)\n", bp.command(t))
	}
	secondary := ""
	if len(parts) > 0 {
		secondary = "\n.SECONDARY: " + strings.Join(parts, " ") + "\n"
	}
	_, err := fmt.Fprintf(w, "# The endgame databases of %s to %d pieces, %d slices, %d positions, in\n"+
		"# %d jobs, the largest %s.\n"+
		"# One target per slice, or per part of a split slice and one that joins\n"+
		"# them, what it needs as prerequisites. Run it with make -j JOBS (each\n"+
		"# job on THREADS goroutines); on several machines, share DIR\n"+
		"# and give each its targets. A job holds at most what its comment says\n"+
		"# (egdb.SolveMemory). CHECKERS is the program that wrote it; make\n"+
		"# CHECKERS=PATH runs another, DIR=PATH writes elsewhere.\n"+
		"CHECKERS ?= %s\nDIR ?= egdb\nTHREADS ?= 1\n\nall: %s\n%s%s",
		bp.Variant.Name(), bp.Pieces, slicesN, bp.Positions, len(bp.Targets), jobText(bp.Largest()), makeWord(program), strings.Join(all, " "), secondary, rules.String())
	return err
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
