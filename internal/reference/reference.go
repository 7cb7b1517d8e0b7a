// Package reference is a slow second implementation of the move rules, kept
// only for tests: they cross-check the fast bitboard generator against it on
// random positions.
//
// It is written to be obviously correct rather than fast. It copies the
// position into a mailbox (one cell per square), walks the board one square
// at a time with [board.Geometry.Neighbor], searches capture sequences by
// plain recursion, applies moves on a board of its own ([Apply]), and reads
// every rule from the fields of a variant's [variant.Rules], never from a
// variant's name. It shares no code with movegen and its engines, nor with
// variant.Variant.Apply or board.Position.MovePieces; it builds only on
// the types of board and variant.
//
// The pieces are men, kings and parachutists ([board.Position.Paras]). A
// parachutist blocks and can be taken like any piece; it has no quiet move,
// and its one jump (in v.ParachuteJumps) makes it a man, which goes on
// capturing as a man unless v.ParachuteStops. After a man's first jump its
// capture goes on in the directions v.Continuation says; with
// v.OptionalContinuation every landing ends a legal move of its own. A
// variant with opening lifts (Konane) has its own first two plies, read
// from v.OpeningLifts and v.OpeningAnswer.
package reference

import (
	"slices"

	"sync"

	"github.com/draughtsgo/checkers/board"
	"github.com/draughtsgo/checkers/variant"
)

// Moves returns every legal move of the side to move in p under the rules of
// v. In a variant with opening lifts, a full board or a board with one empty
// square has only the lifts of [openingLifts]. Otherwise, if a capture is
// possible, only captures are returned (capture is compulsory): each is a
// complete sequence (continuation is compulsory), or with
// v.OptionalContinuation each stop after one jump or more, restricted by
// v.Precedence, and routes that agree on from, to, captured set and
// promotion are returned once. Otherwise it returns the quiet moves (none
// at all in a variant whose men have no steps and that has no kings). The
// order of the moves is unspecified.
func Moves(variant *variant.Variant, p board.Position) []board.Move {
	v := rulesOf(variant)
	if over(v, p) {
		return nil
	}
	if lifts, ok := openingLifts(v, p); ok {
		return lifts
	}
	if caps := captures(v, p); len(caps) > 0 {
		return caps
	}
	return quietMoves(v, p)
}

// ruleCache holds the rules of every variant Moves has seen, read once:
// Variant.Rules copies them, which would cost more than most positions.
var ruleCache sync.Map // *variant.Variant -> *variant.Rules

// rulesOf returns v's rules, kept in ruleCache; they never change.
func rulesOf(v *variant.Variant) *variant.Rules {
	if r, ok := ruleCache.Load(v); ok {
		return r.(*variant.Rules)
	}
	r := v.Rules()
	got, _ := ruleCache.LoadOrStore(v, &r)
	return got.(*variant.Rules)
}

// over reports whether the game is over in p whatever its pieces can do:
// where the first crowned king wins, a position with a king on either side
// has no moves.
func over(v *variant.Rules, p board.Position) bool {
	if v.Goal != variant.CrownWins {
		return false
	}
	return !p.Kings[board.White].Or(p.Kings[board.Black]).IsEmpty()
}

// openingLifts returns the opening moves of a variant with opening lifts
// (Konane), and ok true, when p is in its opening: if every square is
// occupied, the side to move lifts one of its own stones from a square of
// v.OpeningLifts[turn]; if exactly one square is empty, it lifts one of its
// own stones next to that square in a direction of v.OpeningAnswer. With no opening
// lifts, or with two empty squares or more, ok is false and play is normal.
func openingLifts(v *variant.Rules, p board.Position) (lifts []board.Move, ok bool) {
	if v.OpeningLifts[board.White].IsEmpty() && v.OpeningLifts[board.Black].IsEmpty() {
		return nil, false
	}
	g := v.Board
	own := p.Pieces(p.Turn)
	var empties []board.Square
	for _, s := range g.Squares() {
		if _, occupied := p.At(s); !occupied {
			empties = append(empties, s)
		}
	}
	var from []board.Square
	switch len(empties) {
	case 0:
		for _, s := range g.Squares() {
			if v.OpeningLifts[p.Turn].Has(s) && own.Has(s) {
				from = append(from, s)
			}
		}
	case 1:
		for d := board.Dir(0); d < board.NumDirs; d++ {
			if !v.OpeningAnswer.Has(d) {
				continue
			}
			if s, ok := g.Neighbor(empties[0], d); ok && own.Has(s) {
				from = append(from, s)
			}
		}
	default:
		return nil, false
	}
	for _, s := range from {
		lifts = append(lifts, board.NewLift(s))
	}
	return lifts, true
}

