package main

import (
	"errors"
	"fmt"
	"slices"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// explainMove says, in a line, why the player's text is not a move that
// can be played now (err is what Game.PlayText said), and what can be:
// for an illegal move the library's reason ("a capture is compulsory:
// 28x19", "the capture that takes the most pieces must be played, here 2:
// 32x14", with package capture's words for the rule, "there is no piece
// on 27", "the piece on 32 can play 32-27 or 32-28"), for a text that is no move or names a square the board lacks
// or several moves, what to type instead.
func explainMove(g *checkers.Game, text string, err error) string {
	var me *notation.MoveError
	if !errors.As(err, &me) {
		return errorText(err)
	}
	v, p := g.Variant(), g.Position()
	switch {
	case errors.Is(err, notation.ErrSyntax):
		return fmt.Sprintf("%q is neither a move nor a command (type help for the commands, moves for the legal moves)", text)
	case errors.Is(err, notation.ErrSquare):
		return fmt.Sprintf("%s: %s", text, badSquare(v, text))
	case errors.Is(err, notation.ErrAmbiguous):
		paths := make([]string, len(me.Candidates))
		for i, m := range me.Candidates {
			paths[i] = notation.FormatMovePath(v, p, m)
		}
		slices.SortFunc(paths, moveOrder)
		return fmt.Sprintf("%s could be %s: add a square between to choose", text, joinMoves(paths))
	case errors.Is(err, notation.ErrIllegal) && me.Why() != "":
		return me.Why()
	}
	return errorText(err)
}

// badSquare names the first square of a move text that v's board does not
// have, and the squares it has.
func badSquare(v *variant.Variant, text string) string {
	bad := text
	for _, t := range squareTokens(text) {
		if _, err := notation.ParseSquare(v, t); err != nil {
			bad = t
			break
		}
	}
	if v.Notation() == variant.Numeric {
		return fmt.Sprintf("the board has no square %s (its squares are 1 to %d)", bad, v.Board().Len())
	}
	return fmt.Sprintf("the board has no playable square %s", bad)
}

// outcome says how the game ended for the player: "you won", "you lost"
// or "draw" against an engine, "white won", "black won" or "draw" between
// two players at one keyboard, and why ("you lost: white has no pieces
// left", "draw: repetition").
func outcome(g *checkers.Game, human board.Color, engine bool) string {
	r := g.Result()
	winner, won := r.Winner()
	head := "draw"
	switch {
	case won && !engine:
		head = winner.String() + " won"
	case won && winner == human:
		head = "you won"
	case won:
		head = "you lost"
	}
	loser := winner.Opponent()
	why := map[checkers.Reason]string{
		checkers.NoMoves:     loser.String() + " has no legal move",
		checkers.NoPieces:    loser.String() + " has no pieces left",
		checkers.Resignation: loser.String() + " resigned",
		checkers.TimeForfeit: loser.String() + " ran out of time",
	}[r.Reason]
	if why == "" || !won {
		why = r.Reason.String()
	}
	if rule, ok := g.DrawnBy(); ok && rule != why {
		why += " (" + rule + ")"
	}
	if why == "" {
		return head
	}
	return head + ": " + why
}
