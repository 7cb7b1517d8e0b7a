package variant_test

import (
	"errors"
	"fmt"

	"github.com/draughtsgo/checkers/variant"
)

// Variants are found by name or alias, whatever the case.
func ExampleByName() {
	v, err := variant.ByName("Checkers")
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Name(), v.GameType(), v.FirstToMove())

	_, err = variant.ByName("chess")
	fmt.Println(errors.Is(err, variant.ErrUnknownVariant))
	// Output:
	// english 21 black
	// true
}

// PDN files name their variant by GameType number.
func ExampleByGameType() {
	v, err := variant.ByGameType(25)
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Name(), v.FlyingKings(), v.CrownInCapture() == variant.CrownAndContinue)
	// Output: russian true true
}

// Every registered variant, with its board.
func ExampleAll() {
	for _, v := range variant.All() {
		fmt.Printf("%s %dx%d\n", v.Name(), v.Board().Cols(), v.Board().Rows())
	}
	// Output:
	// english 8x8
	// international 10x10
	// russian 8x8
	// brazilian 8x8
	// canadian 12x12
	// antidam 8x8
	// czech 8x8
	// thai 8x8
	// portuguese 8x8
	// spanish 8x8
	// italian 8x8
	// turkish 8x8
	// dameo 8x8
	// gothic 8x8
	// corner 8x8
	// oneway 8x8
	// parachute 8x8
	// hawaii 8x8
	// alquerque 5x5
}

// A variant's rules cannot change; other rules make another variant. Here
// Russian draughts with short-range kings: a copy of the rules, changed,
// given to New. The registered Russian variant is untouched.
func ExampleNew() {
	r := variant.Russian.Rules()
	r.Name, r.FlyingKings = "russian-short-kings", false
	v, err := variant.New(r)
	if err != nil {
		panic(err)
	}
	r.FlyingKings = true // changes the copy only, not v
	fmt.Println(v.Name(), v.FlyingKings(), variant.Russian.FlyingKings())
	// Output: russian-short-kings false true
}
