//go:build unix

package egdb

import (
	"os"
	"syscall"
)

// openNonBlocking opens path to read, without waiting for a writer should
// it be a FIFO put there since it was looked at.
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
