//go:build !unix

package egdb

import "os"

// openNonBlocking opens path to read.
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }
