package player

import (
	"context"
	"slices"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/movegen"
	"github.com/draughtsgo/checkers/variant"
)

// Search bounds of the built-in player.
const (
	// MaxDepth is the deepest iteration the built-in player searches: a
	// larger Limit.Depth is cut down to it, and a Limit with no depth
	// searches to it unless time or nodes run out first.
	MaxDepth = 64
	// DefaultTime is the time the built-in player takes when the Limit
	// sets no bound at all (the zero Limit).
	DefaultTime = time.Second
	// maxPly bounds the length of a line searched: MaxDepth plies and as
	// many again of captures beyond them (the capture search goes
	// quiescenceBudget plies at most).
	maxPly = 2 * MaxDepth
	// infinity is above every score.
	infinity = engine.Win + 1
	// winThreshold is the lowest score of a forced win (Win less the plies
	// to it, which never reach 1000).
	winThreshold = engine.Win - 1000
)

// Options configure a built-in player made by NewWith.
type Options struct {
	// TableSize is the number of entries of the transposition table, of
	// 16 bytes each, rounded down to a power of two and at least 1024;
	// 0 means 2^18 entries (4 MiB).
	TableSize int
	// Endgames, when not nil, are endgame databases (package egdb), used
	// in games of a variant whose values are theirs ([egdb.SameValues]:
	// the same rules of play and the same draw rules of the position,
	// whatever its name, not only the same pointer): in a position they
	// hold, the player plays a best move by them (the shortest win, the
	// longest loss, a drawing move) without searching, and the search
	// scores the positions they hold by them, exactly. Their values know
	// no draw rule: the game's move counts still apply.
	Endgames *egdb.DB
	// KeepTable keeps the transposition table from one search to the
	// next of the same variant, as the player of a game wants: the
	// search of a move starts from what the search of the last one
	// found two plies further on, and reaches each depth sooner. A
	// search's result then depends on the searches made before it. When
	// false, each search starts from an empty table.
	KeepTable bool
}

// Builtin is the built-in player: an iterative-deepening alpha-beta search
// (negamax with principal-variation search, aspiration windows at the
// root) over the library's move generator, with a transposition table of
// two-entry buckets, move ordering (the table's move, captures by the
// number of pieces taken, killer moves, a history of refutations), late
// move reductions, ProbCut while no king is on the board, a ply more for
// a lone legal move (see prune.go), a capture search beyond the nominal depth (captures are
// compulsory, so a position where the side to move must capture is
// searched on rather than scored statically, within a budget counted in
// bits of branching that bounds the capture tree below any position to
// 2^16 lines, and a line of single captures to 16 plies; at a quiet
// leaf, the moves that crown a man are searched too), and an
// evaluation: in International draughts (and any variant that plays as it
// does) one learned from games and from a stronger engine's scores of
// their positions, of material, the men's squares, the balance of the
// wings, the men's free steps, locked men, men backed from behind, the
// first king and the men of every 4 by 4 window of the board
// (patterns.go), weighed differently in opening and ending, a lead that
// endings with kings seldom convert counting less; in the other
// variants one of material, advancement and the guard of the first rank
// (in a variant where every move is a capture, Konane, of mobility: the
// moves each side has).
//
// It sees the rules only through the move generator and the variant's
// goal, so it plays every variant. A position with no legal move is lost
// for the side to move, or won under a reversed goal (Antidam); a position
// met before, on the line searched or in the game's history, is scored a
// draw. Other draw rules (move counts) are left to the game.
//
// A search with a depth or node limit and no time limit (and a context
// that is not done) is deterministic: each search starts from an empty
// table, so its move, score and node count depend only on the game and the
// limit (with Options.KeepTable, on the searches before it too).
//
// A Builtin holds its table and move lists, so it is not safe for
// concurrent use: one goroutine at a time may call Search. Give each
// goroutine (each side of a match played in parallel) its own Builtin.
type Builtin struct {
	table    table
	endgames *egdb.DB // nil: none
	// keepTable is Options.KeepTable, and tableOf the variant whose
	// positions the table holds.
	keepTable bool
	tableOf   *variant.Variant
	eval      evaluator
	frames    [maxPly + 1]frame
	killers   [maxPly + 1][2]quiet
	history   [2][board.MaxBits][board.MaxBits]int32

	// pv is the triangular table of principal variations: pv[ply] is the
	// best line found from the node at ply, pvLen[ply] long.
	pv    [MaxDepth + 2][MaxDepth + 2]board.Move
	pvLen [MaxDepth + 2]int

	// keys holds the Zobrist keys of the game's positions, the position
	// searched at index root, then those of the line being searched;
	// since[ply] is the index of the oldest key the position at ply can
	// repeat (see repetition.go).
	keys  []uint64
	root  int
	since [maxPly + 2]int

	// The state of the search in progress.
	v          *variant.Variant
	gen        movegen.Generator // v's
	noMoveWins bool
	quiescence bool
	probing    bool // the endgame databases are for the variant searched
	ctx        context.Context
	deadline   time.Time
	nodeLimit  uint64
	nodes      uint64
	stopped    bool
	// rootBest is the index among the root's moves of the best move of
	// the last depth completed, or noMove: it is searched first at the
	// next depth, so that a depth cut short has searched it before any
	// other (see Search).
	rootBest int
}

