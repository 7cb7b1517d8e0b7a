package narrow

import (
	"math"
	"math/bits"
	"slices"
	"unsafe"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/internal/gendata"
	"github.com/draughtsgo/checkers/internal/kingrun"
	"github.com/draughtsgo/checkers/variant"
)

// tables is what the generator reads of a variant, laid out for the hot path.
// It is derived once per variant (see tablesOf) and then only read.
type tables struct {
	valid     bb
	neighbors [board.NumDirs]bb  // squares with a neighbour in each direction
	shift     [board.NumDirs]int // bit offset of one step in each direction
	manSteps  [2]board.DirSet
	manCaps   [2]board.DirSet
	kingSteps board.DirSet
	kingCaps  board.DirSet
	// plain says a position where nothing may capture (mayCapture) has
	// its quiet moves for moves: no lifts. (Where crowning wins, a
	// position with a king has none: Generate and perft test for it
	// first, see over.)
	plain bool
	// stepDirs is the number of directions a side's men step in.
	stepDirs [2]int
	// kingMoves bounds the quiet moves of one king: one per direction,
	// or with flying kings the longest line of the board per direction.
	kingMoves int
	promo     [2]bb
	flying    bool
	behind    bool // a flying king lands right behind its victim
	// haltOnKing: a flying king whose capture ends by taking a king stops
	// right behind it.
	haltOnKing bool
	// crownWins: a position with a king on the board is over (no moves).
	crownWins bool
	// crownOver holds a side's promotion squares where crowning wins
	// (crownWins), none elsewhere: bulk counting counts no moves after a
	// man's step there (countLeaves).
	crownOver [2]bb
	// kingLimit: a side with kings and men may make this many quiet moves
	// in a row with one king; 0 for no limit.
	kingLimit uint8
	// list says when perft lists every move before making it
	// (perftMoves): 0 never, listAlways for lifts and lines of men,
	// listWithKings for the king-move limit; listNever where crowning
	// wins, which only tests each position for its end (over). One
	// byte, so that the variants that do neither pay one test.
	list      uint8
	menOnMen  bool // men may jump men only
	noReturn  bool // a king may not jump back the way it came
	lines     bool // lines of men advance as a whole
	contin    variant.Continuation
	optional  bool  // a capture may stop after any jump
	barred    [2]bb // squares where men make no quiet move
	paraDirs  [2]board.DirSet
	paraStops bool  // a parachutist's capture ends with its jump
	lifts     bool  // the variant opens by lifting stones
	liftFirst [2]bb // squares a side may lift from a full board
	liftNext  board.DirSet
	immediate bool // captured pieces leave the board as they are jumped
	crowning  variant.Crowning
	// crownStops and crownGoes hold a side's promotion squares where
	// crowning ends a capture, or lets a crowned man capture on; empty
	// elsewhere.
	crownStops, crownGoes [2]bb
	prec                  []variant.Criterion
	// dupMin is the fewest pieces a capture must take to have a duplicate
	// (another route with the same identity). With diagonal jumps and
	// pieces removed at the end, two routes that take the same pieces in
	// another order need at least four of them (a ring), once the straight
	// continuations of a flying king are searched from one landing square
	// only. Elsewhere every capture is checked (dupMin 0), but where none
	// can have a duplicate (math.MaxInt).
	dupMin int
	// tallies says count may count the single jumps of men that cannot
	// go on without listing them (see quickMen): the precedence
	// criteria, if any, score every single jump of a man the same.
	tallies bool
	// kingsFirst: the criteria prefer a king's capture to a man's of as
	// many pieces (WithKing), so that where every capture is a single
	// jump the kings' captures drop the men's (kingSingles of each board).
	kingsFirst bool
	// quick says perft, count and Generate find the captures of men with
	// quickMen or quickDiagonal (capture.Paths keeps the search by piece,
	// which records paths). Not with
	// optional continuation, where every landing ends a move of its own,
	// nor with immediate removal where men jump orthogonally too (Turkish),
	// where most jumps go on: quickMen gains by recording the jumps that
	// end without a search, and there it would search nearly every jump
	// anyway, on top of its own setup. Immediate removal changes no jump
	// of a man: a man's jumps land two steps on in each line, at an even
	// distance in rows and columns from where it started, and the pieces
	// it takes stand at an odd one, so it never lands where a piece it
	// took stood, and never meets that square as a piece to take.
	quick bool
	// goOn holds the directions a man may jump in after a jump, the way
	// back included.
	goOn [2]board.DirSet
	// diagonalMen: men jump diagonally only, and go on in every
	// direction they may start in and in no other, and this generator
	// keeps a set per diagonal in registers (see quickDiagonal,
	// registersPerDirection).
	diagonalMen bool
	// shape is the board's code of its own (shapeOf), and flatGen says
	// Generate tries its flat path first (as tables.flat chooses it):
	// where plain and without lines of men.
	shape   uint8
	flatGen bool
	// diagonalFlat: men step and capture diagonally only, so a position
	// whose side to move has men only takes the quicker flat path.
	diagonalFlat bool
	// sideFlat holds, by colour, shape<<2 | south<<1 | colour where,
	// besides, that side's men step in the two diagonals of one side of
	// the board (south 1 for the south ones) and nowhere else, from every
	// square, capture in those, in all four diagonals (menJumpBack) or in
	// every direction (menJumpAll, and menJumpBack) and go on in the
	// directions they capture in: its men-only positions take the
	// quickest flat path, one per board, colour and side of the board
	// (flatMenWhiteNorthDark8). 0 elsewhere. sideKings is sideFlat where,
	// besides, kings step and capture in the four diagonals without a
	// limit to their runs, and men capture in the diagonals only: that
	// side's positions with kings take a flat path of the same kind
	// (flatKingsWhiteNorthDark8). kingPrey holds the
	// squares where a man may take a king: all of them, or none where men
	// take men only (menOnMen).
	sideFlat, sideKings     [2]uint8
	menJumpBack, menJumpAll [2]bool
	kingPrey                bb
	// flatJumps: where every capture of the side to move is a single jump
	// of a man (its kings, if any, have none), the flat path lists them
	// itself (see flatMenJumps of each board): with the quick searches (quick), criteria that score every
	// single jump of a man the same (tallies), and men that go on
	// diagonally only, so that the flat path's test of a jump that goes on
	// is the search's. flatJumpsKingless is the same where the criteria
	// score a man's single jump by the king it takes (MostKings,
	// EarliestKing, MostValue): the flat path lists them where the men
	// may take no king.
	flatJumps, flatJumpsKingless bool
	// menSearch: the captures of a side whose kings, if any, cannot
	// capture are searched by the men's search (menCaptures, see
	// initMenSearch) where the flat paths or ownCaptures take them. menNear holds, by colour and square, the squares
	// next to it a man may jump from it, to a square of the board
	// beyond; menNext the same in the directions it goes on in. menRank
	// is how the criteria rank the captures of men (rankNone...),
	// menDupMin the fewest pieces a capture of a man takes to have a
	// duplicate. ownJumpers says the capture search finds the jumps of
	// men that jump in more directions than the diagonals with the
	// board's own code, and lists them with it (ownMenCaptures).
	menSearch        bool
	ownJumpers       bool
	menRank          uint8
	menDupMin        int
	menNear, menNext [2][boardBits]bb
	// kingSearch: the men's search serves a side with kings too, on the
	// side paths of sideKings (searchCaptures of each board): the
	// criteria rank a king's captures as menRank ranks a man's, or put
	// them first (WithKing first, kingsFirst: the men's are not
	// searched) and then rank them so. Where the pieces taken leave the
	// board at once, only kings that land right behind their victim or
	// step once: a flying king that may land anywhere behind takes the
	// capture search there (no side path has one).
	kingSearch bool
	// crownSearch: a man crowned in a capture that goes on as a king
	// (crownGoes) goes on in the men's search of the side paths, as a king
	// of kingSearch that steps and captures in the four diagonals without
	// a limit to its runs (crownedDark10 and the like). Elsewhere the
	// search declines such a capture.
	crownSearch bool
	// foreign says the variant's board is not one this package serves
	// (more bits than boardBits, or none): Generate hands such a variant
	// on (handOff), and every other field is zero but entry.
	foreign bool
	// entry holds what Generate does first with each kind of position,
	// by entryIndex: a flat path or the general path (initEntries).
	// beforeEntry says Generate has to test first whether a king on the
	// board ends the game (crownWins) or the variant has no flat path
	// (flatGen), or its board is another package's (foreign).
	entry       [8]uint8
	beforeEntry bool
	// rays holds, by direction and square, the squares a flying king
	// there passes going that way on an empty board: the first piece on
	// one is the first of its squares that is not empty, its lowest or
	// highest (bb.lowest, bb.highest) as the direction's shift adds or
	// takes away. Its last entry, empty, is the one a bit scan of no
	// square indexes (64, or 128 where bb is two words: bb.index). It
	// comes last, after the fields every position reads, not to push them
	// apart.
	rays [board.NumDirs][boardBits + 1]bb
}

