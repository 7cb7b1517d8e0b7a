package hub

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startWith starts the test binary as an engine that behaves as how says
// (see TestMain), with opts and the environment env.
func startWith(t *testing.T, how string, opts Options, env map[string]string) (*Client, error) {
	t.Helper()
	t.Setenv(engineEnv, how)
	for k, v := range env {
		t.Setenv(k, v)
	}
	if opts.Timeout == 0 {
		opts.Timeout = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*hang)
	defer cancel()
	var c *Client
	var err error
	require.True(t, returns(func() { c, err = Start(ctx, os.Args[0], nil, opts) }), "Start did not return within %v", hang)
	if c != nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, err
}

// setTo returns the variant name a scanLike engine says it was set to,
// once it has quit.
func setTo(t *testing.T, c *Client) string {
	t.Helper()
	require.True(t, returns(func() { require.NoError(t, c.Close()) }))
	for _, l := range c.stderrTail.lines() {
		if name, ok := strings.CutPrefix(l, "variant "); ok {
			return name
		}
	}
	return ""
}

// The client names each variant as Scan does, by the names its
// introduction declares (protocol.txt: values="normal killer bt frisian
// losing"): Antidraughts is "losing", which Scan plays and "antidraughts"
// it does not; Breakthrough "bt", the name it declares (it takes
// "breakthrough" too). Frysk plays Frisian's moves from another start,
// which "pos" gives: Scan's "frisian".
func TestClientNamesVariantsAsScan(t *testing.T) {
	for _, tc := range []struct {
		v    *variant.Variant
		want string
	}{
		{variant.International, "normal"},
		{variant.Antidraughts, "losing"},
		{variant.Breakthrough, "bt"},
		{variant.Killer, "killer"},
		{variant.Frisian, "frisian"},
		{variant.Frysk, "frisian"},
	} {
		t.Run(tc.v.Name(), func(t *testing.T) {
			c, err := startWith(t, "scanlike", Options{Variant: tc.v}, nil)
			require.NoError(t, err)
			assert.Equal(t, tc.want, setTo(t, c))
		})
	}
}

// An engine that declares the parameter "variant" without its choices is
// given the name Scan's protocol gives the variant.
func TestClientNamesVariantToEngineWithoutChoices(t *testing.T) {
	c, err := startWith(t, "scanlike", Options{Variant: variant.Antidraughts}, map[string]string{valuesEnv: "-"})
	require.NoError(t, err)
	assert.Equal(t, "losing", setTo(t, c))
}

// An engine whose choices hold no name of the variant cannot play it:
// Start says so, with the engine's choices, rather than let it fail on
// a name it does not know (as Scan does, exiting) or play another
// variant.
func TestClientRefusesVariantEngineLacks(t *testing.T) {
	_, err := startWith(t, "scanlike", Options{Variant: variant.English}, nil)
	require.ErrorIs(t, err, variant.ErrUnknownVariant)
	assert.Contains(t, err.Error(), scanNames)
	assert.NotErrorIs(t, err, ErrExited, "refused before the engine was given the name")
}

// Options.VariantName names the variant as an engine does that the client
// knows nothing of: it is sent as it is.
func TestClientVariantName(t *testing.T) {
	env := map[string]string{valuesEnv: "anti", knownEnv: "anti"}
	_, err := startWith(t, "scanlike", Options{Variant: variant.Antidraughts}, env)
	require.ErrorIs(t, err, variant.ErrUnknownVariant)

	c, err := startWith(t, "scanlike", Options{Variant: variant.Antidraughts, VariantName: "anti"}, env)
	require.NoError(t, err)
	assert.Equal(t, "anti", setTo(t, c))
}

// An engine of the protocol's first version (Scan 2.0) introduces itself
// with "name", "author" and "country" lines and no "id": the client takes
// its name from them. Its errors have no "message=": the error returned
// holds their whole text.
func TestClientOlderEngine(t *testing.T) {
	c, err := startWith(t, "older", Options{}, nil)
	require.NoError(t, err)
	assert.Equal(t, "Old Engine 2.0", c.Name())
	assert.Equal(t, engine.ID{Name: "Old Engine 2.0", Author: "Ann Author", Country: "Netherlands"}, c.ID)
	_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Depth: 1}, nil)
	require.ErrorIs(t, err, ErrEngine)
	assert.Contains(t, err.Error(), ": bad position")
}

// An engine that gives no name goes by its program's file name; an error
// line that does not parse is an error all the same, its whole text the
// message.
func TestClientNamelessEngine(t *testing.T) {
	c, err := startWith(t, "nameless", Options{}, nil)
	require.NoError(t, err)
	want := strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe")
	assert.Equal(t, want, c.Name())
	_, err = c.Search(context.Background(), checkers.New(international), engine.Limit{Depth: 1}, nil)
	require.ErrorIs(t, err, ErrEngine)
	assert.Contains(t, err.Error(), `: cannot read pos="W`)
}
