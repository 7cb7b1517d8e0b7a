//go:build unix

package player_test

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the process has used so far, user
// and system, and true; see cputime_other_test.go for the platforms that
// do not tell.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
