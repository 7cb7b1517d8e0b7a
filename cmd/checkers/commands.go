package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// command is one command of the tool, as its usage and its -h describe it.
type command struct {
	// name is the command's name, the first argument.
	name string
	// synopsis is its flags and arguments, as the usage line writes
	// them after "checkers NAME". Every flag the command takes is in it,
	// but -rules, which the notes after the synopses describe.
	synopsis string
	// summary says what the command does, in a line.
	summary string
	// about says more, in the paragraphs its -h prints above the flags.
	about string
	// rules says whether the command takes -rules FILE.
	rules bool
	// run runs the command with the arguments after its name.
	run func(args []string, out, errOut io.Writer) error
}

// commands are the tool's commands, in the order the usage lists them:
// the one table from which the usage, each command's -h, the synopsis of
// the package documentation and the README's are made (the tests hold the
// last two to it).
var commands []command

func init() {
	commands = []command{
		{name: "perft", synopsis: "[-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]",
			summary: "count the leaves of the move tree, depth by depth",
			about: "Prints a header line, then for each depth d from 1 to N the number of leaves\n" +
				"of the move tree, the seconds the count took and its rate:\n" +
				"\"d nodes seconds Mnodes/s\". On a terminal, a long count shows its progress on\n" +
				"standard error.",
			rules: true, run: countCommand("perft", perft)},
		{name: "divide", synopsis: "[-variant NAME] [-fen FEN] [-depth N] [-bulk] [-threads N]",
			summary: "count the leaves below each legal move",
			about:   "Prints each legal move with the number of leaves below it, then \"total N\".",
			rules:   true, run: countCommand("divide", divide)},
		{name: "moves", synopsis: "[-variant NAME] [-fen FEN]",
			summary: "list the legal moves of a position",
			about: "Prints the legal moves of the position, one a line, in the variant's notation,\n" +
				"sorted by their squares: by number, or by file letter, then rank.",
			rules: true, run: countCommand("moves", moves)},
		{name: "show", synopsis: "[-variant NAME] [-fen FEN] [-last MOVE] [-svg] [-size PX] [-flip] [-numbers] [-unicode] [-highlight SQUARES]",
			summary: "draw a position as text or as an SVG picture",
			about: "Draws the position: as text, the board, then the last move if any, the side to\n" +
				"move and the FEN; with -svg, an SVG picture. With -last, MOVE is played from the\n" +
				"position -fen gives (or the start) and the position after it is drawn, the move\n" +
				"marked.",
			rules: true, run: func(args []string, out, _ io.Writer) error { return showCommand(args, out) }},
		{name: "pdn", synopsis: "[-variant NAME] [-v] [-o OUT.pdn] FILE...",
			summary: "read and replay the games of PDN files",
			about: "Reads and replays every game of the PDN files, one line per game, then\n" +
				"\"N games, M ok, K errors\"; exits with 0 when every game replays, 1 when one\n" +
				"does not or a file cannot be read or holds no game, 2 on bad usage.",
			rules: true, run: pdnCommand},
		{name: "variants", synopsis: "[-json NAME]",
			summary: "list the variants, or write the rules of one as JSON",
			about: "Prints a header line, then one line per registered variant: name, PDN\n" +
				"GameType (\"-\" if none), board, aliases (\"-\" if none); with -json, the rules of\n" +
				"one variant as JSON, which -rules reads back.",
			rules: true, run: func(args []string, out, _ io.Writer) error { return variantsCommand(args, out) }},
		{name: "serve", synopsis: "[-addr 127.0.0.1:8080] [-go GO] [-egdb DIR]",
			summary: "serve the page that plays every variant in the browser",
			about: "Builds the library for WebAssembly with the local Go toolchain (from the module's\n" +
				"source: run it inside the source tree) and serves the page that plays every\n" +
				"variant in the browser, until interrupted. The address must be a loopback one.\n" +
				"A client is given 5 seconds to send a request's headers and 10 the whole request,\n" +
				"a minute to read the answer; a connection idle for 30 seconds is closed.\n" +
				"With -egdb, the page shows the value and the best moves of every position the\n" +
				"endgame databases in DIR hold (JSON at /egdb/info and /egdb/probe).",
			run: serveCommand},
		{name: "hub", synopsis: "[-variant NAME] [-egdb DIR] [-hub-variant NAME]",
			summary: "run the built-in player as a Hub engine",
			about: "Runs the built-in player as a Hub engine on standard input and output, for\n" +
				"programs that drive engines over the Hub protocol (as they drive Scan). With\n" +
				"-egdb, it plays by the endgame databases in DIR where they hold the position,\n" +
				"in their variant when DIR holds one (-variant says which when it holds several).\n" +
				"A driver names the variant by the library's names or the engines' (Scan's\n" +
				"normal, killer, bt, frisian, losing), or by -hub-variant NAME, which the engine\n" +
				"then declares it by.",
			rules: true, run: func(args []string, out, _ io.Writer) error { return hubCommand(args, out) }},
		{name: "dxp", synopsis: "(-listen ADDR | -connect ADDR) [-time T] [-max-time T] [-max-games N] [-idle T] [-games N] [-minutes M] [-moves N] [-pdn OUT.pdn]",
			summary: "play the built-in player over DXP (International draughts)",
			about: "Plays the built-in player over DXP (the DamExchange protocol, International\n" +
				"draughts): -listen waits for programs to connect and challenge it, game after\n" +
				"game, -max-games of them at once (the next are refused), and lets go of one\n" +
				"that sends nothing for -idle seconds, before a game or in one; -connect\n" +
				"challenges the program listening at ADDR to -games games, asking for -minutes\n" +
				"per side for -moves moves (0: no limit; some programs end a game after them).\n" +
				"The built-in player thinks -time seconds a move; with -time 0 it shares out\n" +
				"the game's clock, and as a listener at most -max-time seconds a move, whatever\n" +
				"clock a challenger asks for. A search stops when its peer disconnects. Each\n" +
				"game is printed as it ends (players by the names the programs give, result by\n" +
				"the rules, or as the peer's GAMEEND says where the rules cannot say: then by\n" +
				"adjudication) and written to -pdn; -connect ends with the score.",
			run: func(args []string, out, _ io.Writer) error { return dxpCommand(args, out) }},
		{name: "match", synopsis: "[-variant NAME] [-white ENGINE] [-black ENGINE] [-games N] [-time T] [-depth D] [-nodes N] [-fen FEN] [-pdn OUT.pdn] [-seed N] [-claim at-once|never] [-openings SET|FILE.pdn] [-egdb DIR] [-restart=false] [-hub-variant NAME]",
			summary: "play games between two engines",
			about: "Plays games between two engines, the colours changing from game to game, and\n" +
				"prints how each game ended as it ends (to -pdn too), then the score. An engine\n" +
				"is builtin, random, hub:PROGRAM ARGS or dxp:HOST:PORT. Every move is checked:\n" +
				"an illegal one loses the game. Draws the rules let a player claim are claimed\n" +
				"for the engine entitled to them at once, or never (-claim never). When standard\n" +
				"error is a terminal, it shows there the game in progress and its last move.\n" +
				"With -openings each opening of a set (deck, the ACF 3-move ballots;\n" +
				"deck-barred; russian-64; russian-idf; 11man; 11man-italian; international-2move\n" +
				"and international-3move, the International 2- and 3-move ballots of Moby Dam;\n" +
				"or a PDN file, a game an opening, read as the match goes) is played twice,\n" +
				"colours reversed, and a line says how each opening went; -games then bounds the\n" +
				"match (-games 3: the first opening's two games and the second's first), every\n" +
				"opening's two games when not given. With -egdb the built-in player plays by the\n" +
				"endgame databases in DIR. An engine that fails in a game (its process dies, its\n" +
				"connection closes, it does not answer in time) loses it and is started again\n" +
				"for the next (-restart=false: not); when an engine's failure cut games short,\n" +
				"the command says how many and exits with status 1. A hub: engine is given the\n" +
				"variant by the name it declares for it, or Scan's (normal, killer, bt, frisian,\n" +
				"losing); -hub-variant gives another. -nodes N bounds each move by the positions\n" +
				"searched (the built-in player counts them, a hub: engine is sent \"level\n" +
				"nodes=N\"): unlike -time, the games do not depend on the machine's load.",
			rules: true, run: matchCommand},
		{name: "bot", synopsis: "-token-file F [-server URL] [-engine ENGINE] [-variants K,K] [-min-time T] [-max-time T] [-untimed] [-games N] [-pdn OUT.pdn]",
			summary: "play on lidraughts as a bot",
			about: "Plays on a lidraughts server (lidraughts.org, or -server) through its Bot API as\n" +
				"the bot account whose token the file holds, until interrupted: accepts the\n" +
				"challenges of the variants and clocks it is given (declines the others), plays\n" +
				"up to -games games at once, each with an engine of its own (builtin, random or\n" +
				"hub:PROGRAM ARGS) on a share of its clock, opens a dropped stream again, and\n" +
				"appends each finished game to -pdn. Every move is checked before it is sent.",
			run: botCommand},
		{name: "egdb", synopsis: "build|probe|stats|plan|slice|verify [-variant NAME] [-pieces N] [-o DIR] [-threads N] [-dir DIR] [-fen FEN] [-material M] [-split N] [-part P] [-join] [-format make|slurm]",
			summary: "build and probe endgame databases",
			about:   egdbHelp,
			rules:   true, run: egdbCommand},
		{name: "play", synopsis: "[-variant NAME] [-engine ENGINE] [-side white|black] [-time T] [-fen FEN] [-numbers]",
			summary: "play a game in the terminal",
			about: "Plays a game in the terminal against an engine (none: two players at one\n" +
				"keyboard), International draughts unless -variant names another. The board\n" +
				"shows the square numbers where the variant writes its moves with numbers\n" +
				"(-numbers=false hides them, -numbers shows them on any board). Type a move in\n" +
				"the variant's notation, or a command:\n" + strings.TrimSuffix(playHelp, "\n"),
			rules: true, run: func(args []string, out, _ io.Writer) error { return playCommand(args, out) }},
	}
}

