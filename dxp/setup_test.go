package dxp_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

func TestStartSetup(t *testing.T) {
	s := dxp.StartSetup()
	assert.Equal(t, "W"+startSquares, s.String())
	p, err := s.Position()
	require.NoError(t, err)
	assert.Equal(t, variant.International.Start(), p)
}

func TestSetupSquareNumbers(t *testing.T) {
	v := variant.International
	p, err := notation.ParseFEN(v, "B:W50,K31:B1,K20")
	require.NoError(t, err)
	s, err := dxp.SetupOf(p)
	require.NoError(t, err)
	assert.Equal(t, board.Black, s.Turn)
	want := []byte(startSquares)
	for i := range want {
		want[i] = 'e'
	}
	want[0], want[19], want[30], want[49] = 'z', 'Z', 'W', 'w'
	assert.Equal(t, string(want), string(s.Squares[:]))
}

// TestSetupRoundTrip converts the positions of random games both ways.
func TestSetupRoundTrip(t *testing.T) {
	v := variant.International
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		p := v.Start()
		for range 150 {
			s, err := dxp.SetupOf(p)
			require.NoError(t, err)
			back, err := s.Position()
			require.NoError(t, err)
			require.Equal(t, p, back, "position %s", notation.FormatFEN(v, p))
			moves := movegen.Generate(v, p, nil)
			if len(moves) == 0 {
				break
			}
			p = v.Apply(p, moves[rng.IntN(len(moves))])
		}
	}
}

func TestSetupErrors(t *testing.T) {
	s := dxp.StartSetup()
	s.Squares[2] = 'w' // a white man on square 3, where it would be crowned
	_, err := s.Position()
	assert.ErrorIs(t, err, dxp.ErrPosition)

	s = dxp.StartSetup()
	s.Squares[47] = 'z' // a black man on square 48
	_, err = s.Position()
	assert.ErrorIs(t, err, dxp.ErrPosition)

	s = dxp.StartSetup()
	s.Squares[25] = '?'
	_, err = s.Position()
	assert.ErrorIs(t, err, dxp.ErrPosition)

	_, err = dxp.Setup{Turn: 4}.Position()
	assert.ErrorIs(t, err, dxp.ErrPosition)

	_, err = dxp.SetupOf(board.Position{Turn: 3})
	assert.ErrorIs(t, err, dxp.ErrPosition)

	sq, _ := variant.International.Numbering().Square(23)
	para := variant.International.Start().Put(sq, board.Piece{Color: board.White, Kind: board.Parachutist})
	_, err = dxp.SetupOf(para)
	assert.ErrorIs(t, err, dxp.ErrPosition)

	// A square of the 12x12 board that the 10x10 one does not have.
	off := board.Position{}.Put(board.Square(70), board.Piece{Color: board.White, Kind: board.King})
	_, err = dxp.SetupOf(off)
	assert.ErrorIs(t, err, dxp.ErrPosition)
}
