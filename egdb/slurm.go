package egdb

import (
	"fmt"
	"io"
	"strings"
)

// WriteSlurm writes bp as a shell script that submits its jobs to Slurm:
// one sbatch job a target, with --dependency=afterok: on the jobs of the
// targets it needs, --mem from its Memory (GOMEMLIMIT set to it, so the
// Go heap keeps near it) and --cpus-per-task THREADS. A target whose file
// is built already (egdb verify -material, with -part for a part: the
// file there and whole) is not submitted, nor waited for: run the script
// again after a stop and it goes on. program is the checkers program the
// jobs run, as the nodes see it (or "checkers", found on PATH); run the
// script on a machine that submits jobs, from a folder every node shares.
// CHECKERS, DIR, THREADS, SBATCH (the command) and SBATCH_FLAGS (more
// flags: partition, account, time) in the environment override its
// defaults; the jobs' output goes to $DIR/logs.
func (bp *BuildPlan) WriteSlurm(w io.Writer, program string) error {
	var b strings.Builder
	name := bp.Variant.Name()
	fmt.Fprintf(&b, `#!/bin/sh
# The endgame databases of %s to %d pieces, %d positions, in %d Slurm
# jobs, the largest %s: one per slice, or per part of a split slice and one that joins
# them, each once those it needs have ended well (--dependency=afterok).
# Run it where sbatch runs, from a folder every node shares; a job whose
# file is built and whole already is skipped, so after a stop run it again.
# CHECKERS (the program, as the nodes see it), DIR, THREADS, SBATCH and
# SBATCH_FLAGS (partition, account, time...) may be set in the environment.
set -eu
CHECKERS=${CHECKERS:-%s}
DIR=${DIR:-egdb}
THREADS=${THREADS:-1}
SBATCH=${SBATCH:-sbatch}
SBATCH_FLAGS=${SBATCH_FLAGS:-}
case "$CHECKERS$DIR" in *"'"*) echo "CHECKERS and DIR must not hold a quote (')" >&2; exit 2 ;; esac
mkdir -p "$DIR/logs"
submitted=0 skipped=0

# job ID MIB CHECK RUN NEED...: submits the job ID (a shell name), of MIB
# MiB, running "egdb RUN" unless "egdb verify CHECK" says its file is
# built, after the jobs of the IDs NEED that were submitted.
job() {
	id=$1 mib=$2 check=$3 run=$4
	shift 4
	if "$CHECKERS" egdb verify -variant %s -dir "$DIR" $check >/dev/null 2>&1; then
		eval "job_$id="
		skipped=$((skipped + 1))
		return
	fi
	after=
	for need in "$@"; do
		eval "n=\${job_$need:-}"
		if [ -n "$n" ]; then after="$after:$n"; fi
	done
	n=$($SBATCH --parsable --job-name="egdb-$id" --mem="${mib}M" --cpus-per-task="$THREADS" \
		--output="$DIR/logs/$id-%%j.out" ${after:+--dependency=afterok$after} $SBATCH_FLAGS \
		--wrap="GOMEMLIMIT=$((mib * 7 / 8))MiB exec '$CHECKERS' egdb $run -variant %s -dir '$DIR' -threads $THREADS")
	n=${n%%%%;*}
	eval "job_$id=\$n"
	submitted=$((submitted + 1))
	echo "$id: job $n${after:+ after $after}"
}
`, name, bp.Pieces, bp.Positions, len(bp.Targets), jobText(bp.Largest()), shellWord(program), name, name)
	ids := map[string]string{}
	for _, t := range bp.Targets {
		id := jobID(t)
		ids[t.File] = id
		check := "-material " + t.Material.String()
		if t.Split && !t.Join {
			check += " -part " + t.Part.String()
		}
		run := strings.TrimPrefix(bp.command(t), "egdb ")
		run = strings.Replace(run, " -variant "+name, "", 1)
		fmt.Fprintf(&b, "\n# %s\njob %s %d '%s' '%s'", jobText(t), id, mebibytes(t.Memory), check, run)
		for _, n := range t.Needs {
			fmt.Fprintf(&b, " %s", ids[n])
		}
	}
	fmt.Fprintf(&b, "\n\necho \"%s to %d pieces: $submitted jobs submitted, $skipped built already\"\n", name, bp.Pieces)
	_, err := io.WriteString(w, b.String())
	return err
}

// jobID names t's job in the script, a shell name: the material with
// "_" for "-", the part after it ("1m1k_1k", "4m_3m_w3b2").
func jobID(t Target) string {
	id := strings.ReplaceAll(t.Material.String(), "-", "_")
	if t.Split && !t.Join {
		id += "_" + t.Part.String()
	}
	return id
}

// jobText says what t is, for a comment.
func jobText(t Target) string {
	switch {
	case t.Join:
		return fmt.Sprintf("%s: join its parts, %d positions, %s", t.Material, t.Positions, bytesText(t.Memory))
	case t.Split:
		return fmt.Sprintf("%s part %s: %d positions, %s", t.Material, t.Part, t.Positions, bytesText(t.Memory))
	}
	return fmt.Sprintf("%s: %d positions, %s", t.Material, t.Positions, bytesText(t.Memory))
}

// mebibytes is what a job of n bytes asks Slurm for, in MiB: n, a quarter
// more for the Go heap and the program, and 256 MiB besides.
func mebibytes(n uint64) uint64 { return (n+n/4)>>20 + 256 }

// shellWord writes s as one word for the shell: as it is if plain, else in
// single quotes.
func shellWord(s string) string {
	if s == "" {
		return "checkers"
	}
	if strings.IndexFunc(s, func(r rune) bool {
		return !(r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+:@,=", r)))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
