// Package narrow is the move generator for boards whose bit layout
// fits in 64 bits (every board but 12x12): the capture search, the quiet
// moves, move counting and perft, all driven by a variant.Variant.
//
// The generator is written once, here, against the small set of operations of
// the bb type (bb.go). Package wide is the same generator for 128-bit layouts:
// its files are generated from this package's by ../widen, with its own
// bb.go. Edit the files here, then run go generate.
//
// Nothing in this package allocates per node: moves are appended to slices
// the caller provides.
package narrow

//go:generate go run ../widen