// lookup returns the command of that name.
func lookup(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// names lists the commands' names: "perft, divide, ... or play".
func names() string {
	var all []string
	for _, c := range commands {
		all = append(all, c.name)
	}
	return listText(all, "or")
}

// listText joins items as a sentence does: "a, b and c" with word "and".
func listText(items []string, word string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	last := len(items) - 1
	return strings.Join(items[:last], ", ") + " " + word + " " + items[last]
}

// synopses are the commands' synopses, one a line, the names padded so
// that the flags line up:
//
//	checkers perft    [-variant NAME] ...
//	checkers variants [-json NAME]
func synopses() []string {
	width := 0
	for _, c := range commands {
		width = max(width, len(c.name))
	}
	lines := make([]string, len(commands))
	for i, c := range commands {
		lines[i] = fmt.Sprintf("checkers %-*s %s", width, c.name, c.synopsis)
	}
	return lines
}

// usage is the text "checkers -h" prints: the commands, their synopses
// and the notes that hold for all of them.
func usage() string {
	var b strings.Builder
	b.WriteString("usage: checkers COMMAND [flags]\n\ncommands:\n")
	for _, c := range commands {
		fmt.Fprintf(&b, "  %-9s %s\n", c.name, c.summary)
	}
	b.WriteString("\nsynopses:\n")
	for _, l := range synopses() {
		fmt.Fprintf(&b, "  %s\n", l)
	}
	var without []string
	for _, c := range commands {
		if !c.rules {
			without = append(without, c.name)
		}
	}
	fmt.Fprintf(&b, "\nAn ENGINE is builtin, random, hub:PROGRAM ARGS or dxp:HOST:PORT. The variant\n"+
		"is international unless -variant names another (pdn infers the variant of a\n"+
		"game that names none). Every command but %s takes -rules FILE: the\n"+
		"JSON rules of a variant of one's own (as \"variants -json NAME\" writes them,\n"+
		"edited), registered under its name. \"checkers COMMAND -h\" lists a command's\n"+
		"flags and their defaults.\n", listText(without, "and"))
	return b.String()
}

// errUsage asks for the usage text to be printed and a zero exit.
var errUsage = errors.New("usage")

// errHelped says that a command printed its help: a zero exit.
var errHelped = errors.New("help printed")

// parseCommandFlags parses a command's flags (the flag set is named after
// the command). -h prints the command's synopsis, what it does and its
// flags with their defaults on out, and returns errHelped; any other fault
// is an error of one line.
func parseCommandFlags(fs *flag.FlagSet, args []string, out io.Writer) error {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		c, _ := lookup(fs.Name())
		about := c.about
		if about == "" {
			about = c.summary
		}
		fmt.Fprintf(out, "usage: checkers %s %s\n\n%s\n\nflags:\n", c.name, c.synopsis, about)
		fs.SetOutput(out)
		fs.PrintDefaults()
		return errHelped
	}
	return err
}

// parseOnlyFlags is parseCommandFlags for a command that takes flags
// only: an argument left over is an error.
func parseOnlyFlags(fs *flag.FlagSet, args []string, out io.Writer) error {
	if err := parseCommandFlags(fs, args, out); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}
