package notation

import (
	"fmt"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// CheckPosition returns why p cannot stand in a game of v, or nil: the
// checks [ParseFEN] makes of what it reads, for a position built any other
// way. The error wraps [ErrNoVariant] (v is nil or has no board),
// [ErrSyntax] (no side to move), [ErrSquare] (a piece off v's playable
// squares), [ErrDuplicate] (two pieces on one square), [ErrPromotionRow] (a
// man on a square where its colour is crowned) or [ErrUnreachable] (where
// the first king crowned wins, a king of the side to move; a run of king
// moves longer than v's limit, or whose square holds no king of its side).
func CheckPosition(v *variant.Variant, p board.Position) error {
	if !usable(v) {
		return ErrNoVariant
	}
	if p.Turn > board.Black {
		return fmt.Errorf("%w: no side to move", ErrSyntax)
	}
	var seen board.Bitboard
	for c := board.White; c <= board.Black; c++ {
		for _, set := range [...]board.Bitboard{p.Men[c], p.Kings[c], p.Paras[c]} {
			if !set.And(seen).IsEmpty() {
				return fmt.Errorf("%w: square %s", ErrDuplicate, v.Board().Name(set.And(seen).First()))
			}
			seen = seen.Or(set)
		}
		if m := p.Men[c].And(v.Promotion()[c]); !m.IsEmpty() {
			return fmt.Errorf("%w: %v man on %s", ErrPromotionRow, c, v.Board().Name(m.First()))
		}
		run := p.KingRuns[c]
		if run.Moves > 0 && (int(run.Moves) > v.KingMoveLimit() || !p.Kings[c].Has(run.King)) {
			return fmt.Errorf("%w: %v's run of %d king moves", ErrUnreachable, c, run.Moves)
		}
	}
	if off := seen.AndNot(v.Board().Valid()); !off.IsEmpty() {
		return fmt.Errorf("%w: bit %d", ErrSquare, off.First())
	}
	if crownedToMove(v, &p) {
		return fmt.Errorf("%w: %v to move owns a king, but the first king crowned has won", ErrUnreachable, p.Turn)
	}
	return nil
}

// crownedToMove reports whether p is over before its side to move could
// move, where the first king crowned wins: the game ended as a king was
// crowned, so the side to move never has one (and so never both sides).
func crownedToMove(v *variant.Variant, p *board.Position) bool {
	return v.Goal() == variant.CrownWins && !p.Kings[p.Turn].IsEmpty()
}
