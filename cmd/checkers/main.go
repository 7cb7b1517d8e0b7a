// Command checkers is the command-line face of the library: perft, divide
// and the legal moves of a position, in any registered variant.
//
//	checkers perft  [-variant NAME] [-fen FEN] [-depth N] [-bulk]
//	checkers divide [-variant NAME] [-fen FEN] [-depth N] [-bulk]
//	checkers moves  [-variant NAME] [-fen FEN]
//	checkers pdn    [-variant NAME] FILE...
//	checkers variants
//
// Other programs parse its output, so the formats are a contract:
//
//   - perft prints one line per depth d = 1..N: "d nodes seconds Mnodes/s",
//     fields separated by spaces; the first two are the depth and the
//     number of leaves.
//   - divide prints one line per legal root move: the move in the variant's
//     notation and the number of leaves below it; then "total N".
//   - moves prints the legal moves, one a line, in the variant's notation.
//   - pdn reads and replays every game of the files: one line per game,
//     "FILE N ok VARIANT MOVES" or "FILE N error VARIANT MOVES LINE:COLUMN
//     REASON" (N counts the file's games from 1, MOVES the main-line moves
//     replayed; -variant names the variant of games whose tags name none),
//     then "N games, M ok, K errors". It exits with status 0 when every
//     file could be read (games with errors are reported, not fatal), 1
//     otherwise.
//   - variants prints one line per variant: name, PDN GameType (0 if none),
//     board, aliases.
//
// The variant defaults to international and the position to the variant's
// start; -fen takes squares as numbers or algebraic names. perft makes
// every move down to the leaves unless -bulk is given, which counts the
// moves of the last ply without making them. Everything runs on one
// goroutine.
//
// Bad input (an unknown variant, a bad FEN, a bad flag) prints one line on
// stderr and exits with status 2; a usage request (-h) exits with 0.
//
// The build uses profile-guided optimization: default.pgo is a CPU profile
// of the perft benchmarks, which lets the compiler inline move generation
// into perft (about 15% faster). Refresh it after changing the engine:
//
//	go test ./movegen -run '^$' -bench Perft -benchtime 3x -cpuprofile cmd/checkers/default.pgo
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
