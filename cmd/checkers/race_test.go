//go:build race

package main

// raceDetector: the tests run with the race detector, which makes them
// slower and their memory larger many times.
const raceDetector = true
