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
