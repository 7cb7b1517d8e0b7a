//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "this command runs in WebAssembly: build it with GOOS=js GOARCH=wasm go build")
	os.Exit(2)
}
