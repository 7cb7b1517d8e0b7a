package notation_test

import (
	"errors"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
)

// noBoard are the variants nothing can be read or written with: nil, and
// the zero Variant, which has no board.
var noBoard = []struct {
	name string
	v    *variant.Variant
}{{"nil", nil}, {"zero", &variant.Variant{}}}

// The readers fail with ErrNoVariant, in their usual error type, whatever
// the text; none panics.
func TestReadWithoutVariant(t *testing.T) {
	texts := []string{"", "W:W21,22:B1,2", "B:W18:B14,K9", "32", "a1", "9-14", "22x15", "d5", "garbage"}
	for _, nb := range noBoard {
		for _, s := range texts {
			t.Run(nb.name+"/"+s, func(t *testing.T) {
				p, err := notation.ParseFEN(nb.v, s)
				assert.Equal(t, board.Position{}, p)
				assert.True(t, errors.Is(err, notation.ErrNoVariant), "ParseFEN: %v", err)
				var fe *notation.FENError
				if assert.True(t, errors.As(err, &fe), "ParseFEN: %T", err) {
					assert.Equal(t, 0, fe.Offset)
					assert.Empty(t, fe.Token)
				}
				assert.EqualError(t, err, "fen: no known variant")

				sq, err := notation.ParseSquare(nb.v, s)
				assert.Equal(t, board.NoSquare, sq)
				assert.True(t, errors.Is(err, notation.ErrNoVariant), "ParseSquare: %v", err)
				assert.True(t, errors.As(err, &fe), "ParseSquare: %T", err)

				start := variant.English.Start()
				m, err := notation.ParseMove(nb.v, start, s)
				assert.Equal(t, board.Move{}, m)
				assert.True(t, errors.Is(err, notation.ErrNoVariant), "ParseMove: %v", err)
				var me *notation.MoveError
				if assert.True(t, errors.As(err, &me), "ParseMove: %T", err) {
					assert.Equal(t, s, me.Text)
					assert.Equal(t, start, me.Position)
					assert.Empty(t, me.Candidates)
				}
			})
		}
	}
}

// The writers write "" (a square "?") without a variant, for the zero
// values and for real positions and moves alike.
func TestWriteWithoutVariant(t *testing.T) {
	start := variant.English.Start()
	moves := []board.Move{
		{},
		board.NewStep(9, 14, false),
		board.NewCapture(10, 20, board.SquareSet(15), true),
		board.NewLift(12),
	}
	for _, nb := range noBoard {
		t.Run(nb.name, func(t *testing.T) {
			for _, p := range []board.Position{{}, start} {
				assert.Equal(t, "", notation.FormatFEN(nb.v, p))
				for _, m := range moves {
					assert.Equal(t, "", notation.FormatMove(nb.v, p, m), "%v", m)
					assert.Equal(t, "", notation.FormatMovePath(nb.v, p, m), "%v", m)
				}
			}
			for _, s := range []board.Square{0, 10, 127, board.NoSquare} {
				assert.Equal(t, "?", notation.FormatSquare(nb.v, s))
			}
		})
	}
}

// The error message of a move read without a variant names the text.
func TestMoveErrorWithoutVariant(t *testing.T) {
	_, err := notation.ParseMove(nil, board.Position{}, "9-14")
	assert.EqualError(t, err, `move "9-14": no known variant`)
}

// The zero Position and the zero Move are read and written with a real
// variant without trouble.
func TestZeroValuesWithVariant(t *testing.T) {
	for _, v := range []*variant.Variant{variant.English, variant.Russian, variant.Canadian, variant.Hawaii} {
		t.Run(v.Name(), func(t *testing.T) {
			fen := notation.FormatFEN(v, board.Position{})
			assert.Equal(t, "W:W:B", fen)
			p, err := notation.ParseFEN(v, fen)
			assert.NoError(t, err)
			assert.Equal(t, board.Position{}, p)
			assert.NotEmpty(t, notation.FormatMove(v, board.Position{}, board.Move{}))
			assert.NotEmpty(t, notation.FormatMovePath(v, board.Position{}, board.Move{}))
			_, err = notation.ParseMove(v, board.Position{}, notation.FormatMovePath(v, board.Position{}, board.Move{}))
			assert.Error(t, err)
		})
	}
}
