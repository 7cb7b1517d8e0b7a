package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/diagram"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// session is a game of checkers play: the player's side, the engine that
// plays the other (nil: two players at one keyboard), and how the board is
// drawn.
type session struct {
	g       *checkers.Game
	engine  engine.Engine
	human   board.Color
	limit   engine.Limit
	numbers bool // square numbers on the board
	out     io.Writer
}

// play plays the game to its end: the engine (if any) moves for the side
// that is not the player's, the lines of in are the player's moves and
// commands. It ends at the end of the game, at "quit", at the end of in,
// or when ctx ends (an interrupt: Ctrl-C at the prompt).
func (s *session) play(ctx context.Context, in *bufio.Scanner) error {
	lines, readErr := readLines(ctx, in)
	if !s.g.Result().Over() {
		s.draw()
	}
	for !s.g.Result().Over() {
		turn := s.g.Turn()
		if s.engine != nil && turn != s.human {
			if err := s.engineMove(ctx); err != nil {
				if ctx.Err() != nil { // interrupted while the engine thought
					fmt.Fprintln(s.out)
					return nil
				}
				return err
			}
			continue
		}
		showClaims(s.g, s.out)
		fmt.Fprintf(s.out, "%s to move> ", turn)
		var line string
		var ok bool
		select {
		case line, ok = <-lines:
		case <-ctx.Done():
		}
		if !ok {
			fmt.Fprintln(s.out)
			if ctx.Err() != nil {
				return nil
			}
			return <-readErr
		}
		if s.command(line) {
			return nil
		}
	}
	s.draw()
	fmt.Fprintln(s.out, outcome(s.g, s.human, s.engine != nil))
	if s.engine != nil {
		s.engine.GameOver(ctx, s.g.Clone())
	}
	return nil
}

// readLines reads the lines of in on a goroutine of its own, so that a
// wait for the player's line can end with ctx; the error of in comes once
// the lines end. The goroutine ends with in, or with ctx after the line it
// is reading.
func readLines(ctx context.Context, in *bufio.Scanner) (<-chan string, <-chan error) {
	lines, readErr := make(chan string), make(chan error, 1)
	go func() {
		defer close(lines)
		for in.Scan() {
			select {
			case lines <- in.Text():
			case <-ctx.Done():
				return
			}
		}
		readErr <- in.Err()
	}()
	return lines, readErr
}

// engineMove plays the engine's move, and draws the board after it unless
// the move ended the game.
func (s *session) engineMove(ctx context.Context) error {
	name := s.engine.Name()
	m, err := s.engine.Move(ctx, s.g.Clone(), s.limit)
	if err != nil {
		return fmt.Errorf("engine %s: %w", name, err)
	}
	text := s.g.MoveText(m)
	if err := s.g.Play(m); err != nil {
		return fmt.Errorf("engine %s played an illegal move: %w", name, err)
	}
	fmt.Fprintf(s.out, "%s plays %s\n", name, text)
	if !s.g.Result().Over() {
		s.draw()
	}
	return nil
}

// draw draws the board, the last move marked, as the player sees it:
// Black at the bottom for a player of Black against an engine.
func (s *session) draw() {
	o := diagram.Options{Flip: s.human == board.Black && s.engine != nil, Numbers: s.numbers}
	if m, ok := s.g.LastMove(); ok {
		positions := s.g.Positions()
		o.LastMove, o.LastPath = &m, movegen.Path(s.g.Variant(), positions[len(positions)-2], m)
	}
	fmt.Fprint(s.out, diagram.Text(s.g.Variant(), s.g.Position(), o))
}

