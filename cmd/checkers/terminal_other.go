//go:build !linux

package main

import (
	"io"
	"os"
)

// isTerminal reports whether w is a terminal: here, a character device.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
