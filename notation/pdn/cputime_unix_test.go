//go:build unix

package pdn

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the process has used so far, which,
// unlike the time of the clock, does not grow when other programs keep
// the machine busy.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
