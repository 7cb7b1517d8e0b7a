package players

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/draughtsgo/checkers/dxp"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// Options set up the engines Open starts.
type Options struct {
	// Seed seeds the random player.
	Seed uint64
	// Timeout is how long a Hub engine or a DXP peer may be silent beyond
	// a search's own time (see hub.Options).
	Timeout time.Duration
	// HubVariant is the name a Hub engine is given for the variant, when
	// not the one the client would choose (see hub.Options.VariantName).
	HubVariant string
	// Builtin configures the built-in player (player.NewWith): its
	// endgame databases (Builtin.Endgames) and its table's size. The
	// other engines have their own.
	Builtin player.Options
}

// Open starts the engine a text names, for games of v:
//
//	builtin             the built-in player (package player)
//	random              a player of random legal moves
//	hub:PROGRAM ARGS    an engine program speaking Hub, started with its
//	                    arguments (split at spaces)
//	dxp:HOST:PORT       a DXP program listening at the address (International
//	                    draughts only), which this side challenges to each game
//
// An unknown name is an error.
func Open(ctx context.Context, spec string, v *variant.Variant, opts Options) (engine.Engine, error) {
	kind, rest, _ := strings.Cut(spec, ":")
	switch kind {
	case "builtin":
		return engine.FromSearcher("builtin", player.NewWith(opts.Builtin)), nil
	case "random":
		return engine.FromSearcher("random", player.Random(opts.Seed)), nil
	case "hub":
		fields := strings.Fields(rest)
		if len(fields) == 0 {
			return nil, fmt.Errorf("players: %q: no program after \"hub:\"", spec)
		}
		c, err := hub.Start(ctx, fields[0], fields[1:], hub.Options{Variant: v, VariantName: opts.HubVariant, Timeout: opts.Timeout})
		if err != nil {
			return nil, err
		}
		return c, nil
	case "dxp":
		if !v.SameMoves(variant.International) {
			return nil, fmt.Errorf("players: %q: DXP plays International draughts only, not %s", spec, v.Name())
		}
		return dxp.Dial(ctx, rest, dxp.Options{ID: engine.ID{Name: "checkers"}, Timeout: opts.Timeout})
	}
	return nil, fmt.Errorf("players: unknown engine %q: want builtin, random, hub:PROGRAM or dxp:HOST:PORT", spec)
}