// The values of tables.list.
const (
	// listAlways: perft lists the moves of every position.
	listAlways = 1
	// listWithKings: perft lists the moves from the first position with a
	// king on the board on: the runs of the king-move limit need it, and
	// they are all empty until then.
	listWithKings = 2
	// listNever: perft lists no moves, but a position with a king on
	// the board is over where crowning wins.
	listNever = 3
)

// tablesOf returns the tables of v: derived on first use and kept in v's
// generator slot, so that any number of variants cost the same. A variant's
// rules never change, so its tables never go stale. Two goroutines that
// meet an empty slot both derive the tables; the first one stored wins.
func tablesOf(v *variant.Variant) *tables {
	if t := generatorSlot(v.GeneratorTables()).Load(); t != nil {
		return (*tables)(unsafe.Pointer(t))
	}
	return newTables(v)
}

// newTables derives v's tables and stores them in its generator slot,
// unless another goroutine stored them first: the first use of tablesOf.
func newTables(v *variant.Variant) *tables {
	slot := generatorSlot(v.GeneratorTables())
	t := &tables{}
	if g := v.Board(); g == nil || g.Bits() > boardBits {
		t.foreign = true
	} else {
		t.init(v)
	}
	t.initEntries()
	if !slot.CompareAndSwap(nil, (*gendata.Tables)(unsafe.Pointer(t))) {
		return (*tables)(unsafe.Pointer(slot.Load()))
	}
	return t
}