// New returns a built-in player with the default options.
func New() *Builtin {
	return NewWith(Options{})
}

// NewWith returns a built-in player configured by o.
func NewWith(o Options) *Builtin {
	size := o.TableSize
	if size <= 0 {
		size = defaultTableSize
	}
	return &Builtin{table: newTable(size), endgames: o.Endgames, keepTable: o.KeepTable}
}

// Search returns the best move it finds in g's current position within
// limit, searching one ply deeper at a time and calling info (when not
// nil) after each completed depth.
//
// limit.Depth bounds the depth (at most MaxDepth); limit.Time and
// limit.Nodes stop the search, at whatever depth, inside the capture
// search too. A Limit that bounds nothing (the zero Limit, or negative
// values) searches for DefaultTime, to MaxDepth at most. The search also
// stops after a depth that proves a forced win or loss, and when the game
// has exactly one legal move it searches that move to depth 1 only.
//
// A search with Time t returns within t plus the time of 256 nodes (see
// checkInterval): a fraction of a millisecond in ordinary positions, and
// still about a millisecond at most in crowded ones full of kings, where a
// node costs microseconds; the tests allow t plus 50 ms, for a slow and
// shared machine, on crowded random positions of every variant. The clock
// starts when Search is called; clearing the table comes first and counts
// (next to nothing, but one search in 63 zeroes it: a fraction of a
// millisecond at the default size, in proportion to Options.TableSize,
// so a table of gigabytes can outlast a short t), and
// the time spent in info, the caller's, counts too. A search with Nodes n
// visits at most n positions, as Info.Nodes counts them.
//
// A stopped search returns the best move of the last depth it completed,
// or a better one of the depth in progress: that depth searches the last
// one's best move first, so a move it has searched in full and found
// better is better at the greater depth. Stopped before depth 1 has
// searched any root move in full, it returns the first legal move: there
// is always a move to return.
//
// When ctx is done, the search stops as a time limit stops it and returns
// its move with a nil error. A context done before the search starts gets
// what the first 256 nodes find: the move of depth 1 when depth 1 takes
// fewer (most positions), else the first legal move or a root move
// searched in full by then. A game that is over, or whose position has no
// legal move, gives engine.ErrNoMoves. Search does not change g.
func (b *Builtin) Search(ctx context.Context, g *checkers.Game, limit engine.Limit, info func(engine.Info)) (board.Move, error) {
	if g.Result().Over() {
		return board.Move{}, engine.ErrNoMoves
	}
	start := time.Now()
	v, root := g.Variant(), g.Position()
	b.frames[0].pos = root
	rootMoves := movegen.Generate(v, root, b.frames[0].moves[:0])
	b.frames[0].moves = rootMoves
	if len(rootMoves) == 0 {
		return board.Move{}, engine.ErrNoMoves
	}
	best := rootMoves[0]
	if m, score, ok := b.endgameMove(v, root); ok {
		if info != nil {
			info(engine.Info{Depth: 1, Score: score, Time: time.Since(start), PV: []board.Move{m}})
		}
		return m, nil
	}

	if ctx == nil {
		ctx = context.Background()
	}
	b.prepare(ctx, v, g.Positions(), g.History())
	maxDepth := b.setLimit(limit, start)
	if len(rootMoves) == 1 {
		maxDepth = 1
	}

	last := 0 // the score of the last depth completed
	for depth := 1; depth <= maxDepth; depth++ {
		score, ok := b.aspire(depth, last)
		if ok {
			best = b.pv[0][0]
		}
		if b.stopped {
			break
		}
		last = score
		if info != nil {
			info(engine.Info{
				Depth: depth,
				Score: score,
				Nodes: b.nodes,
				Time:  time.Since(start),
				PV:    slices.Clone(b.pv[0][:b.pvLen[0]]),
			})
		}
		if b.enough(score, depth) {
			break
		}
	}
	b.ctx = nil // not kept past the search it belongs to
	return best, nil
}

