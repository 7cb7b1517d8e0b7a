// Package hub speaks the Hub protocol (version 2), the line-based text
// protocol over standard input and output with which draughts engines such
// as Scan talk to the programs that drive them, on both sides, through the
// two doors every protocol of the module has:
//
//   - a client: [Start] starts an engine process and returns a [Client],
//     an [engine.Engine] that package match drives (and a
//     [engine.Searcher]), with the engine's identity in Client.ID;
//   - a server: [Serve] makes any [engine.Searcher] a Hub engine.
//
// Both take [Options], whose ID, Timeout and Limit mean what those of
// package dxp's Options do. The Hub has no listener of its own: an
// engine is a process, and its connection the standard input and output
// its driver starts it with, which an engine program passes to Serve.
// An engine's faults wrap the kinds of package engine (ErrIllegalMove
// wraps engine.ErrIllegalMove, ErrTimeout engine.ErrTimeout).
//
// The protocol is specified by its author in the file protocol.txt that
// comes with Scan 3.x and Hub 2.x (F. Letouzey, 2017). Every line is a
// command followed by arguments "name=value" (values in double quotes when
// they hold a space, an '=' or nothing) or flags "name". A session:
//
//	hub                                   -> id name=... version=...
//	                                         param name=variant value=... type=enum values="..."
//	                                         wait
//	set-param name=variant value=normal
//	init                                  -> ready
//	new-game
//	pos pos=Wbbb...www moves="32-28 19-23"
//	level move-time=1
//	go think                              -> info depth=1 score=0.00 ... pv="32-28"
//	                                         done move=32-28 ponder=19-23
//	ping                                  -> pong (also while searching)
//	stop                                  (ends a search early; "done" still comes)
//	quit
//
// Both sides ignore the commands and arguments they do not know, as the
// protocol asks.
//
// Neither side trusts the other to behave. Lines are MaxLine bytes long at
// most. The client bounds every wait by its timeout and its caller's
// context, keeps MaxIntroduction bytes and MaxParams parameters of an
// engine's introduction at most, and kills an engine that breaks a bound
// (ErrLineTooLong, ErrFlood) or ends its output but not its process; on
// Unix it kills the processes the engine started along with it. The
// engine side skips a line too long and answers it with "error", repeats
// a short prefix at most of what it cannot read, refuses a level out of
// range, and answers "stop" and "ping" within a tenth of a second even
// when its searcher is slow to stop.
//
// Positions and moves are written the way Scan writes International ones,
// for every variant: a position is the side to move ('W' or 'B') and one
// character per playable square in the order of the variant's square
// numbers ('w' and 'b' men, 'W' and 'B' kings, 'e' empty; this library
// adds 'p' and 'q' for White's and Black's parachutists); a quiet move is
// "from-to", a capture "fromxto" followed by "x" and each captured square
// in any order ("28x19x23"), and a lift (Konane's opening) its square
// alone. Squares are the variant's square numbers, or the algebraic names
// of variants without a numeric notation.
//
// The variant is the engine parameter "variant". Its names are the
// library's, and those engines give variants: Scan's "normal" (for
// International draughts), "killer", "bt" (Breakthrough; Scan takes
// "breakthrough" too), "frisian" and "losing" (Antidraughts), as Scan's
// protocol.txt declares them. The client gives an engine the first of the
// variant's names, its aliases last, that the engine declares among its
// choices (an engine that declares choices and none of them cannot play
// it: Start fails), or, to one that declares none, the engine's name
// where there is one. The server takes all of them. Options.VariantName
// names the variant otherwise, on either side.
//
// An engine of the protocol's first version (Scan 2.0) introduces itself
// with the lines "name", "author" and "country" in place of "id", and
// writes its errors without "message=" ("error bad position"): the client
// reads both. An engine that gives no name goes by its program's file
// name.
//
// The protocol has no message for a resignation, a draw offer or a draw
// claim: an engine only answers with moves, and the program that drives it
// judges the game by the rules (package checkers), claiming draws for it
// as its policy says (package match). A position a game cannot reach (see
// notation.CheckPosition) is refused like a malformed one.
package hub