func (t *tables) init(rules *variant.Variant) {
	v := rules.Rules()
	g := v.Board
	t.valid = fromBoard(g.Valid())
	for d := board.Dir(0); d < board.NumDirs; d++ {
		t.neighbors[d] = fromBoard(g.From(d))
		t.shift[d] = g.Shift(d)
	}
	for d := board.Dir(0); d < board.NumDirs; d++ {
		for sq := range board.Square(boardBits) {
			if one(sq).and(t.valid).none() {
				continue
			}
			for r := t.step(one(sq), d); r.any(); r = t.step(r, d) {
				t.rays[d][sq] = t.rays[d][sq].or(r)
			}
		}
	}
	t.manSteps, t.manCaps = v.ManSteps, v.ManCaptures
	t.kingSteps, t.kingCaps = v.KingSteps, v.KingCaptures
	t.promo = [2]bb{fromBoard(v.Promotion[0]), fromBoard(v.Promotion[1])}
	t.flying = v.FlyingKings
	t.kingMoves = bits.OnesCount8(uint8(t.kingSteps))
	if t.flying {
		t.kingMoves *= max(g.Rows(), g.Cols())
	}
	t.behind = v.KingLandsRightBehind
	t.haltOnKing = v.KingHaltsBehindKing
	t.crownWins = v.Goal == variant.CrownWins
	if t.crownWins {
		t.crownOver = t.promo
	}
	t.menOnMen = v.MenCannotCaptureKings
	t.noReturn = v.NoReversal
	t.lines = v.LineMoves
	t.contin, t.optional = v.Continuation, v.OptionalContinuation
	t.barred = [2]bb{fromBoard(v.StepBarred[0]), fromBoard(v.StepBarred[1])}
	t.paraDirs, t.paraStops = v.ParachuteJumps, v.ParachuteStops
	t.liftFirst = [2]bb{fromBoard(v.OpeningLifts[0]), fromBoard(v.OpeningLifts[1])}
	t.liftNext = v.OpeningAnswer
	t.lifts = t.liftFirst[0].or(t.liftFirst[1]).any()
	t.kingLimit = uint8(v.KingMoveLimit)
	switch {
	case t.lifts || t.lines:
		t.list = listAlways
	case t.crownWins:
		// Before the king-move limit: the first king ends the game, so
		// no king ever moves.
		t.list = listNever
	case t.kingLimit > 0:
		t.list = listWithKings
	}
	t.plain = !t.lifts
	t.shape = shapeOf(g)
	t.flatGen = t.plain && !t.lines && t.shape != shapeNone
	t.diagonalFlat = (t.manCaps[0]|t.manCaps[1]|t.manSteps[0]|t.manSteps[1])&^board.Diagonals == 0
	if !t.menOnMen {
		t.kingPrey = t.valid
	}
	t.stepDirs = [2]int{bits.OnesCount8(uint8(t.manSteps[0])), bits.OnesCount8(uint8(t.manSteps[1]))}
	t.immediate = v.Removal == variant.RemoveImmediately
	t.crowning = v.CrownInCapture
	switch t.crowning {
	case variant.CrownAndStop:
		t.crownStops = t.promo
	case variant.CrownAndContinue:
		t.crownGoes = t.promo
	}
	t.prec = v.Precedence
	t.goOn = t.manCaps
	if t.contin == variant.AnyDirection {
		t.goOn = [2]board.DirSet{board.AllDirs, board.AllDirs}
	}
	for c := range t.sideFlat {
		t.menJumpAll[c] = t.manCaps[c] == board.AllDirs
		t.menJumpBack[c] = t.manCaps[c] == board.Diagonals || t.menJumpAll[c]
		for half, steps := range [2]board.DirSet{board.NorthDiagonals, board.SouthDiagonals} {
			if t.flatGen && t.manSteps[c] == steps && t.barred[c].none() &&
				(t.manCaps[c] == steps || t.menJumpBack[c]) && t.goOn[c] == t.manCaps[c] {
				t.sideFlat[c] = t.shape<<2 | uint8(half)<<1 | uint8(c)
			}
		}
		if t.diagonalKings() && !t.menJumpAll[c] {
			t.sideKings[c] = t.sideFlat[c]
		}
	}
	t.quick = !t.optional && (!t.immediate || (t.manCaps[0]|t.manCaps[1])&^board.Diagonals == 0)
	t.diagonalMen = registersPerDirection && (t.manCaps[0]|t.manCaps[1]|t.goOn[0]|t.goOn[1])&^board.Diagonals == 0 &&
		t.goOn == t.manCaps && t.contin != variant.StraightOn
	t.tallies = !t.optional
	t.kingsFirst = slices.Contains(t.prec, variant.WithKing)
	for _, c := range t.prec {
		if c != variant.MostPieces && c != variant.WithKing {
			t.tallies = false
		}
	}
	t.flatJumpsKingless = t.quick && (t.goOn[0]|t.goOn[1])&^board.Diagonals == 0
	t.flatJumps = t.flatJumpsKingless && t.tallies
	if !t.immediate && (v.ManCaptures[0]|v.ManCaptures[1]|v.KingCaptures)&^board.Diagonals == 0 {
		t.dupMin = 4
	}
	if t.contin == variant.StraightOn && t.kingCaps == 0 && t.paraDirs == [2]board.DirSet{} {
		// Where men go on straight only and nothing else captures, a
		// capture is a run of jumps in one line from its square: its
		// end and the pieces it took tell its route, and no capture has
		// a duplicate.
		t.dupMin = math.MaxInt
	}
	t.initMenSearch()
}

