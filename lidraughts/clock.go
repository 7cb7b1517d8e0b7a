package lidraughts

import "time"

// maxClock bounds the clocks the bot reads from the server: longer than
// any game's clock, far below what overflows a time.Duration (292 years).
const maxClock = 10000 * time.Hour

// seconds is a challenge's limit or increment of n seconds, and whether it
// is within 0 and maxClock; it is checked before it is multiplied, so that
// no count of seconds wraps round to a short clock.
func seconds(n int) (time.Duration, bool) {
	if n < 0 || int64(n) > int64(maxClock/time.Second) {
		return 0, false
	}
	return time.Duration(n) * time.Second, true
}

// millis is a game's clock of n milliseconds, read within 0 and maxClock:
// a negative time is none left, a longer one maxClock.
func millis(n int64) time.Duration {
	switch {
	case n <= 0:
		return 0
	case n > int64(maxClock/time.Millisecond):
		return maxClock
	}
	return time.Duration(n) * time.Millisecond
}
