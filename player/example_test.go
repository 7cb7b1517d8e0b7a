package player_test

import (
	"context"
	"fmt"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// A move for a game: the built-in player searches the game's position
// six plies deep and the move is played. A search bounded by depth (or
// nodes) alone gives the same move every time; one bounded by time, as a
// player with a clock would use (engine.Limit{Time: time.Second}), goes as
// deep as the machine allows.
func Example() {
	g := checkers.New(variant.English)
	s := player.New() // reuse it, from one goroutine at a time: it allocates its tables once

	m, err := s.Search(context.Background(), g, engine.Limit{Depth: 6}, nil)
	if err != nil {
		fmt.Println(err) // engine.ErrNoMoves: the game is over
		return
	}
	fmt.Println(notation.FormatMove(g.Variant(), g.Position(), m))
	if err := g.Play(m); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 11-16
}

// Progress reports: info is called after each depth the search completes,
// with the line it expects. The time and node counts vary, so this example
// prints nothing to check.
func Example_info() {
	g := checkers.New(variant.International)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	show := func(i engine.Info) {
		line := g.Clone()
		var texts []string
		for _, m := range i.PV {
			texts = append(texts, notation.FormatMove(line.Variant(), line.Position(), m))
			_ = line.Play(m)
		}
		fmt.Printf("depth %d score %d nodes %d time %v pv %v\n", i.Depth, i.Score, i.Nodes, i.Time, texts)
	}
	m, err := player.New().Search(ctx, g, engine.Limit{Time: 50 * time.Millisecond}, show)
	fmt.Println(notation.FormatMove(g.Variant(), g.Position(), m), err)
}

// The random player, for tests and for an opponent that is easy to beat:
// the same seed plays the same moves.
func ExampleRandom() {
	g := checkers.New(variant.Russian)
	r := player.Random(1)
	for range 4 {
		m, err := r.Search(context.Background(), g, engine.Limit{}, nil)
		if err != nil {
			break
		}
		_ = g.Play(m)
	}
	fmt.Println(g.Ply())
	// Output:
	// 4
}
