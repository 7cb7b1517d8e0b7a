package egdb_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// The file of a slice within a folder of databases, and its path in
// one.
func ExampleSliceFile() {
	m, _ := egdb.ParseMaterial("1m1k-1k")
	fmt.Println(egdb.SliceFile(variant.English, m))
	fmt.Println(egdb.SlicePath("egdb", variant.English, m) == filepath.Join("egdb", "english", "1m1k-1k.egdb"))
	// Output:
	// english/1m1k-1k.egdb
	// true
}

// The variants whose databases a folder holds, found by their folders.
func ExampleVariants() {
	dir, _ := os.MkdirTemp("", "egdb")
	defer os.RemoveAll(dir)
	os.Mkdir(egdb.VariantDir(dir, variant.Russian), 0o755)
	for _, v := range egdb.Variants(dir) {
		fmt.Println(v.Name())
	}
	// Output: russian
}

// The build of English to two pieces as jobs, each with the slices it
// needs first and the memory it takes.
func ExamplePlan() {
	plan, _ := egdb.Plan(variant.English, 2)
	fmt.Println(len(plan.Targets), "slices,", plan.Positions, "positions")
	for _, t := range plan.Targets {
		if t.Material.String() == "1k-1k" {
			fmt.Println(t.File, t.Positions, t.Memory, t.Dependencies)
		}
	}
	// Output:
	// 14 slices, 14184 positions
	// english/1k-1k.egdb 1984 28032 [1k-0 0-1k]
}

// The plan as a Makefile for make -j, whose jobs run the program given.
func ExampleBuildPlan_WriteMakefile() {
	plan, _ := egdb.Plan(variant.English, 1)
	var b strings.Builder
	plan.WriteMakefile(&b, "/usr/local/bin/checkers")
	for _, line := range strings.Split(b.String(), "\n") {
		if !strings.HasPrefix(line, "#") {
			fmt.Println(line)
		}
	}
	// Output:
	// CHECKERS ?= /usr/local/bin/checkers
	// DIR ?= egdb
	// THREADS ?= 1
	//
	// all: $(DIR)/english/0-1k.egdb $(DIR)/english/1k-0.egdb $(DIR)/english/0-1m.egdb $(DIR)/english/1m-0.egdb
	//
	// $(DIR)/english/0-1k.egdb:
	// 	$(CHECKERS) egdb slice -variant english -material 0-1k -dir $(DIR) -threads $(THREADS)
	//
	// $(DIR)/english/1k-0.egdb:
	// 	$(CHECKERS) egdb slice -variant english -material 1k-0 -dir $(DIR) -threads $(THREADS)
	//
	// $(DIR)/english/0-1m.egdb: $(DIR)/english/0-1k.egdb
	// 	$(CHECKERS) egdb slice -variant english -material 0-1m -dir $(DIR) -threads $(THREADS)
	//
	// $(DIR)/english/1m-0.egdb: $(DIR)/english/1k-0.egdb
	// 	$(CHECKERS) egdb slice -variant english -material 1m-0 -dir $(DIR) -threads $(THREADS)
	//
}

// The counts of each slice of a database, here English king against
// king with White to move: the published census, 230 won, 654 drawn and
// 108 lost, the longest win 11 plies.
func ExampleStats() {
	dir, _ := os.MkdirTemp("", "egdb")
	defer os.RemoveAll(dir)
	v := variant.English
	db, err := egdb.Build(v, 2, egdb.Options{Dir: dir})
	if err != nil {
		fmt.Println(err)
		return
	}
	db.Close()
	stats, _ := egdb.Stats(dir, v)
	for _, st := range stats {
		if st.Material.String() == "1k-1k" && st.Turn == 0 {
			fmt.Println(st.Wins, st.Draws, st.Losses, st.LongestWin, notation.FormatFEN(v, st.Longest))
		}
	}
	// Output: 230 654 108 11 W:WK29:BK4
}
