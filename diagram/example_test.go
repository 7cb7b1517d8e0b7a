package diagram_test

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// A Russian position after White's capture c3:e5:c7 (written c3:c7 in
// short): the starting and landing squares are in brackets, the captured
// men's squares are x, and f6 is highlighted.
func ExampleText() {
	v := variant.Russian
	before, err := notation.ParseFEN(v, "W:Wc3,Kh2:Bd4,d6,Kg7,f6")
	if err != nil {
		panic(err)
	}
	m, err := notation.ParseMove(v, before, "c3:c7")
	if err != nil {
		panic(err)
	}
	f6, _ := notation.ParseSquare(v, "f6")
	o := diagram.Options{LastMove: &m, LastPath: movegen.Path(v, before, m)}
	o.Highlight = o.Highlight.With(f6)
	fmt.Print(diagram.Text(v, v.Apply(before, m), o))
	// Output:
	//   +------------------------+
	// 8 |    .     .     .     . |
	// 7 | .    [w]    .     B    |
	// 6 |    .     x    <b>    . |
	// 5 | .     .    [.]    .    |
	// 4 |    .     x     .     . |
	// 3 | .    [.]    .     .    |
	// 2 |    .     .     .     W |
	// 1 | .     .     .     .    |
	//   +------------------------+
	//     a  b  c  d  e  f  g  h
}

// An SVG picture of the International start, turned round so that Black
// sits at the bottom, with the square numbers, 500 pixels wide: a
// document to write to a file of its own or into a web page.
func ExampleSVG() {
	v := variant.International
	svg := diagram.SVG(v, v.Start(), diagram.Options{Flip: true, Numbers: true, Size: 500})
	// os.WriteFile("start.svg", svg, 0o644) would save it.
	first, _, _ := strings.Cut(string(svg), "\n")
	fmt.Println(first)
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="500" height="500" viewBox="0 0 1120 1120" font-family="sans-serif">
}
