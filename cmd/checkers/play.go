package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/players"
	"github.com/draughtsgo/checkers/variant"
)

// playHelp lists the commands of checkers play.
const playHelp = "  MOVE                play a move in the variant's notation (32-28, 19x30, c3:e5)\n" +
	"  moves               list the legal moves\n" +
	"  undo                take back your last move (and the engine's reply)\n" +
	"  claim [RULE | MOVE] claim a draw the rules allow (a repetition claimed\n" +
	"                      before the move names the move, which is played)\n" +
	"  offer               offer a draw; playing a move declines one\n" +
	"  accept              accept your opponent's draw offer\n" +
	"  resign              resign the game\n" +
	"  save FILE           write the game so far to FILE as PDN\n" +
	"  help                this list\n" +
	"  quit                stop\n"

// autoBool is a boolean flag that may be left unset, for the command to
// choose its value then.
type autoBool struct{ set, value bool }

// String returns the value, or "" when the flag was not given.
func (b *autoBool) String() string {
	if b == nil || !b.set {
		return ""
	}
	return strconv.FormatBool(b.value)
}

// Set reads the value, as a boolean flag's.
func (b *autoBool) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	b.set, b.value = true, v
	return nil
}

// IsBoolFlag lets the flag be given without a value ("-numbers").
func (b *autoBool) IsBoolFlag() bool { return true }

// or returns the value given, or def.
func (b *autoBool) or(def bool) bool {
	if b.set {
		return b.value
	}
	return def
}

// playCommand plays a game in the terminal: the player's moves and
// commands come from stdin, the board and the engine's moves go to out.
func playCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	getVariant := variantFlags(fs, "international")
	engineSpec := fs.String("engine", "builtin", "the opponent: builtin, random, hub:PROGRAM ARGS, dxp:HOST:PORT, or none")
	sideName := fs.String("side", "", "your side, white or black (default the side to move)")
	seconds := fs.Float64("time", 1, "the engine's seconds per move")
	fen := fs.String("fen", "", "the position to start from (default the variant's start)")
	var numbers autoBool
	fs.Var(&numbers, "numbers", "square numbers on the board (default: where the variant writes moves with numbers)")
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	v, err := getVariant()
	if err != nil {
		return err
	}
	if *seconds <= 0 || *seconds > 3600 {
		return fmt.Errorf("-time must be between 0 and 3600 seconds")
	}
	g := checkers.New(v)
	if *fen != "" {
		if g, err = checkers.NewFromFEN(v, *fen); err == nil {
			err = g.Err()
		}
		if err != nil {
			return err
		}
	}
	human := g.Turn()
	switch strings.ToLower(*sideName) {
	case "":
	case "white":
		human = board.White
	case "black":
		human = board.Black
	default:
		return fmt.Errorf("-side %q: want white or black", *sideName)
	}
	ctx, stop := signalContext()
	defer stop()
	s := &session{g: g, human: human, numbers: numbers.or(v.Notation() == variant.Numeric), out: out,
		limit: engine.Limit{Time: time.Duration(*seconds * float64(time.Second))}}
	g.SetTag("Event", "checkers play")
	g.SetTag("Date", time.Now().Format("2006.01.02"))
	names := [2]string{"player", "player"}
	if *engineSpec != "none" {
		if s.engine, err = players.Open(ctx, *engineSpec, v, players.Options{Seed: uint64(time.Now().UnixNano()), Builtin: gameOptions(nil)}); err != nil {
			return fmt.Errorf("-engine: %w", err)
		}
		defer s.engine.Close()
		if err := s.engine.NewGame(ctx, g.Clone(), human.Opponent()); err != nil {
			return fmt.Errorf("engine %s: %w", s.engine.Name(), err)
		}
		names[human.Opponent()] = s.engine.Name()
	}
	g.SetTag("White", names[board.White])
	g.SetTag("Black", names[board.Black])
	return s.play(ctx, bufio.NewScanner(stdin))
}
