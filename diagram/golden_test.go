package diagram_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/ from the current output")

// goldenCase is a diagram kept in testdata/NAME.txt and, unless textOnly,
// testdata/NAME.svg.
type goldenCase struct {
	name    string
	variant string
	fen     string // "" for the start position
	last    string // a move of the position fen gives, played and drawn
	opts    diagram.Options
	// highlight names squares to highlight.
	highlight []string
	textOnly  bool
}

var goldenCases = []goldenCase{
	{name: "english", variant: "english"},
	{name: "english-unicode", variant: "english", opts: diagram.Options{Unicode: true}, textOnly: true},
	{name: "english-numbers", variant: "english", opts: diagram.Options{Numbers: true}},
	{name: "italian", variant: "italian"},
	{name: "international", variant: "international"},
	{name: "canadian", variant: "canadian"},
	{name: "turkish", variant: "turkish"},
	{name: "alquerque", variant: "alquerque"},
	{name: "alquerque-unicode", variant: "alquerque", opts: diagram.Options{Unicode: true}, textOnly: true},
	{name: "parachute", variant: "parachute"},
	{name: "parachute-unicode", variant: "parachute", opts: diagram.Options{Unicode: true}, textOnly: true},
	// A White man takes three men by 32x21x12x23 (c5, c7, e7) with kings
	// of both colours on the board, two squares highlighted, the board
	// flipped and numbered.
	{
		name: "international-multijump", variant: "international",
		fen: "W:W32,40,K46:B27,17,18,10,K5", last: "32x21x12x23",
		highlight: []string{"28", "33"},
		opts:      diagram.Options{Flip: true, Numbers: true},
	},
	{
		name: "international-multijump-unicode", variant: "international",
		fen: "W:W32,40,K46:B27,17,18,10,K5", last: "32x21x12x23",
		highlight: []string{"28", "33"},
		opts:      diagram.Options{Unicode: true},
		textOnly:  true,
	},
	// A quiet move on the 8x8 board with a1 light, flipped.
	{name: "italian-last-flipped", variant: "italian", last: "21-17", opts: diagram.Options{Flip: true}},
	// Alquerque: a man takes three men along a diagonal, a file and a
	// rank (c1xa3xa5xc5), with square numbers and no coordinates.
	{
		name: "alquerque-capture", variant: "alquerque",
		fen: "W:Wc1,e1:Bb2,a4,b5,d2", last: "c1xc5",
		opts: diagram.Options{Numbers: true, NoCoordinates: true},
	},
	// A Turkish king's capture round the board (a1xh1xh7xb7xb2, pieces
	// leaving at once) and a highlighted square.
	{
		name: "turkish-king", variant: "turkish",
		fen: "W:WKa1,c2:Bg7,b5,h4,Kb1", last: "a1xb2",
		highlight: []string{"c2"},
	},
}

// position returns the position and options of a case: its FEN (or the
// start), with its last move played and its squares highlighted.
func (c goldenCase) position(t *testing.T) (*variant.Variant, board.Position, diagram.Options) {
	t.Helper()
	v, err := variant.ByName(c.variant)
	require.NoError(t, err)
	p := v.Start()
	if c.fen != "" {
		p, err = notation.ParseFEN(v, c.fen)
		require.NoError(t, err)
	}
	o := c.opts
	if c.last != "" {
		m, err := notation.ParseMove(v, p, c.last)
		require.NoError(t, err)
		o.LastMove, o.LastPath = &m, movegen.Path(v, p, m)
		p = v.Apply(p, m)
	}
	for _, name := range c.highlight {
		s, err := notation.ParseSquare(v, name)
		require.NoError(t, err)
		o.Highlight = o.Highlight.With(s)
	}
	return v, p, o
}

func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			v, p, o := c.position(t)
			golden(t, c.name+".txt", []byte(diagram.Text(v, p, o)))
			if !c.textOnly {
				svg := diagram.SVG(v, p, o)
				requireXML(t, svg)
				golden(t, c.name+".svg", svg)
			}
		})
	}
}

// golden compares got with testdata/name, or writes it there with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "missing golden file: run go test ./diagram -update")
	require.Equal(t, string(want), string(got), "%s differs: check the change, then go test ./diagram -update", path)
}

// requireXML checks that data is one well-formed XML document whose root
// is an SVG element.
func requireXML(t *testing.T, data []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	depth, roots := 0, 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				require.Equal(t, "svg", tok.Name.Local)
				require.Equal(t, "http://www.w3.org/2000/svg", tok.Name.Space)
			}
			depth++
		case xml.EndElement:
			depth--
		}
	}
	require.Equal(t, 0, depth)
	require.Equal(t, 1, roots)
}
