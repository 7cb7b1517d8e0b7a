package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// load tells a FEN from PDN and reads each under the variant asked for.
func TestLoadFENAndPDN(t *testing.T) {
	a := newAPI()
	v, err := call(t, a, "load", 0, loadTextArgs{Text: " W:W32:B28,18 ", Variant: "international"})
	require.NoError(t, err)
	info := v.(loadInfo)
	assert.Equal(t, loadInfo{Game: info.Game, Kind: "fen", Variant: "international"}, info)
	fen, err := call(t, a, "fen", info.Game, nil)
	require.NoError(t, err)
	assert.Equal(t, "W:W32:B18,28", fen)

	v, err = call(t, a, "load", 0, loadTextArgs{Text: "[GameType \"21\"]\n1. 11-15 23-19 *", Variant: "international"})
	require.NoError(t, err)
	info = v.(loadInfo)
	assert.Equal(t, loadInfo{Game: info.Game, Kind: "pdn", Variant: "english"}, info, "the tag names the variant")

	_, err = call(t, a, "load", 0, loadTextArgs{Text: "W:W31-50:B1-20", Variant: "english"})
	assert.EqualError(t, err, "not a position of english (its squares are numbered 1 to 32): fen: square 50 at offset 6: square out of range or not playable")
	_, err = call(t, a, "load", 0, loadTextArgs{Text: "W:Wz9", Variant: "russian"})
	assert.ErrorContains(t, err, "not a position of russian (its squares are named a1 to h8): fen:")
	_, err = call(t, a, "load", 0, loadTextArgs{Text: "1. 32-28", Variant: "nosuch"})
	assert.ErrorContains(t, err, "nosuch")
}

// Text that is neither a FEN nor PDN says what was expected and what was
// found, never a bare EOF.
func TestLoadNeither(t *testing.T) {
	a := newAPI()
	for text, want := range map[string]string{
		"hello world": `not a FEN or PDN game: "hello" at line 1, column 1 is neither a FEN (such as W:W31-50:B1-20) nor PDN (tags such as [GameType "20"], moves such as 1. 32-28 19-23)`,
		"{a comment}": "not a FEN or PDN game: no position, tags or moves in the text, only comments or a result",
		"*":           "not a FEN or PDN game: no position, tags or moves in the text, only comments or a result",
		"   ":         "nothing to load: paste a FEN (such as W:W31-50:B1-20) or a PDN game",
	} {
		_, err := call(t, a, "load", 0, loadTextArgs{Text: text, Variant: "english"})
		assert.EqualError(t, err, want, text)
	}
	_, err := call(t, a, "loadPDN", 0, loadArgs{PDN: "hello world"})
	assert.ErrorContains(t, err, `not a PDN game: "hello" at line 1, column 1 is neither`)
	assert.NotContains(t, err.Error(), "EOF")
}

// An untagged game that does not replay under the variant asked for is
// read under the one it replays under, as the command-line tool infers
// it; one that replays under none says so.
func TestLoadInfersVariant(t *testing.T) {
	a := newAPI()
	v, err := call(t, a, "load", 0, loadTextArgs{Text: "1. 11-15 23-19 2. 8-11 22-17 *", Variant: "international"})
	require.NoError(t, err)
	info := v.(loadInfo)
	assert.Equal(t, loadInfo{Game: info.Game, Kind: "pdn", Variant: "english", Inferred: true}, info)
	h, err := call(t, a, "history", info.Game, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"11-15", "23-19", "8-11", "22-17"}, h)

	// Replayed whole under the variant asked for: kept, not inferred.
	v, err = call(t, a, "load", 0, loadTextArgs{Text: "1. 11-15 23-19 *", Variant: "pool"})
	require.NoError(t, err)
	assert.Equal(t, loadInfo{Game: v.(loadInfo).Game, Kind: "pdn", Variant: "pool"}, v)

	// A tag that mentions a variant breaks the tie between 8x8 boards.
	v, err = call(t, a, "load", 0, loadTextArgs{Text: "[Event \"Italian championship\"]\n1. 21-17 *", Variant: "international"})
	require.NoError(t, err)
	assert.Equal(t, "italian", v.(loadInfo).Variant)

	_, err = call(t, a, "load", 0, loadTextArgs{Text: "1. 11-15 11-15 *", Variant: "international"})
	require.Error(t, err)
	assert.EqualError(t, err, `not a game of international, nor of any other variant: it names none (no GameType tag); `+
		`as international it fails at line 1, column 4: move "11-15": illegal move: the piece on 11 is black's, and white is to move; `+
		`english replays it furthest, 1 move, then fails at line 1, column 10: move "11-15": illegal move: there is no piece on 11. `+
		`Choose its variant and load it again, or add a GameType tag.`)

	// A game that names its variant is not read under another.
	_, err = call(t, a, "load", 0, loadTextArgs{Text: "[GameType \"20\"]\n1. 11-15 *", Variant: "english"})
	// International starts with White to move and Black's men on 1-20.
	assert.EqualError(t, err, `not a legal game of international (as its tags say): line 2, column 4: move "11-15": illegal move: the piece on 11 is black's, and white is to move`)
}
