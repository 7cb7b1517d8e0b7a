package players

import (
	"context"
	"net"
	"testing"

	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Open's dxp: engines play International draughts, asked by its rules, not
// by the registry's pointer: a variant made again from International's
// rules without its draw rules dials the peer; Brazilian, the same rules
// on another board, is refused before any dial.
func TestOpenDXPComparesRules(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	r := variant.International.Rules()
	r.Draws = nil
	again, err := variant.New(r)
	require.NoError(t, err)

	e, err := Open(context.Background(), "dxp:"+ln.Addr().String(), again, Options{})
	require.NoError(t, err)
	require.NoError(t, e.Close())

	_, err = Open(context.Background(), "dxp:"+ln.Addr().String(), variant.Brazilian, Options{})
	assert.ErrorContains(t, err, "DXP plays International draughts only, not brazilian")
}
