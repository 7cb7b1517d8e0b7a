//go:build !race

package pdn

// raceDetector: the tests run with the race detector, which slows them
// down many times.
const raceDetector = false
