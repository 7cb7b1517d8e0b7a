package openings_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/openings"
	"github.com/draughtsgo/checkers/variant"
)

// The drawing tables as published: 736 positions in 46 categories (FMJD)
// and 150 (IDF); reading them replays each position's moves from the start
// to its FEN, so every one is checked against its source twice over.
func TestDrawingTables(t *testing.T) {
	setUp := map[string]int{}
	for name, want := range map[string][2]int{"russian-64": {736, 46}, "russian-idf": {150, 15}} {
		s, err := openings.ByName(name)
		require.NoError(t, err, name)
		assert.Equal(t, variant.Russian, s.Variant)
		assert.Len(t, s.Openings, want[0], name)
		categories, names := map[string]bool{}, map[string]bool{}
		for _, o := range s.Openings {
			categories[strings.Split(o.Name, "-")[0]] = true
			assert.False(t, names[o.Name], "%s: %s twice", name, o.Name)
			names[o.Name] = true
			if len(o.Moves) == 0 {
				setUp[name]++
			}
		}
		assert.Len(t, categories, want[1], name)
	}
	// Positions set up by moving men from the start, not by play: 392 of
	// the FMJD table's lines (counted in the source, the "a1-a5" ones),
	// and 2 disagreeing lines below; of the IDF's, its free opening (the
	// start) and the one disagreeing line.
	assert.Equal(t, map[string]int{"russian-64": 393, "russian-idf": 2}, setUp)
	// Where the source's FEN and moves are not one position (found by
	// hand): FMJD 45-IX's six plies "gh4 ba5 hg3 ab6 ef4 dc5" leave White
	// to move, its FEN says Black (the men agree); IDF 2-IV's "ef4 fe5 ab4"
	// is not its FEN, whose men are those of "ab4 fe5 ba5".
	fmjd, _ := openings.ByName("russian-64")
	idf, _ := openings.ByName("russian-idf")
	assert.Equal(t, []string{"45-IX"}, fmjd.Disagree)
	assert.Equal(t, []string{"2-IV"}, idf.Disagree)
	s, _ := openings.ByName("russian-64")
	first := s.Openings[0]
	assert.Equal(t, "1-I", first.Name)
	// lidraughts' "ab4 ba5 ba3 ab6 ab2 dc5", in Russian's own notation.
	assert.Equal(t, []string{"a3-b4", "b6-a5", "b2-a3", "a7-b6", "a1-b2", "d6-c5"}, first.Moves)
	want, err := notation.ParseFEN(variant.Russian, "W:W17,21,22,23,24,25,26,27,28,30,31,32:B1,2,3,4,6,7,8,9,11,12,13,14")
	require.NoError(t, err)
	assert.Equal(t, want, first.Position)
}

// The 11-man ballots: 2,400 each, 11 men a side, all different; English
// ballots have Black to move, Italian White.
func TestElevenManBallots(t *testing.T) {
	for name, turn := range map[string]board.Color{"11man": board.Black, "11man-italian": board.White} {
		s, err := openings.ByName(name)
		require.NoError(t, err, name)
		require.Len(t, s.Openings, 2400, name)
		seen := map[board.Position]bool{}
		for _, o := range s.Openings {
			p := o.Position
			assert.Equal(t, 11, p.Men[board.White].Count(), name)
			assert.Equal(t, 11, p.Men[board.Black].Count(), name)
			assert.Equal(t, turn, p.Turn, name)
			assert.False(t, seen[p], "%s: %s twice", name, o.Name)
			seen[p] = true
		}
	}
}

// A set of one's own, from PDN: a game an opening, named by its Event.
func TestReadASetOfOnesOwn(t *testing.T) {
	const file = `[Event "Old Faithful"] [GameType "21"] 1. 11-15 23-19 2. 8-11 22-17 *
[Event "?"] [GameType "21"] 1. 9-13 *
`
	s, err := openings.Read(nil, strings.NewReader(file))
	require.NoError(t, err)
	assert.Equal(t, variant.English, s.Variant)
	require.Len(t, s.Openings, 2)
	assert.Equal(t, "Old Faithful", s.Openings[0].Name)
	assert.Equal(t, []string{"11-15", "23-19", "8-11", "22-17"}, s.Openings[0].Moves)
	assert.Equal(t, "2", s.Openings[1].Name)
	assert.Equal(t, board.White, s.Openings[1].Position.Turn)

	_, err = openings.Read(variant.English, strings.NewReader(""))
	assert.Error(t, err)
	_, err = openings.Read(variant.English, strings.NewReader("1. 11-17 *"))
	assert.Error(t, err)
	_, err = openings.ByName("chess")
	assert.ErrorContains(t, err, "russian-64")
}

