//go:build !(386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm)

package narrow

import (
	"unsafe"

	"github.com/draughtsgo/checkers/board"
)

// putStepAt writes the step word stands for (see stepOf) off bytes past
// at, and returns the offset of the move after it (see freeRoom): field by
// field, where the machine's byte order is not the word's.
func putStepAt(at unsafe.Pointer, off uintptr, word uint64) uintptr {
	*(*board.Move)(unsafe.Add(at, off)) = stepOf(word)
	return off + moveSize
}

// putCapture writes at m the capture of the pieces of captured from from
// to to: field by field, where the machine's byte order is not the word's.
func putCapture(m *board.Move, captured bb, from, to board.Square, promotes bool) {
	*m = board.Move{Captured: captured.toBoard(), From: from, To: to, Promotes: promotes}
}
