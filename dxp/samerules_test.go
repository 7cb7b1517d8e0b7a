package dxp_test

import (
	"testing"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The client asks whether a game is of International draughts by its
// rules, not by the registry's pointer: a variant made again from
// International's rules without its draw rules (as a program playing
// under a server's draw rules may make) plays over DXP, and Brazilian,
// the same rules on another board, does not.
func TestClientAcceptsInternationalByRules(t *testing.T) {
	r := variant.International.Rules()
	r.Draws = nil
	again, err := variant.New(r)
	require.NoError(t, err)
	require.NotSame(t, variant.International, again)

	ctx := testContext(t)
	e, p := startClient(t, quick("Driver"))
	g := checkers.New(again)
	req := newGame(t, ctx, e, p, g, board.White)
	assert.Equal(t, board.White, req.FollowerColor)
	assert.Nil(t, req.Setup, "the start position, sent as none")

	err = e.NewGame(ctx, checkers.New(variant.Brazilian), board.White)
	assert.ErrorIs(t, err, dxp.ErrVariant)
}