// The ACF 3-move deck: 174 ballots, 156 approved and 18 barred, each
// three legal moves from the start, all different; ACF 5 is the Dreaded
// Edinburgh, 9-13 22-18 6-9, and ACF 3 (9-13 21-17 10-14) is barred.
func TestThreeMoveDeck(t *testing.T) {
	deck, err := openings.ByName("deck")
	require.NoError(t, err)
	barred, err := openings.ByName("deck-barred")
	require.NoError(t, err)
	assert.Len(t, deck.Openings, 156)
	assert.Len(t, barred.Openings, 18)
	seen := map[board.Position]bool{}
	for _, o := range append(append([]openings.Opening{}, deck.Openings...), barred.Openings...) {
		assert.Len(t, o.Moves, 3, o.Name)
		assert.Equal(t, board.White, o.Position.Turn, o.Name)
		assert.False(t, seen[o.Position], "%s twice", o.Name)
		seen[o.Position] = true
	}
	assert.Equal(t, "ACF 5 Dreaded Edinburgh", deck.Openings[3].Name)
	assert.Equal(t, []string{"9-13", "22-18", "6-9"}, deck.Openings[3].Moves)
	assert.Equal(t, "ACF 3", barred.Openings[0].Name)
	assert.Equal(t, []string{"9-13", "21-17", "10-14"}, barred.Openings[0].Moves)
}

// countingReader counts the bytes read from it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// A Reader reads a file as it goes: its first opening comes after a small
// part of a file of 20,000 games has been read, and the openings come one
// by one to the end, named by their numbers.
func TestReaderStreams(t *testing.T) {
	const games = 20000
	file := strings.Repeat(`[GameType "21"] 1. 11-15 23-19 *`+"\n", games)
	cr := &countingReader{r: strings.NewReader(file)}
	r := openings.NewReader(nil, cr)
	o, err := r.Read()
	require.NoError(t, err)
	assert.Equal(t, "1", o.Name)
	assert.Equal(t, variant.English, r.Variant)
	// Whatever the reader buffers, it is far less than the file (about
	// 700 kB).
	assert.Less(t, cr.n, len(file)/10)
	n := 1
	for {
		o, err = r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		n++
		require.Equal(t, fmt.Sprint(n), o.Name)
	}
	assert.Equal(t, games, n)
}

// An opening that does not read stops the Reader with an error that names
// it; those before it have come.
func TestReaderError(t *testing.T) {
	r := openings.NewReader(variant.English, strings.NewReader("1. 11-15 *\n1. 11-17 *\n"))
	_, err := r.Read()
	require.NoError(t, err)
	_, err = r.Read()
	assert.ErrorContains(t, err, "game 2")
}

// Moby Dam's ballots of International draughts, as many as the source's
// files have lines: 79 positions after a move each, and 331 after three
// plies. Reading them finds each position at the end of a line of play
// from the start, so every one is checked. The 2-move ballots are the 81
// pairs of first moves (nine a side) less the two that leave White a
// capture at once, 31-27 16-21 and 32-27 16-21 (27x16): counted by hand.
func TestInternationalBallots(t *testing.T) {
	for name, want := range map[string]struct {
		count int
		turn  board.Color
	}{"international-2move": {79, board.White}, "international-3move": {331, board.Black}} {
		s, err := openings.ByName(name)
		require.NoError(t, err, name)
		assert.Equal(t, variant.International, s.Variant)
		require.Len(t, s.Openings, want.count, name)
		seen := map[board.Position]bool{}
		for _, o := range s.Openings {
			p := variant.International.Start()
			for _, text := range o.Moves {
				m, err := notation.ParseMove(variant.International, p, text)
				require.NoError(t, err, "%s: %s", name, o.Name)
				p = variant.International.Apply(p, m)
			}
			assert.Equal(t, o.Position, p, "%s: %s", name, o.Name)
			assert.Equal(t, want.turn, p.Turn, "%s: %s", name, o.Name)
			assert.False(t, seen[p], "%s: %s twice", name, o.Name)
			seen[p] = true
		}
	}
	two, _ := openings.ByName("international-2move")
	pairs := map[string]bool{}
	for _, o := range two.Openings {
		require.Len(t, o.Moves, 2)
		pairs[strings.Join(o.Moves, " ")] = true
	}
	firsts := []string{"31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"}
	replies := []string{"16-21", "17-21", "17-22", "18-22", "18-23", "19-23", "19-24", "20-24", "20-25"}
	for _, w := range firsts {
		for _, b := range replies {
			pair := w + " " + b
			leavesCapture := b == "16-21" && (w == "31-27" || w == "32-27")
			assert.Equal(t, !leavesCapture, pairs[pair], pair)
		}
	}
	// The source's first line, W:W26,32,...:B1,...,15,17,...,21: White's
	// man from 31 on 26, Black's from 16 on 21.
	assert.Equal(t, "1: 31-26 16-21", two.Openings[0].Name)
}
