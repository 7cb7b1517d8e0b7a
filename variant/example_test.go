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
	fmt.Println(v.Name(), v.Rules().FlyingKings, v.Rules().CrownInCapture == variant.CrownAndContinue)
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
	// pool 8x8
	// killer 10x10
	// breakthrough 10x10
	// antidraughts 10x10
	// frisian 10x10
	// frysk 10x10
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
	fmt.Println(v.Name(), v.Rules().FlyingKings, variant.Russian.Rules().FlyingKings)
	// Output: russian-short-kings false true
}

// Registering cannot be undone, and examples run in the order of this
// file, after the tests: ExampleRegister comes last, so that ExampleAll
// lists the package's own variants only.

// A variant of one's own, registered, is found by name like the package's
// own: by PDN files that name it, and by the command-line tool. Here
// Russian draughts with short-range kings, under a new name and an alias
// (Derived leaves out Russian's aliases and GameType number, which stay
// Russian's). The README shows the same lines.
func ExampleRegister() {
	r := variant.Russian.Rules().Derived("russian-short-kings") // without Russian's aliases and GameType
	r.FlyingKings = false
	v, err := variant.New(r) // a Variant never changes once made
	if err != nil {
		panic(err)
	}
	if err := variant.Register(v); err != nil {
		panic(err)
	}
	found, err := variant.ByName("Russian-Short-Kings")     // names compare ignoring case
	fmt.Println(found == v, found.Rules().FlyingKings, err) // true false <nil>
	// Output:
	// true false <nil>
}

// Names are taken once: Russian's own name and GameType, say, cannot be
// registered again; the error names every clash.
func ExampleRegister_taken() {
	r := variant.Russian.Rules()
	r.Name = "shashki-again"
	again, err := variant.New(r)
	if err != nil {
		panic(err)
	}
	err = variant.Register(again)
	fmt.Println(errors.Is(err, variant.ErrRegistered))
	fmt.Println(err)
	// Output:
	// true
	// variant: already registered: shashki-again: the name "shashki" is taken by russian; the name "russian-draughts" is taken by russian; GameType 25 is taken by russian (give it names and a GameType of its own: Rules.Derived drops the original's)
}

// A reading of the draw rules other than the default: Brazilian under its
// federation's rule 16 (20 moves each of kings only), as a variant of its
// own.
func ExampleDrawOptions() {
	o, _ := variant.DrawOptionByName("brazilian-cbd")
	r := variant.Brazilian.Rules()
	r.Name, r.Aliases, r.GameType, r.Draws = "brazilian-cbd", nil, 0, o.Draws
	v, err := variant.New(r)
	if err != nil {
		panic(err)
	}
	for _, d := range v.Rules().Draws {
		fmt.Println(d.Name, d.Kind, d.Threshold, d.Claim)
	}
	// Output:
	// repetition repetition 3 automatic
	// kings only quiet-run 40 automatic
}

// Code that asks "is this International draughts" compares rules with
// SameMoves, not pointers: a variant made again from International's
// rules, here without its draw rules, plays alike, and Brazilian (the
// same rules on the 8x8 board) does not.
func ExampleVariant_SameMoves() {
	r := variant.International.Rules()
	r.Draws = nil
	v, err := variant.New(r)
	if err != nil {
		panic(err)
	}
	fmt.Println(v == variant.International, v.SameMoves(variant.International))
	fmt.Println(variant.Brazilian.SameMoves(variant.International))
	// Output:
	// false true
	// false
}
