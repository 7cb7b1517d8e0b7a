package dxp

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
)

// peerEnded ends g as the peer, which plays peer and is called name, said
// with its GAMEEND's reason in place of a move. The rules decide where
// they can: a game they ended keeps their result, the peer's loss is its
// resignation, its draw one by the rule that lets it claim one. Where they
// cannot say how the game stands, it is adjudicated as the peer said: its
// win for "I win", a draw for "draw" and for no result (ReasonNone, or a
// reason the protocol does not define); the last move's comment says so.
func peerEnded(g *checkers.Game, peer board.Color, name string, reason EndReason) {
	if g.Result().Over() {
		return
	}
	switch reason {
	case ReasonLoss:
		if g.Resign(peer) == nil {
			return
		}
	case ReasonDraw:
		if g.ClaimDraw(peer, "") == nil {
			return
		}
	}
	status := checkers.Drawn
	if reason == ReasonWin {
		status = checkers.WhiteWins
		if peer == board.Black {
			status = checkers.BlackWins
		}
	}
	if g.Declare(checkers.Result{Status: status, Reason: checkers.Adjudication}) == nil {
		addComment(g, fmt.Sprintf("%s ended the game: %v; the rules do not decide the position: scored as %s said", name, reason, name))
	}
}

// record gives gm, which ended (err nil), was replaced by a new request,
// or was given up for err, to the options' OnGame, if any: tagged with the
// players' names (this side's Options.ID, the peer's as its GAMEREQ or
// GAMEACC gave it), the date and its round on the connection, and, given
// up, the failure as the last move's comment; an illegal move of the peer
// loses it by a rules infraction.
func (s *session) record(gm *game, err error) {
	if s.o.OnGame == nil {
		return
	}
	g := gm.g
	var names [2]string
	names[gm.me] = s.o.ID.Name
	names[gm.me.Opponent()] = gm.peer
	g.SetTag("Event", "DXP")
	g.SetTag("Date", time.Now().Format("2006.01.02"))
	g.SetTag("Round", strconv.Itoa(gm.round))
	g.SetTag("White", names[board.White])
	g.SetTag("Black", names[board.Black])
	if err != nil {
		if errors.Is(err, ErrIllegalMove) && !g.Result().Over() {
			status := checkers.WhiteWins
			if gm.me == board.Black {
				status = checkers.BlackWins
			}
			_ = g.Declare(checkers.Result{Status: status, Reason: checkers.RulesInfraction})
		}
		addComment(g, err.Error())
	}
	s.o.OnGame(g, gm.me)
}

// addComment adds text to the comment of g's last move.
func addComment(g *checkers.Game, text string) {
	if c := g.Comment(g.Ply()); c != "" {
		text = c + " " + text
	}
	g.SetComment(g.Ply(), text)
}
