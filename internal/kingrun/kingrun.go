// Package kingrun holds the rules of the king-move limit of Frisian
// draughts and Frysk! (RULES.md, Frisian): a side that has kings and men
// may not make more than a variant's limit of quiet moves in a row with the
// same king. A position carries each side's run of such moves as data
// ([board.KingRuns]); this package says which king a run bars and how a
// move changes the runs. Package variant applies it when it plays a move
// ([variant.Variant.Apply]), and the move generators of internal/gen when they
// play moves of their own, so that both count runs by one set of rules.
package kingrun

import "github.com/draughtsgo/checkers/board"

// Barred returns the square of the king of side c that may make no quiet
// move under limit (its run has reached it), or [board.NoSquare] if every
// king of c may move. men reports whether c has men: a side with kings
// only is not bound. A limit of 0 bars nothing.
func Barred(r board.KingRuns, c board.Color, limit uint8, men bool) board.Square {
	if limit == 0 || c > board.Black || r[c].Moves < limit || !men {
		return board.NoSquare
	}
	return r[c].King
}

// After returns the runs after side c plays a move, by the limit's three
// rules:
//
//  1. A quiet king move from from to to, while c still has men after it,
//     extends c's run if the king is the tracked one and starts a new run
//     of one move otherwise; the run then tracks to. A promotion is a man's
//     move, not a king's.
//  2. Any other move of c (a capture, a man's move), or a move that leaves
//     c without men, ends c's run.
//  3. The opponent's run ends if the opponent has no men left or its
//     tracked king was captured (captured reports that).
//
// kingStep says the move was a quiet king move; men[x] whether side x has
// men after the move. Runs never grow past limit.
func After(r board.KingRuns, c board.Color, kingStep bool, from, to board.Square, men [2]bool, captured bool, limit uint8) board.KingRuns {
	o := c.Opponent()
	switch {
	case !kingStep || !men[c]:
		r[c] = board.KingRun{}
	case r[c].Moves > 0 && r[c].King == from:
		r[c] = board.KingRun{King: to, Moves: min(r[c].Moves+1, limit)}
	default:
		r[c] = board.KingRun{King: to, Moves: 1}
	}
	if !men[o] || captured {
		r[o] = board.KingRun{}
	}
	return r
}

// Next returns the runs after side c played m under limit (not 0), by
// After: runs are the runs before the move, kingMoved whether the piece
// that moved was a king, and after the position the move led to (only its
// men are read).
func Next(runs board.KingRuns, c board.Color, kingMoved bool, after *board.Position, m board.Move, limit uint8) board.KingRuns {
	o := c.Opponent()
	kingStep := kingMoved && !m.Lift && m.Captured.IsEmpty() && !m.Promotes
	men := [2]bool{!after.Men[board.White].IsEmpty(), !after.Men[board.Black].IsEmpty()}
	captured := runs[o].Moves > 0 && m.Captured.Has(runs[o].King)
	return After(runs, c, kingStep, m.From, m.To, men, captured, limit)
}