// Perft returns the number of move sequences of length depth from p (the
// leaves of the legal-move tree; a position without moves before depth is
// reached adds nothing), making each move with this package's own [Apply].
// Perft of depth 0 is 1.
func Perft(v *variant.Variant, p board.Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var n uint64
	for _, m := range Moves(v, p) {
		n += Perft(v, Apply(v, p, m), depth-1)
	}
	return n
}

// cell is the content of one square of the mailbox, as the side to move sees
// it.
type cell uint8

const (
	empty     cell = iota
	own            // a piece of the side to move (never jumped, blocks)
	enemyMan       // an opponent's man that may be jumped
	enemyKing      // an opponent's king that may be jumped
	enemyPara      // an opponent's parachutist that may be jumped (neither a man nor a king)
	dead           // a jumped piece still on the board (it blocks and cannot be jumped again)
)

// jumpable reports whether a piece in cell c may be jumped: an opponent's
// man, king or parachutist not yet jumped.
func jumpable(c cell) bool { return c == enemyMan || c == enemyKing || c == enemyPara }

// mailbox returns the position as seen by the side to move, one cell per
// square.
func mailbox(p board.Position) [board.MaxBits]cell {
	var box [board.MaxBits]cell
	me, opp := p.Turn, p.Turn.Opponent()
	for s := range p.Pieces(me).Squares() {
		box[s] = own
	}
	for s := range p.Men[opp].Squares() {
		box[s] = enemyMan
	}
	for s := range p.Kings[opp].Squares() {
		box[s] = enemyKing
	}
	for s := range p.Paras[opp].Squares() {
		box[s] = enemyPara
	}
	return box
}

// quietMoves returns the moves without capture: a man steps one square in
// its colour's step directions (and, with line moves, the line of men it is
// the rear of advances one square that way), a king one square (or, with
// flying kings, any number of empty squares) in the king's step directions.
// A man that steps onto one of its promotion squares is crowned. A man on
// one of its colour's step-barred squares makes no quiet move (nor leads a
// line move from there), and a parachutist never makes one. A king that has
// used up its run of quiet moves (kingSpent) makes none either.
func quietMoves(v *variant.Rules, p board.Position) []board.Move {
	g := v.Board
	me := p.Turn
	box := mailbox(p)
	var moves []board.Move
	for _, from := range g.Squares() {
		switch {
		case p.Men[me].Has(from) && !v.StepBarred[me].Has(from):
			for d := board.Dir(0); d < board.NumDirs; d++ {
				if !v.ManSteps[me].Has(d) {
					continue
				}
				to, ok := g.Neighbor(from, d)
				if ok && box[to] == empty {
					moves = append(moves, board.NewStep(from, to, v.Promotion[me].Has(to)))
				}
				if v.LineMoves {
					if to, ok := lineTarget(g, p.Men[me], box, from, d); ok {
						moves = append(moves, board.NewStep(from, to, v.Promotion[me].Has(to)))
					}
				}
			}
		case p.Kings[me].Has(from) && !kingSpent(v, p, from):
			for d := board.Dir(0); d < board.NumDirs; d++ {
				if !v.KingSteps.Has(d) {
					continue
				}
				for to, ok := g.Neighbor(from, d); ok && box[to] == empty; to, ok = g.Neighbor(to, d) {
					moves = append(moves, board.NewStep(from, to, false))
					if !v.FlyingKings {
						break
					}
				}
			}
		}
	}
	return moves
}

// kingSpent reports whether the king of the side to move on from has used
// up its quiet moves: the side has men, and that king has made the last
// v.KingMoveLimit quiet moves of the side in a row (p.KingRuns).
func kingSpent(v *variant.Rules, p board.Position, from board.Square) bool {
	run := p.KingRuns[p.Turn]
	return v.KingMoveLimit > 0 && !p.Men[p.Turn].IsEmpty() &&
		run.King == from && int(run.Moves) >= v.KingMoveLimit
}

