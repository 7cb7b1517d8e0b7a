// Package wide is the move generator for boards whose bit layout
// needs more than 64 bits (the 12x12 board). Its files are generated from
// package narrow by ../widen, except this one and bb.go, which defines the
// 128-bit square set; its boards' code (flat_*.go) is written by
// ../specialise, as narrow's is, with the operations of bb written out on
// its two words. Do not edit the generated files: edit package narrow
// and run go generate there.
package wide
