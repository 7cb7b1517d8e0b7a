package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// streamLimit is the most memory "checkers pdn" may take on the inputs
// of these tests, hundreds of megabytes or endless: its reader, which
// holds one game at a time, not the input.
const streamLimit = 128 << 20

// pdnProcess starts "checkers pdn" on path as a process of its own, with
// its output to stdout.
func pdnProcess(t *testing.T, ctx context.Context, stdout *strings.Builder, args ...string) *exec.Cmd {
	t.Helper()
	if raceDetector {
		t.Skip("the race detector makes the memory of the process many times larger")
	}
	cmd := exec.CommandContext(ctx, os.Args[0], append([]string{"pdn"}, args...)...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
	cmd.Stdout = stdout
	require.NoError(t, cmd.Start())
	return cmd
}

// maxRSS returns the peak memory of the process that has ended.
func maxRSS(cmd *exec.Cmd) int64 {
	return cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10 // KiB on Linux
}

// 256 MiB of PDN through a FIFO, more than the process may take in
// memory: games whose variant is inferred, with stray text between them
// (the file reader used to read it all into memory first). The command
// reads it as a stream, replays every game and ends within the deadline.
func TestPDNStreamsLargeInput(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "big.pdn")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var stdout strings.Builder
	cmd := pdnProcess(t, ctx, &stdout, fifo)

	const games, junkPerGame = 64, 4 << 20
	written := make(chan error, 1)
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			written <- err
			return
		}
		w := bufio.NewWriterSize(f, 1<<20)
		junk := strings.Repeat("stray text between games, not PDN\n", junkPerGame/34)
		for range games {
			w.WriteString("[Event \"club\"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n\n")
			w.WriteString(junk)
		}
		err = w.Flush()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		written <- err
	}()
	err := cmd.Wait()
	require.NoError(t, <-written)
	require.NoError(t, err, "interrupted by the deadline? %s", stdout.String())
	assert.Contains(t, stdout.String(), " 64 ok inferred:international 4\n64 games, 64 ok, 0 errors\n")
	t.Logf("peak memory %d MiB", maxRSS(cmd)>>20)
	assert.Less(t, maxRSS(cmd), int64(streamLimit), "peak memory")
}

// /dev/zero never ends: the command reads it as a stream, in memory that
// stays bounded, until it is stopped (it used to take gigabytes in
// seconds).
func TestPDNDevZeroBoundedMemory(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip(err)
	}
	for _, args := range [][]string{{"/dev/zero"}, {"-variant", "english", "/dev/zero"}} {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		var stdout strings.Builder
		cmd := pdnProcess(t, ctx, &stdout, args...)
		err := cmd.Wait()
		cancel()
		require.Error(t, err, "stopped by the deadline")
		t.Logf("%v: peak memory %d MiB", args, maxRSS(cmd)>>20)
		assert.Less(t, maxRSS(cmd), int64(streamLimit), "peak memory of %v", args)
	}
}
