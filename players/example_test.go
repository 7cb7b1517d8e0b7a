package players_test

import (
	"context"
	"fmt"

	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
)

// Open turns a name into an engine; a name of no kind it knows is an error.
func ExampleOpen() {
	ctx := context.Background()
	e, err := players.Open(ctx, "random", variant.English, players.Options{Seed: 1})
	if err != nil {
		panic(err)
	}
	defer e.Close()
	fmt.Println(e.Name())

	_, err = players.Open(ctx, "gnuchess", variant.English, players.Options{})
	fmt.Println(err)
	// Output:
	// random
	// players: unknown engine "gnuchess": want builtin, random, hub:PROGRAM or dxp:HOST:PORT
}
