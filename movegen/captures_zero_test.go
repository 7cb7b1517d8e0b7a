package movegen_test

import (
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Generate takes a nil or zero variant (one without a board), or a side to
// move that is neither colour, as having no capture: it returns dst as it
// came, without panicking.
func TestGenerateUnplayable(t *testing.T) {
	p, err := notation.ParseFEN(variant.English, "W:W22:B18")
	require.NoError(t, err)
	require.NotEmpty(t, movegen.Captures(variant.English, p, nil), "White can capture")
	badTurn := p
	badTurn.Turn = 2
	cases := []struct {
		name string
		v    *variant.Variant
		p    board.Position
	}{
		{"nil variant", nil, p},
		{"nil variant, zero position", nil, board.Position{}},
		{"zero variant", &variant.Variant{}, p},
		{"zero variant, zero position", &variant.Variant{}, board.Position{}},
		{"turn out of range", variant.English, badTurn},
		{"turn out of range, 12x12", variant.Canadian, badTurn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Nil(t, movegen.Captures(c.v, c.p, nil))
			dst := make([]board.Move, 1, 4)
			got := movegen.Captures(c.v, c.p, dst)
			assert.Len(t, got, 1)
			assert.Same(t, &dst[0], &got[0])
		})
	}
}