// step moves every square of b one step in direction d; squares without a
// neighbour that way drop out.
func (t *tables) step(b bb, d board.Dir) bb { return b.shift(t.neighbors[d], t.shift[d]) }

// firstDir returns the lowest direction of a non-empty set.
func firstDir(ds board.DirSet) board.Dir { return board.Dir(bits.TrailingZeros8(uint8(ds))) }

// generator is the tables of a variant and the state of the capture search.
// One generator serves a whole perft; it lives on its caller's stack.
type generator struct {
	*tables
	searcher
}

func newGenerator(v *variant.Variant) generator {
	return generator{tables: tablesOf(v)}
}

// push extends moves by one slot, which the caller fills, without clearing
// it. The generator's moves are board.Moves, a few words each, so that
// Generate lists straight into its caller's slice.
func push(moves []board.Move) ([]board.Move, *board.Move) {
	n := len(moves)
	if n == cap(moves) {
		moves = append(moves, board.Move{})
	} else {
		moves = moves[:n+1]
	}
	return moves, &moves[n]
}

// pos is a position as the generator sees it: the side to move's pieces, the
// opponent's, and the kings and the parachutists of both. The side to move
// travels beside it: the compiler keeps a struct of at most four fields in
// registers, and a fifth would put every position perft passes around in
// memory.
type pos struct {
	own, opp, kings, paras bb
}