// lineTarget returns where the line of men whose rear man stands on from
// advances in direction d: the empty square in front of its front man. A
// line has two men or more, all of them men (kings break it); ok is false
// when from has no man right in front of it or the line cannot advance.
func lineTarget(g *board.Geometry, men board.Bitboard, box [board.MaxBits]cell, from board.Square, d board.Dir) (board.Square, bool) {
	front, length := from, 1
	for {
		next, ok := g.Neighbor(front, d)
		if !ok || !men.Has(next) {
			break
		}
		front, length = next, length+1
	}
	to, ok := g.Neighbor(front, d)
	return to, ok && length >= 2 && box[to] == empty
}

// sequence is one complete capture route, with what the precedence criteria
// need to know about it.
type sequence struct {
	move      board.Move
	path      []board.Square // the landing square of each jump
	withKing  bool           // the capturing piece was a king when the move began
	kings     int            // the number of kings taken
	kingOrder uint64         // bit 63-i is set when jump i (from 0) takes a king
}

// jump is one leap of a capture: over the piece on victim, onto landing,
// in direction dir.
type jump struct {
	victim, landing board.Square
	dir             board.Dir
}

// search holds the state of the capture search of one piece.
type search struct {
	v      *variant.Rules
	g      *board.Geometry
	me     board.Color
	box    [board.MaxBits]cell
	from   board.Square   // where the capturing piece started
	king   bool           // whether it started as a king
	para   bool           // whether it started as a parachutist
	path   []board.Square // the landing square of each jump so far
	jumped []taken        // the piece each jump so far took
	dirs   []board.Dir    // the direction of each jump so far
	seqs   []sequence     // the complete sequences found
}

// taken is a piece jumped during the sequence being built.
type taken struct {
	sq  board.Square
	was cell // enemyMan, enemyKing or enemyPara
}

// captures returns the legal captures: every complete sequence (or, with
// optional continuation, every sequence of one jump or more) of every piece
// of the side to move, filtered by the variant's precedence criteria, one
// move per identity.
func captures(v *variant.Rules, p board.Position) []board.Move {
	var moves []board.Move
	for _, seq := range sequences(v, p) {
		if !contains(moves, seq.move) {
			moves = append(moves, seq.move)
		}
	}
	return moves
}

// Route is one way to play a capture: the move and the landing square of
// each of its jumps, in order.
type Route struct {
	Move board.Move
	Path []board.Square
}

// Routes returns every route of the legal captures of p under v (those
// [Moves] returns when p has a capture), two routes of one move both, in
// no particular order; none where p has no capture or is in the opening
// of a variant with lifts.
func Routes(variant *variant.Variant, p board.Position) []Route {
	v := rulesOf(variant)
	if over(v, p) {
		return nil
	}
	if _, ok := openingLifts(v, p); ok {
		return nil
	}
	var out []Route
	for _, seq := range sequences(v, p) {
		out = append(out, Route{seq.move, seq.path})
	}
	return out
}

// sequences returns every complete capture sequence of the side to move
// that the precedence criteria keep, duplicates included.
func sequences(v *variant.Rules, p board.Position) []sequence {
	var all []sequence
	for _, from := range v.Board.Squares() {
		if !p.Pieces(p.Turn).Has(from) {
			continue
		}
		s := &search{v: v, g: v.Board, me: p.Turn, box: mailbox(p), from: from,
			king: p.Kings[p.Turn].Has(from), para: p.Paras[p.Turn].Has(from)}
		s.box[from] = empty // the start square counts as empty during the piece's own capture
		s.extend(from, s.king)
		all = append(all, s.seqs...)
	}
	return best(v.Precedence, all)
}

// contains reports whether moves holds a move that is the same as m.
func contains(moves []board.Move, m board.Move) bool {
	for i := range moves {
		if moves[i].SameAs(&m) {
			return true
		}
	}
	return false
}

// extend continues the capture of the piece standing on at (a king if king)
// in every possible way, recording each sequence that can go no further.
// With optional continuation it records the sequence made so far at every
// landing, whether or not it can go on, and the landing rule of long jumps
// (which follows from compulsory continuation) does not apply.
func (s *search) extend(at board.Square, king bool) {
	jumps := s.jumpsFrom(at, king)
	if !s.v.OptionalContinuation {
		jumps = s.continuationRule(jumps, king)
	}
	if len(s.path) > 0 && (len(jumps) == 0 || s.v.OptionalContinuation) && !s.haltMissed(at, king) {
		s.record(at, king)
	}
	for _, j := range jumps {
		s.play(j)
		kingNow, stop := s.land(j.landing, king)
		if stop {
			s.record(j.landing, kingNow)
		} else {
			s.extend(j.landing, kingNow)
		}
		s.undo()
	}
}

