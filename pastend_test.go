package checkers_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/notation/pdn"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The third game of kurnik.pdn (testdata/pdn/SOURCES.md: the PDN
// standard's parser test set, an export of the kurnik site) goes on eight
// plies past an automatic threefold repetition; FromPDN keeps all 165
// plies ("83. 5-19", White's 83rd move, is ply 165) and the recorded draw,
// and says where the rules ended the game. The result is the recorded
// draw, its reason the rules' (as for a record that stops where the rules
// end the game).
//
// Where, worked out from the movetext by hand: after 68. 5x46 50-17
// (ply 136) White has men on 15 and 26 and a king on 46, Black men on 4
// and 9 and a king on 17; from there only the two kings move, without
// capturing, so every later position is the two kings' squares and the
// side to move, and no ending count applies (each side keeps men). With
// W and B the kings' squares after each ply:
//
//	141 (71. 2-19)   W19 B16, Black to move   (first)
//	153 (77. 46-19)  W19 B16, Black to move   (second)
//	157 (79. 5-19)   W19 B16, Black to move   (third)
//
// and no other position before ply 157 stands three times (W28 B8 after
// plies 145 and 149, W28 B2 after 146 and 150, W46 B2 after 147 and 151,
// W19 B2 after 142 and 154, W5 B2 after 143 and 155: twice each). The
// 25-move rule needs 50 plies of kings only, far more than the 21 since
// ply 136. So the rules end the game at ply 157 by repetition, and the
// record's "78... 16-2" is ply 158.
func TestFromPDNKeepsMovesPastTheRulesEnd(t *testing.T) {
	pg := readGames(t, filepath.Join("testdata", "pdn", "international", "kurnik.pdn"))[2]
	require.NoError(t, pg.Err)
	g, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	assert.Equal(t, 165, g.Ply())
	texts := g.HistoryTexts()
	assert.Equal(t, "5-19", texts[156], "ply 157")
	assert.Equal(t, "16-2", texts[157], "ply 158")
	assert.Equal(t, "5-19", texts[164], "ply 165")
	rep := checkers.Result{Status: checkers.Drawn, Reason: checkers.Repetition}
	assert.Equal(t, rep, g.Result(), "the recorded draw, by the rules' repetition")
	declared, ok := g.Declared()
	assert.True(t, ok)
	assert.Equal(t, checkers.Result{Status: checkers.Drawn, Reason: checkers.Recorded}, declared, "the file's 1/2-1/2")
	end, ok := g.RulesEnd()
	require.True(t, ok)
	assert.Equal(t, checkers.End{Ply: 157, Result: rep, Rule: "repetition"}, end)
	res, ok := g.Tag("Result")
	assert.True(t, ok)
	assert.Equal(t, "1-1", res, "International draws are written 1-1")
	assert.False(t, g.PlaysOn())
	assert.ErrorIs(t, g.PlayText("2-16"), checkers.ErrGameOver)

	// Written and read again, the record is the same.
	var buf bytes.Buffer
	require.NoError(t, g.WritePDN(&buf))
	assert.Equal(t, 1, strings.Count(buf.String(), "[Result "), buf.String())
	back := readText(t, buf.String())
	assert.Equal(t, texts, back.HistoryTexts())
	backEnd, _ := back.RulesEnd()
	assert.Equal(t, end, backEnd)
	assert.Equal(t, g.Result(), back.Result())

	// So is its JSON form.
	data, err := json.Marshal(g)
	require.NoError(t, err)
	var fromJSON checkers.Game
	require.NoError(t, json.Unmarshal(data, &fromJSON))
	assert.Equal(t, 165, fromJSON.Ply())
	assert.Equal(t, g.Result(), fromJSON.Result())
}

