package player

import (
	"context"
	"slices"
	"time"

	"github.com/draughtsgo/checkers"
	"github.com/draughtsgo/checkers/board"
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
	// many again of captures beyond them.
	maxPly = 2 * MaxDepth
	// quiescenceLimit is the most plies of captures searched beyond the
	// nominal depth, so that a long exchange cannot run away with the
	// search.
	quiescenceLimit = 16
	// checkInterval is one less than the number of nodes between two
	// looks at the clock and the context, a power of two: often enough to
	// stop within a fraction of a millisecond, rarely enough to cost
	// nothing.
	checkInterval = 1<<10 - 1
	// infinity is above every score.
	infinity = Win + 1
	// winThreshold is the lowest score of a forced win (Win less the plies
	// to it, which never reach 1000).
	winThreshold = Win - 1000
)

// Options configure a built-in player made by NewWith.
type Options struct {
	// TableSize is the number of entries of the transposition table, of
	// 16 bytes each, rounded down to a power of two and at least 1024;
	// 0 means 2^18 entries (4 MiB).
	TableSize int
}

// Builtin is the built-in player: an iterative-deepening alpha-beta search
// (negamax with principal-variation search) over the library's move
// generator, with a transposition table, move ordering (the table's move,
// captures by the number of pieces taken, killer moves, a history of
// refutations), a capture search beyond the nominal depth (captures are
// compulsory, so a position where the side to move must capture is never
// scored statically, within 16 plies of captures), and an evaluation of
// material and advancement (in a variant where every move is a capture,
// Konane, of mobility: the moves each side has).
//
// It sees the rules only through the move generator and the variant's
// goal, so it plays every variant. A position with no legal move is lost
// for the side to move, or won under a reversed goal (Antidam); a position
// met before, on the line searched or in the game's history, is scored a
// draw. Other draw rules (move counts) are left to the game.
//
// A search with a depth or node limit and no time limit is deterministic:
// each search starts from an empty table, so its move, score and node count
// depend only on the game and the limit.
//
// A Builtin holds its table and move lists, so it is not safe for
// concurrent use: one goroutine at a time may call Search. Give each
// goroutine (each side of a match played in parallel) its own Builtin.
type Builtin struct {
	table   table
	eval    evaluator
	frames  [maxPly + 1]frame
	killers [maxPly + 1][2]quiet
	history [2][board.MaxBits][board.MaxBits]int32

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
	noMoveWins bool
	quiescence bool
	ctx        context.Context
	deadline   time.Time
	nodeLimit  uint64
	nodes      uint64
	mayStop    bool
	stopped    bool
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
	return &Builtin{table: newTable(size)}
}

// Search returns the best move it finds in g's current position within
// limit, searching one ply deeper at a time and calling info (when not
// nil) after each completed depth.
//
// limit.Depth bounds the depth (at most MaxDepth); limit.Time and
// limit.Nodes stop the search, which then returns the best move of the
// last depth it completed. A Limit that bounds nothing (the zero Limit,
// or negative values) searches for DefaultTime, to MaxDepth at most. Whatever the limit, depth 1 is always completed, so that
// there is always a move to return; a time or node limit may be overrun by
// that much. The search also stops after a depth that proves a forced win
// or loss, and when the game has exactly one legal move it searches that
// move to depth 1 only.
//
// When ctx is done, the search stops as a time limit stops it and returns
// its move with a nil error. A game that is over, or whose position has no
// legal move, gives ErrNoMoves. Search does not change g.
func (b *Builtin) Search(ctx context.Context, g *checkers.Game, limit Limit, info func(Info)) (board.Move, error) {
	if g.Result().Over() {
		return board.Move{}, ErrNoMoves
	}
	start := time.Now()
	v, root := g.Variant(), g.Position()
	b.frames[0].pos = root
	rootMoves := movegen.Generate(v, root, b.frames[0].moves[:0])
	b.frames[0].moves = rootMoves
	if len(rootMoves) == 0 {
		return board.Move{}, ErrNoMoves
	}
	best := rootMoves[0]

	if ctx == nil {
		ctx = context.Background()
	}
	b.prepare(ctx, v, g.Positions(), g.History())
	maxDepth := b.setLimit(limit, start)
	if len(rootMoves) == 1 {
		maxDepth = 1
	}

	for depth := 1; depth <= maxDepth; depth++ {
		b.mayStop = depth > 1
		score := b.negamax(depth, -infinity, infinity, 0)
		if b.stopped {
			break
		}
		best = b.pv[0][0]
		if info != nil {
			info(Info{
				Depth: depth,
				Score: score,
				Nodes: b.nodes,
				Time:  time.Since(start),
				PV:    slices.Clone(b.pv[0][:b.pvLen[0]]),
			})
		}
		if b.enough(score, depth, start, limit.Time) {
			break
		}
	}
	b.ctx = nil // not kept past the search it belongs to
	return best, nil
}

// prepare resets the player for a search of v from the last of positions,
// the game's history (moves[i] leads from positions[i] to positions[i+1]).
func (b *Builtin) prepare(ctx context.Context, v *variant.Variant, positions []board.Position, moves []board.Move) {
	b.v = v
	b.noMoveWins = v.Goal() == variant.NoMoveWins
	b.eval.init(v)
	// In a variant where every move is a capture (Konane), searching on
	// while captures remain would search every line to the end.
	b.quiescence = !b.eval.mobility
	b.table.clear()
	b.killers = [maxPly + 1][2]quiet{}
	clear(b.history[board.White][:])
	clear(b.history[board.Black][:])
	b.loadHistory(positions, moves)
	b.ctx = ctx
	b.nodes, b.stopped, b.mayStop = 0, false, false
}

// setLimit sets the clock and node bounds of limit, the search starting
// at start, and returns the deepest iteration to search.
func (b *Builtin) setLimit(limit Limit, start time.Time) int {
	if limit.Depth <= 0 && limit.Time <= 0 && limit.Nodes == 0 {
		limit.Time = DefaultTime
	}
	b.deadline = time.Time{}
	if limit.Time > 0 {
		b.deadline = start.Add(limit.Time)
	}
	b.nodeLimit = limit.Nodes
	if limit.Depth <= 0 || limit.Depth > MaxDepth {
		return MaxDepth
	}
	return limit.Depth
}

// enough reports whether the search can stop after completing depth with
// score: the score proves the game's result within the plies searched in
// full, so that no deeper search can change it, or a limit leaves no room
// for another iteration. Each iteration takes several times as long as
// the one before, so one started after half the time would rarely
// complete: the time is kept for the next move instead.
func (b *Builtin) enough(score, depth int, start time.Time, budget time.Duration) bool {
	switch {
	case Win-abs(score) <= depth:
		return true
	case b.nodeLimit != 0 && b.nodes >= b.nodeLimit:
		return true
	case budget > 0 && time.Since(start) >= budget/2:
		return true
	}
	return b.ctx.Err() != nil
}
