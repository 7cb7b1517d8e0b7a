// Package players is the registry of the engines a program can name in a
// text: [Open] turns "builtin", "random", "hub:PROGRAM ARGS" or
// "dxp:HOST:PORT" into an [engine.Engine], with [Options] for the kinds
// that take some. The matches, the lidraughts bot and the terminal game
// of the command-line tool open their engines here.
//
// It sits above the players and the protocols (packages player, hub and
// dxp), which it is the one place to name together.
package players