// A record that goes on past the rules' end without a recorded result is
// read whole, and its result is the rules' at their end: kings 46 and 1
// go back and forth, and the position after ply 8 (46-41 1-6 41-46 6-1,
// twice) is the start position for the third time.
func TestFromPDNJudgesEveryPly(t *testing.T) {
	pg, err := pdn.NewReader(strings.NewReader("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n" +
		"1. 46-41 1-6 2. 41-46 6-1 3. 46-41 1-6 4. 41-46 6-1 5. 46-41 *")).Read()
	require.NoError(t, err)
	require.NoError(t, pg.Err)
	g, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	assert.Equal(t, 9, g.Ply())
	assert.Equal(t, "drawn: repetition", g.Result().String())
	rule, ok := g.DrawnBy()
	assert.True(t, ok)
	assert.Equal(t, "repetition", rule)
	end, ok := g.RulesEnd()
	assert.True(t, ok)
	assert.Equal(t, 8, end.Ply)
	assert.ErrorIs(t, g.PlayText("1-6"), checkers.ErrGameOver)
	back := readText(t, writeText(t, g))
	assert.Equal(t, g.Result(), back.Result(), "written as 1-1 and read again")

	// Recorded as a win, the record keeps the win; the rules' end is the
	// same.
	pg, err = pdn.NewReader(strings.NewReader("[GameType \"20\"]\n[FEN \"W:WK46:BK1\"]\n" +
		"1. 46-41 1-6 2. 41-46 6-1 3. 46-41 1-6 4. 41-46 6-1 5. 46-41 2-0")).Read()
	require.NoError(t, err)
	g, err = checkers.FromPDN(pg)
	require.NoError(t, err)
	assert.Equal(t, checkers.Result{Status: checkers.WhiteWins, Reason: checkers.Recorded}, g.Result())
	end2, _ := g.RulesEnd()
	assert.Equal(t, end, end2)
	back = readText(t, writeText(t, g))
	assert.Equal(t, g.Result(), back.Result())
}

// A move after a side was left without a legal move is refused, and the
// error says so once: "checkers:" starts it, and only it.
func TestFromPDNMoveAfterTheEnd(t *testing.T) {
	v := variant.International
	g0, err := checkers.NewFromFEN(v, "W:W28:B23")
	require.NoError(t, err)
	m := mustMove(t, v, g0.Position(), "28x19")
	pg := &pdn.Game{Variant: v, Start: g0.Position(), Result: "*", Moves: []*pdn.Node{
		{Move: m, Text: "28x19"}, {Move: m, Text: "16-2"},
	}}
	g, err := checkers.FromPDN(pg)
	assert.ErrorIs(t, err, checkers.ErrGameOver)
	assert.EqualError(t, err, "checkers: PDN move 2 (16-2): the game is over")
	assert.Equal(t, 1, g.Ply())
}

// Tag gives the Result tag a game writes, for a game read from PDN the
// one recorded; Tags leaves it out and PDN writes it once.
func TestTagResult(t *testing.T) {
	pg := readGames(t, filepath.Join("testdata", "pdn", "international", "090417ronde12.pdn"))[0]
	g, err := checkers.FromPDN(pg)
	require.NoError(t, err)
	res, ok := g.Tag("Result")
	assert.True(t, ok)
	assert.Equal(t, "2-0", res, "the file's [Result \"2-0\"]")
	res, _ = g.Tag("result")
	assert.Equal(t, "2-0", res)
	for _, tag := range g.Tags() {
		assert.NotEqual(t, "Result", tag.Name)
	}
	results := 0
	for _, tag := range g.PDN().Tags {
		if strings.EqualFold(tag.Name, "Result") {
			results++
		}
	}
	assert.Equal(t, 1, results)

	fresh := checkers.New(variant.English)
	res, ok = fresh.Tag("Result")
	assert.True(t, ok)
	assert.Equal(t, "*", res)
	require.NoError(t, fresh.Resign(fresh.Turn()))
	res, _ = fresh.Tag("Result")
	assert.Equal(t, "1-0", res, "Black moves first in English and resigns")
}
