// Command specialise writes the move generators' code specialised per board:
// for every board the variants use, the flat paths and the bulk count of
// flat.go.tmpl (package shapes) with the board's shifts and masks as
// constants, and the choice among them of select.go.tmpl, into package
// narrow (the boards of up to 64 bits) and package wide (12x12). Run it
// with go generate in internal/gen/narrow.
package main

import (
	"log"
	"os"
	"path/filepath"

	"github.com/draughtsgo/checkers/internal/gen/specialise/shapes"
)

func main() {
	files, err := shapes.Files()
	if err != nil {
		log.Fatal(err)
	}
	for name, text := range files {
		// name is "narrow/flat_dark10.go" and the like; run from
		// internal/gen/narrow, the packages are one level up.
		if err := os.WriteFile(filepath.Join("..", filepath.FromSlash(name)), text, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
