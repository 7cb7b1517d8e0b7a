package lidraughts_test

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// A game as lidraughts' Bot API streams it, its moves in the UCI form.
func ExampleParseUCI() {
	v := variant.International
	p := v.Start()
	for _, text := range strings.Fields("3227 1722 3832 1924 4338 2430 3425") {
		m, err := lidraughts.ParseUCI(v, p, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Print(notation.FormatMove(v, p, m), " ")
		p = v.Apply(p, m)
	}
	fmt.Println()
	// Output: 32-27 17-22 38-32 19-24 43-38 24-30 34x25
}

func ExampleFormatUCI() {
	v := variant.Russian
	p, _ := notation.ParseFEN(v, "W:Wc3:Bd4,f6")
	for _, m := range movegen.Generate(v, p, nil) {
		fmt.Println(notation.FormatMovePath(v, p, m), lidraughts.FormatUCI(v, p, m), lidraughts.FormatCompact(v, m))
	}
	// Output: c3:e5:g7 221508 vh
}

func ExampleParseCompact() {
	v := variant.International
	m, _ := lidraughts.ParseCompact(v, v.Start(), "FA")
	fmt.Println(notation.FormatMove(v, v.Start(), m))
	// Output: 32-27
}

// The README's lidraughts lines: White's man on 34 takes Black's on 30.
func ExampleParseUCI_readme() {
	p, err := notation.ParseFEN(variant.International, "W:W34:B30") // White's man on 34 takes 30
	if err != nil {
		panic(err)
	}
	m, err := lidraughts.ParseUCI(variant.International, p, "3425") // the legal move it names
	if err != nil {
		panic(err)
	}
	text := lidraughts.FormatUCI(variant.International, p, m)   // "3425": every landing square
	short := lidraughts.FormatCompact(variant.International, m) // "Hy"
	fmt.Println(text, short)                                    // 3425 Hy
	// Output: 3425 Hy
}

func ExampleFormatCompact() {
	v := variant.International
	for _, text := range []string{"31-26", "32-28"} {
		m, _ := notation.ParseMove(v, v.Start(), text)
		fmt.Println(text, lidraughts.FormatCompact(v, m))
	}
	// Output:
	// 31-26 Ez
	// 32-28 FB
}
