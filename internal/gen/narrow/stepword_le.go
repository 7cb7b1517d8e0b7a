//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package narrow

import (
	"unsafe"

	"github.com/draughtsgo/checkers/board"
)

// putStep writes the step word stands for into m (see stepOf): on a
// little-endian machine, as three words, the word itself the last.
func putStep(m *board.Move, word uint64) {
	w := (*[3]uint64)(unsafe.Pointer(m))
	w[0], w[1], w[2] = 0, 0, word
}
