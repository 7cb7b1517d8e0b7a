package dxp_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
)

// pad returns name padded with spaces to the 32 bytes of a name field.
func pad(name string) string {
	return name + strings.Repeat(" ", 32-len(name))
}

// startSquares is the 50 squares of the initial position.
var startSquares = strings.Repeat("z", 20) + strings.Repeat("e", 10) + strings.Repeat("w", 20)

// wireCases are messages and their bytes, worked out from the protocol's
// layouts; several are the examples of its description.
var wireCases = []struct {
	name string
	msg  dxp.Message
	wire string
}{
	{"quiet move", dxp.Move{From: 32, To: 28}, "M0000322800"},
	{"spec move", dxp.Move{Time: 12, From: 6, To: 11}, "M0012061100"},
	{"spec capture", dxp.Move{Time: 12, From: 5, To: 25, Captured: []int{22, 12, 23, 20}}, "M001205250422122320"},
	{"slow move", dxp.Move{Time: 9999, From: 1, To: 50}, "M9999015000"},
	{"chat", dxp.Chat{Text: "What do you think about move 35?"}, "CWhat do you think about move 35?"},
	{"empty chat", dxp.Chat{}, "C"},
	{"request", dxp.GameRequest{Version: "01", Name: "Kingsrow", FollowerColor: board.Black, Minutes: 10, Moves: 75},
		"R01" + pad("Kingsrow") + "Z010075A"},
	{"request no limit", dxp.GameRequest{Version: "01", Name: "Scan 3.1", FollowerColor: board.White, Minutes: 120},
		"R01" + pad("Scan 3.1") + "W120000A"},
	{"request setup", dxp.GameRequest{Version: "01", Name: "x", FollowerColor: board.White, Minutes: 5, Moves: 1,
		Setup: func() *dxp.Setup { s := dxp.StartSetup(); return &s }()},
		"R01" + pad("x") + "W005001BW" + startSquares},
	{"accept", dxp.GameAccept{Name: "Tornado voor Windows 4.0"}, "A" + pad("Tornado voor Windows 4.0") + "0"},
	{"refuse", dxp.GameAccept{Name: "Moby Dam", Code: dxp.RefusedGame}, "A" + pad("Moby Dam") + "2"},
	{"end", dxp.GameEnd{}, "E00"},
	{"end win stop", dxp.GameEnd{Reason: dxp.ReasonWin, Stop: true}, "E31"},
	{"end draw", dxp.GameEnd{Reason: dxp.ReasonDraw}, "E20"},
	{"backup request", dxp.BackupRequest{Move: 5, Turn: board.Black}, "B005Z"},
	{"backup accept", dxp.BackupAccept{Code: dxp.BackupNotSupported}, "K1"},
}

func TestMarshalWire(t *testing.T) {
	for _, c := range wireCases {
		t.Run(c.name, func(t *testing.T) {
			b, err := c.msg.Marshal()
			require.NoError(t, err)
			assert.Equal(t, c.wire, string(b))
		})
	}
}

func TestParseWire(t *testing.T) {
	for _, c := range wireCases {
		t.Run(c.name, func(t *testing.T) {
			m, err := dxp.Parse([]byte(c.wire))
			require.NoError(t, err)
			assert.Equal(t, c.msg, m)
			assert.Equal(t, c.wire[0], m.Header())
			assert.NotEmpty(t, m.String())
		})
	}
}

func TestMarshalDefaultVersion(t *testing.T) {
	b, err := dxp.GameRequest{Name: "a", Minutes: 1}.Marshal()
	require.NoError(t, err)
	assert.Equal(t, "R01"+pad("a")+"W001000A", string(b))
}

func TestParseKeepsUnknownCodes(t *testing.T) {
	m, err := dxp.Parse([]byte("A" + pad("Dam 2.2") + "9"))
	require.NoError(t, err)
	assert.Equal(t, dxp.GameAccept{Name: "Dam 2.2", Code: 9}, m)
	assert.Equal(t, "code 9", m.(dxp.GameAccept).Code.String())

	m, err = dxp.Parse([]byte("E70"))
	require.NoError(t, err)
	assert.Equal(t, dxp.GameEnd{Reason: 7}, m)
}

