package lidraughts_test

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/lidraughts"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
)

func ExampleVariantOf() {
	for _, key := range []string{"standard", "russian", "fromPosition", "chess"} {
		v, ok := lidraughts.VariantOf(key)
		fmt.Println(key, v, ok)
	}
	// Output:
	// standard international true
	// russian russian true
	// fromPosition international true
	// chess <nil> false
}

// A bot that plays Russian and International games of one to ten minutes
// with the built-in player, until interrupted.
func ExampleBot() {
	token, err := os.ReadFile("token")
	if err != nil {
		fmt.Println(err)
		return
	}
	b := &lidraughts.Bot{
		Server:   "https://lidraughts.org",
		Token:    string(token),
		Variants: []string{"standard", "russian"},
		MinTime:  time.Minute,
		MaxTime:  10 * time.Minute,
		Engine: func(ctx context.Context, v *variant.Variant) (engine.Engine, error) {
			return players.Open(ctx, "builtin", v, players.Options{})
		},
		PDN: os.Stdout,
	}
	fmt.Println(b.Run(context.Background()))
}
