//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package egdb

import (
	"errors"
	"os"
)

// errFault is never returned where files are read with ReadAt.
var errFault = errors.New("the file is shorter than when it was opened")

// mapFile returns f, read with ReadAt: the system has no mapping the
// package uses (WebAssembly, Windows).
func mapFile(f *os.File, _ int64) blockReader { return f }
