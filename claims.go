package checkers

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

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
	// Who says who may claim under the rule, the rule's
	// [variant.DrawRule] Claimant: the side to move only, or either
	// player. It is a category, not a colour: Players are the colours.
	Who variant.Claimant
	// Players are the players who may make the claim now: the side to
	// move, then, where either player may claim, the other. The first may
	// always make it: g.ClaimDraw(c.Players[0], c.Rule) (with one of
	// c.Moves for a claim before the move).
	Players []board.Color
	// Moves are, for a rule claimed before the move (English repetition,
	// WCDF 1.32.1), the legal moves after which the position would stand
	// for the rule's count; the claim names one of them, which is played.
	// Nil for a claim of the position as it stands.
	Moves []board.Move
}

// mayClaim reports whether player may make claim c now.
func (g *Game) mayClaim(c Claim, player board.Color) bool {
	return c.Who == variant.EitherPlayer || player == g.Position().Turn
}

// cloneClaims returns a copy of claims that shares no slice with it.
func cloneClaims(claims []Claim) []Claim {
	out := slices.Clone(claims)
	for i := range out {
		out[i].Moves = slices.Clone(out[i].Moves)
		out[i].Players = slices.Clone(out[i].Players)
	}
	return out
}

// claimants returns the players who may make a claim of who's in p.
func claimants(p board.Position, who variant.Claimant) []board.Color {
	if who == variant.EitherPlayer {
		return []board.Color{p.Turn, p.Turn.Opponent()}
	}
	return []board.Color{p.Turn}
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
// claim the player is not entitled to now changes nothing and is refused
// with an error wrapping ErrNoClaim that says why: no claim is open; the
// variant has no such rule, or it draws by itself, or it is not met now;
// only the side to move may claim; the claim's move is missing, or is not
// one the claim names; a move is named where the claim names none.
func (g *Game) ClaimDraw(player board.Color, rule string, move ...board.Move) error {
	if err := g.playable(); err != nil {
		return err
	}
	if len(move) > 1 {
		return fmt.Errorf("%w: a claim names one move, not %d", ErrNoClaim, len(move))
	}
	var refused error
	for _, c := range g.claims {
		if rule != "" && c.Rule != rule {
			continue
		}
		i, err := g.claimMove(c, player, move)
		if err != nil {
			refused = cmp.Or(refused, err)
			continue
		}
		if i >= 0 {
			g.play(c.Moves[i])
		}
		g.declared, g.drawnBy = Result{Drawn, c.Reason}, c.Rule
		return nil
	}
	if refused != nil {
		return refused
	}
	return g.noClaimUnder(rule)
}

// claimMove returns the index in c.Moves of the move a claim of c by
// player names (-1 for a claim that names none), or why the claim is
// refused.
func (g *Game) claimMove(c Claim, player board.Color, move []board.Move) (int, error) {
	switch {
	case !g.mayClaim(c, player):
		return -1, fmt.Errorf("%w: only the side to move, %v, may claim under %q", ErrNoClaim, g.Turn(), c.Rule)
	case c.Moves == nil && len(move) > 0:
		return -1, fmt.Errorf("%w: a claim under %q names no move", ErrNoClaim, c.Rule)
	case c.Moves == nil:
		return -1, nil
	case len(move) == 0:
		return -1, fmt.Errorf("%w: a claim under %q names the move it is made before: %s", ErrNoClaim, c.Rule, g.moveList(c.Moves))
	}
	i := slices.IndexFunc(c.Moves, func(m board.Move) bool { return m.SameAs(&move[0]) })
	if i < 0 {
		return -1, fmt.Errorf("%w: a claim under %q names %s, not %s", ErrNoClaim, c.Rule, g.moveList(c.Moves), g.MoveText(move[0]))
	}
	return i, nil
}

// noClaimUnder says why no claim under rule is open: none at all (rule
// ""), or the variant has no such rule, or it draws by itself, or it is
// not met now.
func (g *Game) noClaimUnder(rule string) error {
	if rule == "" {
		return ErrNoClaim
	}
	i := slices.IndexFunc(g.draws, func(d variant.DrawRule) bool { return d.Name == rule })
	switch {
	case i < 0:
		return fmt.Errorf("%w: %s has no draw rule %q", ErrNoClaim, g.v.Name(), rule)
	case g.draws[i].Claim == variant.Automatic:
		return fmt.Errorf("%w: %q ends the game by itself, unclaimed", ErrNoClaim, rule)
	}
	return fmt.Errorf("%w: %q is not met now", ErrNoClaim, rule)
}

// moveList writes moves of the current position for a message: "28-32",
// "28-32 or 28-24".
func (g *Game) moveList(moves []board.Move) string {
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = g.MoveText(m)
	}
	if len(texts) < 2 {
		return strings.Join(texts, "")
	}
	return strings.Join(texts[:len(texts)-1], ", ") + " or " + texts[len(texts)-1]
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
