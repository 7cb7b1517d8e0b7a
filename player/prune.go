package player

import "github.com/draughtsgo/checkers/board"

// Selectivity: the search looks at the moves that matter deeper than the
// rest, so that at equal time it sees further where the game is decided.
//
//   - Late move reductions: at a node searched three plies deep or more,
//     a quiet move ordered after the first (after the first three on the
//     principal variation, where the table's move, the captures and the
//     killers come) is searched a ply shallower, two off the principal
//     variation when it comes seventh or later and the node is four
//     plies deep or more. A move that proves better than the best so far is searched
//     again at the full depth, so a reduction only ever makes the search
//     overlook a good late move, never choose a bad one. Captures and
//     promotions change the material and are never reduced; since
//     captures are compulsory, a node that has one has nothing else.
//   - ProbCut: off the principal variation, a node three plies deep or
//     more is first searched at two fifths of its depth against a bound
//     above beta (a tenth of a man per ply of depth): a position that
//     clears it is taken to clear beta at the full depth too, and the
//     node fails high at once. The shallow search allows no ProbCut in
//     its own tree. Only while no king is on the board: in king
//     endgames the evaluation barely moves from one position to the
//     next, the wins lie deep, and a cut on the material of a shallow
//     search hid them (the English three-piece wins of
//     TestSearchFindsTheDatabasesWins took ten times the nodes).
//
// There is no null-move pruning: it assumes that moving is never worse
// than passing, which draughts contradicts all the time (tempo and
// opposition decide endgames, and a side with only bad moves loses by
// having to move), and passing is no legal move in any variant to verify
// it by. ProbCut prunes by a real search of the position instead.

// probCutDepth is the least depth of a node that tries ProbCut.
const probCutDepth = 3

// probCutMargin is the bound above beta, per ply of depth, that the
// shallow search of ProbCut must reach: a tenth of a man.
const probCutMargin = 10

// reduction returns how many plies shallower than the rest the i-th move
// searched, m, of a node depth plies deep is searched (see above).
func reduction(m *board.Move, i, depth int, pvNode bool) int {
	if depth < 3 || m.IsCapture() || m.Promotes {
		return 0
	}
	switch {
	case pvNode && i < 3:
		return 0
	case !pvNode && i >= 6 && depth >= 4:
		return 2
	}
	return 1
}

// probCut searches the node at ply, depth plies deep, at a shallow depth
// against a bound above beta, and reports whether it fails high there,
// with the score to return (beta: the shallow score says nothing exact).
// It leaves b.frames[ply]'s moves to be generated again.
func (b *Builtin) probCut(depth, beta, ply int) (int, bool) {
	bound := beta + depth*probCutMargin
	score := b.negamax(depth*2/5, bound-1, bound, ply, false)
	if !b.stopped && score >= bound {
		return beta, true
	}
	return 0, false
}
