package egdb

import (
	"fmt"
	"io"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// BuildPlan is the build of a variant's databases to some pieces as
// jobs, one per slice, each to run once the slices it depends on are
// built: what a batch system or make -j needs to spread a build over
// processes or machines ([BuildSlice] runs one job).
type BuildPlan struct {
	// Variant and Pieces are the build's.
	Variant *variant.Variant
	Pieces  int
	// Targets are the slices, in an order in which each comes after those
	// it depends on.
	Targets []Target
	// Positions counts the positions of every slice, both sides to move.
	Positions uint64
}

// Target is one job of a [BuildPlan]: a slice to solve.
type Target struct {
	// Material is the slice's, File its file ([SliceFile]).
	Material Material
	File     string
	// Positions counts its positions, both sides to move.
	Positions uint64
	// Memory is the most bytes solving it takes ([SolveMemory]).
	Memory uint64
	// Dependencies are the slices to build before it
	// ([Material.Dependencies]).
	Dependencies []Material
}

// Plan returns the build of v's databases to pieces pieces (1 to
// MaxPieces) as jobs. It refuses a variant Build refuses, with an error
// wrapping ErrUnsupported.
func Plan(v *variant.Variant, pieces int) (*BuildPlan, error) {
	if err := supported(v); err != nil {
		return nil, err
	}
	if pieces < 1 || pieces > MaxPieces {
		return nil, fmt.Errorf("egdb: %d pieces: from 1 to %d", pieces, MaxPieces)
	}
	bp := &BuildPlan{Variant: v, Pieces: pieces}
	for n := 1; n <= pieces; n++ {
		for _, m := range Materials(n) {
			size := 2 * NewSlice(v, m).Size()
			bp.Targets = append(bp.Targets, Target{Material: m, File: SliceFile(v, m), Positions: size,
				Memory: SolveMemory(v, m), Dependencies: m.Dependencies()})
			bp.Positions += size
		}
	}
	return bp, nil
}

// WriteMakefile writes bp as a Makefile: a target per slice file under
// $(DIR), the files of its dependencies as its prerequisites, built by
// program's "egdb slice" command (a checkers program; program is its
// path, written for the shell, or "checkers", found on PATH, where no
// Makefile line can hold it). make CHECKERS=PATH runs another program,
// DIR=PATH builds elsewhere, THREADS=N solves a slice on N goroutines.
func (bp *BuildPlan) WriteMakefile(w io.Writer, program string) error {
	file := func(m Material) string { return "$(DIR)/" + SliceFile(bp.Variant, m) }
	name := bp.Variant.Name()
	all := make([]string, len(bp.Targets))
	var rules strings.Builder
	for i, t := range bp.Targets {
		all[i] = file(t.Material)
		fmt.Fprintf(&rules, "\n# %s: %d positions, %s to solve\n%s:", t.Material, t.Positions, bytesText(t.Memory), all[i])
		for _, d := range t.Dependencies {
			fmt.Fprintf(&rules, " %s", file(d))
		}
		fmt.Fprintf(&rules, "\n\t$(CHECKERS) egdb slice -variant %s -material %s -dir $(DIR) -threads $(THREADS)\n", name, t.Material)
	}
	_, err := fmt.Fprintf(w, "# The endgame databases of %s to %d pieces, %d slices, %d positions:\n"+
		"# one target per slice, the slices it depends on as prerequisites. Run it\n"+
		"# with make -j JOBS (each job a slice on THREADS goroutines); on several\n"+
		"# machines, share DIR and give each its targets. A job holds its slice's\n"+
		"# values, queues and state and its dependencies' values at most, as each\n"+
		"# target's comment says (egdb.SolveMemory). CHECKERS is the program that\n"+
		"# wrote it; make CHECKERS=PATH runs another, DIR=PATH writes elsewhere.\n"+
		"CHECKERS ?= %s\nDIR ?= egdb\nTHREADS ?= 1\n\nall: %s\n%s",
		name, bp.Pieces, len(bp.Targets), bp.Positions, makeWord(program), strings.Join(all, " "), rules.String())
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
