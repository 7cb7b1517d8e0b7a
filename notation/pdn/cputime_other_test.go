//go:build !unix

package pdn

import "time"

// start is when the tests started.
var start = time.Now()

// cpuTime returns the time since the tests started: the processor time of
// the process is not at hand here.
func cpuTime() time.Duration { return time.Since(start) }
