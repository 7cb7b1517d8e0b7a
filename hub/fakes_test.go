package hub

import (
	"bufio"
	"cmp"
	"fmt"
	"os"
	"slices"
	"strings"
)

// Engines that speak Hub as other programs do, for the client's tests
// (see TestMain): the facts each follows come from the program it stands
// for, read, not copied.

// Environment variables that set up a scanLike engine.
const (
	// valuesEnv: the choices it declares for its parameter "variant"
	// (Scan's when empty; none, a parameter without choices, when "-").
	valuesEnv = "HUB_TEST_VALUES"
	// knownEnv: the names it knows (Scan's when empty).
	knownEnv = "HUB_TEST_KNOWN"
)

// scanNames are the variant names of Scan 3.1: those its introduction
// declares (protocol.txt; src/main.cpp, "param_enum("variant", "normal
// killer bt frisian losing")"), and "breakthrough", which src/var.cpp
// (update) takes as well as "bt".
const scanNames = "normal killer bt frisian losing"

// scanLike is an engine that knows variants by Scan's names, and treats
// the parameter "variant" as Scan 3.1 does (src/main.cpp, src/var.cpp):
// at "init" it reads the name it was set to, and one it does not know
// ends it with status 1 and `error: variant = "NAME"` on its standard
// error. One it knows it writes there as "variant NAME", for the test to
// read. It answers "ping" and "quit", and searches nothing.
func scanLike() {
	values := cmp.Or(os.Getenv(valuesEnv), scanNames)
	known := strings.Fields(cmp.Or(os.Getenv(knownEnv), scanNames+" breakthrough"))
	name := "normal" // Scan's default (src/var.cpp, init)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		l, _ := parseWireLine(in.Text())
		switch l.Command {
		case "hub":
			fmt.Println("id name=Scanlike version=3.1")
			if values == "-" {
				fmt.Println("param name=variant value=normal type=string")
			} else {
				fmt.Printf("param name=variant value=normal type=enum values=%q\n", values)
			}
			fmt.Println("wait")
		case "set-param":
			if n, _ := l.Get("name"); n == "variant" {
				name, _ = l.Get("value")
			}
		case "init":
			if !slices.Contains(known, name) {
				fmt.Fprintf(os.Stderr, "error: variant = %q\n", name)
				os.Exit(1)
			}
			fmt.Fprintf(os.Stderr, "variant %s\n", name)
			fmt.Println("ready")
		case "ping":
			fmt.Println("pong")
		case "quit":
			os.Exit(0)
		}
	}
	os.Exit(0)
}

// older is an engine of the protocol's first version, as Scan 2.0 is
// (src/main.cpp, hub_loop, at its release): it answers "hub" with a line
// each for its name, author and country, and no "id"; its "pos" takes the
// position alone, so that it answers the client's "pos pos=..." with
// "error bad position", an error without "message=".
func older() {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		word, _ := firstWord(in.Text())
		switch word {
		case "hub":
			fmt.Println("name Old Engine 2.0")
			fmt.Println("author Ann Author")
			fmt.Println("country Netherlands")
			fmt.Println("wait")
		case "init":
			fmt.Println("ready")
		case "pos":
			fmt.Println("error bad position")
		case "quit":
			os.Exit(0)
		}
	}
	os.Exit(0)
}

// nameless is an engine that gives no name at all, and answers "go" with
// an error line that does not parse as the protocol's: a value's quote
// left open.
func nameless() {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		word, _ := firstWord(in.Text())
		switch word {
		case "hub":
			fmt.Println("wait")
		case "init":
			fmt.Println("ready")
		case "go":
			fmt.Println(`error cannot read pos="W`)
		case "quit":
			os.Exit(0)
		}
	}
	os.Exit(0)
}
