package perftdata_test

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/internal/perftdata"
)

func ExampleParse() {
	const text = `# International draughts, FMJD numbering.

id international-start
fen W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20
source Aart Bik BikDam, aartbik.blogspot.com (label perft)
perft 1 9
perft 2 81
`
	positions, err := perftdata.Parse(strings.NewReader(text), "example.perft")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range positions {
		for _, d := range p.Depths {
			fmt.Printf("%s depth %d: %d (%s)\n", p.ID, d.Depth, d.Nodes, d.Source)
		}
	}

	_, err = perftdata.Parse(strings.NewReader("id x\nfen W:W31:B1\nperft 1 nine # s\n"), "bad.perft")
	fmt.Println(err)
	// Output:
	// international-start depth 1: 9 (Aart Bik BikDam, aartbik.blogspot.com (label perft))
	// international-start depth 2: 81 (Aart Bik BikDam, aartbik.blogspot.com (label perft))
	// perftdata: bad.perft:3: bad node count "nine" (want an unsigned 64-bit integer)
}
