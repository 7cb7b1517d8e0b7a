package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func showOutput(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, showCommand(args, &out))
	return out.String()
}

// The English start as text: the board as White sees it, then the side to
// move and the FEN.
func TestShowEnglishStart(t *testing.T) {
	out := showOutput(t, "-variant", "english")
	assert.Equal(t, `  +------------------------+
8 |    b     b     b     b |
7 | b     b     b     b    |
6 |    b     b     b     b |
5 | .     .     .     .    |
4 |    .     .     .     . |
3 | w     w     w     w    |
2 |    w     w     w     w |
1 | w     w     w     w    |
  +------------------------+
    a  b  c  d  e  f  g  h
Black to move
FEN: B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12
`, out)
}

// -flip, -numbers and -unicode reach the diagram.
func TestShowOptions(t *testing.T) {
	out := showOutput(t, "-variant", "english", "-flip", "-numbers", "-unicode")
	lines := strings.Split(out, "\n")
	assert.Equal(t, "  ┌────────────────────────────────┐", lines[0])
	assert.Equal(t, "1 │      ⛀       ⛀       ⛀       ⛀ │", lines[1])
	assert.Equal(t, "4 │ 20      19      18      17     │", lines[4])
	assert.Equal(t, "     h   g   f   e   d   c   b   a", lines[10])
}

// -last plays the move from the -fen position and draws the position
// after it: the route's squares in brackets, the captured men's squares x.
func TestShowLastMove(t *testing.T) {
	out := showOutput(t, "-variant", "international", "-fen", "W:W32,40,K46:B27,17,18,10,K5",
		"-last", "32x23", "-highlight", "28, e5")
	lines := strings.Split(out, "\n")
	assert.Equal(t, " 8 |    .    [.]    .     .     . |", lines[3])
	assert.Equal(t, " 7 | .     x     x     .     .    |", lines[4])
	assert.Equal(t, " 6 |   [.]    .    [w]    .     . |", lines[5])
	assert.Equal(t, " 5 | .     x    <.>    .     .    |", lines[6])
	assert.Equal(t, " 4 |    .    [.]    .     .     . |", lines[7])
	assert.Equal(t, "last move: 32x23", lines[13])
	assert.Equal(t, "Black to move", lines[14])
	assert.Equal(t, "FEN: B:W23,40,K46:BK5,10", lines[15])
}

// -svg writes one well-formed SVG document, -size pixels wide.
func TestShowSVG(t *testing.T) {
	out := showOutput(t, "-variant", "alquerque", "-svg", "-size", "320", "-last", "d3-c3")
	d := xml.NewDecoder(strings.NewReader(out))
	var root xml.StartElement
	depth := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				root = tok
			}
			depth++
		case xml.EndElement:
			depth--
		}
	}
	assert.Equal(t, 0, depth)
	assert.Equal(t, "svg", root.Name.Local)
	assert.Contains(t, root.Attr, xml.Attr{Name: xml.Name{Local: "width"}, Value: "320"})
	assert.Contains(t, out, "<polyline")
	assert.Contains(t, out, "<title>alquerque, Black to move</title>")
}

// Bad input is an error of one line, for the dispatcher to print.
func TestShowErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "no-such-variant"},
		{"-variant", "english", "-fen", "W:Wzz"},
		{"-variant", "english", "-fen", "W:W99"},
		{"-variant", "english", "-last", "1-2"},   // not a move of any piece
		{"-variant", "english", "-last", "22-18"}, // White's move, Black to move
		{"-variant", "english", "-last", "nonsense"},
		{"-variant", "english", "-highlight", "c3,x9"},
		{"-variant", "english", "-highlight", "d3"}, // a light square
		{"-size", "0", "-svg"},
		{"-nosuchflag"},
		{"extra"},
		{"-rules", "/nonexistent/rules.json"},
	} {
		var out bytes.Buffer
		err := showCommand(args, &out)
		if assert.Error(t, err, "%q", args) {
			assert.NotContains(t, err.Error(), "\n", "%q", args)
		}
	}
}

// -h prints the synopsis and the flags, and is not a failure of the
// command.
func TestShowHelp(t *testing.T) {
	var out bytes.Buffer
	err := showCommand([]string{"-h"}, &out)
	assert.ErrorIs(t, err, errHelped)
	assert.True(t, strings.HasPrefix(out.String(), "usage: checkers show [-variant NAME]"), out.String())
	for _, f := range []string{"-fen", "-last", "-svg", "-flip", "-numbers", "-unicode", "-highlight", "-size", "-rules"} {
		help := out.String()
		assert.True(t, strings.Contains(help, "  "+f+" ") || strings.Contains(help, "  "+f+"\n"), f)
	}
}
