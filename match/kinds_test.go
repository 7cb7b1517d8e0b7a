package match_test

import (
	"fmt"
	"testing"

	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/stretchr/testify/assert"
)

// Every protocol's illegal-move and timeout errors are of the kinds the
// search package names, also when wrapped with more context, and of no
// other kind: a match scores them by kind, not by a list of protocols.
func TestProtocolErrorKinds(t *testing.T) {
	for _, err := range []error{hub.ErrIllegalMove, dxp.ErrIllegalMove, fmt.Errorf("move 12: %w", dxp.ErrIllegalMove)} {
		assert.ErrorIs(t, err, engine.ErrIllegalMove)
		assert.NotErrorIs(t, err, engine.ErrTimeout)
	}
	for _, err := range []error{hub.ErrTimeout, dxp.ErrTimeout, fmt.Errorf("waiting: %w", hub.ErrTimeout)} {
		assert.ErrorIs(t, err, engine.ErrTimeout)
		assert.NotErrorIs(t, err, engine.ErrIllegalMove)
	}
	assert.NotErrorIs(t, hub.ErrExited, engine.ErrTimeout)
}

// A DXP peer's GAMEEND in place of a move is a resignation, a draw claim,
// a win claim or an end without a result by kind, as its reason says
// (reasons the protocol does not define say no result), each of one kind
// alone and of no fault's kind.
func TestProtocolEndKinds(t *testing.T) {
	kinds := []error{engine.ErrResigned, engine.ErrDrawClaimed, engine.ErrWinClaimed, engine.ErrEndedNoResult,
		engine.ErrIllegalMove, engine.ErrTimeout}
	for reason, want := range map[dxp.EndReason]error{
		dxp.ReasonLoss: engine.ErrResigned,
		dxp.ReasonDraw: engine.ErrDrawClaimed,
		dxp.ReasonWin:  engine.ErrWinClaimed,
		dxp.ReasonNone: engine.ErrEndedNoResult,
		7:              engine.ErrEndedNoResult,
	} {
		err := fmt.Errorf("move 30: %w", &dxp.EndError{End: dxp.GameEnd{Reason: reason, Stop: reason == 7}})
		assert.ErrorIs(t, err, dxp.ErrGameEnded)
		for _, kind := range kinds {
			if kind == want {
				assert.ErrorIs(t, err, kind, "reason %v", reason)
			} else {
				assert.NotErrorIs(t, err, kind, "reason %v", reason)
			}
		}
	}
}
