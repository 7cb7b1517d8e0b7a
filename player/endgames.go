package player

import (
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// endgameMove returns a best move of p by the endgame databases, with its
// score, if they are for v and hold p.
func (b *Builtin) endgameMove(v *variant.Variant, p board.Position) (board.Move, int, bool) {
	if b.endgames == nil || !egdb.SameValues(b.endgames.Variant(), v) {
		return board.Move{}, 0, false
	}
	// A position not held, or a file that fails, gives no move: the
	// search plays, never a failure read as a value.
	value, moves, err := b.endgames.BestMoves(p)
	if err != nil || len(moves) == 0 {
		return board.Move{}, 0, false
	}
	return moves[0], endgameScore(value, 0), true
}

// endgameScore is the search's score of a value the databases give at ply
// of the line: a win in d plies is Win less the plies to it from the
// root, as the search scores the wins it finds.
func endgameScore(v egdb.Value, ply int) int {
	switch v.Outcome {
	case egdb.Win:
		return engine.Win - ply - v.Plies
	case egdb.Loss:
		return -(engine.Win - ply - v.Plies)
	}
	return 0
}

// probe returns the score of the position at ply by the databases, and
// whether they hold it: only positions with few enough pieces are looked
// up, and a probe that fails (not held, a damaged or unreadable file) is
// no score, where the search goes on.
func (b *Builtin) probe(p *board.Position, ply int) (int, bool) {
	if !b.probing || p.Occupied().Count() > b.endgames.Pieces() {
		return 0, false
	}
	v, err := b.endgames.Probe(*p)
	if err != nil {
		return 0, false
	}
	return endgameScore(v, ply), true
}