func TestParseMalformed(t *testing.T) {
	long := "R01" + pad("x") + "W005001B"
	for _, c := range []struct {
		name, in, says string
	}{
		{"empty", "", "empty"},
		{"unknown header", "X123", "unknown header"},
		{"lower-case header", "m0000322800", "unknown header"},
		{"NUL", "C hi\x00there", "NUL"},
		{"move short", "M000032280", "fewer than"},
		{"move long", "M00003228001", "bytes for 0 captured"},
		{"move time letters", "M00a0322800", "time"},
		{"move time sign", "M-001322800", "time"},
		{"move from 51", "M0000512800", "from"},
		{"move from 00", "M0000002800", "from"},
		{"move to spaces", "M000032  00", "to"},
		{"move count missing squares", "M0000322801", "bytes for 1 captured"},
		{"move count 21", "M00003228" + "21" + strings.Repeat("01", 21), "number captured"},
		{"move captured 99", "M000032230199", "captured"},
		{"move odd tail", "M00003223011", "bytes for 1 captured"},
		{"request short", "R01" + pad("x") + "W005001", "bytes"},
		{"request version", "R0a" + pad("x") + "W005001A", "version"},
		{"request colour", "R01" + pad("x") + "X005001A", "colour"},
		{"request minutes", "R01" + pad("x") + "W0 5001A", "thinking time"},
		{"request moves", "R01" + pad("x") + "W005x01A", "number of moves"},
		{"request start", "R01" + pad("x") + "W005001C", "start"},
		{"request A with position", "R01" + pad("x") + "W005001AW" + startSquares, "start"},
		{"request B without position", "R01" + pad("x") + "W005001B" + strings.Repeat("e", 51), "side to move"},
		{"request bad square", long + "W" + strings.Repeat("e", 49) + "x", "square 50"},
		{"request bad turn", long + "x" + startSquares, "side to move"},
		{"accept short", "A" + pad("x"), "bytes"},
		{"accept code", "A" + pad("x") + "y", "code"},
		{"end short", "E0", "bytes"},
		{"end long", "E000", "bytes"},
		{"end reason", "Ex0", "reason"},
		{"end stop", "E02", "stop code"},
		{"backup request short", "B05Z", "bytes"},
		{"backup request zero", "B000W", "move number"},
		{"backup request colour", "B005w", "colour"},
		{"backup accept short", "K", "bytes"},
		{"backup accept code", "Kx", "code"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := dxp.Parse([]byte(c.in))
			require.Error(t, err)
			assert.Nil(t, m)
			assert.ErrorIs(t, err, dxp.ErrMalformed)
			assert.Contains(t, err.Error(), c.says)
		})
	}
}

func TestMarshalInvalid(t *testing.T) {
	badSetup := dxp.StartSetup()
	badSetup.Squares[10] = 'x'
	for _, c := range []struct {
		name string
		msg  dxp.Message
	}{
		{"move from 0", dxp.Move{From: 0, To: 28}},
		{"move to 51", dxp.Move{From: 32, To: 51}},
		{"move time", dxp.Move{Time: 10000, From: 32, To: 28}},
		{"move negative time", dxp.Move{Time: -1, From: 32, To: 28}},
		{"move captured", dxp.Move{From: 32, To: 23, Captured: []int{0}}},
		{"move too many", dxp.Move{From: 32, To: 23, Captured: make([]int, 21)}},
		{"chat too long", dxp.Chat{Text: strings.Repeat("x", 127)}},
		{"chat NUL", dxp.Chat{Text: "a\x00b"}},
		{"request name", dxp.GameRequest{Name: strings.Repeat("n", 33)}},
		{"request name NUL", dxp.GameRequest{Name: "a\x00"}},
		{"request version", dxp.GameRequest{Version: "1"}},
		{"request colour", dxp.GameRequest{FollowerColor: 2}},
		{"request minutes", dxp.GameRequest{Minutes: 1000}},
		{"request moves", dxp.GameRequest{Moves: -1}},
		{"request setup", dxp.GameRequest{Setup: &badSetup}},
		{"request setup turn", dxp.GameRequest{Setup: &dxp.Setup{Turn: 3}}},
		{"accept code", dxp.GameAccept{Code: 10}},
		{"end reason", dxp.GameEnd{Reason: 10}},
		{"backup move", dxp.BackupRequest{Move: 0}},
		{"backup move 1000", dxp.BackupRequest{Move: 1000}},
		{"backup colour", dxp.BackupRequest{Move: 1, Turn: 2}},
		{"backup code", dxp.BackupAccept{Code: 10}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := c.msg.Marshal()
			assert.Nil(t, b)
			assert.ErrorIs(t, err, dxp.ErrInvalid)
		})
	}
}

func TestErrorTypes(t *testing.T) {
	var err error = &dxp.EndError{End: dxp.GameEnd{Reason: dxp.ReasonLoss}}
	assert.ErrorIs(t, err, dxp.ErrGameEnded)
	assert.ErrorIs(t, err, engine.ErrResigned)
	assert.Contains(t, err.Error(), "I lose")

	err = &dxp.RefusedError{Accept: dxp.GameAccept{Name: "Scan", Code: dxp.RefusedAll}}
	assert.ErrorIs(t, err, dxp.ErrRefused)
	assert.Contains(t, err.Error(), "no game at all")
	assert.False(t, errors.Is(err, dxp.ErrGameEnded))
}
