package hub_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/hub"
	"github.com/draughtsgo/checkers/player"
	"github.com/draughtsgo/checkers/variant"
)

// A Hub session with the built-in player, as a program that drives
// engines would hold it: here the commands come from a string and the
// answers go to standard output. "quit" ends the session (and would stop
// a search under way), so this one sends none after "go".
func ExampleServe() {
	v := variant.International
	commands := strings.Join([]string{
		"hub",
		"init",
		"ping",
		"pos pos=" + hub.FormatPosition(v, v.Start()),
		"level depth=1",
	}, "\n")
	opts := hub.Options{ID: engine.ID{Name: "checkers", Version: "1.0"}, Variant: v}
	err := hub.Serve(context.Background(), player.New(), strings.NewReader(commands), stdout{}, opts)
	fmt.Println(err)
	// Output:
	// id name=checkers version=1.0
	// param name=variant value=international type=enum values="english internationa...
	// wait
	// ready
	// pong
	// <nil>
}

// stdout prints what the engine writes, each line cut to 80 characters
// (the list of variant names runs on).
type stdout struct{}

func (stdout) Write(p []byte) (int, error) {
	for _, line := range strings.SplitAfter(string(p), "\n") {
		if len(line) > 81 {
			line = line[:77] + "...\n"
		}
		fmt.Print(line)
	}
	return len(p), nil
}

// Moves and positions as the protocol writes them: a capture names its
// starting and final squares, then the pieces it takes.
func ExampleFormatWireMove() {
	v := variant.International
	p := v.Start()
	for _, text := range []string{"32-28", "19-23", "28x19x23"} {
		m, err := hub.ParseWireMove(v, p, text)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(hub.FormatWireMove(v, m))
		p = v.Apply(p, m)
	}
	// Black to move; squares 1-18 hold black men, 19 the white man that
	// took, 20 a black man.
	fmt.Println(hub.FormatPosition(v, p)[:21])
	// Output:
	// 32-28
	// 19-23
	// 28x19x23
	// Bbbbbbbbbbbbbbbbbbbwb
}