// haltMissed reports whether a capture that ends on at breaks the halt
// rule: where kings halt behind kings, a king whose last victim is a king
// must stop on the square right after it along the jump's line.
func (s *search) haltMissed(at board.Square, king bool) bool {
	if !s.v.KingHaltsBehindKing || !king || len(s.jumped) == 0 {
		return false
	}
	last := s.jumped[len(s.jumped)-1]
	if last.was != enemyKing {
		return false
	}
	behind, _ := s.g.Neighbor(last.sq, s.dirs[len(s.dirs)-1])
	return at != behind
}

// jumpDirs returns the directions in which the capturing piece (a king if
// king) may jump next: a king in the king's capture directions; a
// parachutist, for its first jump, in its colour's parachute directions; a
// man, for its first jump, in its colour's capture directions, and after a
// jump (its own or the parachute jump that made it a man) as the
// continuation rule says: the same directions again, every direction (the
// board's lines decide which exist), or only the direction of the jump just
// made.
func (s *search) jumpDirs(king bool) board.DirSet {
	switch {
	case king:
		return s.v.KingCaptures
	case len(s.dirs) == 0 && s.para:
		return s.v.ParachuteJumps[s.me]
	case len(s.dirs) == 0:
		return s.v.ManCaptures[s.me]
	}
	switch s.v.Continuation {
	case variant.AnyDirection:
		return board.AllDirs
	case variant.StraightOn:
		return board.Dirs(s.dirs[len(s.dirs)-1])
	default: // SameDirections
		return s.v.ManCaptures[s.me]
	}
}

// jumpsFrom lists the single jumps open to a piece on at (a king if king) in
// the current mailbox, in the directions of [search.jumpDirs]. A man, a
// parachutist, or a king without flying kings, jumps an adjacent opponent
// piece (man, king or parachutist) onto the empty square right behind it;
// where men cannot capture kings, a man jumps men and parachutists only. A
// flying king first crosses any number of empty squares, then jumps one
// opponent piece and may land on any of the empty squares that follow it,
// or only on the first of them where kings land right behind. Where the
// variant forbids it, a king does not jump straight back the way its last
// jump came. Jumps over the same piece are listed one after the other.
func (s *search) jumpsFrom(at board.Square, king bool) []jump {
	dirs := s.jumpDirs(king)
	paraJump := !king && s.para && len(s.dirs) == 0
	flying := king && s.v.FlyingKings
	var jumps []jump
	for d := board.Dir(0); d < board.NumDirs; d++ {
		if !dirs.Has(d) {
			continue
		}
		if king && s.v.NoReversal && len(s.dirs) > 0 && d == s.dirs[len(s.dirs)-1].Opposite() {
			continue // no 180-degree turn between two jumps
		}
		victim, ok := s.g.Neighbor(at, d)
		for flying && ok && s.box[victim] == empty {
			victim, ok = s.g.Neighbor(victim, d)
		}
		if !ok || !jumpable(s.box[victim]) {
			continue
		}
		if !king && !paraJump && s.v.MenCannotCaptureKings && s.box[victim] == enemyKing {
			continue
		}
		for landing, ok := s.g.Neighbor(victim, d); ok && s.box[landing] == empty; landing, ok = s.g.Neighbor(landing, d) {
			jumps = append(jumps, jump{victim, landing, d})
			if !flying || s.v.KingLandsRightBehind {
				break
			}
		}
	}
	return jumps
}

// continuationRule applies the landing rule of long jumps: among the landing
// squares behind one jumped piece, if from at least one of them the capture
// can go on, only those are allowed. (A short jump has one landing square, so
// the rule changes nothing for it.)
func (s *search) continuationRule(jumps []jump, king bool) []jump {
	var kept []jump
	for i := 0; i < len(jumps); {
		k := i // jumps[i:k] are the jumps over the same piece
		for k < len(jumps) && jumps[k].victim == jumps[i].victim {
			k++
		}
		var going []jump
		for _, j := range jumps[i:k] {
			if s.canContinue(j, king) {
				going = append(going, j)
			}
		}
		if len(going) > 0 {
			kept = append(kept, going...)
		} else {
			kept = append(kept, jumps[i:k]...)
		}
		i = k
	}
	return kept
}