// command carries out one line of the player's and reports whether it
// was quit. A line that is no command is read as a move.
func (s *session) command(line string) (quit bool) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return false
	}
	word := strings.ToLower(fields[0])
	arg := strings.Join(fields[1:], " ")
	g, turn := s.g, s.g.Turn()
	var err error
	switch word {
	case "quit", "exit":
		return true
	case "help", "?":
		fmt.Fprint(s.out, "Type a move or a command:\n"+playHelp)
	case "moves":
		fmt.Fprintf(s.out, "legal moves: %s\n", strings.Join(moveTexts(g.Variant(), g.Position(), g.LegalMoves()), " "))
	case "undo":
		if err = s.undo(); err == nil {
			s.draw()
		}
	case "claim":
		err = claimCommand(g, arg, s.out)
	case "offer":
		if err = g.OfferDraw(turn); err == nil && s.engine != nil {
			fmt.Fprintf(s.out, "%s takes no draw offers: its move declines yours.\n", s.engine.Name())
		}
	case "accept":
		err = g.AcceptDraw(turn)
	case "resign":
		err = g.Resign(turn)
	case "save":
		err = s.save(arg)
	default:
		text := strings.TrimSpace(line)
		if err := g.PlayText(text); err != nil {
			fmt.Fprintln(s.out, explainMove(g, text, err))
		} else if !g.Result().Over() {
			s.draw()
		}
	}
	if err != nil {
		fmt.Fprintln(s.out, errorText(err))
	}
	return false
}

// undo takes back the player's last move and, against an engine, the
// engine's replies after it, so that it is the player's turn again.
func (s *session) undo() error {
	if s.engine == nil {
		_, err := s.g.Undo()
		return err
	}
	positions := s.g.Positions()
	last := -1 // the ply of the player's last move
	for ply := s.g.Ply() - 1; ply >= 0; ply-- {
		if positions[ply].Turn == s.human {
			last = ply
			break
		}
	}
	if last < 0 {
		return fmt.Errorf("no move of yours to undo")
	}
	for s.g.Ply() > last {
		if _, err := s.g.Undo(); err != nil {
			return err
		}
	}
	return nil
}

// save writes the game so far to the file at path as PDN.
func (s *session) save(path string) error {
	if path == "" {
		return fmt.Errorf("save needs a file name: save FILE")
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = s.g.WritePDN(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		fmt.Fprintf(s.out, "saved to %s\n", path)
	}
	return err
}

// showClaims tells the player to move the draws they may claim and the
// draw offer that stands.
func showClaims(g *checkers.Game, out io.Writer) {
	for _, c := range g.Claims() {
		fmt.Fprintln(out, "You may claim a draw by "+howToClaim(g, c)+".")
	}
	if by, ok := g.DrawOffer(); ok && by != g.Turn() {
		fmt.Fprintf(out, "%s offers a draw: type accept, or play on.\n", by)
	}
}

// howToClaim says what claim c is and what to type to make it: "the
// forty-move rule: type claim", "repetition before playing 29-25: type
// claim 29-25".
func howToClaim(g *checkers.Game, c checkers.Claim) string {
	if c.Moves == nil {
		return "the " + c.Rule + ": type claim"
	}
	texts := moveTexts(g.Variant(), g.Position(), c.Moves)
	return c.Rule + " before playing " + strings.Join(texts, " or ") + ": type claim " + strings.Join(texts, " or claim ")
}

// claimCommand makes the claim of the side to move: arg names the rule or
// the move the claim is made before, or is empty for the first claim open.
// A claim that names a move, made without it, lists what can be claimed
// and how instead.
func claimCommand(g *checkers.Game, arg string, out io.Writer) error {
	turn := g.Turn()
	isRule := slices.ContainsFunc(g.Variant().Rules().Draws, func(d variant.DrawRule) bool { return d.Name == arg })
	var err error
	switch m, perr := notation.ParseMove(g.Variant(), g.Position(), arg); {
	case arg == "" || isRule:
		err = g.ClaimDraw(turn, arg)
	case perr == nil:
		return g.ClaimDraw(turn, "", m)
	case !errors.Is(perr, notation.ErrSyntax):
		return perr // a move, but not one that can be played here
	default:
		return g.ClaimDraw(turn, arg)
	}
	var open []string
	for _, c := range g.Claims() {
		if c.Moves != nil && (arg == "" || arg == c.Rule) && slices.Contains(c.Players, turn) {
			open = append(open, howToClaim(g, c))
		}
	}
	if err == nil || len(open) == 0 {
		return err
	}
	for _, how := range open {
		fmt.Fprintln(out, "You may claim a draw by "+how+".")
	}
	return nil
}
