//go:build !(386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm)

package narrow

import "github.com/draughtsgo/checkers/board"

// putStep writes the step word stands for into m (see stepOf): field by
// field, where the machine's byte order is not the word's.
func putStep(m *board.Move, word uint64) { *m = stepOf(word) }
