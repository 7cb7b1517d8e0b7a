package egdb_test

import (
	"fmt"
	"os"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// Build solves every position of a few pieces; Probe gives the value of
// one for its side to move. Here English checkers, two pieces: a lone
// king to move wins in 1 (it moves, and the other side has none), the
// side with nothing to move has lost; a man that can take the last piece
// wins at once; and a king against a king in the single corner (4), with
// the other king to move, is won in 11 plies, the longest win of king
// against king.
func Example() {
	v := variant.English
	db, err := egdb.Build(v, 2, egdb.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, fen := range []string{"W:WK1:B", "B:WK1:B", "W:W22:B18", "W:WK29:BK4"} {
		p, _ := notation.ParseFEN(v, fen)
		value, _ := db.Probe(p)
		fmt.Println(fen, value)
	}
	// Output:
	// W:WK1:B win in 1
	// B:WK1:B loss in 0
	// W:W22:B18 win in 1
	// W:WK29:BK4 win in 11
}

// The memory the slice of a king against a king takes to solve: 1,984
// positions at 14 bytes, and the two slices of a lone king at 2.
func ExampleSolveMemory() {
	m, _ := egdb.ParseMaterial("1k-1k")
	fmt.Println(egdb.SolveMemory(variant.English, m))
	// Output: 28032
}

// The draw rules a database's values take in: Turkish draws one piece
// each at once, from the position alone; its repetition rule counts, and
// stays outside.
func ExamplePositionDrawRules() {
	for _, d := range egdb.PositionDrawRules(variant.Turkish) {
		fmt.Println(d.Name)
	}
	// Output: one piece each
}

// A database serves a variant whose values are the same: Turkish made
// again from its rules shares Turkish's; without its one-piece-each rule,
// it plays alike but is valued otherwise.
func ExampleSameValues() {
	r := variant.Turkish.Rules()
	r.Name, r.Aliases, r.GameType = "turkish-again", nil, 0
	again, _ := variant.New(r)
	o, _ := variant.DrawOptionByName("turkish-no-one-piece")
	r.Name, r.Draws = "turkish-no-one-piece", o.Draws
	plain, _ := variant.New(r)
	fmt.Println(egdb.SameValues(variant.Turkish, again), egdb.SameValues(variant.Turkish, plain), variant.Turkish.SameMoves(plain))
	// Output: true false true
}

// A database written to a folder and opened again: ProbeWDL needs only
// the outcomes' files, Probe the distances' too, and Verify reads every
// block once. King against king in the single corner is a win in 11.
func ExampleDB_ProbeWDL() {
	dir, err := os.MkdirTemp("", "egdb")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	v := variant.English
	built, err := egdb.Build(v, 2, egdb.Options{Dir: dir})
	if err != nil {
		fmt.Println(err)
		return
	}
	built.Close()
	db, err := egdb.Open(dir, v, egdb.Options{CacheBytes: 1 << 20})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer db.Close()
	p, _ := notation.ParseFEN(v, "W:WK29:BK4")
	outcome, err := db.ProbeWDL(p)
	fmt.Println(outcome, err)
	value, err := db.Probe(p)
	fmt.Println(value, err)
	blocks, err := db.Verify()
	fmt.Println(blocks, err)
	// Output:
	// win <nil>
	// win in 11 <nil>
	// 28 <nil>
}
