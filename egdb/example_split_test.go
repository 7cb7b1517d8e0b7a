package egdb_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// A plan with every slice split (SplitAbove 1) runs as jobs of parts and
// joins: here English to two pieces, each job in turn, as make or Slurm
// would run them. The split slices are those with men: a man against a
// man (1m-1m) falls into 49 parts, by the rank of White's man (1 to 7)
// and of Black's (1 to 7, from Black's side). The files are the slices',
// as a build of the whole slices writes them.
func ExampleBuildPart() {
	v := variant.English
	dir, _ := os.MkdirTemp("", "egdb")
	defer os.RemoveAll(dir)
	plan, _ := egdb.Plan(v, 2, egdb.Options{SplitAbove: 1}) // every slice with parts
	parts := 0
	for _, t := range plan.Targets {
		var err error
		switch {
		case t.Join:
			err = egdb.JoinParts(v, t.Material, dir)
		case t.Split:
			err = egdb.BuildPart(v, t.Material, t.Part, dir, 1)
			if t.Material.String() == "1m-1m" {
				parts++
			}
		default:
			err = egdb.BuildSlice(v, t.Material, dir, 1)
		}
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	p, _ := egdb.ParsePart("w3b5")
	fmt.Println(parts, egdb.PartFile(v, egdb.Material{Men: [2]int{1, 1}}, p))
	db, _ := egdb.Open(dir, v)
	defer db.Close()
	pos, _ := notation.ParseFEN(v, "W:W22:B18")
	value, _ := db.Probe(pos)
	fmt.Println(value, egdb.SliceBuilt(v, egdb.Material{Men: [2]int{1, 1}}, dir))
	// Output:
	// 49 english/1m-1m.w3b5.part
	// win in 1 true
}

// A plan as a Slurm script: one sbatch job a target, after the jobs of
// what it needs, here English's four slices of one piece. A man (0-1m,
// 1m-0) crowns into a king's slice; each job asks for 256 MiB, the least.
func ExampleBuildPlan_WriteSlurm() {
	plan, _ := egdb.Plan(variant.English, 1)
	var b strings.Builder
	plan.WriteSlurm(&b, "/usr/local/bin/checkers")
	for _, line := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(line, "job ") {
			fmt.Println(line)
		}
	}
	// Output:
	// job 0_1k 256 '-material 0-1k' 'slice -material 0-1k'
	// job 1k_0 256 '-material 1k-0' 'slice -material 1k-0'
	// job 0_1m 256 '-material 0-1m' 'slice -material 0-1m' 0_1k
	// job 1m_0 256 '-material 1m-0' 'slice -material 1m-0' 1k_0
}
