package match_test

import (
	"fmt"
	"testing"

	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/search"
	"github.com/stretchr/testify/assert"
)

// Every protocol's illegal-move and timeout errors are of the kinds the
// search package names, also when wrapped with more context, and of no
// other kind: a match scores them by kind, not by a list of protocols.
func TestProtocolErrorKinds(t *testing.T) {
	for _, err := range []error{hub.ErrIllegalMove, dxp.ErrIllegalMove, fmt.Errorf("move 12: %w", dxp.ErrIllegalMove)} {
		assert.ErrorIs(t, err, search.ErrIllegalMove)
		assert.NotErrorIs(t, err, search.ErrTimeout)
	}
	for _, err := range []error{hub.ErrTimeout, dxp.ErrTimeout, fmt.Errorf("waiting: %w", hub.ErrTimeout)} {
		assert.ErrorIs(t, err, search.ErrTimeout)
		assert.NotErrorIs(t, err, search.ErrIllegalMove)
	}
	assert.NotErrorIs(t, hub.ErrExited, search.ErrTimeout)
}

// A DXP peer's GAMEEND in place of a move is a resignation or a draw
// claim by kind, as its reason says, and of no fault's kind.
func TestProtocolEndKinds(t *testing.T) {
	resigns := fmt.Errorf("move 30: %w", &dxp.EndError{End: dxp.GameEnd{Reason: dxp.ReasonLoss}})
	assert.ErrorIs(t, resigns, search.ErrResigned)
	assert.NotErrorIs(t, resigns, search.ErrDrawClaimed)
	draws := &dxp.EndError{End: dxp.GameEnd{Reason: dxp.ReasonDraw, Stop: true}}
	assert.ErrorIs(t, draws, search.ErrDrawClaimed)
	assert.NotErrorIs(t, draws, search.ErrResigned)
	for _, reason := range []dxp.EndReason{dxp.ReasonNone, dxp.ReasonWin, 7} {
		err := &dxp.EndError{End: dxp.GameEnd{Reason: reason}}
		assert.ErrorIs(t, err, dxp.ErrGameEnded)
		for _, kind := range []error{search.ErrResigned, search.ErrDrawClaimed, search.ErrIllegalMove, search.ErrTimeout} {
			assert.NotErrorIs(t, err, kind, "reason %v", reason)
		}
	}
}
