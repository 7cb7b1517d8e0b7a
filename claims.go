package checkers

import (
	"slices"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Claim is a draw a player may claim in the current position, under one
// of the variant's claimable draw rules ([variant.DrawRule] with a Claim
// other than Automatic). The right lapses when the rule is no longer met.
type Claim struct {
	// Rule is the name of the draw rule ("repetition", "forty-move rule").
	Rule string
	// Reason is the reason of the draw once claimed: Repetition, MoveCount
	// or Endgame.
	Reason Reason
	// Claimant says who may claim: the side to move, or either player.
	Claimant variant.Claimant
	// Moves are, for a rule claimed before the move (English repetition,
	// WCDF 1.32.1), the legal moves after which the position would stand
	// for the rule's count; the claim names one of them, which is played.
	// Nil for a claim of the position as it stands.
	Moves []board.Move
}

// mayClaim reports whether player may make claim c now.
func (g *Game) mayClaim(c Claim, player board.Color) bool {
	return c.Claimant == variant.EitherPlayer || player == g.Position().Turn
}

// cloneClaims returns a copy of claims that shares no slice with it.
func cloneClaims(claims []Claim) []Claim {
	out := slices.Clone(claims)
	for i := range out {
		out[i].Moves = slices.Clone(out[i].Moves)
	}
	return out
}

// Claims returns the draws that may be claimed in the current position (a
// new slice), none once the game is over.
func (g *Game) Claims() []Claim {
	if g.Result().Over() {
		return nil
	}
	return cloneClaims(g.claims)
}

// ClaimDraw ends the game drawn on player's claim under the draw rule
// called rule ("" for the first claim open to player). A rule claimed
// before the move names that move, one of the claim's Moves, which is
// played before the game ends drawn; any other claim names no move. A
// claim the player is not entitled to now, or with a missing or wrong
// move, is refused with ErrNoClaim and changes nothing.
func (g *Game) ClaimDraw(player board.Color, rule string, move ...board.Move) error {
	if err := g.playable(); err != nil {
		return err
	}
	for _, c := range g.claims {
		if (rule != "" && c.Rule != rule) || !g.mayClaim(c, player) || (len(move) > 0) != (c.Moves != nil) || len(move) > 1 {
			continue
		}
		if len(move) == 1 {
			i := slices.IndexFunc(c.Moves, func(m board.Move) bool { return m.SameAs(&move[0]) })
			if i < 0 {
				continue
			}
			g.play(c.Moves[i])
		}
		g.declared, g.drawnBy = Result{Drawn, c.Reason}, c.Rule
		return nil
	}
	return ErrNoClaim
}

// DrawnBy returns the name of the draw rule that ended the game, by the
// rules or by a claim ("25-move rule"), and whether one did.
func (g *Game) DrawnBy() (string, bool) {
	r, rule := g.outcome()
	if r.Status != Drawn || !isDrawRule(r.Reason) {
		return "", false
	}
	return rule, rule != ""
}

// OfferDraw makes player's offer of a draw. It stands until the opponent
// accepts it ([Game.AcceptDraw]) or declines it by playing a move; an
// offer made before one's own move stands through that move. Refused once
// the game is over.
func (g *Game) OfferDraw(player board.Color) error {
	if err := g.playable(); err != nil {
		return err
	}
	g.offer = offer{by: player, stands: true}
	return nil
}

// DrawOffer returns the player whose draw offer stands, and whether one
// does.
func (g *Game) DrawOffer() (board.Color, bool) {
	return g.offer.by, g.offer.stands && !g.Result().Over()
}

// AcceptDraw accepts, for player, the opponent's standing draw offer: the
// game ends drawn by agreement. Without such an offer it fails with
// ErrNoOffer.
func (g *Game) AcceptDraw(player board.Color) error {
	if err := g.playable(); err != nil {
		return err
	}
	if !g.offer.stands || g.offer.by == player {
		return ErrNoOffer
	}
	g.offer = offer{}
	return g.Declare(Result{Drawn, Agreement})
}

// AgreeDraw ends the game drawn by agreement, as a driver that has the
// players' word declares it.
func (g *Game) AgreeDraw() error { return g.Declare(Result{Drawn, Agreement}) }

// Resign ends the game: player resigns and the other side wins, in every
// variant (Antidam's and Antidraughts' reversed goal concerns only a side
// without a legal move).
func (g *Game) Resign(player board.Color) error {
	return g.Declare(win(player.Opponent(), Resignation))
}
