package hub

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serveWith runs a session with opts from a script of commands and
// returns the "param name=variant" lines the engine wrote, one for each
// "hub" of the script, failing the test on an "error" line.
func serveWith(t *testing.T, opts Options, script string) []string {
	t.Helper()
	var out bytes.Buffer
	opts.ID = engine.ID{Name: "first"}
	require.NoError(t, Serve(context.Background(), firstMove{}, strings.NewReader(script), &out, opts))
	var params []string
	for _, l := range lines(out.String()) {
		require.False(t, strings.HasPrefix(l, "error"), l)
		if strings.HasPrefix(l, "param name=variant ") {
			params = append(params, l)
		}
	}
	return params
}

// The server takes the names Scan's protocol gives variants (protocol.txt:
// values="normal killer bt frisian losing"; Scan's src/var.cpp takes
// "breakthrough" too), and says in its introduction which variant it
// then plays.
func TestServeTakesEngineNames(t *testing.T) {
	for name, want := range map[string]string{
		"normal": "international", "killer": "killer", "bt": "breakthrough", "breakthrough": "breakthrough",
		"frisian": "frisian", "losing": "antidraughts",
	} {
		params := serveWith(t, Options{Variant: variant.English}, "set-param name=variant value="+name+"\nhub\nquit\n")
		require.Len(t, params, 1)
		assert.True(t, strings.HasPrefix(params[0], "param name=variant value="+want+" "), "%s: %s", name, params[0])
	}
}

// A server of a variant of its own that plays International's moves
// keeps it when the driver asks for Scan's "normal": the name says how
// the pieces move, not whose draw rules to keep.
func TestServeKeepsItsOwnRulesForEngineName(t *testing.T) {
	r := variant.International.Rules().Derived("international-own")
	r.Draws = nil
	own, err := variant.New(r)
	require.NoError(t, err)
	params := serveWith(t, Options{Variant: own}, "set-param name=variant value=normal\nhub\nquit\n")
	require.Len(t, params, 1)
	assert.True(t, strings.HasPrefix(params[0], "param name=variant value=international-own "), params[0])
}

// Options.VariantName is the driver's name for Options.Variant: the
// server declares its variant by it, among the choices, and plays it
// again when set to it.
func TestServeVariantName(t *testing.T) {
	params := serveWith(t, Options{Variant: variant.Antidraughts, VariantName: "anti"}, `hub
set-param name=variant value=english
hub
set-param name=variant value=anti
hub
quit
`)
	require.Len(t, params, 3)
	assert.True(t, strings.HasPrefix(params[0], "param name=variant value=anti "), params[0])
	assert.Regexp(t, `values="[^"]* anti"`, params[0])
	assert.True(t, strings.HasPrefix(params[1], "param name=variant value=english "), params[1])
	assert.True(t, strings.HasPrefix(params[2], "param name=variant value=anti "), params[2])
}
