package egdb_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Slurm script of English to two pieces, every slice split: run by
// sh against a stand-in sbatch that logs its arguments and answers job
// numbers 1, 2, ..., and a stand-in checkers whose verify says built only
// the slices of one piece. Every job not built is submitted once, after
// the jobs of the files it needs, those built not waited for. Part w3b5 of
// man against man (1m-1m) is worked by hand: its moves lead to the six
// slices of a capture or a crowning of either side (1m-0, 1k-0, 1k-1m by
// White; 0-1m, 0-1k, 1m-1k by Black), and to the parts with White's man
// further on and Black's man on the same rank (w4b5 to w7b5), or the
// same white rank and Black's man further back (w3b6, w3b7): twelve jobs,
// none of them built.
func TestSlurmScriptSubmits(t *testing.T) {
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	plan, err := egdb.Plan(variant.English, 2, egdb.Options{SplitAbove: 1})
	require.NoError(t, err)
	var b strings.Builder
	require.NoError(t, plan.WriteSlurm(&b, "/opt/checkers"))
	script := b.String()
	assert.True(t, strings.HasPrefix(script, "#!/bin/sh\n# The endgame databases of english to 2 pieces, 14184 positions, in "))
	assert.Contains(t, script, "\nCHECKERS=${CHECKERS:-/opt/checkers}\n")

	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o755))
		return path
	}
	sbatch := write("sbatch", "#!/bin/sh\nn=$(($(cat "+dir+"/count 2>/dev/null || echo 0) + 1))\necho $n > "+dir+"/count\n"+
		"for a in \"$@\"; do printf '%s\\n' \"$a\"; done > "+dir+"/job$n\necho \"$n;cluster\"\n")
	checkers := write("checkers", "#!/bin/sh\ncase \"$*\" in *'-material 1k-0'|*'-material 0-1k') exit 0 ;; esac\nexit 1\n")
	cmd := exec.Command(sh, write("plan.sh", script))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SBATCH="+sbatch, "CHECKERS="+checkers, "DIR="+filepath.Join(dir, "db"), "THREADS=2")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))

	names := map[string]string{} // job number to name
	args := map[string][]string{}
	jobs, _ := filepath.Glob(filepath.Join(dir, "job*"))
	for _, j := range jobs {
		text, err := os.ReadFile(j)
		require.NoError(t, err)
		lines := strings.Split(strings.TrimSpace(string(text)), "\n")
		n := strings.TrimPrefix(filepath.Base(j), "job")
		for _, a := range lines {
			if name, ok := strings.CutPrefix(a, "--job-name=egdb-"); ok {
				names[n] = name
				args[name] = lines
			}
		}
	}
	assert.Len(t, args, len(plan.Targets)-2, "every job but the two built")
	assert.NotContains(t, args, "1k_0")
	after := func(name string) []string {
		var out []string
		for _, a := range args[name] {
			if deps, ok := strings.CutPrefix(a, "--dependency=afterok:"); ok {
				for _, n := range strings.Split(deps, ":") {
					out = append(out, names[n])
				}
			}
		}
		return out
	}
	want := []string{"1m_0", "1k_1m", "0_1m", "1m_1k", // 1k_0 and 0_1k built
		"1m_1m_w4b5", "1m_1m_w5b5", "1m_1m_w6b5", "1m_1m_w7b5", "1m_1m_w3b6", "1m_1m_w3b7"}
	assert.ElementsMatch(t, want, after("1m_1m_w3b5"))
	assert.Contains(t, args["1m_1m_w3b5"], "--cpus-per-task=2")
	assert.Regexp(t, regexp.MustCompile(`^--wrap=GOMEMLIMIT=\d+MiB exec '`+regexp.QuoteMeta(checkers)+`' egdb slice -material 1m-1m -part w3b5 -variant english -dir '.*' -threads 2$`),
		args["1m_1m_w3b5"][len(args["1m_1m_w3b5"])-1])
	// The join waits for its 49 parts; a slice of one piece for nothing.
	assert.Len(t, after("1m_1m"), 49)
	assert.Empty(t, after("0_1m_w0b7"))
	assert.Contains(t, string(out), "english to 2 pieces: "+strconv.Itoa(len(plan.Targets)-2)+" jobs submitted, 2 built already")
}

// With EGDB_SLURM=1 (and root, slurm-wlm, munge), a real Slurm, one
// controller and one node on this machine, builds English to three
// pieces, every slice split, stopped and resumed on the way, and the
// files must be those of make -j on the plan's Makefile
// (bench/slurm-local.sh). Off by default: go test needs no Slurm.
func TestSlurmLocal(t *testing.T) {
	if os.Getenv("EGDB_SLURM") != "1" {
		t.Skip("EGDB_SLURM=1 runs a local Slurm (bench/slurm-local.sh)")
	}
	cmd := exec.Command("bash", "../bench/slurm-local.sh")
	cmd.Env = append(os.Environ(), "PIECES=3", "WORK="+t.TempDir())
	out, err := cmd.CombinedOutput()
	t.Log(string(out))
	require.NoError(t, err)
	assert.Regexp(t, `files from Slurm and from make, 0 part files left: same=yes\n$`, string(out))
}
