package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
	"github.com/draughtsgo/checkers/variant"
)

// explainMove says, in a line, why the player's text is not a move that
// can be played now (err is what Game.PlayText said), and what can be:
// "a capture is compulsory: 28x19", "there is no piece on 27", "the piece
// on 32 can play 32-27 or 32-28".
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
	case !errors.Is(err, notation.ErrIllegal):
		return errorText(err)
	}
	legal := g.LegalMoves()
	texts := moveTexts(v, p, legal)
	if len(legal) > 0 && legal[0].IsCapture() && allCaptures(legal) {
		if !strings.ContainsAny(text, "xX:") {
			return "a capture is compulsory: " + joinMoves(texts)
		}
		return fmt.Sprintf("%s is not a legal capture here: %s", text, joinMoves(texts))
	}
	squares := textSquares(v, text)
	if len(squares) == 0 {
		return fmt.Sprintf("%s is not a legal move: %s", text, joinMoves(texts))
	}
	from := squares[0]
	name := notation.FormatSquare(v, from)
	piece, ok := p.At(from)
	switch {
	case !ok:
		return fmt.Sprintf("there is no piece on %s", name)
	case piece.Color != p.Turn:
		return fmt.Sprintf("the piece on %s is %s's, and %s is to move", name, piece.Color, p.Turn)
	}
	var own []board.Move
	for _, m := range legal {
		if m.From == from {
			own = append(own, m)
		}
	}
	if len(own) == 0 {
		return fmt.Sprintf("the piece on %s cannot move; the legal moves: %s", name, joinMoves(texts))
	}
	return fmt.Sprintf("%s is not legal: the piece on %s can play %s", text, name, joinMoves(moveTexts(v, p, own)))
}

// allCaptures reports whether every move is a capture.
func allCaptures(ms []board.Move) bool {
	for _, m := range ms {
		if !m.IsCapture() {
			return false
		}
	}
	return true
}

// textSquares returns the squares a move text writes, as far as they are
// squares of v's board.
func textSquares(v *variant.Variant, text string) []board.Square {
	var squares []board.Square
	for _, t := range squareTokens(text) {
		s, err := notation.ParseSquare(v, t)
		if err != nil {
			break
		}
		squares = append(squares, s)
	}
	return squares
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
