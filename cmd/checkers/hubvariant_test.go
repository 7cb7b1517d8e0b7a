package main

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// "checkers hub -hub-variant NAME" declares its variant by NAME, among its
// choices, and plays it when a driver names it so.
func TestHubCommandVariantName(t *testing.T) {
	t.Setenv(mainEnv, "1")
	v := variant.Antidraughts
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := hub.Start(ctx, os.Args[0], []string{"hub", "-variant", "antidraughts", "-hub-variant", "anti"},
		hub.Options{Variant: v, VariantName: "anti", Timeout: 20 * time.Second})
	require.NoError(t, err)
	defer c.Close()
	require.Len(t, c.Params, 1)
	assert.Equal(t, "anti", c.Params[0].Value)
	assert.Contains(t, c.Params[0].Values, "anti")
	assert.Contains(t, c.Params[0].Values, "antidraughts")
	g := checkers.New(v)
	m, err := c.Search(ctx, g, engine.Limit{Depth: 1}, nil)
	require.NoError(t, err)
	assert.NoError(t, g.Play(m))
}
