package main

import (
	"fmt"
	"strings"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/notation"
)

// The ends of a game beside the moves: draws claimed under the variant's
// rules, draws offered and accepted, and resignations.

// claimInfo describes a draw that may be claimed now: the rule's name, the
// reason of the draw once claimed, who may claim ("side-to-move" or
// "either-player"), and, for a rule claimed before the move (English
// repetition), the moves the claim may name, one of which is played; none
// for a claim of the position as it stands.
type claimInfo struct {
	Rule     string   `json:"rule"`
	Reason   string   `json:"reason"`
	Claimant string   `json:"claimant"`
	Moves    []string `json:"moves"`
}

// playerArgs are the arguments of offerDraw, acceptDraw and resign: the
// player, "white" or "black" (the side to move when left out).
type playerArgs struct {
	Player string `json:"player"`
}

// claimArgs are the arguments of claimDraw: the player, the rule's name
// (the first claim open to the player when left out) and, for a claim
// before the move, the move it names, as a text.
type claimArgs struct {
	Player string `json:"player"`
	Rule   string `json:"rule"`
	Move   string `json:"move"`
}

// claims describes the draws that may be claimed in g's position.
func claims(g *checkers.Game) []claimInfo {
	out := []claimInfo{}
	p := g.Position()
	for _, c := range g.Claims() {
		info := claimInfo{Rule: c.Rule, Reason: c.Reason.String(), Claimant: c.Who.String(), Moves: []string{}}
		for _, m := range c.Moves {
			info.Moves = append(info.Moves, notation.FormatMove(g.Variant(), p, m))
		}
		out = append(out, info)
	}
	return out
}

// playerOf reads a player's colour; "" is the side to move.
func playerOf(g *checkers.Game, name string) (board.Color, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return g.Position().Turn, nil
	}
	var c board.Color
	if err := c.UnmarshalText([]byte(name)); err != nil {
		return c, fmt.Errorf("checkers: bad player: %w", err)
	}
	return c, nil
}

// claimDraw makes the claim its arguments describe and returns the result.
func claimDraw(g *checkers.Game, args claimArgs) (resultInfo, error) {
	c, err := playerOf(g, args.Player)
	if err != nil {
		return resultInfo{}, err
	}
	var named []board.Move
	if text := strings.TrimSpace(args.Move); text != "" {
		if g.Result().Over() {
			return resultInfo{}, checkers.ErrGameOver
		}
		m, err := notation.ParseMove(g.Variant(), g.Position(), text)
		if err != nil {
			return resultInfo{}, err
		}
		named = append(named, m)
	}
	if err := g.ClaimDraw(c, args.Rule, named...); err != nil {
		return resultInfo{}, err
	}
	return result(g), nil
}

// byPlayer runs do, one of the game's methods that take a player
// (OfferDraw, AcceptDraw, Resign), for the player arg names ({player}),
// and returns the game's result.
func byPlayer(g *checkers.Game, arg []byte, do func(*checkers.Game, board.Color) error) (resultInfo, error) {
	var args playerArgs
	if err := decode(arg, &args); err != nil {
		return resultInfo{}, err
	}
	c, err := playerOf(g, args.Player)
	if err != nil {
		return resultInfo{}, err
	}
	if err := do(g, c); err != nil {
		return resultInfo{}, err
	}
	return result(g), nil
}

// drawOffer returns the colour of the player whose draw offer stands, or
// nil.
func drawOffer(g *checkers.Game) any {
	if c, ok := g.DrawOffer(); ok {
		return c.String()
	}
	return nil
}