// aspire searches the root depth plies deep, within a window around the
// score of the last depth, last, from depth aspirationDepth on: most
// depths end near the last one's score, and a narrow window cuts more. A
// score outside the window is only a bound, so the depth is searched
// again with the window widened on that side, four times as wide each
// time, until the score falls inside (a score of a forced win or loss
// opens the window on its side at once). It returns the score, and
// whether b.pv[0][0] holds a move to play: a depth completed, or one
// stopped after a root move was searched in full and proved better than
// every move before it (the last depth's best comes first, so that it is
// better at this depth than the last depth's best; a move that failed
// high out of the window is better than the last depth's score too).
func (b *Builtin) aspire(depth, last int) (int, bool) {
	alpha, beta := -infinity, infinity
	delta := aspirationWindow
	if depth >= aspirationDepth && abs(last) < winThreshold {
		alpha, beta = last-delta, last+delta
	}
	found := false
	for {
		score := b.negamax(depth, alpha, beta, 0, true)
		// pv[0] holds a move only once a root move has been searched in
		// full with a score above alpha, better than every move before it.
		found = found || b.pvLen[0] > 0
		if b.stopped {
			return score, found
		}
		delta *= 4
		switch {
		case score <= alpha:
			alpha = max(score-delta, -infinity)
			if score <= -winThreshold {
				alpha = -infinity
			}
		case score >= beta:
			beta = min(score+delta, infinity)
			if score >= winThreshold {
				beta = infinity
			}
		default:
			return score, true
		}
	}
}

// The aspiration window: from depth aspirationDepth on, a depth is first
// searched within aspirationWindow of the last depth's score (a quarter
// of a man).
const (
	aspirationDepth  = 4
	aspirationWindow = 25
)

// prepare resets the player for a search of v from the last of positions,
// the game's history (moves[i] leads from positions[i] to positions[i+1]).
func (b *Builtin) prepare(ctx context.Context, v *variant.Variant, positions []board.Position, moves []board.Move) {
	b.v, b.gen = v, movegen.NewGenerator(v)
	b.probing = b.endgames != nil && egdb.SameValues(b.endgames.Variant(), v)
	b.noMoveWins = v.Goal() == variant.NoMoveWins
	b.eval.init(v)
	// In a variant where every move is a capture (Konane), searching on
	// while captures remain would search every line to the end.
	b.quiescence = !b.eval.mobility
	if b.keepTable && b.tableOf == v {
		b.table.age()
	} else {
		b.table.clear()
	}
	b.tableOf = v
	b.killers = [maxPly + 1][2]quiet{}
	clear(b.history[board.White][:])
	clear(b.history[board.Black][:])
	b.loadHistory(positions, moves)
	b.ctx = ctx
	b.nodes, b.stopped, b.rootBest = 0, false, noMove
}
