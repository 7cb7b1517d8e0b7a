package movegen_test

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gen/narrow"
	"github.com/draughtsgo/checkers/internal/gen/wide"
	"github.com/draughtsgo/checkers/internal/perftdata"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// long enables the deep perft fixtures: go test ./movegen -long.
var long = flag.Bool("long", false, "also run the deep perft fixtures (minutes)")

// Node budgets per fixture row: rows above the budget are skipped. The
// default keeps go test ./... well under two minutes.
const (
	shortBudget = 1_500_000
	longBudget  = 3_000_000_000
)

// perftRoutes counts capture routes rather than moves (duplicates kept), for
// the published tables that count that way.
func perftRoutes(v *variant.Variant, p board.Position, depth int) uint64 {
	if v.Board().Bits() > 64 {
		return wide.PerftRoutes(v, &p, depth, true)
	}
	return narrow.PerftRoutes(v, &p, depth, true)
}

// TestPerftFixtures checks every position of testdata/perft against the
// published counts (duplicates dropped), making every move at the depths
// the budget allows and also with bulk counting. Positions whose published
// counts keep duplicates are checked by counting routes.
func TestPerftFixtures(t *testing.T) {
	budget := uint64(shortBudget)
	if *long {
		budget = longBudget
	}
	for _, v := range variant.All() {
		path := filepath.Join("..", "testdata", "perft", v.Name()+".perft")
		positions, err := perftdata.Load(path)
		require.NoError(t, err)
		for _, fx := range positions {
			t.Run(fx.ID, func(t *testing.T) {
				p, err := notation.ParseFEN(v, fx.FEN)
				require.NoError(t, err)
				for _, d := range fx.Depths {
					if d.Nodes > budget {
						continue
					}
					if fx.KeepDuplicates {
						assert.Equal(t, int64(d.Nodes), int64(perftRoutes(v, p, d.Depth)), "routes %d (%s)", d.Depth, d.Source)
						continue
					}
					assert.Equal(t, int64(d.Nodes), int64(movegen.Perft(v, p, d.Depth, movegen.PerftOptions{Bulk: true})), "bulk perft %d (%s)", d.Depth, d.Source)
					if d.Nodes <= shortBudget {
						assert.Equal(t, int64(d.Nodes), int64(movegen.Perft(v, p, d.Depth, movegen.PerftOptions{})), "perft %d (%s)", d.Depth, d.Source)
					}
				}
			})
		}
	}
}

// Every registered variant has a fixture file, and each one is checked.
func TestEveryVariantHasFixtures(t *testing.T) {
	for _, v := range variant.All() {
		positions, err := perftdata.Load(filepath.Join("..", "testdata", "perft", v.Name()+".perft"))
		require.NoError(t, err, v.Name())
		assert.NotEmpty(t, positions, v.Name())
	}
}
