package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// openPTY opens a pseudo-terminal: its master, which the test reads and
// types on, and its slave, the terminal the command runs on. It skips the
// test where the system has none.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	ioctl := func(req uintptr, arg unsafe.Pointer) error {
		conn, err := master.SyscallConn()
		if err != nil {
			return err
		}
		var errno syscall.Errno
		if err := conn.Control(func(fd uintptr) {
			_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, req, uintptr(arg))
		}); err != nil {
			return err
		}
		if errno != 0 {
			return errno
		}
		return nil
	}
	var unlock int32
	var n uint32
	if err := ioctl(syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
		master.Close()
		t.Skipf("no pseudo-terminal: unlock: %v", err)
	}
	if err := ioctl(syscall.TIOCGPTN, unsafe.Pointer(&n)); err != nil {
		master.Close()
		t.Skipf("no pseudo-terminal: number: %v", err)
	}
	slave, err = os.OpenFile("/dev/pts/"+strconv.Itoa(int(n)), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		master.Close()
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { master.Close() })
	return master, slave
}

// terminal is a command run on a pseudo-terminal, with what it wrote
// there so far.
type terminal struct {
	master *os.File
	cmd    *exec.Cmd
	screen syncBuffer
	done   chan struct{} // closed when the terminal has no more to read
}

// startOnTerminal runs this test binary as "checkers ARGS" on a new
// pseudo-terminal, its controlling terminal, for at most twice hang; a
// stdout not nil takes its standard output instead of the terminal.
func startOnTerminal(t *testing.T, stdout *syncBuffer, args ...string) *terminal {
	t.Helper()
	master, slave := openPTY(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*hang)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	if stdout != nil {
		cmd.Stdout = stdout
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	require.NoError(t, cmd.Start())
	slave.Close()
	term := &terminal{master: master, cmd: cmd, done: make(chan struct{})}
	go func() {
		defer close(term.done)
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			term.screen.Write(buf[:n])
			if err != nil { // EIO once the command has closed the terminal
				return
			}
		}
	}()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	return term
}

// text returns what the terminal shows so far, its line ends as "\n".
func (term *terminal) text() string { return strings.ReplaceAll(term.screen.String(), "\r\n", "\n") }

// waitFor waits until the terminal has shown want n times, failing the
// test after hang.
func (term *terminal) waitFor(t *testing.T, want string, n int) {
	t.Helper()
	deadline := time.Now().Add(hang)
	for strings.Count(term.text(), want) < n {
		if time.Now().After(deadline) {
			t.Fatalf("the terminal did not show %q %d times; it shows:\n%s", want, n, term.text())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// typeLine types a line and Enter (a carriage return, as a keyboard sends
// it; the terminal turns it into a new line).
func (term *terminal) typeLine(t *testing.T, line string) {
	t.Helper()
	_, err := term.master.Write([]byte(line + "\r"))
	require.NoError(t, err)
}

// wait waits for the command to exit and for the terminal to have shown
// all it wrote, and returns the command's error.
func (term *terminal) wait(t *testing.T) error {
	t.Helper()
	err := term.cmd.Wait()
	select {
	case <-term.done:
	case <-time.After(hang):
		t.Error("the terminal was not closed")
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit
	}
	return err
}
