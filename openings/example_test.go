package openings_test

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/openings"
)

func ExampleByName() {
	s, err := openings.ByName("russian-64")
	if err != nil {
		fmt.Println(err)
		return
	}
	o := s.Openings[0]
	fmt.Println(len(s.Openings), o.Name, o.Moves)
	fmt.Println(notation.FormatFEN(s.Variant, o.Position))
	// Output:
	// 736 1-I [a3-b4 b6-a5 b2-a3 a7-b6 a1-b2 d6-c5]
	// W:Wc1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4:Ba5,c5,b6,f6,h6,c7,e7,g7,b8,d8,f8,h8
}

func ExampleNames() {
	fmt.Println(openings.Names())
	// Output: [11man 11man-italian deck deck-barred international-2move international-3move russian-64 russian-idf]
}

// A set of one's own: a PDN file, a game an opening.
func ExampleRead() {
	s, err := openings.Read(nil, strings.NewReader(`[Event "Old Faithful"] [GameType "21"] 1. 11-15 23-19 2. 8-11 22-17 *`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Variant, s.Openings[0].Name, s.Openings[0].Moves)
	// Output: english Old Faithful [11-15 23-19 8-11 22-17]
}

// A large file of openings, read one at a time.
func ExampleNewReader() {
	r := openings.NewReader(nil, strings.NewReader(`[GameType "21"] 1. 11-15 * [GameType "21"] 1. 9-13 *`))
	for {
		o, err := r.Read()
		if err != nil {
			break // io.EOF after the last
		}
		fmt.Println(r.Variant, o.Name, o.Moves)
	}
	// Output:
	// english 1 [11-15]
	// english 2 [9-13]
}