// fromPosition returns p as the generator sees it. p.Turn is White or Black
// (the callers' check); the masks only spare the index checks.
func fromPosition(p *board.Position) pos {
	c, o := p.Turn&1, (p.Turn^1)&1
	return pos{
		own:   fromBoard(p.Men[c]).or(fromBoard(p.Kings[c])).or(fromBoard(p.Paras[c])),
		opp:   fromBoard(p.Men[o]).or(fromBoard(p.Kings[o])).or(fromBoard(p.Paras[o])),
		kings: fromBoard(p.Kings[c]).or(fromBoard(p.Kings[o])),
		paras: fromBoard(p.Paras[c]).or(fromBoard(p.Paras[o])),
	}
}

func (t *tables) emptyOf(p *pos) bb { return t.valid.andNot(p.own.or(p.opp)) }

// over reports whether p is a finished game whatever its pieces can do:
// where crowning wins, a position with a king has no moves.
func (t *tables) over(p *pos) bool { return t.crownWins && p.kings.any() }

// apply returns the position after m, with the sides swapped. A
// parachutist arrives a man; a capture may end on a square it emptied, and
// the moving piece stands there; a lift takes the moving piece off the
// board (Konane's opening).
func (t *tables) apply(p *pos, m *board.Move) pos {
	from, to, captured := one(m.From), one(m.To), fromBoard(m.Captured)
	if m.Lift {
		return pos{own: p.opp, opp: p.own.andNot(from), kings: p.kings.andNot(from), paras: p.paras.andNot(from)}
	}
	kings := p.kings.andNot(captured).andNot(from)
	if p.kings.and(from).any() || m.Promotes {
		kings = kings.or(to)
	}
	return pos{
		own:   p.opp.andNot(captured),
		opp:   p.own.andNot(from).or(to),
		kings: kings,
		paras: p.paras.andNot(from).andNot(captured),
	}
}

// applyMan is apply for a move of a man that lifts nothing (Lift false),
// as sidePerft makes the captures of a side with men only (sideOf): short
// enough for a profile-guided build to inline it there.
func (t *tables) applyMan(p *pos, m *board.Move) pos {
	to, captured := one(m.To), fromBoard(m.Captured)
	kings := p.kings.andNot(captured)
	if m.Promotes {
		kings = kings.or(to)
	}
	return pos{own: p.opp.andNot(captured), opp: p.own.andNot(one(m.From)).or(to), kings: kings, paras: p.paras.andNot(captured)}
}

// barredOf returns the king of the side to move in p that may make no
// quiet move, its run of king moves having reached the limit, or no
// square.
func (t *tables) barredOf(p *pos, turn board.Color, runs board.KingRuns) (barred bb) {
	if t.kingLimit == 0 {
		return barred
	}
	s := kingrun.Barred(runs, turn, t.kingLimit, p.own.andNot(p.kings).andNot(p.paras).any())
	if s == board.NoSquare {
		return barred
	}
	return one(s).and(p.own).and(p.kings)
}

// quietOf returns p as the quiet moves see it when the king on barred may
// not move: that king still blocks its square, but as if the opponent's.
func quietOf(p *pos, barred bb) pos {
	q := *p
	q.own, q.opp = q.own.andNot(barred), q.opp.or(barred)
	return q
}

// runsAfter returns the runs of king moves after the side to move in p
// plays m, child being the position m leads to (kingrun.After).
func (t *tables) runsAfter(p *pos, turn board.Color, m *board.Move, child *pos, runs board.KingRuns) board.KingRuns {
	if t.kingLimit == 0 {
		return runs
	}
	o := turn.Opponent()
	kingStep := m.Captured.IsEmpty() && !m.Lift && !m.Promotes && p.kings.and(one(m.From)).any()
	var men [2]bool
	men[turn] = child.opp.andNot(child.kings).andNot(child.paras).any()
	men[o] = child.own.andNot(child.kings).andNot(child.paras).any()
	captured := runs[o].Moves > 0 && m.Captured.Has(runs[o].King)
	return kingrun.After(runs, turn, kingStep, m.From, m.To, men, captured, t.kingLimit)
}

// diagonalKings reports whether kings step and capture in the four
// diagonals without a limit to their runs, as the side paths' code for
// kings has them (sideKings, crownSearch).
func (t *tables) diagonalKings() bool {
	return t.kingSteps == board.Diagonals && t.kingCaps == board.Diagonals && t.kingLimit == 0
}