// canContinue reports whether, after jump j, the piece (a king before the
// jump if king) could capture again.
func (s *search) canContinue(j jump, king bool) bool {
	s.play(j)
	defer s.undo()
	kingNow, stop := s.land(j.landing, king)
	return !stop && len(s.jumpsFrom(j.landing, kingNow)) > 0
}

// play makes jump j in the mailbox. With RemoveAtEnd the jumped piece stays
// on the board, dead: it blocks and cannot be jumped again. With
// RemoveImmediately it is gone at once.
func (s *search) play(j jump) {
	s.jumped = append(s.jumped, taken{j.victim, s.box[j.victim]})
	s.path = append(s.path, j.landing)
	s.dirs = append(s.dirs, j.dir)
	if s.v.Removal == variant.RemoveImmediately {
		s.box[j.victim] = empty
	} else {
		s.box[j.victim] = dead
	}
}

// undo takes back the last jump played.
func (s *search) undo() {
	last := s.jumped[len(s.jumped)-1]
	s.box[last.sq] = last.was
	s.jumped = s.jumped[:len(s.jumped)-1]
	s.path = s.path[:len(s.path)-1]
	s.dirs = s.dirs[:len(s.dirs)-1]
}

// land says what the piece (a king before the jump if king) is after the
// jump just played, which landed on sq (a king if kingNow), and whether the
// move must stop there: where parachutists stop, a parachutist's jump ends
// the move; otherwise the crowning rule decides ([search.crown]).
func (s *search) land(sq board.Square, king bool) (kingNow, stop bool) {
	if s.para && len(s.path) == 1 && s.v.ParachuteStops {
		return king, true
	}
	return s.crown(sq, king)
}

// crown says what the piece is after landing on sq in the middle of a
// capture (a king if kingNow) and whether the move must stop there, for a
// piece that was a king before the jump if king.
func (s *search) crown(sq board.Square, king bool) (kingNow, stop bool) {
	if king || !s.v.Promotion[s.me].Has(sq) {
		return king, false
	}
	switch s.v.CrownInCapture {
	case variant.CrownAndStop:
		return true, true
	case variant.CrownAndContinue:
		return true, false
	default: // PassThrough: crowned only if the move ends here (see record)
		return false, false
	}
}

// record stores the sequence made so far, which ends on at with the piece a
// king if king. A man (or a parachutist, a man since its jump) that ends the
// move on a promotion square is crowned. A parachutist's capture is not one
// "with a king".
func (s *search) record(at board.Square, king bool) {
	var seq sequence
	var captured board.Bitboard
	for i, t := range s.jumped {
		captured = captured.With(t.sq)
		if t.was == enemyKing {
			seq.kings++
			seq.kingOrder |= 1 << (63 - i)
		}
	}
	promotes := !s.king && (king || s.v.Promotion[s.me].Has(at))
	seq.move = board.NewCapture(s.from, s.path[len(s.path)-1], captured, promotes)
	seq.path = slices.Clone(s.path)
	seq.withKing = s.king
	s.seqs = append(s.seqs, seq)
}

// best keeps the sequences that no other sequence beats on the criteria,
// applied one after the other: on each criterion only the sequences with
// the best value stay in the running.
func best(criteria []variant.Criterion, seqs []sequence) []sequence {
	for _, c := range criteria {
		var top uint64
		for _, seq := range seqs {
			top = max(top, score(c, seq))
		}
		var kept []sequence
		for _, seq := range seqs {
			if score(c, seq) == top {
				kept = append(kept, seq)
			}
		}
		seqs = kept
	}
	return seqs
}

// score is the value of a sequence on one criterion; higher is better.
func score(c variant.Criterion, seq sequence) uint64 {
	switch c {
	case variant.MostPieces:
		return uint64(seq.move.Captured.Count())
	case variant.WithKing:
		if seq.withKing {
			return 1
		}
		return 0
	case variant.MostKings:
		return uint64(seq.kings)
	case variant.EarliestKing:
		// A king taken at jump i weighs more than all kings taken later,
		// so the earliest first king wins, then the earliest second one...
		return seq.kingOrder
	case variant.MostValue:
		// A king counts two and a man one; between equal sums, the one
		// made of fewer kings (of more men) is worth more: weigh the sum
		// by more than any number of kings a capture can take.
		men := seq.move.Captured.Count() - seq.kings
		return uint64(2*seq.kings+men)*1000 - uint64(seq.kings)
	}
	panic("reference: unknown precedence criterion")
}
