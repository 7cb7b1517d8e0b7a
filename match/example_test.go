package match_test

import (
	"context"
	"fmt"

	"github.com/draughtsgo/checkers/match"
	"github.com/draughtsgo/checkers/search"
	"github.com/draughtsgo/checkers/variant"
)

// A short match of the built-in player against the random one. Engines
// given as text ("hub:scan hub", "dxp:127.0.0.1:27531") open the same way.
func ExampleRun() {
	ctx := context.Background()
	v := variant.English
	builtin, _ := match.Open(ctx, "builtin", v, match.OpenOptions{})
	random, _ := match.Open(ctx, "random", v, match.OpenOptions{Seed: 1})
	defer builtin.Close()
	defer random.Close()
	score, games, err := match.Run(ctx, v, builtin, random, match.Options{Games: 2, Limit: search.Limit{Depth: 4}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(games), "games;", score.Games(), "scored")
	// Output: 2 games; 2 scored
}

// A match from two openings, each played twice with the colours reversed.
func ExampleOpening() {
	ctx := context.Background()
	v := variant.English
	builtin, _ := match.Open(ctx, "builtin", v, match.OpenOptions{})
	random, _ := match.Open(ctx, "random", v, match.OpenOptions{Seed: 1})
	defer builtin.Close()
	defer random.Close()
	start := v.Start()
	openings := []match.Opening{{Name: "start", Position: start}, {Name: "start again", Position: start}}
	_, games, err := match.Run(ctx, v, builtin, random, match.Options{Openings: openings, Limit: search.Limit{Depth: 2}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, g := range games {
		name, _ := g.Tag("Opening")
		white, _ := g.Tag("White")
		fmt.Println(name, white)
	}
	// Output:
	// start builtin
	// start random
	// start again builtin
	// start again random
}
