//go:build race

package egdb

// RaceDetector tells the tests they run under the race detector, which
// makes the solver's and the prober's loops some ten times slower: the
// tests that only sweep many positions leave those runs to the plain
// test, and the split test keeps the solver's goroutines under watch.
const RaceDetector = true
