package capture_test

import (
	"fmt"

	"github.com/draughtsgo/checkers/capture"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// The quantity rule of International draughts: the man's capture of three
// pieces must be played, not the king's capture of two. It is the only
// legal move, so its text needs no landing square between the first and
// the last (the full path is 46x37x26x17).
func ExampleGenerate() {
	v := variant.International
	p, err := notation.ParseFEN(v, "W:Wa1,g5,Kj2:Bb2,b4,b6,i3,i5")
	if err != nil {
		panic(err)
	}
	for _, m := range capture.Generate(v, p, nil) {
		fmt.Println(notation.FormatMove(v, p, m))
	}
	// Output: 46x17
}
