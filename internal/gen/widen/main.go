// Command widen writes package wide, the 128-bit generator, from the source of
// package narrow: every .go file of narrow but doc.go, bb.go, the tests and the
// code ../specialise writes for each package (flat_*.go, mensearch_gen.go) is copied
// with its package clause renamed and a generated-code header. Run it with
// go generate in internal/gen/narrow.
package main

import (
	"log"
	"os"
	"path/filepath"

	"github.com/draughtsgo/checkers/internal/gen/widen/widening"
)

func main() {
	src, dst := ".", filepath.Join("..", "wide")
	files, err := widening.Files(src)
	if err != nil {
		log.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dst, name), text, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
