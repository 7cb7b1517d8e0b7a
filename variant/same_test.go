package variant_test

import (
	"reflect"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// SameMoves compares rules: each registered variant plays like itself
// and like a variant made again from its rules under another name, with
// other draw rules and another notation; two registered variants play
// alike exactly when their rules are deeply equal once names, notation,
// start and draw rules are cleared (Spanish and Portuguese differ in their
// draw rules only, Frisian and Frysk! in their start).
func TestSameMoves(t *testing.T) {
	for _, v := range variant.All() {
		r := v.Rules().Derived("copy of " + v.Name())
		r.Draws, r.Notation, r.CaptureMark = nil, 1-r.Notation, ':'
		again, err := variant.New(r)
		require.NoError(t, err, v.Name())
		assert.True(t, v.SameMoves(v), v.Name())
		assert.True(t, v.SameMoves(again), v.Name())
		assert.True(t, again.SameMoves(v), v.Name())
		for _, o := range variant.All() {
			assert.Equal(t, reflect.DeepEqual(playRules(v), playRules(o)), v.SameMoves(o), "%s and %s", v.Name(), o.Name())
		}
	}
	r := variant.English.Rules()
	r.Goal = variant.NoMoveWins
	anti, err := variant.New(r.Derived("english-anti"))
	require.NoError(t, err)
	assert.False(t, anti.SameMoves(variant.English), "the goal is a rule of play")
	r = variant.English.Rules()
	r.Board = board.NewDark(8, 8, true) // the same board, made again
	again, err := variant.New(r)
	require.NoError(t, err)
	assert.True(t, again.SameMoves(variant.English))
	var none *variant.Variant
	assert.True(t, none.SameMoves(nil))
	assert.False(t, none.SameMoves(variant.English))
	assert.False(t, variant.English.SameMoves(nil))
}

// playRules returns v's rules without those SameMoves leaves out.
func playRules(v *variant.Variant) variant.Rules {
	r := v.Rules()
	r.Name, r.Aliases, r.GameType, r.ReadGameTypes = "", nil, 0, nil
	r.Notation, r.NumberFrom, r.CaptureMark = 0, 0, 0
	r.FirstToMove, r.Setup, r.SetupParas, r.Draws = 0, [2]board.Bitboard{}, [2]board.Bitboard{}, nil
	return r
}
