//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package narrow

import (
	"unsafe"

	"github.com/draughtsgo/checkers/board"
)

// putStepAt writes the step word stands for (see stepOf) off bytes past
// at, and returns the offset of the move after it (see freeRoom): on a
// little-endian machine, as sixteen bytes of zeros and the word itself.
func putStepAt(at unsafe.Pointer, off uintptr, word uint64) uintptr {
	m := unsafe.Add(at, off)
	*(*[2]uint64)(m) = [2]uint64{}
	*(*uint64)(unsafe.Add(m, 16)) = word
	return off + moveSize
}

// putCapture writes at m the capture of the pieces of captured from from
// to to: Captured, then From, To and Promotes as one word (see stepOf),
// rather than zeroes and a store a field.
func putCapture(m *board.Move, captured bb, from, to board.Square, promotes bool) {
	m.Captured = captured.toBoard()
	word := uint64(from) | uint64(to)<<8
	if promotes {
		word |= 1 << 16
	}
	*(*uint64)(unsafe.Add(unsafe.Pointer(m), 16)) = word
}
