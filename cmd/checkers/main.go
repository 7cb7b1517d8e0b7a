// Command checkers is the command-line face of the library: perft, divide
// and the legal moves of a position in any registered variant, diagrams,
// PDN files, engines and matches, and games in the terminal.
//
//	checkers perft    [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]
//	checkers divide   [-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]
//	checkers moves    [-variant NAME] [-fen FEN]
//	checkers show     [-variant NAME] [-fen FEN] [-last MOVE] [-svg] [-size PX] [-flip] [-numbers] [-unicode] [-highlight SQUARES]
//	checkers pdn      [-variant NAME] [-v] [-o OUT.pdn] FILE...
//	checkers variants [-json NAME]
//	checkers serve    [-addr 127.0.0.1:8080] [-go GO] [-egdb DIR]
//	checkers hub      [-variant NAME] [-egdb DIR] [-hub-variant NAME]
//	checkers dxp      (-listen ADDR | -connect ADDR) [-time T] [-max-time T] [-max-games N] [-idle T] [-games N] [-minutes M] [-moves N] [-pdn OUT.pdn]
//	checkers match    [-variant NAME] [-white ENGINE] [-black ENGINE] [-games N] [-time T] [-depth D] [-nodes N] [-fen FEN] [-pdn OUT.pdn] [-seed N] [-claim at-once|never] [-openings SET|FILE.pdn] [-egdb DIR] [-restart=false] [-hub-variant NAME]
//	checkers bot      -token-file F [-server URL] [-engine ENGINE] [-variants K,K] [-min-time T] [-max-time T] [-untimed] [-games N] [-pdn OUT.pdn]
//	checkers egdb     build|probe|stats|plan|slice|verify [-variant NAME] [-pieces N] [-o DIR] [-threads N] [-dir DIR] [-fen FEN] [-material M] [-split N] [-part P] [-join] [-format make|slurm]
//	checkers play     [-variant NAME] [-engine ENGINE] [-side white|black] [-time T] [-fen FEN] [-numbers]
//
// The synopses are those of the table in commands.go, from which the usage
// and each command's -h are made; a test holds this list and the README's
// to it.
//
// Other programs parse its output, so the formats are a contract:
//
//   - perft prints a header line, "depth nodes seconds Mnodes/s", then one
//     line per depth d = 1..N with those fields, separated by spaces: the
//     depth, the number of leaves, the seconds and the rate of the count.
//     The last line is the deepest count.
//   - divide prints one line per legal root move: the move in the variant's
//     notation and the number of leaves below it; then "total N".
//   - moves prints the legal moves, one a line, in the variant's notation,
//     sorted by their squares, the first square first, then the next:
//     squares written as numbers by their numbers ("9-13" before
//     "10-14"), squares written as names by their file letters, then
//     their rank numbers ("b6" before "c3", "c3" before "c10").
//   - pdn reads and replays every game of the files: one line per game,
//     "FILE N ok VARIANT MOVES" or "FILE N error VARIANT MOVES LINE:COLUMN
//     REASON" (N counts the file's games from 1, MOVES the main-line moves
//     replayed), with -v each warning of lenient reading after its game as
//     "FILE N warning LINE:COLUMN REASON", then, when some file held a
//     game, "N games, M ok, K errors". -variant names the variant of games
//     whose tags name none; without it such a game's variant is chosen
//     from the evidence (the board and notation its FEN and squares need,
//     then the first of those variants under which its moves replay,
//     preferring one a tag names, then the previous game's: pdn.Binder)
//     and VARIANT reads "inferred:NAME", or "unknown" for a game with
//     nothing to tell it by. Files are read as streams, one game at a
//     time. With -o OUT.pdn every game
//     read is written there, re-written by the library (tags in canonical
//     order, moves in the variant's notation, comments, variations,
//     result), which normalises files. A file that cannot be read, or in
//     which no game is found (an empty file, a file that is no PDN), is
//     reported on stderr ("checkers: FILE: no PDN game found"). It exits
//     with status 0 when every game replays, 1 when a game does not or a
//     file cannot be read or holds no game, 2 on bad usage.
//   - show prints a text diagram of the position (after -last MOVE, played
//     from -fen, with the move marked), then "last move: ...", the side to
//     move and the FEN; with -svg it writes only the SVG picture.
//   - variants prints a header line, "name gametype board aliases", then
//     one line per variant with those fields: its name, its PDN GameType
//     ("-" if it has none), its board ("10x10") and its aliases separated
//     by commas ("-" if none); with -json NAME, that variant's rules as
//     JSON.
//
// serve builds the library for the browser (WebAssembly, with the local Go
// toolchain, from the module's own source) and serves the playable page on
// a loopback address, printing its URL. hub and dxp serve the built-in
// player over the Hub and DXP protocols; match plays engines against each
// other, showing the game in progress on standard error when that is a
// terminal; play plays a game in the terminal, the board drawn with the
// square numbers where the variant's notation is numeric.
//
// Every command but serve, dxp and bot takes -rules FILE, a JSON file of rules
// as variants -json writes them (edited: a new name, other rules), and
// registers that variant, so that -variant and PDN Variant tags find it by
// its name.
//
// The variant defaults to international for every command (pdn infers the
// variant of a game whose tags name none) and the position to the
// variant's start; -fen takes squares as numbers or algebraic names. perft
// makes every move down to the leaves unless -bulk is given, which counts
// the moves of the last ply without making them. perft and divide count on
// one goroutine unless -threads says how many (0: one per core); the
// counts are the same. On a terminal, a count that lasts more than a
// second shows its progress on standard error (jobs done, nodes, rate,
// time to go), cleared when it ends.
//
// Bad input (an unknown variant, a bad FEN, a bad flag) prints one line on
// stderr, "checkers: COMMAND: WHAT", and exits with status 2; -h, alone or
// after a command, prints the usage or the command's flags with their
// defaults and exits with 0.
//
// The build uses profile-guided optimization: default.pgo is a CPU profile
// of the perft benchmarks, which lets the compiler inline move generation
// into perft (10 to 15% faster). Refresh it after changing the engine, then
// check that no variant got slower (bench/variants.sh) before committing it:
//
//	go test ./movegen -run '^$' -bench Perft -benchtime 3x -cpuprofile cmd/checkers/default.pgo
//
// Which calls PGO inlines depends on the profile's sampling; the engine
// marks the few calls whose inlining made it slower //go:noinline, so that
// profiles taken at different times build 8x8 and 10x10 engines of the
// same speed. The 12x12 engine still varies with the profile (Canadian
// bulk by up to a tenth): compare it too before committing a new one.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
