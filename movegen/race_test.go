//go:build race

package movegen_test

// raceDetector: the tests run with the race detector, under which
// sync.Pool drops what it is given, so that lending move lists allocates.
const raceDetector = true
