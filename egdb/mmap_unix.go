//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package egdb

import (
	"errors"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"syscall"
)

// mapped is a slice file mapped into memory: a block read is a copy, no
// system call.
type mapped struct {
	f    *os.File
	mu   sync.RWMutex // held to read, taken whole to unmap
	data []byte       // nil once closed
}

// errFault is the error of a read from a mapping whose file was cut
// short since it was mapped (the system's SIGBUS, made a panic).
var errFault = errors.New("the file is shorter than when it was opened")

// mapFile maps the size bytes of f, or returns f to be read with ReadAt
// where it cannot be mapped.
func mapFile(f *os.File, size int64) blockReader {
	if size <= 0 || int64(int(size)) != size {
		return f
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return f
	}
	return &mapped{f: f, data: data}
}

// ReadAt copies the bytes at off into p. A file cut short after it was
// mapped faults; the fault is caught and is errFault.
func (m *mapped) ReadAt(p []byte, off int64) (n int, err error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	if m.data == nil {
		return 0, os.ErrClosed
	}
	if off < 0 || off > int64(len(m.data)) {
		return 0, io.EOF
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if recover() != nil {
			n, err = 0, errFault
		}
	}()
	n = copy(p, m.data[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// Close unmaps the file, once no read is under way, and closes it.
func (m *mapped) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.data == nil {
		return os.ErrClosed
	}
	err := syscall.Munmap(m.data)
	m.data = nil
	return errors.Join(err, m.f.Close())
}
