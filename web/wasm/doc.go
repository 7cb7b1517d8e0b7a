// Command wasm is the library built for WebAssembly (GOOS=js
// GOARCH=wasm): loaded in a browser or in Node with Go's wasm_exec.js, it
// sets the global object checkers, a JavaScript face of the library:
//
//	checkers.variants()              // [{name, aliases, rows, cols, layout, notation, firstToMove, gameType, squares, start}]
//	checkers.newGame(name, fen?)     // a game of the variant, from its start or from a FEN
//	checkers.loadPDN(text, variant?) // the first game of a PDN text (variant: for games whose tags name none; inferred if not given)
//	checkers.load(text, variant?)    // a FEN or the first game of a PDN text: {game, kind: "fen" or "pdn", variant, inferred}
//
// load is the page's Load button: text that starts with the side to move
// and a colon, with no tag, is a FEN of the variant; anything else is PDN.
// A PDN game whose tags name no variant is read under the variant given
// (International if none); if it does not replay under it, it is replayed
// under every variant its square numbers and FEN tag allow, as the
// command-line tool's pdn command infers variants, and read under the one
// it replays whole under ("inferred" is then true). Text that is neither,
// or a game no variant replays, is an error that says what was expected;
// so is text in which loadPDN finds no game.
//
// A game object has the methods
//
//	moves()          // legal moves: [{text, path, from, to, captures, promotes, lift}]
//	play(move)       // a move text ("11-15", "c3:e5:g7") or a route of squares (["c3", "e5", "g7"]); returns the move played
//	undo()           // takes back the last move
//	fen(), startFen() // the current and the starting position as FEN
//	pdn()            // the game as PDN
//	svg(options)     // a diagram: {flip, numbers, lastMove, highlight: [squares], noCoordinates, size}
//	result()         // {status, reason, over, text, winner?, rule?}
//	history()        // the moves played, in the variant's notation
//	lastMove()       // the last move played, as moves() describes moves, or null
//	turn()           // "white" or "black"
//	squares()        // the board: {variant, rows, cols, layout, notation, squares: [{name, row, col, number, label}], lines?}
//	pieces()         // [{square, color, kind}]
//	bestMove(options) // the built-in player's move, as moves() describes moves, not played: {depth, time (ms)}; half a second by default
//	claims()         // the draws that may be claimed now: [{rule, reason, claimant, moves}]
//	claimDraw(options) // claims a draw: {player?, rule?, move?}; returns result()
//	offerDraw(options) // offers a draw: {player?}
//	drawOffer()      // "white" or "black", whose draw offer stands, or null
//	acceptDraw(options) // accepts the opponent's standing offer: {player?}; returns result()
//	resign(options)  // {player?} resigns; returns result()
//	variant()        // the variant's name
//	clone()          // a new game object, a copy of this one that goes its own way (the page keeps one to take back a resignation)
//	free()           // forgets the game (games are also forgotten when collected)
//
// Squares are written by their algebraic names ("c3", rows and columns
// counted from a1 as White sees the board); play accepts square numbers
// too. A move's text is in the variant's own notation, the shortest that
// tells it apart from the other legal moves; its path is its starting
// square and then every square it lands on. A route given to play names
// the move whose route it is, else the only move whose route begins with
// it, else (two squares) the only move from the first to the second.
//
// A result's rule is the name of the draw rule that ended the game, by the
// rules or by a claim ("repetition", "forty-move rule"); it is left out of
// any other result.
//
// A claim names its rule, the reason of the draw once claimed (as
// result() gives reasons: "repetition", "move-count rule", "endgame move
// count"), who may claim ("side-to-move" or "either-player"), and the
// moves it may name: none for a claim of the position as it stands; for a
// rule claimed before the move (English repetition: the player whose move
// would make the position stand for the third time claims before making
// it), the texts of those moves. claimDraw's player is "white" or "black",
// the side to move if left out; its rule, the rule's name, the first claim
// open to the player if left out; its move, a move text, names the move
// of a claim before the move, which is played before the game ends drawn,
// and is left out of any other claim. A claim the player is not entitled
// to is refused ("no draw to claim").
//
// offerDraw, acceptDraw and resign take the player too, the side to move
// if left out. An offer stands until the opponent accepts it or plays a
// move (an offer made before one's own move stands through that move);
// accepting ends the game drawn by agreement, and without the opponent's
// offer is refused ("no draw offer to accept"). Resigning gives the game
// to the opponent. None of these is allowed once the game is over.
//
// Every fault (an unknown variant, a bad FEN, an illegal or ambiguous move,
// no move to undo, no draw to claim) is thrown as a JavaScript Error whose message is the
// library's error text.
//
// Built for any other platform, the command only says how to build it.
package main
